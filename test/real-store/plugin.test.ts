import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../fixtures-html/server/manifest';
import { sharedBrowser } from '../browser/chromium';
import { settle } from '../browser/support/islands';
import { phpProblems, settingsOf } from '../wordpress/helpers';
import { fillCart } from '../browser/support/cart';
import { ADMIN, CUSTOMER_PAGES, REAL_PAGES, logIn, logInCustomer, openStorePage, phpLogFromNow, realStore, realUrl, type StorePage } from './helpers';
import { storeCommand } from './store';

/**
 * The plugin on the real store: WordPress 7.1 or 6.8 (so the script-module path), WooCommerce 10.7 or 10.0,
 * Storefront, Contact Form 7 and the seed store's YITH WooCommerce Wishlist and WooLentor,
 * seeded with the fixture store's menu. Every page keeps working once the classic scripts the
 * bundle replaces are dequeued. YITH's own refused request (seed-plugins.ts) is not held against
 * the islands; the last test here says it is still there.
 */

const { skip } = realStore();
/** The classic scripts the plugin dequeues when the build has their islands. */
const DEQUEUED = ['wc-add-to-cart', 'wc-cart-fragments'];
const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';
const HEADER_COUNT = '#site-header-cart .cart-contents .count';
const MINI_CART = 'div.widget_shopping_cart_content';
const WITHOUT_MINI_CART = new Set(['cart', 'checkout']);

