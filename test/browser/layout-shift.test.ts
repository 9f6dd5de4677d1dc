import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { settle, startAllIslands } from './support/islands';
import { holdIslands, islandMountShifts, recordLayoutShifts, withoutWebFonts, type LayoutShift } from './support/layout-shift';

/**
 * Islands mount without moving anything. Every island is held back until the page has loaded,
 * painted and gone idle (`holdIslands`), as it will be when it loads on intent, then every
 * island on the page is mounted (`visible` ones scrolled into view, the page then read down a
 * screen at a time, `interaction` ones started):
 * from the moment they are let through, no layout-shift entry that shopper input did not cause,
 * on either store, whatever the machine's timing. An island whose mount changes the layout
 * reserves its room in CSS on the server's markup. Wide and narrow screens, with an empty cart
 * and with items in it (cart rows with details; the "hide if empty" cart widget, which no page
 * here carries, as on Storefront, has its own check in hide-if-empty.test.ts).
 *
 * What the page does before the islands is the server's markup and the theme's, not theirs:
 * a busy machine paints a half-parsed page (the real store's cart table, its columns
 * redistributed as the second row arrives) and shifts it as the rest arrives, after
 * WooCommerce's inline script has swapped the body's class, with or without the plugin. So
 * nothing before the islands' release counts (the page's images have arrived by then), and web
 * fonts, which would swap in whenever the network delivers them, are left out (withoutWebFonts).
 */

const SCREENS = [
	{ name: 'wide', viewport: { width: 1280, height: 720 } },
	{ name: 'narrow', viewport: { width: 390, height: 844 } },
] as const;

const CARTS = ['empty', 'with items'] as const;

const browser = sharedBrowser();

async function shiftsOf(page: Page, path: string, cart: (typeof CARTS)[number]): Promise<LayoutShift[]> {
	await recordLayoutShifts(page.context());
	await withoutWebFonts(page);
	const islands = await holdIslands(page);
	if (cart === 'with items') {
		await fillCart(page, storeUrl());
	}
	await islands.visit(storeUrl(path));
	await startAllIslands(page);
	await scrollThrough(page);
	return islandMountShifts(page);
}

/**
 * Scrolls down the page a screen at a time, as a shopper reads it, so each `visible`
 * host mounts as it comes into view (startAllIslands brings only the first of each island's
 * hosts into view): a mount that moves what is on screen then is measured too.
 */
async function scrollThrough(page: Page): Promise<void> {
	const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
	for (let screen = 1; screen < screens; screen += 1) {
		await page.evaluate((index) => {
			window.scrollTo(0, index * window.innerHeight);
			return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
		}, screen);
	}
	await settle(page);
}

/** Four page loads, each waiting for the page to settle three times: more than a browser test's minute on a busy machine. */
const FOUR_LOADS_MS = 180_000;

describe('no layout shift', () => {
	it.each(FIXTURE_PAGES)('%s does not shift while its islands mount', { timeout: FOUR_LOADS_MS }, async (path) => {
		const shifts: Record<string, LayoutShift[]> = {};
		for (const screen of SCREENS) {
			for (const cart of CARTS) {
				const { page, context } = await openPage(browser(), { viewport: screen.viewport });
				shifts[`${screen.name}, ${cart}`] = await shiftsOf(page, path, cart);
				await context.close();
			}
		}
		expect(shifts).toEqual({ 'wide, empty': [], 'wide, with items': [], 'narrow, empty': [], 'narrow, with items': [] });
	});
});
