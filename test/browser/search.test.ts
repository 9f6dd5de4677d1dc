import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { islandChunks, settle } from './support/islands';
import { store } from './support/store';

/**
 * The live search (docs/search-and-quick-view.md) on the theme's header box and the handheld bar's
 * box, against the fixture store; on a store without the theme's box (Storefront), the plain
 * product search is left as it is and still searches.
 */

const browser = sharedBrowser();
const { skip, liveSearch } = store();

const HEADER_BOX = '#masthead .site-search.ajax-search';
const HEADER_FIELD = `${HEADER_BOX} input[name="s"]`;
const HEADER_RESULTS = `${HEADER_BOX} .shop-islands-live-search`;
/** 8 characters a second. */
const KEY_DELAY_MS = 125;

/** The live search calls the page makes, by query. */
function searchQueries(page: Page): string[] {
	const queries: string[] = [];
	page.on('request', (request) => {
		const query = searchQueryOf(request);
		if (query !== null) {
			queries.push(query);
		}
	});
	return queries;
}

function searchQueryOf(request: Request): string | null {
	if (!request.url().includes('/wp-admin/admin-ajax.php') || request.method() !== 'POST') {
		return null;
	}
	const fields = new URLSearchParams(request.postData() ?? '');
	return fields.get('action') === 'poco_ajax_search_products' ? fields.get('query') : null;
}

async function home(page: Page): Promise<void> {
	await page.goto(storeUrl('/'));
	await settle(page);
}

const titles = (page: Page, box = HEADER_BOX): Promise<string[]> =>
	page.locator(`${box} [role="option"] .shop-islands-live-search__title`).allTextContents();

/** Why the island's flows do not run on a store without the theme's box: the reason shows in the test's name. */
const LIVE_SEARCH_SUITE = liveSearch
	? 'live search'
	: 'live search (skipped: Storefront prints no theme search box, only the plain product search checked below)';

