import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { FRAGMENTS_RETRY_DELAY_MS } from '../../shared/constants';
import { cartQuantity, fillCart } from './support/cart';
import { islandChunks } from './support/islands';
import { watchScriptsRun } from './support/scripts';
import { store } from './support/store';

/**
 * The cart when the network misbehaves or the shopper is quick, against the fixture store
 * (project `browser`) and against WooCommerce itself (project `real-store`).
 */

const browser = sharedBrowser();
const { skip, cartPanel, url: storeRoot } = store();

const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';
const FAILED_ADD_MESSAGE = 'Sorry, this product could not be added to your cart. Please try again.';
/** Both stores' test switch: every fragment refresh of this visitor answers 500. */
const REFRESH_FAULT = { name: 'shop_islands_refresh_fault', value: '1' };
const HEADER_MINI_CART = '#site-header-cart .widget_shopping_cart_content';

/** A shopper with two items in the cart and nothing cached (a new tab), whose refreshes fail. */
async function cartWithFailingRefresh(): Promise<{ page: Page; context: BrowserContext; refreshes: () => number }> {
	const { page, context } = await openPage(browser());
	await fillCart(page, storeRoot);
	await context.addCookies([{ ...REFRESH_FAULT, url: storeUrl('/') }]);
	let refreshes = 0;
	page.on('request', (request) => {
		if (request.url().includes('wc-ajax=get_refreshed_fragments')) {
			refreshes += 1;
		}
	});
	await page.clock.install();
	return { page, context, refreshes: () => refreshes };
}

/** Waits for the page's next fragment refresh to be answered. */
function refreshAnswered(page: Page): Promise<unknown> {
	return page.waitForResponse((response) => response.url().includes('wc-ajax=get_refreshed_fragments'));
}

/** The add-to-cart requests a page sends, and the most of them in flight at once. */
function watchAdds(page: Page): { sent: () => number; finished: () => number; maxInFlight: () => number } {
	let sent = 0;
	let finished = 0;
	let max = 0;
	const isAdd = (url: string): boolean => url.includes('wc-ajax=add_to_cart');
	page.on('request', (request) => {
		if (isAdd(request.url())) {
			sent += 1;
			max = Math.max(max, sent - finished);
		}
	});
	const done = (request: Request): void => {
		if (isAdd(request.url())) {
			finished += 1;
		}
	};
	page.on('requestfinished', done);
	page.on('requestfailed', done);
	return { sent: () => sent, finished: () => finished, maxInFlight: () => max };
}

