import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { cartQuantity } from './support/cart';
import { withSpecialMenuSeen } from './support/special-menu';
import { store } from './support/store';

/**
 * The cart islands (docs/cart.md) against the fixture store (project `browser`) and against
 * WooCommerce itself (project `real-store`).
 */

const browser = sharedBrowser();
const { skip, cartPanel } = store();

const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';

/** Counts the wc-ajax calls a page makes, by endpoint, and the most in flight at once. */
function watchCartCalls(page: Page): { calls: string[]; maxInFlight: () => number } {
	const calls: string[] = [];
	let inFlight = 0;
	let max = 0;
	const endpoint = (request: Request): string | null => new URL(request.url()).searchParams.get('wc-ajax');
	page.on('request', (request) => {
		const name = endpoint(request);
		if (name) {
			calls.push(name);
			inFlight += 1;
			max = Math.max(max, inFlight);
		}
	});
	const done = (request: Request): void => {
		if (endpoint(request)) {
			inFlight -= 1;
		}
	};
	page.on('requestfinished', done);
	page.on('requestfailed', done);
	return { calls, maxInFlight: () => max };
}

async function shop(page: Page): Promise<void> {
	await page.goto(storeUrl('/shop/'));
	await page.waitForLoadState('networkidle');
}

/**
 * The mini-cart a shopper removes from after an add: the cart side panel the add opened, or,
 * on a theme without one, the header's dropdown (opened by hovering the cart icon).
 */
async function openMiniCart(page: Page): Promise<string> {
	if (cartPanel) {
		await page.getByRole('dialog').waitFor();
		return '[role="dialog"]';
	}
	await page.hover('#site-header-cart .cart-contents');
	return '#site-header-cart';
}

describe.skipIf(skip !== '')('add to cart from a card', () => {
	it('loads → added, "View cart" once, mini-cart and count updated, panel opened (where there is one), message announced', async () => {
		const { page, context, errors } = await openPage(browser());
		await shop(page);
		const button = page.locator(CARD_BUTTON).first();
		const successMessage = await button.getAttribute('data-success_message');
		await button.click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		expect(await button.evaluate((element) => element.classList.contains('loading'))).toBe(false);
		const viewCart = button.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]');
		expect(await viewCart.textContent()).toBe('View cart');
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('1 item');
		expect(await page.locator('#site-header-cart .widget_shopping_cart_content .mini_cart_item').count()).toBe(1);
		const dialog = page.getByRole('dialog');
		if (cartPanel) {
			await dialog.waitFor();
			expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
		}
		await page.waitForFunction(
			(message) => document.getElementById('shop-islands-live-polite')?.textContent === message,
			successMessage,
		);
		if (cartPanel) {
			await page.keyboard.press('Escape');
			await dialog.waitFor({ state: 'hidden' });
		}
		await button.click();
		await page.waitForFunction(() => document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('2 items'));
		expect(await page.locator('a.added_to_cart').count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('makes no cart request on the next page load while the cache is valid, and one per add', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.locator(CARD_BUTTON).first().click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		// Session storage belongs to the tab: the next page load is in the same tab.
		const watched = watchCartCalls(page);
		await page.goto(storeUrl('/'));
		await page.waitForLoadState('networkidle');
		expect(watched.calls).toEqual([]);
		expect(await page.locator('#site-header-cart .mini_cart_item').count()).toBe(1);
		await page.goto(storeUrl('/shop/'));
		await page.locator(CARD_BUTTON).nth(1).click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		expect(watched.calls).toEqual(['add_to_cart']);
		await context.close();
	});

	it('sends twenty fast clicks on five products as twenty adds, in order, one at a time', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		const watched = watchCartCalls(page);
		const ids = await page.$$eval(CARD_BUTTON, (buttons) => buttons.slice(0, 5).map((button) => button.getAttribute('data-product_id')));
		expect(ids).toHaveLength(5);
		const adds: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('wc-ajax=add_to_cart')) {
				adds.push(new URLSearchParams(request.postData() ?? '').get('product_id') ?? '');
			}
		});
		// Twenty clicks land before the first answer (and the cart panel it opens) comes back.
		await page.evaluate(
			({ selector, productIds }) => {
				for (let click = 0; click < 20; click += 1) {
					document.querySelector<HTMLElement>(`${selector}[data-product_id="${productIds[click % 5]}"]`)?.click();
				}
			},
			{ selector: CARD_BUTTON, productIds: ids },
		);
		await page.waitForFunction(() => document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('20 items'), undefined, {
			timeout: 30_000,
		});
		expect(adds).toEqual(Array.from({ length: 20 }, (_, index) => ids[index % 5]));
		expect(watched.maxInFlight()).toBe(1);
		expect(await cartQuantity(context)).toBe(20);
		await context.close();
	});
});