describe.skipIf(skip !== '')('the plugin on the real store', () => {
	const browser = sharedBrowser();
	const opened: StorePage[] = [];
	const open = async (context?: StorePage['context']) => {
		const page = await openStorePage(browser(), context);
		opened.push(page);
		return page;
	};
	afterAll(async () => {
		await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
	});

	it('prints the entry through the script-module API, its settings tag, and neither dequeued script', async () => {
		const response = await fetch(realUrl(REAL_PAGES.shop));
		const html = await response.text();
		const { entry } = readManifest(installedBuild());
		// wp_enqueue_script_module() prints `<script type="module" … id="<handle>-js-module">` (its
		// attributes in another order on WordPress 7.1).
		const tag = /<script\b[^>]*\bid="shop-islands-js-module"[^>]*><\/script>/.exec(html)?.[0] ?? '';
		expect(tag).toMatch(/\btype="module"/);
		expect(tag).toMatch(new RegExp(`\\bsrc="[^"]*/wp-content/plugins/shop-islands/build/${escape(entry)}"`));
		const settings = settingsOf(html);
		expect(settings).toMatchObject({
			wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
			cartUrl: realUrl(REAL_PAGES.cart),
			isCart: false,
			// WooCommerce's own words for its add-to-cart script (`wc_add_to_cart_params.i18n_view_cart`).
			viewCartLabel: 'View cart',
		});
		for (const handle of DEQUEUED) {
			expect(html).not.toContain(`id="${handle}-js"`);
		}
	});

	describe.each(Object.entries(REAL_PAGES))('the %s page', (name, pagePath) => {
		it('loads with the bundle, no console error, no failed request, no PHP notice; the mini-cart mounts where there is one', async () => {
			const log = phpLogFromNow();
			const visitor = await open();
			if (CUSTOMER_PAGES.has(name as keyof typeof REAL_PAGES)) {
				await logInCustomer(visitor.context);
			}
			// The checkout sends an empty cart back to the cart page.
			if (name === 'checkout' || name === 'cart') {
				await fillCart(visitor.page, realStore().url);
			}
			await visitor.page.goto(realUrl(pagePath));
			await settle(visitor.page);
			expect(new URL(visitor.page.url()).pathname).toBe(pagePath);
			expect(visitor.errors).toEqual([]);
			expect(visitor.failedRequests).toEqual([]);
			expect(phpProblems(log())).toEqual([]);
			expect(DEQUEUED.filter((handle) => visitor.scripts.some((url) => url.includes(classicScriptFile(handle))))).toEqual([]);
			// WooCommerce's cart widget hides itself on the cart and checkout pages.
			const hasMiniCart = (await visitor.page.locator(MINI_CART).count()) > 0;
			expect(hasMiniCart).toBe(!WITHOUT_MINI_CART.has(name));
			// The loader carries the kernel and with it the mini-cart, which runs (its session caches
			// the fragments) only where there is one.
			expect(loaded(visitor, `/build/${readManifest(installedBuild()).entry}`)).toBe(true);
			expect(await fragmentsCached(visitor.page)).toBe(hasMiniCart);
		});
	});

	it("retires YITH's React button: the shop prints YITH's button at once, and no request to YITH's REST routes is made (its guest's 401 is gone)", async () => {
		const visitor = await open();
		const yithRest: string[] = [];
		visitor.page.on('request', (request) => {
			if (new URL(request.url()).pathname.startsWith('/wp-json/yith/')) {
				yithRest.push(request.url());
			}
		});
		await visitor.page.goto(realUrl(REAL_PAGES.shop));
		await settle(visitor.page);
		expect(await visitor.page.locator('.yith-add-to-wishlist-button-block > a.add_to_wishlist').count()).toBe(12);
		expect(yithRest).toEqual([]);
		expect(visitor.errors).toEqual([]);
		expect(visitor.failedRequests).toEqual([]);
	});

	it('adds to cart from a shop card: the button turns "added", the header count and the mini-cart update', async () => {
		const visitor = await open();
		await visitor.page.goto(realUrl(REAL_PAGES.shop));
		await settle(visitor.page);
		const button = visitor.page.locator(CARD_BUTTON).first();
		await button.click();
		await visitor.page.waitForSelector(`${CARD_BUTTON}.added`);
		await visitor.page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('1 item'), HEADER_COUNT);
		expect(await visitor.page.locator('#site-header-cart .widget_shopping_cart_content .mini_cart_item').count()).toBe(1);
		expect(await button.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]').textContent()).toBe('View cart');

		await button.click();
		await visitor.page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('2 items'), HEADER_COUNT);
		expect(visitor.errors).toEqual([]);
		expect(visitor.failedRequests).toEqual([]);
	});

	describe('the settings screen (WooCommerce → Shop Islands)', () => {
		afterAll(async () => {
			const { php, siteDir } = realStore();
			await storeCommand(php, siteDir, 'forget-settings');
		});

		it("turns the add-to-cart island off: WooCommerce's own script adds from the shop's cards again", async () => {
			const admin = await open();
			await logIn(admin.context, ADMIN);
			await admin.page.goto(realUrl('/wp-admin/admin.php?page=shop-islands'));
			expect(await admin.page.locator('#adminmenu a[href$="page=shop-islands"]').count()).toBe(1);
			await admin.page.uncheck('#shop-islands-on-add-to-cart');
			await Promise.all([admin.page.waitForURL(/settings-updated=true/), admin.page.click('#submit')]);
			expect(await admin.page.isChecked('#shop-islands-on-add-to-cart')).toBe(false);

			const visitor = await open();
			const html = (await (await visitor.page.goto(realUrl(REAL_PAGES.shop)))?.text()) ?? '';
			expect(settingsOf(html)?.islandsOff).toEqual(['add-to-cart']);
			await settle(visitor.page);
			expect(loaded(visitor, classicScriptFile('wc-add-to-cart'))).toBe(true);
			const manifest = readManifest(installedBuild());
			expect(loaded(visitor, manifest.islands['add-to-cart'] as string)).toBe(false);
			await visitor.page.locator(CARD_BUTTON).first().click();
			await visitor.page.waitForSelector(`${CARD_BUTTON}.added`);
			await visitor.page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('1 item'), HEADER_COUNT);
			expect(visitor.errors).toEqual([]);
			expect(phpProblems(html)).toEqual([]);
		});

		it('links the shop as it is without the plugin, for the administrator alone', async () => {
			const admin = await open();
			await logIn(admin.context, ADMIN);
			const without = (await (await admin.page.goto(realUrl(`${REAL_PAGES.shop}?shop-islands=off`)))?.text()) ?? '';
			expect(settingsOf(without)).toBeNull();
			expect(loaded(admin, classicScriptFile('wc-add-to-cart'))).toBe(true);
			const visitor = await open();
			const html = (await (await visitor.page.goto(realUrl(`${REAL_PAGES.shop}?shop-islands=off`)))?.text()) ?? '';
			expect(settingsOf(html)).not.toBeNull();
		});
	});
});

function installedBuild(): string {
	return path.join(realStore().siteDir, 'wp-content', 'plugins', 'shop-islands', 'build');
}

function loaded(visitor: StorePage, suffix: string): boolean {
	return visitor.scripts.some((url) => new URL(url).pathname.endsWith(suffix));
}

/** WooCommerce's file for a classic handle (`wc-add-to-cart` → `add-to-cart.min.js`). */
function classicScriptFile(handle: string): string {
	return `/woocommerce/assets/js/frontend/${handle.replace(/^wc-/, '')}.min.js`;
}

/** Whether the mini-cart's cart session stored the fragments, as it does once it has started. */
function fragmentsCached(page: Page): Promise<boolean> {
	return page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('wc_fragments_')));
}

function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