describe.skipIf(skip !== '')('cart under faults', () => {
	it('gives a hung add up after 8 s: the button comes back, the failure is heard, the next add goes through', async () => {
		const { page, context } = await openPage(browser());
		await page.clock.install();
		let hung = false;
		await page.route('**/?wc-ajax=add_to_cart', async (route: Route) => {
			if (!hung) {
				hung = true;
				return; // Never answered: a dropped connection.
			}
			await route.continue();
		});
		await page.goto(storeUrl('/shop/'));
		await page.waitForLoadState('networkidle');
		const first = page.locator(CARD_BUTTON).nth(0);
		const second = page.locator(CARD_BUTTON).nth(1);
		await first.click();
		await page.waitForSelector(`${CARD_BUTTON}.loading`);
		await second.click();
		await page.clock.fastForward(7000);
		expect(await first.evaluate((element) => element.classList.contains('loading'))).toBe(true);
		await page.clock.fastForward(1000);
		// The page clock goes on at its natural pace meanwhile: a give-up much later than 8 s misses this.
		await page.waitForFunction(
			(message) => document.getElementById('shop-islands-live-assertive')?.textContent === message,
			FAILED_ADD_MESSAGE,
			{ timeout: 2000 },
		);
		expect(await first.evaluate((element) => element.classList.contains('loading') || element.classList.contains('added'))).toBe(false);
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		expect(await second.evaluate((element) => element.classList.contains('added'))).toBe(true);
		expect(await cartQuantity(context)).toBe(1);
		await context.close();
	});

	it('counts two quick clicks on a ready button as two adds, one request at a time', async () => {
		const { page, context } = await openPage(browser());
		await page.addInitScript((button) => {
			// The shopper's clicks that reached the page, counted before any listener of the page's own
			// (not a click the loader replays, should the island still have been on its way).
			window.addEventListener(
				'click',
				(event) => {
					const root = document.documentElement;
					if (event.isTrusted && event.target instanceof Element && event.target.closest(button)) {
						root.dataset.cardClicks = String(Number(root.dataset.cardClicks ?? '0') + 1);
					}
				},
				{ capture: true },
			);
			// Whether the cart panel's host ever showed while it still held the theme's own markup.
			new MutationObserver(() => {
				const host = document.querySelector<HTMLElement>('[data-island="cart-panel"]');
				if (host && !host.hidden && !host.querySelector('.shop-islands-cart-panel')) {
					document.documentElement.dataset.panelShownUnrendered = 'yes';
				}
			}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
		}, CARD_BUTTON);
		// The first add answers only once the second click has reached the page: however slow the
		// machine, the panel cannot have opened (and rightly taken the click) in between.
		let held = false;
		await page.route('**/?wc-ajax=add_to_cart', async (route: Route) => {
			if (!held) {
				held = true;
				// Should the second click never come, the check below fails; the add is let go then.
				await page.waitForFunction(() => document.documentElement.dataset.cardClicks === '2').catch(() => undefined);
			}
			await route.continue().catch(() => undefined);
		});
		const run = await watchScriptsRun(page);
		await page.goto(storeUrl('/shop/'));
		await page.waitForLoadState('networkidle');
		const adds = watchAdds(page);
		const button = page.locator(CARD_BUTTON).first();
		// The island's chunk is fetched once the page has loaded and runs on the pointer's approach;
		// the cart panel (and React) only on the first add.
		const chunk = islandChunks(BUILD_DIR)['add-to-cart'] as string;
		await button.hover();
		await expect.poll(async () => [...(await run.ran())].some((url) => new URL(url).pathname.endsWith(`/${chunk}`))).toBe(true);
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
		const box = await button.boundingBox();
		if (!box) {
			throw new Error('the first card has no add-to-cart button on screen');
		}
		await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
		await page.waitForTimeout(30);
		await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
		await page.waitForFunction(() => document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('2 items'));
		expect(adds.sent()).toBe(2);
		expect(adds.maxInFlight()).toBe(1);
		if (cartPanel) {
			expect(await page.getAttribute('html', 'data-panel-shown-unrendered')).toBeNull();
		}
		expect(await cartQuantity(context)).toBe(2);
		await context.close();
	});

	it('asks once more when the first refresh fails, then links the mini-cart to the cart page; the header keeps the count the server printed', async () => {
		const { page, context, refreshes } = await cartWithFailingRefresh();
		const first = refreshAnswered(page);
		await page.goto(storeUrl('/shop/'));
		await first;
		// Never an empty cart: busy while the second answer is awaited.
		await page.waitForSelector(`${HEADER_MINI_CART}[aria-busy="true"]`, { state: 'attached' });
		const second = refreshAnswered(page);
		await page.clock.fastForward(FRAGMENTS_RETRY_DELAY_MS);
		await second;
		await page.waitForSelector(`${HEADER_MINI_CART} a.wc-forward`, { state: 'attached' });
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('2 items');
		const miniCarts = await page.$$eval('.widget_shopping_cart_content', (elements) =>
			elements.map((element) => [...element.querySelectorAll('a')].map((link) => [link.textContent, link.href])),
		);
		expect(miniCarts.length).toBeGreaterThan(0);
		expect(miniCarts).toEqual(miniCarts.map(() => [['View cart', storeUrl('/cart/')]]));
		await page.hover('#site-header-cart .cart-contents');
		await page.locator(`${HEADER_MINI_CART} a.wc-forward`).waitFor({ state: 'visible' });
		// Once, not a loop.
		await page.clock.fastForward(60_000);
		expect(refreshes()).toBe(2);
		await context.close();
	});

	it('shows the cart when the second refresh gets through', async () => {
		const { page, context, refreshes } = await cartWithFailingRefresh();
		const first = refreshAnswered(page);
		await page.goto(storeUrl('/shop/'));
		await first;
		await context.clearCookies({ name: REFRESH_FAULT.name });
		await page.clock.fastForward(FRAGMENTS_RETRY_DELAY_MS);
		await page.waitForSelector(`${HEADER_MINI_CART} .mini_cart_item`, { state: 'attached' });
		expect(await page.locator(`${HEADER_MINI_CART} .mini_cart_item`).count()).toBe(2);
		expect(refreshes()).toBe(2);
		await context.close();
	});
});
