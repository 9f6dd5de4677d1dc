import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { onClassicPage } from './support/classic';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';
import { cumulativeShift, islandLayoutShifts, recordLayoutShifts, steadyLateResources, type LayoutShift } from './support/layout-shift';

/**
 * Islands mount without moving anything: from the moment the loader starts until every
 * island on the page has mounted (`visible` ones scrolled into view, `interaction` ones
 * started), no layout-shift entry that shopper input did not cause. Wide and narrow screens,
 * with an empty cart and with items in it (cart rows with details; the "hide if empty" cart
 * widget, which no page here carries, as on Storefront, has its own check in hide-if-empty.test.ts).
 * On the real store the page is held to the same page without the plugin: the islands may not
 * make it shift more than Storefront and WooCommerce's own scripts already do (on a product
 * page, narrow, the gallery's script moves the summary), with the network's timing taken out
 * on both pages: no web fonts (the theme's icon font swapping in moves the breadcrumb by
 * whatever is on screen when it lands), images once the scripts have run. See
 * steadyLateResources.
 */

const SCREENS = [
	{ name: 'wide', viewport: { width: 1280, height: 720 } },
	{ name: 'narrow', viewport: { width: 390, height: 844 } },
] as const;

const CARTS = ['empty', 'with items'] as const;

const browser = sharedBrowser();

type Screen = (typeof SCREENS)[number];

async function shiftsOf(page: Page, path: string, cart: (typeof CARTS)[number]): Promise<LayoutShift[]> {
	await recordLayoutShifts(page.context());
	await steadyLateResources(page);
	if (cart === 'with items') {
		await fillCart(page, storeUrl());
	}
	await page.goto(storeUrl(path));
	await startAllIslands(page);
	return islandLayoutShifts(page);
}

/** The shifts of the page with the islands, unless the classic page shifts as much or more. */
async function shiftsBeyondClassic(b: Browser, path: string, screen: Screen, cart: (typeof CARTS)[number]): Promise<LayoutShift[]> {
	const { page, context } = await openPage(b, { viewport: screen.viewport });
	const ours = await shiftsOf(page, path, cart);
	await context.close();
	if (ours.length === 0) {
		return ours;
	}
	const classic = await onClassicPage(b, { viewport: screen.viewport }, (classicPage) => shiftsOf(classicPage, path, cart), null);
	return classic !== null && cumulativeShift(ours) <= cumulativeShift(classic) ? [] : ours;
}

describe('no layout shift', () => {
	it.each(FIXTURE_PAGES)('%s does not shift while its islands mount', async (path) => {
		const shifts: Record<string, unknown> = {};
		for (const screen of SCREENS) {
			for (const cart of CARTS) {
				shifts[`${screen.name}, ${cart}`] = await shiftsBeyondClassic(browser(), path, screen, cart);
			}
		}
		expect(shifts).toEqual({ 'wide, empty': [], 'wide, with items': [], 'narrow, empty': [], 'narrow, with items': [] });
	});
});