describe.skipIf(skip !== '')('mini-cart removal', () => {
	it('blocks the item while in flight, then replaces the fragments', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.locator(CARD_BUTTON).first().click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		const miniCart = await openMiniCart(page);
		let release: () => void = () => undefined;
		const released = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/?wc-ajax=remove_from_cart', async (route: Route) => {
			await released;
			await route.continue();
		});
		const remove = page.locator(`${miniCart} .remove_from_cart_button`).first();
		await remove.click();
		await page.waitForSelector(`${miniCart} .mini_cart_item.shop-islands-blocked[aria-busy="true"]`);
		release();
		await page.waitForSelector(`${miniCart} .woocommerce-mini-cart__empty-message`, { state: 'attached' });
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('0 items');
		await context.close();
	});

	it('follows the remove link when the background removal fails', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.locator(CARD_BUTTON).first().click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		const miniCart = await openMiniCart(page);
		await page.route('**/?wc-ajax=remove_from_cart', (route: Route) => route.fulfill({ status: 500, body: '<h1>Error</h1>' }));
		// WooCommerce removes the item, then sends the shopper back where they came from.
		const [removal] = await Promise.all([
			page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('remove_item')),
			page.locator(`${miniCart} .remove_from_cart_button`).first().click(),
		]);
		expect((await removal.response())?.status()).toBeLessThan(400);
		expect(await cartQuantity(context)).toBe(0);
		await context.close();
	});
});

describe.skipIf(skip !== '')('add-to-cart failures', () => {
	const failures: ReadonlyArray<readonly [string, (route: Route) => Promise<void>]> = [
		['invalid JSON', (route) => route.fulfill({ status: 200, body: '<br /><b>Notice</b>: oops {' })],
		['an HTML error page', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>500</h1></body></html>' })],
		['no network', (route) => route.abort('internetdisconnected')],
	];

	it.each(failures)('on %s: the button resets, the page stays, nothing is added twice', async (_name, fail) => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.evaluate(() => {
			document.addEventListener('shop-islands:add-to-cart-failed', () => {
				document.documentElement.dataset.addFailed = 'yes';
			});
		});
		await page.route('**/?wc-ajax=add_to_cart', fail);
		const button = page.locator(CARD_BUTTON).first();
		await button.click();
		await page.waitForFunction(() => document.documentElement.dataset.addFailed === 'yes');
		await page.waitForFunction(() => !document.querySelector('.ajax_add_to_cart.loading'));
		expect(page.url()).toBe(storeUrl('/shop/'));
		expect(await button.evaluate((element) => element.classList.contains('added'))).toBe(false);
		expect(await cartQuantity(context)).toBe(0);
		await context.close();
	});

	it('sends the shopper to the cart page after an add when cart_redirect_after_add is on', async () => {
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl('/shop/?redirect_after_add=yes'));
		await page.waitForLoadState('networkidle');
		await Promise.all([page.waitForURL(storeUrl('/cart/')), page.locator(CARD_BUTTON).first().click()]);
		expect(await page.locator('tr.woocommerce-cart-form__cart-item').count()).toBe(1);
		await context.close();
	});

	it('goes to the product page when the server answers error with product_url', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.route('**/?wc-ajax=add_to_cart', (route: Route) =>
			route.fulfill({ contentType: 'application/json', body: JSON.stringify({ error: true, product_url: storeUrl('/product/garlic-bread/') }) }),
		);
		await Promise.all([page.waitForURL(storeUrl('/product/garlic-bread/')), page.locator(CARD_BUTTON).first().click()]);
		await context.close();
	});
});

