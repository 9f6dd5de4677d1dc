import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { showComingSoonBanner } from './support/coming-soon';
import { startAllIslands } from './support/islands';
import { store } from './support/store';

/**
 * Markup in a post gives its author nothing more than the post (docs/loading.md#power): a
 * post by an Author (fixtures-html/data/site.json's authorPost; on the real store saved as that
 * Author, so through kses) imitates the islands that load code and send a nonce: the analytics
 * island's marker with a script of the site's and one of elsewhere, WooCommerce's coming-soon
 * banner whose dismiss link names another site, and an add-to-cart `data-island`. Read by a
 * store manager (on the real store logged in, with a REST nonce of their own on the page and
 * the real banner in the footer): no script of the post loads, no request leaves the site or
 * carries a nonce, and the post's links do the plain thing.
 */

const browser = sharedBrowser();
const { skip } = store();

const POST = '/from-the-kitchen/';
const ELSEWHERE = 'http://elsewhere.invalid/';
const CONTENT = '.entry-content';

interface Sent {
	readonly method: string;
	readonly url: string;
	readonly nonce: string | undefined;
}

const sent = (request: Request): Sent => ({ method: request.method(), url: request.url(), nonce: request.headers()['x-wp-nonce'] });

describe.skipIf(skip !== '')('markup in a post', () => {
	it('starts no island that loads code or sends a nonce: no script of the post, no call elsewhere or with a nonce', async () => {
		const { page, context, errors } = await openPage(browser());
		await showComingSoonBanner(context);
		const requests: Sent[] = [];
		page.on('request', (request) => requests.push(sent(request)));
		// Whatever would go elsewhere is answered here, so an attempt is seen rather than lost in DNS.
		await page.route(`${ELSEWHERE}**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
		await page.goto(storeUrl(POST));

		// The gadgets are on the page as the author wrote them: kses keeps data-*, id and class.
		expect(await page.locator(`${CONTENT} div[data-island="analytics"][data-src]`).count()).toBe(2);
		expect(await page.locator(`${CONTENT} #coming-soon-footer-banner a.coming-soon-footer-banner-dismiss[data-rest-url][data-rest-nonce]`).count()).toBe(1);
		expect(await page.locator(`${CONTENT} shop-islands-trusted, ${CONTENT} script`).count()).toBe(0);
		// The store's own banner is vouched for: its island is there to start.
		expect(await page.locator('shop-islands-trusted #coming-soon-footer-banner').count()).toBe(1);

		await startAllIslands(page);
		// The banner island makes WooCommerce's link-without-href a keyboard button as it mounts: not this one.
		const dismiss = page.locator(`${CONTENT} .coming-soon-footer-banner-dismiss`);
		expect(await dismiss.getAttribute('role')).toBeNull();
		// WooCommerce's stylesheet fixes every #coming-soon-footer-banner to the window's bottom, the post's under the store's.
		await dismiss.dispatchEvent('click');
		await page.locator(`${CONTENT} a[data-island="add-to-cart"]`).hover();
		await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

		const fromThePost = requests.filter(({ url }) => url.includes('gadget-analytics') || url.startsWith(ELSEWHERE));
		expect(fromThePost).toEqual([]);
		expect(requests.filter(({ nonce }) => nonce !== undefined)).toEqual([]);
		expect(requests.filter(({ url }) => url.includes('/wp/v2/users/'))).toEqual([]);
		// The post's banner is no island's: it stays as the post printed it.
		expect(await page.locator(`${CONTENT} #coming-soon-footer-banner`).evaluate((banner) => (banner as HTMLElement).hidden)).toBe(false);
		expect(errors).toEqual([]);
		await context.close();
	});

	it("leaves a data-island add-to-cart link in a post to do the plain thing: it follows its link, adding nothing", async () => {
		const { page, context } = await openPage(browser());
		const requests: Sent[] = [];
		page.on('request', (request) => requests.push(sent(request)));
		await page.goto(storeUrl(POST));
		await startAllIslands(page);
		await Promise.all([page.waitForURL(storeUrl('/shop/')), page.locator(`${CONTENT} a[data-island="add-to-cart"]`).click()]);
		expect(requests.filter(({ url }) => url.includes('wc-ajax=add_to_cart'))).toEqual([]);
		await context.close();
	});
});
