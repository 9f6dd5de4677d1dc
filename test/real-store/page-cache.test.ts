import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { settle } from '../browser/support/islands';
import { openStorePage, realStore, realUrl, type StorePage } from './helpers';

/**
 * A full-page cache on the real store: the shop page's HTML, rendered for one visitor with
 * their cart, served as it is to another visitor (guest or logged in) with a different cart.
 * The second visitor must see their own cart (the fragments replace the cached mini-cart and
 * count) and keep shopping from the cached page.
 */

const { skip } = realStore();
const USERS = { alice: 'alice-password', bob: 'bob-password' } as const;
type User = keyof typeof USERS;
const GARLIC_BREAD = '101';
const BRUSCHETTA = '102';
const PATATAS_BRAVAS = '103';
const HEADER_COUNT = '#site-header-cart .cart-contents .count';
const MINI_CART_PRODUCTS = '#site-header-cart .mini_cart_item a.remove[data-product_id]';

describe.skipIf(skip !== '')('a page from a full-page cache on the real store', () => {
	const browser = sharedBrowser();
	const contexts: BrowserContext[] = [];
	afterAll(async () => {
		await Promise.all(contexts.map((context) => context.close()));
	});

	/** A visitor (logged in through wp-login.php's form, or a guest) with one dish in the cart. */
	async function visitor(user: User | undefined, productId: string): Promise<StorePage> {
		const context = await browser().newContext();
		contexts.push(context);
		if (user) {
			await context.addCookies([{ name: 'wordpress_test_cookie', value: 'WP Cookie check', url: realUrl('/') }]);
			const login = await context.request.post(realUrl('/wp-login.php'), {
				form: { log: user, pwd: USERS[user], testcookie: '1', redirect_to: realUrl('/') },
				maxRedirects: 0,
			});
			expect(login.status(), `logging in as ${user}`).toBe(302);
			// WooCommerce keeps a customer's cart across sessions: start from an empty one,
			// through the Store API (its writes want the nonce its reads send).
			const cart = await context.request.get(realUrl('/wp-json/wc/store/v1/cart'));
			const emptied = await context.request.delete(realUrl('/wp-json/wc/store/v1/cart/items'), {
				headers: { Nonce: cart.headers()['nonce'] ?? '' },
			});
			expect(emptied.ok(), `emptying ${user}'s cart`).toBe(true);
		}
		const added = await context.request.post(realUrl('/?wc-ajax=add_to_cart'), { form: { product_id: productId, quantity: '1' } });
		expect(((await added.json()) as { fragments?: unknown }).fragments).toBeDefined();
		return openStorePage(browser(), context);
	}

	const cases: ReadonlyArray<readonly [string, User | undefined, User | undefined]> = [
		['a guest, served to another guest', undefined, undefined],
		['a guest, served to a logged-in customer', undefined, 'bob'],
		['a logged-in customer, served to a guest', 'alice', undefined],
		['a logged-in customer, served to another', 'alice', 'bob'],
	];

	it.each(cases)('rendered for %s: shows the second visitor their own cart, and adding from it works', async (_name, firstUser, secondUser) => {
		const first = await visitor(firstUser, GARLIC_BREAD);
		const cached = await (await first.context.request.get(realUrl('/shop/'))).text();
		expect(cached).toContain('id="shop-islands-settings"');

		const second = await visitor(secondUser, BRUSCHETTA);
		await second.page.route(realUrl('/shop/'), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
		await second.page.goto(realUrl('/shop/'));
		await settle(second.page);
		await second.page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, MINI_CART_PRODUCTS);
		expect(await second.page.getAttribute(MINI_CART_PRODUCTS, 'data-product_id')).toBe(BRUSCHETTA);
		expect(await second.page.textContent(HEADER_COUNT)).toContain('1 item');

		await second.page.click(`ul.products a.ajax_add_to_cart[data-product_id="${PATATAS_BRAVAS}"]`);
		await second.page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.includes('2 items'), HEADER_COUNT);
		const products = await second.page.$$eval(MINI_CART_PRODUCTS, (links) => links.map((link) => link.getAttribute('data-product_id')).sort());
		expect(products).toEqual([BRUSCHETTA, PATATAS_BRAVAS]);
		expect(second.errors).toEqual([]);
		expect(second.failedRequests).toEqual([]);
	});
});
