import { describe, expect, it } from 'vitest';
import { phpProblems } from '../wordpress/helpers';
import { REAL_PAGES, phpLogFromNow, realStore, realUrl } from './helpers';

/**
 * What the plugin takes off each real-store page: the same page, for the same shopper (items
 * in the cart), with the plugin active and as if it were inactive (the test switch
 * `shop_islands_classic=1`). Only the classic scripts the bundle replaces are gone, with their
 * data; nothing that depended on them disappears with them (WordPress 6.8 silently leaves out a
 * script whose dependency is not registered) and PHP logs nothing. Console errors and failed
 * requests of every page with the plugin active are checked in plugin.test.ts.
 */

const { skip } = realStore();
/** The handles gone from every page: the scripts the plugin dequeues, with their `-js-extra` data. */
const GONE = ['wc-add-to-cart', 'wc-cart-fragments'];
/** What the plugin adds instead: its settings tag and its module entry. */
const ADDED = ['shop-islands-js-module', 'shop-islands-settings'];
const CLASSIC_COOKIE = 'shop_islands_classic=1';

describe.skipIf(skip !== '')('the dequeues on the real store', () => {
	it.each(Object.entries(REAL_PAGES))('the %s page loses only the classic cart scripts', async (_name, pagePath) => {
		const cookies = await shopperWithCart();
		const log = phpLogFromNow();
		const ours = scriptIds(await page(pagePath, cookies));
		const classic = scriptIds(await page(pagePath, `${cookies}; ${CLASSIC_COOKIE}`));
		const gone = [...classic].filter((id) => !ours.has(id)).sort();
		const added = [...ours].filter((id) => !classic.has(id)).sort();
		expect(gone).toEqual(GONE.flatMap((handle) => [`${handle}-js`, `${handle}-js-extra`]).sort());
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
