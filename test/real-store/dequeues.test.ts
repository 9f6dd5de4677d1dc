import { describe, expect, it } from 'vitest';
import { phpProblems } from '../wordpress/helpers';
import { REAL_PAGES, phpLogFromNow, realStore, realUrl } from './helpers';

/**
 * What the plugin takes off each real-store page: the same page, for the same shopper (items
 * in the cart), with the plugin active and as if it were inactive (the test switch
 * `shop_islands_classic=1`). Only the classic scripts the bundle's islands replace are gone, with
 * their data; nothing that depended on them disappears with them (WordPress 6.8 silently leaves out a
 * script whose dependency is not registered) and PHP logs nothing. Console errors and failed
 * requests of every page with the plugin active are checked in plugin.test.ts.
 */

const { skip } = realStore();
/** A script's tags: the file and its `-js-extra` data. */
const withData = (handle: string): string[] => [`${handle}-js`, `${handle}-js-extra`];
/** The scripts gone from every page: the cart's. */
const GONE_EVERYWHERE = [...withData('wc-add-to-cart'), ...withData('wc-cart-fragments')];
/** What product pages lose besides: Storefront's sticky bar, and on a variable product the variation script with its libraries and templates. */
const STICKY_BAR = withData('storefront-sticky-add-to-cart');
const GONE_ON: Partial<Record<keyof typeof REAL_PAGES, readonly string[]>> = {
	simpleProduct: STICKY_BAR,
	variableProduct: [
		...STICKY_BAR,
		...withData('wc-add-to-cart-variation'),
		...withData('wp-util'),
		'underscore-js',
		'tmpl-variation-template',
		'tmpl-unavailable-variation-template',
	],
};
/** What the plugin adds instead: its settings tag and its module entry. */
const ADDED = ['shop-islands-js-module', 'shop-islands-settings'];
const CLASSIC_COOKIE = 'shop_islands_classic=1';

describe.skipIf(skip !== '')('the dequeues on the real store', () => {
	it.each(Object.entries(REAL_PAGES) as Array<[keyof typeof REAL_PAGES, string]>)('the %s page loses only the classic scripts the islands replace', async (name, pagePath) => {
		const cookies = await shopperWithCart();
		const log = phpLogFromNow();
		const ours = scriptIds(await page(pagePath, cookies));
		const classic = scriptIds(await page(pagePath, `${cookies}; ${CLASSIC_COOKIE}`));
		const gone = [...classic].filter((id) => !ours.has(id)).sort();
		const added = [...ours].filter((id) => !classic.has(id)).sort();
		expect(gone).toEqual([...GONE_EVERYWHERE, ...(GONE_ON[name] ?? [])].sort());
		expect(added).toEqual(ADDED);
		expect(phpProblems(log())).toEqual([]);
	});
});

/** The session cookies of a shopper with Garlic Bread in the cart (so the checkout renders). */
async function shopperWithCart(): Promise<string> {
	const response = await fetch(realUrl('/?wc-ajax=add_to_cart'), {
		method: 'POST',
		body: new URLSearchParams({ product_id: '101', quantity: '1' }),
	});
	expect(response.ok).toBe(true);
	return response.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.join('; ');
}

async function page(pagePath: string, cookies: string): Promise<string> {
	const response = await fetch(realUrl(pagePath), { headers: { cookie: cookies }, redirect: 'manual' });
	expect(response.status).toBe(200);
	return response.text();
}

/** The ids of the page's script tags: `<handle>-js`, `-js-extra`, `-js-before`, `-js-module`… */
function scriptIds(html: string): Set<string> {
	return new Set([...html.matchAll(/<script\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1] ?? ''));
}