describe.skipIf(skip !== '' || !liveSearch)(LIVE_SEARCH_SUITE, () => {
	it('loads its chunk only once the shopper reaches for the box, and keeps what was typed while it loaded', async () => {
		const { page, context, errors } = await openPage(browser());
		const chunk = islandChunks(BUILD_DIR)['live-search'] as string;
		const chunkRequests: string[] = [];
		let releaseChunk: () => void = () => undefined;
		const chunkHeld = new Promise<void>((resolve) => {
			releaseChunk = resolve;
		});
		await page.route(`**/${chunk}*`, async (route: Route) => {
			chunkRequests.push(route.request().url());
			await chunkHeld;
			await route.continue();
		});
		const queries = searchQueries(page);
		await home(page);
		expect(chunkRequests).toEqual([]);
		await page.locator(HEADER_FIELD).pressSequentially('tiramisu', { delay: KEY_DELAY_MS });
		expect(chunkRequests).toHaveLength(1);
		releaseChunk();
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		expect(await titles(page)).toEqual(['Tiramisù']);
		expect(await page.inputValue(HEADER_FIELD)).toBe('tiramisu');
		expect(queries).toEqual(['tiramisu']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('costs one request for "pho" typed at 8 characters a second, and says when nothing matches', async () => {
		const { page, context, errors } = await openPage(browser());
		const queries = searchQueries(page);
		await home(page);
		await page.locator(HEADER_FIELD).pressSequentially('pho', { delay: KEY_DELAY_MS });
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		expect(await page.locator(`${HEADER_BOX} [role="option"]`).allTextContents()).toEqual(['No results']);
		expect(await page.locator(`${HEADER_BOX} a[role="option"]`).count()).toBe(0);
		expect(queries).toEqual(['pho']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('is a combobox for the keyboard: arrows move the active result, Escape closes keeping the text, Enter opens the result', async () => {
		const { page, context, errors } = await openPage(browser());
		const queries = searchQueries(page);
		await home(page);
		await page.focus(HEADER_FIELD);
		await page.keyboard.type('pizza', { delay: KEY_DELAY_MS });
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		expect((await titles(page)).sort()).toEqual(['Four Cheese Pizza', 'Pepperoni Pizza']);
		const field = page.locator(HEADER_FIELD);
		expect(await field.getAttribute('aria-expanded')).toBe('true');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		const second = page.locator(`${HEADER_BOX} [role="option"]`).nth(1);
		expect(await field.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
		expect(await second.getAttribute('aria-selected')).toBe('true');
		const target = await second.getAttribute('href');
		await page.keyboard.press('Escape');
		await page.locator(HEADER_RESULTS).waitFor({ state: 'hidden' });
		expect(await field.inputValue()).toBe('pizza');
		expect(await field.getAttribute('aria-expanded')).toBe('false');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		await Promise.all([page.waitForURL(target as string), page.keyboard.press('Enter')]);
		expect(queries).toEqual(['pizza']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('hides on a click outside and shows again, without asking again, when the box is focused', async () => {
		const { page, context } = await openPage(browser());
		const queries = searchQueries(page);
		await home(page);
		await page.fill(HEADER_FIELD, 'bread');
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		await page.click('.site-branding .site-description');
		await page.locator(HEADER_RESULTS).waitFor({ state: 'hidden' });
		await page.click(HEADER_FIELD);
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		expect(await titles(page)).toEqual(['Garlic Bread']);
		expect(queries).toEqual(['bread']);
		await context.close();
	});

	it('shows the newest query\'s answer when an older query\'s slow answer comes last', async () => {
		const { page, context, errors } = await openPage(browser());
		const held: Route[] = [];
		await page.route('**/wp-admin/admin-ajax.php', async (route) => {
			if (searchQueryOf(route.request()) === 'gar') {
				held.push(route);
				return;
			}
			await route.continue();
		});
		const failed: string[] = [];
		page.on('requestfailed', (request) => failed.push(searchQueryOf(request) ?? ''));
		await home(page);
		const field = page.locator(HEADER_FIELD);
		await field.pressSequentially('gar', { delay: KEY_DELAY_MS });
		await page.waitForRequest((request) => searchQueryOf(request) === 'gar');
		await field.pressSequentially('lic', { delay: KEY_DELAY_MS });
		await page.locator(HEADER_RESULTS).waitFor({ state: 'visible' });
		expect((await titles(page)).sort()).toEqual(['Garlic Bread', 'Garlic Prawns']);
		// The old request was aborted by the newer one; its answer, let through now, changes nothing.
		await expect.poll(() => failed).toEqual(['gar']);
		for (const route of held) {
			await route
				.fulfill({ contentType: 'application/json', body: JSON.stringify([{ url: storeUrl('/product/margherita/'), value: 'Stale', img: '', price: '' }]) })
				.catch(() => undefined);
		}
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
		expect((await titles(page)).sort()).toEqual(['Garlic Bread', 'Garlic Prawns']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('searches from the handheld footer bar\'s box too', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 375, height: 740 } });
		await home(page);
		const box = '.storefront-handheld-footer-bar .site-search.ajax-search';
		// The bar's Search toggle is Storefront's handheld-bar behaviour (site chrome, issue #14): opened as it opens it.
		await page.evaluate(() => document.querySelector('.storefront-handheld-footer-bar li.search')?.classList.add('active'));
		await page.locator(`${box} input[name="s"]`).pressSequentially('lemon', { delay: KEY_DELAY_MS });
		await page.locator(`${box} .shop-islands-live-search`).waitFor({ state: 'visible' });
		expect((await titles(page, box)).sort()).toEqual(['Fresh Lemonade', 'Lemon Tart']);
		await context.close();
	});
});

describe.skipIf(skip !== '')('product search form', () => {
	it.skipIf(liveSearch)('is left as WooCommerce prints it where the theme has no live search box', async () => {
		const { page, context, errors } = await openPage(browser());
		const queries = searchQueries(page);
		await home(page);
		const field = page.locator('.site-search form.woocommerce-product-search input[name="s"]').first();
		await field.pressSequentially('pizza', { delay: KEY_DELAY_MS });
		await settle(page);
		expect(await field.getAttribute('role')).toBeNull();
		expect(await page.locator('.shop-islands-live-search').count()).toBe(0);
		expect(queries).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([true, false])('submits to the product search, JavaScript %s', async (javaScriptEnabled) => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled });
		await page.goto(storeUrl('/'));
		const field = page.locator('.site-search form.woocommerce-product-search input[name="s"]').first();
		await field.fill('pizza');
		await Promise.all([page.waitForURL(/[?&]s=pizza\b/), field.press('Enter')]);
		expect(new URL(page.url()).searchParams.get('post_type')).toBe('product');
		const names = await page.locator('ul.products .woocommerce-loop-product__title').allTextContents();
		expect(names.sort()).toEqual(['Four Cheese Pizza', 'Pepperoni Pizza']);
		await context.close();
	});
});
