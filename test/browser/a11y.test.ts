import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';
import { closeOverlay, openOverlay, overlaysOn } from './support/overlays';

/**
 * axe-core on every fixture page once its islands have mounted, with an empty cart, and
 * with items in the cart and each overlay the page offers open (support/overlays.ts).
 */

const browser = sharedBrowser();

describe('accessibility', () => {
	it.each(FIXTURE_PAGES)('%s has no axe violation with an empty cart', async (path) => {
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl(path));
		await startAllIslands(page);
		expect(await axeViolations(page)).toEqual([]);
		await context.close();
	});

	it.each(FIXTURE_PAGES)('%s has no axe violation with items in the cart, nor with any of its overlays open', async (path) => {
		const { page, context } = await openPage(browser());
		await fillCart(page, storeUrl());
		await page.goto(storeUrl(path));
		await startAllIslands(page);
		expect(await axeViolations(page)).toEqual([]);
		for (const [name, overlay] of await overlaysOn(page)) {
			await openOverlay(page, overlay);
			expect({ [name]: await axeViolations(page, [overlay.shown]) }).toEqual({ [name]: [] });
			await closeOverlay(page, overlay);
		}
		await context.close();
	});
});
