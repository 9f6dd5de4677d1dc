import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { store } from './support/store';

/**
 * The island chunks import the entry at its plain address (`…/loader.js`, esbuild.config.mjs).
 * A plugin that adds a query to the entry's tag (`script_module_loader_src`) makes the page load
 * it at another address, which the browser holds as another module: that copy must hand over to
 * the one the chunks import, or the page would start every island twice, once per copy, with
 * the shared state split between them (islands/loader.ts).
 */

const browser = sharedBrowser();
const { skip } = store();
const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';

describe.skipIf(skip !== '')('the entry at another address', () => {
	it('starts each island once, from the copy the chunks import: one add per click, one "View cart", the header cart counting it', async () => {
		const { page, context, errors } = await openPage(browser());
		const entryRequests: string[] = [];
		page.on('request', (request) => {
			const url = new URL(request.url());
			if (url.pathname.endsWith('/loader.js')) {
				entryRequests.push(url.search);
			}
		});
		const adds: string[] = [];
		page.on('request', (request) => {
			if (request.method() === 'POST' && request.url().includes('add_to_cart')) {
				adds.push(request.url());
			}
		});
		await page.route(storeUrl('/shop/'), async (route) => {
			const response = await route.fetch();
			const html = await response.text();
			// The entry's tag, whatever the order of its attributes (WordPress 7.1 prints the id first).
			const queried = html.replace(/(<script\b[^>]*\bsrc="[^"]*\/loader\.js)"/, '$1?ver=cache-buster"');
			expect(queried).not.toBe(html);
			await route.fulfill({ response, body: queried });
		});
		await page.goto(storeUrl('/shop/'));
		await page.waitForLoadState('networkidle');

		const button = page.locator(CARD_BUTTON).first();
		await button.click();
		await page.waitForSelector(`${CARD_BUTTON}.added`);
		await page.waitForFunction(() => document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('1 item'));
		await page.waitForLoadState('networkidle');

		expect(entryRequests).toEqual(['?ver=cache-buster', '']);
		expect(adds).toHaveLength(1);
		expect(await page.locator('a.added_to_cart').count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});
});
