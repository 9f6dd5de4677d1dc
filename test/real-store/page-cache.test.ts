import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { settle } from '../browser/support/islands';
import { probeOutcome, settingsOf } from '../wordpress/helpers';
import { logIn, openStorePage, realStore, realUrl, type StorePage } from './helpers';
import { PLAIN_STOREFRONT_COOKIE } from './seed-plugins';

/**
 * A full-page cache on the real store: the shop page's HTML, rendered for one visitor with
 * their cart, served as it is to another visitor (guest or logged in) with a different cart.
 * The second visitor must see their own cart (the fragments replace the cached mini-cart and
 * count) and keep shopping from the cached page. The nonces in its settings tag are the first
 * visitor's: a REST call through the bundle's api-fetch, and a call to a plugin's admin-ajax
 * endpoint with the plugin's nonce, each succeed after one nonce refresh.
 *
 * On plain Storefront (PLAIN_STOREFRONT_COOKIE): the checks count every REST call and nonce
 * refresh of the page, and YITH's React buttons make their own through WordPress's api-fetch
 * (from a cached page: `/yith/wishlist/v1/lists/` and `/products/` refused 403
 * `rest_cookie_invalid_nonce`, a `rest-nonce` refresh each, then retried), which cannot be told
 * from the bundle's.
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

	/** A browser context, logged in through wp-login.php's form, or a guest's. */
	async function contextFor(user: User | undefined): Promise<BrowserContext> {
		const context = await browser().newContext();
		contexts.push(context);
		await context.addCookies([{ ...PLAIN_STOREFRONT_COOKIE, url: realUrl('/') }]);
		if (user) {
			await logIn(context, { user, password: USERS[user] });
		}
		return context;
	}

	/** A visitor (logged in, or a guest) with one dish in the cart. */
	async function visitor(user: User | undefined, productId: string): Promise<StorePage> {
		const context = await contextFor(user);
		if (user) {
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

	describe('its REST and plugin calls, on the test islands bundle (?test_islands=1: a rest-probe island calls the REST route of ?probe_path=)', () => {
		/** A route any visitor may read, for a guest's probe. */
		const PUBLIC_ROUTE = '/wp/v2/types/post';
		const PLUGIN_CALL = 'shop_islands_test_plugin_call';

		/** The user id WordPress gives the context's visitor ('' for a guest), asked with a fresh nonce. */
		async function userIdOf(context: BrowserContext, user: User | undefined): Promise<string> {
			if (!user) {
				return '';
			}
			const nonce = await (await context.request.get(realUrl('/wp-admin/admin-ajax.php?action=rest-nonce'))).text();
			const me = await context.request.get(realUrl('/wp-json/wp/v2/users/me'), { headers: { 'X-WP-Nonce': nonce } });
			return String(((await me.json()) as { id: number }).id);
		}

		/**
		 * The page's REST and admin-ajax exchanges in the order they were answered: the REST
		 * route with its status and error code, the REST nonce refresh, the plugin's nonce
		 * refresh and the plugin call, each with its status.
		 */
		function recordExchanges(page: Page): () => Promise<string[]> {
			const answered: Array<Promise<string>> = [];
			page.on('response', (response) => {
				const url = new URL(response.url());
				const action = url.pathname === '/wp-admin/admin-ajax.php' ? url.searchParams.get('action') : null;
				if (url.pathname.startsWith('/wp-json/')) {
					const route = url.pathname.slice('/wp-json'.length);
					answered.push(
						response.status() < 400
							? Promise.resolve(`${route} ${response.status()}`)
							: response.json().then(
									(body: { code?: string }) => `${route} ${response.status()} ${body.code ?? ''}`,
									() => `${route} ${response.status()}`,
								),
					);
				} else if (action !== null) {
					answered.push(Promise.resolve(`${action} ${response.status()}`));
				}
			});
			return () => Promise.all(answered);
		}

		/** The plugin call with the nonce of the page's settings; on refusal, one refresh of the plugin's nonces and one retry. */
		function pluginCall(page: Page, action: string): Promise<{ success: boolean; user?: number }> {
			return page.evaluate(async (callAction) => {
				const settings = JSON.parse(document.getElementById('shop-islands-settings')?.textContent ?? '{}') as { ajaxUrl: string; quickViewNonce: string };
				const call = (nonce: string) =>
					fetch(`${settings.ajaxUrl}?action=${callAction}`, { method: 'POST', body: new URLSearchParams({ nonce }) });
				let answer = await call(settings.quickViewNonce);
				if (answer.status === 403) {
					const fresh = (await (await fetch(`${settings.ajaxUrl}?action=shop_islands_nonces`)).json()) as { quickViewNonce: string };
					answer = await call(fresh.quickViewNonce);
				}
				const body = (await answer.json()) as { success: boolean; data?: { user?: number } };
				return { success: body.success, user: body.data?.user };
			}, action);
		}

		const restCases: ReadonlyArray<readonly [string, User | undefined, User]> = [
			['a guest, served to a logged-in customer', undefined, 'bob'],
			['a logged-in customer, served to another', 'alice', 'bob'],
		];

		it.each(restCases)('rendered for %s: one refused REST call, one nonce refresh, the call retried as the second visitor', async (_name, firstUser, secondUser) => {
			const pagePath = '/shop/?test_islands=1';
			const first = await contextFor(firstUser);
			const cached = await (await first.request.get(realUrl(pagePath))).text();
			expect(settingsOf(cached)?.['restNonce']).toEqual(expect.stringMatching(/^[0-9a-f]{10}$/));

			const second = await contextFor(secondUser);
			const userId = await userIdOf(second, secondUser);
			const { page, errors } = await openStorePage(browser(), second);
			await page.route(realUrl(pagePath), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
			const exchanges = recordExchanges(page);
			await page.goto(realUrl(pagePath));

			expect(await probeOutcome(page)).toEqual({ status: 'ok', user: userId });
			expect(await exchanges()).toEqual(['/wp/v2/users/me 403 rest_cookie_invalid_nonce', 'rest-nonce 200', '/wp/v2/users/me 200']);
			// The refused first try is the only console error: Chromium logs every 4xx.
			expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
		});

		it("rendered for a logged-in customer, served to a guest: the guest's REST call and plugin call each succeed after one nonce refresh", async () => {
			const pagePath = `/shop/?test_islands=1&probe_path=${PUBLIC_ROUTE}`;
			const cached = await (await (await contextFor('alice')).request.get(realUrl(pagePath))).text();

			const { page, errors } = await openStorePage(browser(), await contextFor(undefined));
			await page.route(realUrl(pagePath), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
			const exchanges = recordExchanges(page);
			await page.goto(realUrl(pagePath));

			expect(await probeOutcome(page)).toEqual({ status: 'ok', user: '' });
			expect(await pluginCall(page, PLUGIN_CALL)).toEqual({ success: true, user: 0 });
			expect(await exchanges()).toEqual([
				`${PUBLIC_ROUTE} 403 rest_cookie_invalid_nonce`,
				'rest-nonce 200',
				`${PUBLIC_ROUTE} 200`,
				`${PLUGIN_CALL} 403`,
				'shop_islands_nonces 200',
				`${PLUGIN_CALL} 200`,
			]);
			expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
		});

		it("rendered for a guest, served to a logged-in customer: the plugin call succeeds as the customer after one refresh of the plugin's nonces", async () => {
			const pagePath = `/shop/?test_islands=1&probe_path=${PUBLIC_ROUTE}`;
			const cached = await (await (await contextFor(undefined)).request.get(realUrl(pagePath))).text();

			const bob = await contextFor('bob');
			const userId = await userIdOf(bob, 'bob');
			const { page } = await openStorePage(browser(), bob);
			await page.route(realUrl(pagePath), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
			await page.goto(realUrl(pagePath));
			await probeOutcome(page);
			const exchanges = recordExchanges(page);

			expect(await pluginCall(page, PLUGIN_CALL)).toEqual({ success: true, user: Number(userId) });
			expect(await exchanges()).toEqual([`${PLUGIN_CALL} 403`, 'shop_islands_nonces 200', `${PLUGIN_CALL} 200`]);
		});

		it('rendered for a guest, served to another guest: WordPress gives every guest the same nonces, so nothing is refreshed', async () => {
			const pagePath = `/shop/?test_islands=1&probe_path=${PUBLIC_ROUTE}`;
			const cached = await (await (await contextFor(undefined)).request.get(realUrl(pagePath))).text();

			const { page, errors } = await openStorePage(browser(), await contextFor(undefined));
			await page.route(realUrl(pagePath), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
			const exchanges = recordExchanges(page);
			await page.goto(realUrl(pagePath));

			expect(await probeOutcome(page)).toEqual({ status: 'ok', user: '' });
			expect(await pluginCall(page, PLUGIN_CALL)).toEqual({ success: true, user: 0 });
			expect(await exchanges()).toEqual([`${PUBLIC_ROUTE} 200`, `${PLUGIN_CALL} 200`]);
			expect(errors).toEqual([]);
		});
	});
});
