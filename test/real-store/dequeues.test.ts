import { describe, expect, it } from 'vitest';
import { phpProblems } from '../wordpress/helpers';
import { REAL_PAGES, phpLogFromNow, realStore, realUrl } from './helpers';

/**
 * What the plugin takes off each real-store page: the same page, for the same shopper (items
 * in the cart), with the plugin active and as if it were inactive (the test switch
 * `shop_islands_classic=1`). Only the classic scripts the bundle's islands replace are gone, with
 * their data; nothing that depended on them disappears with them (WordPress 6.8 silently leaves out a
 * script whose dependency is not registered) and PHP logs nothing. Console errors and failed
 * requests of every page with the plugin active are checked in plugin.test.ts. WooLentor is not
 * installed here, so its quick-view script (`woolentor-quickview`, dequeued with the quick-view
 * island) is on no page either way; test/php-enqueue/replaced-scripts.test.ts checks its handle.
 */

const { skip } = realStore();
/** A script's tags: the file and its `-js-extra` data. */
const withData = (handle: string): string[] => [`${handle}-js`, `${handle}-js-extra`];
/**
 * Contact Form 7's script (with the `wpcf7` settings it prints before it) and its validation
 * library, which CF7 queues on every page, form or not; and wp-i18n (with its inline locale
 * data) and wp-hooks, which only CF7's script needed there, so WordPress no longer prints them.
 */
const CONTACT_FORM_7 = ['contact-form-7-js', 'contact-form-7-js-before', 'swv-js', 'wp-i18n-js', 'wp-i18n-js-after', 'wp-hooks-js'];
/**
 * The scripts gone from every page: the cart's, Contact Form 7's, order attribution's (sourcebuster
 * and WooCommerce's script), and Storefront's navigation (with its submenu-toggle strings, printed
 * since the store has a handheld menu), header cart and handheld footer bar.
 */
const GONE_EVERYWHERE = [
	...withData('wc-add-to-cart'),
	...withData('wc-cart-fragments'),
	...CONTACT_FORM_7,
	'sourcebuster-js-js',
	...withData('wc-order-attribution'),
	...withData('storefront-navigation'),
	'storefront-header-cart-js',
	'storefront-handheld-footer-bar-js',
];
/**
 * What every page but the cart and checkout loses besides (there WordPress still prints it for
 * WooCommerce's cart and checkout scripts, which depend on it): WooCommerce's site-wide script,
 * with js-cookie and blockUI, which only it needed there, and with them jQuery and its migrate
 * shim, which no script left on these pages uses.
 */
const SITE_WIDE = [...withData('woocommerce'), 'js-cookie-js', 'jquery-blockui-js', 'jquery-core-js', 'jquery-migrate-js'];
/**
 * What product pages lose besides: Storefront's sticky bar; the gallery's flexslider, zoom and
 * PhotoSwipe 4, and WooCommerce's single-product script (gallery, tabs, stars: all islands now);
 * and on a variable product the variation script with its libraries and templates.
 */
const PRODUCT_PAGE = [
	...withData('storefront-sticky-add-to-cart'),
	'flexslider-js',
	'zoom-js',
	'photoswipe-js',
	'photoswipe-ui-default-js',
	...withData('wc-single-product'),
];
const GONE_ON: Partial<Record<keyof typeof REAL_PAGES, readonly string[]>> = {
	home: SITE_WIDE,
	shop: SITE_WIDE,
	contact: SITE_WIDE,
	simpleProduct: [...PRODUCT_PAGE, ...SITE_WIDE],
	variableProduct: [
		...PRODUCT_PAGE,
		...SITE_WIDE,
		...withData('wc-add-to-cart-variation'),
		...withData('wp-util'),
		'underscore-js',
		'tmpl-variation-template',
		'tmpl-unavailable-variation-template',
	],
};
/** What the plugin adds instead: its settings tag and its module entry. */
const ADDED = ['shop-islands-js-module', 'shop-islands-settings'];
/** Stylesheets gone from product pages: PhotoSwipe 4's (the lightbox chunk brings PhotoSwipe 5's). */
const STYLES_GONE_ON: Partial<Record<keyof typeof REAL_PAGES, readonly string[]>> = {
	simpleProduct: ['photoswipe-css', 'photoswipe-default-skin-css'],
	variableProduct: ['photoswipe-css', 'photoswipe-default-skin-css'],
};
const CLASSIC_COOKIE = 'shop_islands_classic=1';

describe.skipIf(skip !== '')('the dequeues on the real store', () => {
	it.each(Object.entries(REAL_PAGES) as Array<[keyof typeof REAL_PAGES, string]>)('the %s page loses only the classic scripts the islands replace', async (name, pagePath) => {
		const cookies = await shopperWithCart();
		const log = phpLogFromNow();
		const oursHtml = await page(pagePath, cookies);
		const classicHtml = await page(pagePath, `${cookies}; ${CLASSIC_COOKIE}`);
		const ours = scriptIds(oursHtml);
		const classic = scriptIds(classicHtml);
		const gone = [...classic].filter((id) => !ours.has(id)).sort();
		const added = [...ours].filter((id) => !classic.has(id)).sort();
		expect(gone).toEqual([...GONE_EVERYWHERE, ...(GONE_ON[name] ?? [])].sort());
		expect(added).toEqual(ADDED);
		const oursStyles = styleIds(oursHtml);
		expect([...styleIds(classicHtml)].filter((id) => !oursStyles.has(id)).sort()).toEqual([...(STYLES_GONE_ON[name] ?? [])].sort());
		// PhotoSwipe 4's footer template goes with its scripts.
		expect(oursHtml.includes('class="pswp"')).toBe(false);
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

/** The ids of the page's stylesheet links (`<handle>-css`). */
function styleIds(html: string): Set<string> {
	return new Set([...html.matchAll(/<link\b[^>]*\brel=['"]stylesheet['"][^>]*\bid=['"]([^'"]+)['"]/g)].map((match) => match[1] ?? ''));
}

/** The ids of the page's script tags: `<handle>-js`, `-js-extra`, `-js-before`, `-js-module`… */
function scriptIds(html: string): Set<string> {
	return new Set([...html.matchAll(/<script\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1] ?? ''));
}
