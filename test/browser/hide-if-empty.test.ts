import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { islandChunks, startAllIslands } from './support/islands';
import { holdIslands, islandLayoutShifts, islandMountShifts, recordLayoutShifts, withoutWebFonts } from './support/layout-shift';

/**
 * WooCommerce's Cart widget set to "Hide if cart is empty" (docs/cart.md), in the fixture's
 * sidebar as a site owner places it (`?cart_widget=hide-if-empty`). Storefront's sidebar on
 * the real store has no cart widget, so this runs on the fixture store only. The widget prints
 * its mini-cart empty and the fragments fill it: hidden from the first paint while empty, shown
 * with items and as soon as an add starts. On a page whose content is shorter than the sidebar
 * (the login page, wide) that fill lengthens the page and moves the footer, as WooCommerce's
 * own fill of the same widget does; the shop page below is taller than its sidebar.
 */

const browser = sharedBrowser();

const SHOP = '/shop/?cart_widget=hide-if-empty';
const WIDGET = '#woocommerce_widget_cart-2';
const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';

describe('"hide if empty" cart widget', () => {
	it('is hidden from the first paint with an empty cart, before its island or the fragments arrive', async () => {
		const { page, context } = await openPage(browser());
		const chunk = islandChunks(BUILD_DIR)['hide-if-empty'];
		let chunkAsked: () => void = () => undefined;
		const asked = new Promise<void>((resolve) => {
			chunkAsked = resolve;
		});
		// Neither the island's chunk nor the fragments arrive: what the shopper sees meanwhile is the stylesheet's doing.
		await page.route(`**/${chunk}*`, () => chunkAsked());
		await page.route('**/?wc-ajax=get_refreshed_fragments', () => undefined);
		await recordLayoutShifts(page);
		// Its island is the loader's (the kernel's), which holds the page's DOMContentLoaded while it is held.
		await page.goto(storeUrl(SHOP), { waitUntil: 'commit' });
		await asked;
		await page.waitForFunction(() => document.readyState !== 'loading');
		expect(await page.locator(`${WIDGET} .widget_shopping_cart_content:empty`).count()).toBe(1);
		expect(await page.isVisible(WIDGET)).toBe(false);
		expect(await islandLayoutShifts(page)).toEqual([]);
		await context.close();
	});

	it('shows the cart with items in it, filled by the fragments, without moving the page', async () => {
		const { page, context, errors } = await openPage(browser());
		await recordLayoutShifts(page);
		await fillCart(page, storeUrl());
		// Whatever the timing: the islands mount onto a page that has loaded and painted, and no
		// icon font swaps in meanwhile (support/layout-shift.ts).
		await withoutWebFonts(page);
		const islands = await holdIslands(page);
		await islands.visit(storeUrl(SHOP));
		await startAllIslands(page);
		await page.waitForSelector(`${WIDGET} .mini_cart_item`);
		expect(await page.isVisible(WIDGET)).toBe(true);
		expect(await page.locator(`${WIDGET} .mini_cart_item`).count()).toBe(2);
		expect(await islandMountShifts(page)).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows as soon as an add starts, and holds the added dish once it is answered', async () => {
		const { page, context } = await openPage(browser());
		const heldAdds: Route[] = [];
		await page.route('**/?wc-ajax=add_to_cart', (route: Route) => {
			heldAdds.push(route);
		});
		await page.goto(storeUrl(SHOP));
		await startAllIslands(page);
		expect(await page.isVisible(WIDGET)).toBe(false);
		await page.locator(CARD_BUTTON).first().click();
		await page.waitForSelector(`${CARD_BUTTON}.loading`);
		await page.waitForSelector(WIDGET, { state: 'visible' });
		expect(heldAdds).toHaveLength(1);
		await heldAdds[0]?.continue();
		await page.waitForSelector(`${WIDGET} .mini_cart_item`);
		expect(await page.isVisible(WIDGET)).toBe(true);
		await context.close();
	});
});