describe.skipIf(skip !== '')('fragments cache and refresh', () => {
	it('ignores garbage in session storage and refreshes from the server', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.addInitScript(() => {
			for (let index = 0; index < sessionStorage.length; index += 1) {
				const key = sessionStorage.key(index) ?? '';
				sessionStorage.setItem(key, '{garbage');
			}
			sessionStorage.setItem('wc_cart_created', 'not a time');
		});
		const watched = watchCartCalls(page);
		await shop(page);
		expect(watched.calls).toEqual(['get_refreshed_fragments']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('still sells when storage is disabled', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.addInitScript(() => {
			for (const name of ['sessionStorage', 'localStorage'] as const) {
				Object.defineProperty(window, name, {
					get() {
						throw new DOMException('The operation is insecure.', 'SecurityError');
					},
				});
			}
		});
		await shop(page);
		await page.locator(CARD_BUTTON).first().click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('raises wc_fragments_ajax_error and keeps the page when the refresh hangs past 5000 ms', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.route('**/?wc-ajax=get_refreshed_fragments', () => undefined);
		await page.addInitScript(() => {
			document.addEventListener('wc_fragments_ajax_error', () => {
				document.documentElement.dataset.fragmentsError = 'yes';
			});
		});
		await page.goto(storeUrl('/shop/'));
		await page.waitForFunction(() => document.documentElement.dataset.fragmentsError === 'yes', undefined, { timeout: 10_000 });
		expect(await page.locator('#site-header-cart .cart-contents').count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('skips a fragment whose selector matches nothing', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.route('**/?wc-ajax=get_refreshed_fragments', (route: Route) =>
			route.fulfill({
				contentType: 'application/json',
				body: JSON.stringify({ fragments: { 'div.nowhere-on-this-page': '<div></div>', 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">7 items</span></a>' }, cart_hash: 'x' }),
			}),
		);
		await shop(page);
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toBe('7 items');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('refreshes a tab when another tab adds to the same cart', async () => {
		const context = await browser().newContext();
		await withSpecialMenuSeen(context);
		const first = await context.newPage();
		const second = await context.newPage();
		await Promise.all([shop(first), shop(second)]);
		// One add after the other: two first adds at once, before any session cookie, give
		// WooCommerce two sessions, and the browser keeps only one of them.
		await first.locator(CARD_BUTTON).nth(0).click();
		await first.waitForSelector(`${CARD_BUTTON}.added`);
		await second.locator(CARD_BUTTON).nth(1).click();
		const bothItems = (): boolean =>
			document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('2 items') ?? false;
		await first.waitForFunction(bothItems);
		await second.waitForFunction(bothItems);
		expect(await cartQuantity(context)).toBe(2);
		await context.close();
	});
});

describe.skipIf(skip !== '')('header mini-cart dropdown and cart page', () => {
	it('is not used on the cart page nor under 768px', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1200, height: 800 } });
		// WooCommerce prints no cart widget on the cart page; the island, started by the pointer, still marks the header cart.
		await page.goto(storeUrl('/cart/'));
		await page.hover('.site-header-cart');
		await page.waitForSelector('.site-header-cart.shop-islands-no-dropdown');
		await page.goto(storeUrl('/shop/'));
		await page.hover('.site-header-cart');
		await page.waitForLoadState('networkidle');
		expect(await page.locator('.site-header-cart.shop-islands-no-dropdown').count()).toBe(0);
		expect(await page.$eval('.site-header-cart .widget_shopping_cart', (dropdown) => getComputedStyle(dropdown).display)).not.toBe('none');
		await page.setViewportSize({ width: 600, height: 800 });
		// Storefront hides the header cart under 768px; the island still marks it.
		await page.waitForSelector('.site-header-cart.shop-islands-no-dropdown', { state: 'attached' });
		await context.close();
	});

	it('caps a long list at 15em when it would overflow the window', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1200, height: 500 } });
		await shop(page);
		const ids = await page.$$eval(CARD_BUTTON, (buttons) => buttons.slice(0, 8).map((button) => button.getAttribute('data-product_id')));
		await page.evaluate(
			({ selector, productIds }) => {
				for (const id of productIds) {
					document.querySelector<HTMLElement>(`${selector}[data-product_id="${id}"]`)?.click();
				}
			},
			{ selector: CARD_BUTTON, productIds: ids },
		);
		await page.waitForFunction((count) => document.querySelectorAll('#site-header-cart .mini_cart_item').length === count, ids.length);
		if (cartPanel) {
			// The adds open the side panel, a modal: close it before pointing at the header.
			await page.getByRole('dialog').waitFor();
			await page.keyboard.press('Escape');
			await page.getByRole('dialog').waitFor({ state: 'hidden' });
		}
		// The pointer's first visit to the header cart loads the dropdown's island, which answers it.
		await page.hover('#site-header-cart .cart-contents');
		await page.waitForFunction(() => document.querySelector<HTMLElement>('#site-header-cart .woocommerce-mini-cart')?.style.maxHeight === '15em');
		await context.close();
	});

	it("toggles a cart row's product details on the cart page", async () => {
		const { page, context, errors } = await openPage(browser());
		// A medium Margherita with any crust, through the product form (WooCommerce's AJAX add
		// refuses variable products): the chosen crust is listed under the item's name.
		await page.request.post(storeUrl('/product/margherita/'), {
			form: { 'add-to-cart': '115', variation_id: '203', attribute_pa_size: 'medium', attribute_crust: 'Thin', quantity: '1' },
		});
		await page.goto(storeUrl('/cart/'));
		const details = page.locator('tr.woocommerce-cart-form__cart-item dl.variation');
		const toggle = page.locator('tr.woocommerce-cart-form__cart-item button.shop-islands-row-toggle');
		await toggle.waitFor();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		expect(await details.textContent()).toContain('Thin');
		expect(await details.isVisible()).toBe(true);
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await details.isVisible()).toBe(false);
		await toggle.click();
		expect(await details.isVisible()).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});
});

