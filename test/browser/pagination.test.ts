import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle } from './support/islands';
import { landmarkNames } from './support/landmarks';
import { watchScriptsRun } from './support/scripts';
import { store } from './support/store';

/**
 * The listing's paginations (docs/site-chrome.md#notices-account-and-listing): Storefront prints
 * WooCommerce's "Product Pagination" above and below the products, and the plugin names the two
 * apart in the HTML it serves (php-enqueue/includes/pagination-names.php), so a screen reader's
 * list of landmarks tells them apart with JavaScript off, and in browse mode, which sends the page
 * no event. No script runs for them.
 */

const browser = sharedBrowser();
const { skip } = store();

/** The paginations' names on the page at `path`, once it has settled. */
async function namesOn(path: string, javaScriptEnabled: boolean): Promise<string[]> {
	const { page, context } = await openPage(browser(), { javaScriptEnabled });
	await page.goto(storeUrl(path));
	if (javaScriptEnabled) {
		await settle(page);
	}
	const names = await landmarkNames(page, 'nav.woocommerce-pagination', 'navigation');
	await context.close();
	return names;
}

/** The script files a page untouched runs, from its first byte until it has settled (not the page's inline scripts). */
async function scriptFilesRunOn(path: string): Promise<ReadonlySet<string>> {
	const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
	const run = await watchScriptsRun(page);
	await page.goto(storeUrl(path));
	await settle(page);
	const ran = [...(await run.ran())].filter((url) => url !== page.url());
	await context.close();
	return new Set(ran);
}

describe.skipIf(skip !== '')("the listing's paginations", () => {
	it.each([false, true])('are named apart in the served HTML, top and bottom, JavaScript enabled: %s', async (javaScriptEnabled) => {
		expect(await namesOn('/shop/', javaScriptEnabled)).toEqual(['Product Pagination (top)', 'Product Pagination (bottom)']);
	});

	it.each([false, true])("a lone one keeps WooCommerce's name, JavaScript enabled: %s", async (javaScriptEnabled) => {
		expect(await namesOn('/shop/?pagination_above=no', javaScriptEnabled)).toEqual(['Product Pagination']);
	});

	it('run no script: the shop, untouched, runs no file the home page does not', async () => {
		const home = await scriptFilesRunOn('/');
		const shop = await scriptFilesRunOn('/shop/');
		expect(shop.size).toBeGreaterThan(0);
		expect([...shop].filter((url) => !home.has(url))).toEqual([]);
	});
});
