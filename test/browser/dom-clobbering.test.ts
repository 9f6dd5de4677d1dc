import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle } from './support/islands';
import { store } from './support/store';

/**
 * DOM clobbering: a post whose markup carries the ids of the globals the islands read
 * (WooCommerce's and YITH's settings objects, jQuery, the WP Consent API, `wp.data`,
 * `ontouchstart`) makes each a property of `window` in the browser. None may pass for the
 * script it names: the islands that stand aside for a classic script still work, and nothing
 * throws. On the fixture store, whose shop page gets such a post at the top of its content.
 */

const browser = sharedBrowser();
const { skip } = store();

const POST = `<div class="entry-content" hidden>
	<div id="woocommerce_params"></div><p id="yith_wcwl_l10n"></p><p id="yith_wcwl_l10n"></p><div id="jQuery"></div>
	<div id="wp_has_consent"></div><form id="wp"><input name="data"><input name="dispatch"></form><div id="ontouchstart"></div>
</div>`;

/** Serves `path` with the post in its content, as WordPress would print it. */
async function withPost(page: Page, path: string): Promise<void> {
	await page.route(storeUrl(path), async (route) => {
		const response = await route.fetch();
		const body = (await response.text()).replace(/<main\b[^>]*>/, (main) => `${main}${POST}`);
		await route.fulfill({ response, body });
	});
}

describe.skipIf(skip !== '')('markup that clobbers the globals the islands read', () => {
	it('fools no island: the store notice dismisses, the wishlist adds in the background, the visit is recorded, nothing throws', async () => {
		const { page, context, errors } = await openPage(browser());
		await withPost(page, '/shop/');
		await page.goto(storeUrl('/shop/'));
		await settle(page);
		expect(await page.evaluate(() => ['woocommerce_params', 'yith_wcwl_l10n', 'jQuery', 'wp_has_consent', 'wp', 'ontouchstart'].filter((name) => !(name in window)))).toEqual([]);

		const notice = page.locator('.woocommerce-store-notice');
		await notice.waitFor({ state: 'visible' });
		await notice.getByRole('button', { name: 'Dismiss' }).click();
		await notice.waitFor({ state: 'hidden' });

		const add = page.locator('a.add_to_wishlist[data-product-id="101"]');
		await add.click();
		await page.waitForSelector('a.add_to_wishlist[data-product-id="101"].added');
		expect(page.url()).toBe(storeUrl('/shop/'));

		await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('sbjs_session');
		expect(await page.locator('.sub-menu--is-touch-device').count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	});
});
