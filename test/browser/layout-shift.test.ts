import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';
import { islandLayoutShifts, recordLayoutShifts } from './support/layout-shift';

/**
 * Islands mount without moving anything: from the moment the loader starts until every
 * island on the page has mounted (`visible` ones scrolled into view, `interaction` ones
 * started), no layout-shift entry that shopper input did not cause. Wide and narrow screens,
 * with an empty cart and with items in it (cart rows with details, "hide if empty" widget shown).
 */

const SCREENS = [
	{ name: 'wide', viewport: { width: 1280, height: 720 } },
	{ name: 'narrow', viewport: { width: 390, height: 844 } },
] as const;

const CARTS = ['empty', 'with items'] as const;

const browser = sharedBrowser();

describe('no layout shift', () => {
	it.each(FIXTURE_PAGES)('%s does not shift while its islands mount', async (path) => {
		const shifts: Record<string, unknown> = {};
		for (const screen of SCREENS) {
			for (const cart of CARTS) {
				const { page, context } = await openPage(browser(), { viewport: screen.viewport });
				await recordLayoutShifts(context);
				if (cart === 'with items') {
					await fillCart(page, storeUrl());
				}
				await page.goto(storeUrl(path));
				await startAllIslands(page);
				shifts[`${screen.name}, ${cart}`] = await islandLayoutShifts(page);
				await context.close();
			}
		}
		expect(shifts).toEqual({ 'wide, empty': [], 'wide, with items': [], 'narrow, empty': [], 'narrow, with items': [] });
	});
});
