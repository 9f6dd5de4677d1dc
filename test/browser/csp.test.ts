import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { type RunningFixtureServer, startFixtureServer } from '../../fixtures-html/server/index';
import { CONTENT_SECURITY_POLICY } from '../../fixtures-html/server/render/page';
import { openPage, sharedBrowser } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { islandChunks, startAllIslands } from './support/islands';
import { watchScripts } from './support/scripts';

/**
 * Every fixture page under the strict Content-Security-Policy (a second fixture store,
 * started here with `csp: true`): the islands load and work, and the page reports no
 * `securitypolicyviolation` and no island error.
 */

const RECORDER = `(() => {
	const seen = [];
	window.__shopIslandsProblems = seen;
	document.addEventListener('securitypolicyviolation', (event) => {
		seen.push('CSP ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber + ' ' + event.sample);
	});
	document.addEventListener('shop-islands:error', (event) => {
		seen.push('island error: ' + (event.detail && event.detail.island));
	}, true);
})();`;

const browser = sharedBrowser();
let store: RunningFixtureServer;

beforeAll(async () => {
	store = await startFixtureServer({ port: 0, buildDir: BUILD_DIR, csp: true });
});

afterAll(async () => {
	await store?.close();
});

function strictUrl(path: string): string {
	return new URL(path, store.url).toString();
}

async function problems(page: Page): Promise<string[]> {
	return page.evaluate(() => (window as unknown as { __shopIslandsProblems: string[] }).__shopIslandsProblems);
}

describe('strict Content-Security-Policy', () => {
	it.each(FIXTURE_PAGES)('%s loads and mounts every island on it with no violation', async (path) => {
		const { page, context, errors } = await openPage(browser());
		await context.addInitScript({ content: RECORDER });
		const scripts = watchScripts(page);
		await fillCart(page, strictUrl('/'));
		const response = await page.goto(strictUrl(path));
		expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
		const islands = await startAllIslands(page);
		const chunks = islandChunks(BUILD_DIR);
		expect(islands.filter((marker) => !scripts.requested(chunks[marker.island] ?? '?')).map((marker) => marker.island)).toEqual([]);
		expect(await problems(page)).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('adds to the cart, opens the panel and removes from the mini-cart with no violation', async () => {
		const { page, context, errors } = await openPage(browser());
		await context.addInitScript({ content: RECORDER });
		await page.goto(strictUrl('/shop/'));
		await page.waitForLoadState('networkidle');
		const button = page.locator('ul.products a.ajax_add_to_cart[data-product_id]').first();
		await button.click();
		await page.waitForSelector('ul.products a.ajax_add_to_cart.added');
		const dialog = page.getByRole('dialog');
		await dialog.waitFor();
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('1 item');
		await dialog.locator('.remove_from_cart_button').first().click();
		await dialog.locator('.woocommerce-mini-cart__empty-message').waitFor();
		expect(await page.textContent('#site-header-cart .cart-contents .count')).toContain('0 items');
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'hidden' });
		expect(await problems(page)).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});
});
