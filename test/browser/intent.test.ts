import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { settle } from './support/islands';
import { store } from './support/store';

/**
 * React executes only on the shopper's intent (a pointer, a touch, focus, a key), never because
 * an island is in view: a page that has loaded and gone idle, untouched, holds no React root, on
 * either store, and its server HTML works meanwhile. Then the first sign of intent on a React
 * island's markup starts it, and what the shopper did is kept.
 */

const browser = sharedBrowser();

/** The elements React has made a root of (createRoot marks its container with `__reactContainer$…`). */
function reactRoots(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[document.documentElement, ...document.querySelectorAll('*')]
			.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
			.map((element) => element.tagName.toLowerCase() + (element.className ? `.${String(element.className).trim().replace(/\s+/g, '.')}` : '')),
	);
}

async function untouched(path: string, withItems: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
	const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
	if (withItems) {
		await fillCart(page, storeUrl());
	}
	await page.goto(storeUrl(path));
	await settle(page);
	return { page, close: () => context.close() };
}

describe.skipIf(store().skip !== '')('React on intent', () => {
	it.each(FIXTURE_PAGES)('%s runs no React before the shopper reaches for it, with items in the cart', async (path) => {
		const { page, close } = await untouched(path, true);
		expect(await reactRoots(page)).toEqual([]);
		await close();
	});

	it('a pointer over the product gallery starts it, without React, and a click on a thumbnail then shows that image', async () => {
		const { page, close } = await untouched('/product/margherita/', false);
		const second = page.locator('.shop-islands-gallery__thumbs button').nth(1);
		// The plugin prints the thumbnails; the island, not started, has added no trigger yet.
		expect(await second.isVisible()).toBe(true);
		expect(await page.locator('.woocommerce-product-gallery__trigger').count()).toBe(0);
		await page.hover('.woocommerce-product-gallery');
		await second.click();
		await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
		// Its thumbnails are a list of buttons: the gallery brings no React of its own (#24).
		expect(await reactRoots(page)).toEqual([]);
		await close();
	});

	it('focus in a contact form starts it, and what is typed meanwhile stays in the field', async () => {
		const { page, close } = await untouched('/contact/', false);
		const field = page.locator('.wpcf7 input[name="your-name"]').first();
		await field.focus();
		await page.keyboard.type('Ada Lovelace');
		await expect.poll(() => reactRoots(page).then((roots) => roots.length)).toBeGreaterThan(0);
		expect(await field.inputValue()).toBe('Ada Lovelace');
		expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
		await close();
	});
});
