import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';

/** Every fixture page, with and without JavaScript. */

const browser = sharedBrowser();

describe('fixture pages', () => {
	it.each(FIXTURE_PAGES)('%s loads with no console error and its islands mount', async (path) => {
		const { page, context, errors } = await openPage(browser());
		const failedRequests: string[] = [];
		page.on('requestfailed', (request) => failedRequests.push(request.url()));
		page.on('response', (response) => {
			if (response.status() >= 400) {
				failedRequests.push(`${response.status()} ${response.url()}`);
			}
		});
		await page.goto(storeUrl(path));
		await page.waitForLoadState('networkidle');
		expect(await page.evaluate(() => document.body.classList.contains('woocommerce-js'))).toBe(true);
		expect(await page.locator('#site-header-cart .cart-contents').count()).toBe(1);
		expect(errors).toEqual([]);
		expect(failedRequests).toEqual([]);
		await context.close();
	});

	it.each(FIXTURE_PAGES)('%s is no wider than a phone, before its islands start and after', async (path) => {
		// Wider, a phone zooms the whole page out to fit it (a slide's screen-reader text once did).
		const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
		const width = () => page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
		await page.goto(storeUrl(path));
		expect(await width()).toEqual({ layout: 390, content: 390 });
		await startAllIslands(page);
		expect(await width()).toEqual({ layout: 390, content: 390 });
		await context.close();
	});
});

describe('with JavaScript off', () => {
	it('adds to the cart from a card link, and from the product form, then removes from the cart page', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl('/shop/'));
		await page.click('a.ajax_add_to_cart[data-product_id]');
		await page.waitForLoadState('load');
		expect(await page.textContent('.woocommerce-message')).toContain('has been added to your cart');
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('1 item');
		const cookies = await context.cookies();
		expect(cookies.find((cookie) => cookie.name === 'woocommerce_items_in_cart')?.value).toBe('1');
		expect(cookies.find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value).toMatch(/^[0-9a-f]{32}$/);

		await page.goto(storeUrl('/product/garlic-bread/'));
		await page.fill('form.cart input.qty', '2');
		await page.click('form.cart button[name="add-to-cart"]');
		await page.waitForLoadState('load');
		expect(await page.textContent('.woocommerce-message')).toContain('added to your cart');

		await page.goto(storeUrl('/cart/'));
		const rows = page.locator('tr.woocommerce-cart-form__cart-item');
		const before = await rows.count();
		expect(before).toBeGreaterThan(0);
		await page.locator('tr.woocommerce-cart-form__cart-item a.remove').first().click();
		await page.waitForLoadState('load');
		expect(await page.locator('tr.woocommerce-cart-form__cart-item').count()).toBe(before - 1);
		await context.close();
	});

	it('sorts the shop listing through its plain form', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl('/shop/?orderby=price'));
		const prices = await page.$$eval('ul.products li.product .price .amount bdi', (nodes) =>
			nodes.map((node) => Number((node.textContent ?? '').replace(/[^0-9.]/g, ''))),
		);
		expect(prices.length).toBeGreaterThan(3);
		expect(prices[0]).toBeLessThanOrEqual(prices[prices.length - 1] as number);
		await context.close();
	});
});
