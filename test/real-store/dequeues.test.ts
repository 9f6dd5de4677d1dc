import { describe, expect, it } from 'vitest';
import { phpProblems } from '../wordpress/helpers';
import { CUSTOMER_PAGES, REAL_PAGES, customerCookies, phpLogFromNow, realStore, shopperWithCart, storePage } from './helpers';

/**
 * What the plugin takes off each real-store page: the same page, for the same shopper (items
 * in the cart; on My account's pages of CUSTOMER_PAGES, the seeded customer), with the plugin
 * active and as if it were inactive (the test switch `shop_islands_classic=1`). Only the classic scripts the bundle's islands replace are gone, with
 * their data, and those it makes needless: Storefront's brands script (the stylesheet's sticky
 * index, test/browser/brands-index.test.ts) and, on a product page, WordPress's comment-reply; nothing that depended on them disappears with them (WordPress silently leaves out a
 * script whose dependency is not registered) and PHP logs nothing. The seed store's own plugins,
 * YITH WooCommerce Wishlist and WooLentor, keep no script of theirs on any page (`SEED_SCRIPTS`).
 * Console errors and failed requests of every page with the plugin active are checked in plugin.test.ts.
 */

const { skip, release } = realStore();
/** A script's tags: the file and its `-js-extra` data. */
const withData = (handle: string): string[] => [`${handle}-js`, `${handle}-js-extra`];
/**
 * A library of WooCommerce's by the handle it is printed under: since 10.3 `wc-` and the old name
 * (`flexslider`, `js-cookie`, …), an alias with no source of its own, is never printed.
 */
const wcLibrary = (handle: string): string => (release === 'oldest' ? handle : `wc-${handle}`);
/** What differs between the releases: the current one's, else the oldest's. */
const byRelease = <T>(current: T, oldest: T): T => (release === 'oldest' ? oldest : current);
/**
 * Contact Form 7's script (with the `wpcf7` settings it prints before it) and its validation
 * library, which CF7 queues on every page, form or not. (wp-i18n and wp-hooks, which CF7's script
 * needs, go with YITH's scripts, which needed them too.)
 */
const CONTACT_FORM_7 = ['contact-form-7-js', 'contact-form-7-js-before', 'swv-js'];
/**
 * WooLentor's quick view, queued on every page while its module is on (its default): its script,
 * slick, which the module queues by itself for its modal's slider, and what its script alone
 * needed there, WooCommerce's product-page scripts (the variation form with underscore, wp-util
 * and its templates, the single-product script, flexslider, zoom and PhotoSwipe 4), which product
 * pages lose anyway.
 */
const WOOLENTOR_QUICK_VIEW = [
	...withData('woolentor-quickview'),
	'slick-js',
	...withData('wc-add-to-cart-variation'),
	...withData('wp-util'),
	'underscore-js',
	'tmpl-variation-template',
	'tmpl-unavailable-variation-template',
	...withData('wc-single-product'),
	`${wcLibrary('flexslider')}-js`,
	`${wcLibrary('zoom')}-js`,
	`${wcLibrary('photoswipe')}-js`,
	`${wcLibrary('photoswipe-ui-default')}-js`,
];
/** WooLentor's block script (its sliders, countdowns and FAQ), queued on every page. */
const WOOLENTOR_BLOCKS = withData('woolentor-block-main');
/**
 * Its accordion library, which only it needed: on WordPress 6.8 on every page, on 7.1 only where
 * its FAQ block is (the home page), WordPress 7.1 printing a block's assets only where it renders.
 */
const WOOLENTOR_ACCORDION = ['woolentor-accordion-min-js'];
/**
 * YITH's jQuery script with selectBox and prettyPhoto (WooCommerce's, and so `wc-prettyPhoto` on
 * 10.7): on WooCommerce 10.0 on every page, on 10.7 on its wishlist page alone.
 */
const YITH_JQUERY = [...withData('jquery-yith-wcwl'), 'jquery-selectBox-js', `${wcLibrary('prettyPhoto')}-js`];
/**
 * YITH WooCommerce Wishlist's scripts, all retired by the wishlist-button island (the plugin prints
 * YITH's button on the server): its React button with what it alone needed (WordPress's React,
 * lodash, moment, date, i18n, hooks, URL and api-fetch packages, WordPress 7.1's private APIs and
 * its framework's lapilli-ui), on WooCommerce 10.0 its block editor preview script and its jQuery
 * script (YITH_JQUERY).
 */
const YITH_SCRIPTS = [
	...withData('yith-wcwl-add-to-wishlist'),
	'react-js',
	'react-dom-js',
	'lodash-js',
	'lodash-js-after',
	'moment-js',
	'moment-js-after',
	'wp-polyfill-js',
	'wp-hooks-js',
	'wp-deprecated-js',
	'wp-date-js',
	'wp-date-js-after',
	'wp-i18n-js',
	'wp-i18n-js-after',
	'wp-url-js',
	'wp-api-fetch-js',
	'wp-api-fetch-js-after',
	'lapilli-ui-date-js',
	'lapilli-ui-date-js-after',
	'lapilli-ui-styles-js',
	'lapilli-ui-components-js',
	...byRelease(['wp-private-apis-js'], ['yith-wcwl-add-to-wishlist-gutenberg-js', ...YITH_JQUERY]),
];
/** jQuery, which nothing queued needs once YITH's and WooCommerce's site-wide scripts are gone. */
const JQUERY = ['jquery-core-js', 'jquery-migrate-js'];
/**
 * The scripts gone from every page: YITH's, the cart's, Contact Form 7's, order attribution's (sourcebuster
 * and WooCommerce's script), Storefront's navigation (with its submenu-toggle strings, printed
 * since the store has a handheld menu), header cart, handheld footer bar and brands script (queued
 * everywhere while WooCommerce's brands are on, for the A–Z listing of the brands page alone), and WooLentor's.
 */
const GONE_EVERYWHERE = [
	...YITH_SCRIPTS,
	...withData('wc-add-to-cart'),
	...withData('wc-cart-fragments'),
	...CONTACT_FORM_7,
	'sourcebuster-js-js',
	...withData('wc-order-attribution'),
	...withData('storefront-navigation'),
	'storefront-header-cart-js',
	'storefront-handheld-footer-bar-js',
	'storefront-woocommerce-brands-js',
	...WOOLENTOR_QUICK_VIEW,
	...WOOLENTOR_BLOCKS,
	...byRelease([], WOOLENTOR_ACCORDION),
];
/**
 * What every page but the cart and checkout loses besides (there WordPress still prints it for
 * WooCommerce's cart and checkout scripts, which depend on it): WooCommerce's site-wide script,
 * with js-cookie and blockUI, which only it needed there.
 */
const SITE_WIDE = [...withData('woocommerce'), `${wcLibrary('js-cookie')}-js`, `${wcLibrary('jquery-blockui')}-js`];
/**
 * WooLentor's flash-sale script with jQuery Countdown, which its module queues on product, cart
 * and checkout pages (the countdown of a dish on sale): the countdown island starts those
 * countdowns (`.woolentor-countdown[data-countdown]`, seconds left), so both go there.
 */
const WOOLENTOR_FLASH_SALE = ['woolentor-flash-sale-module-js', 'countdown-min-js'];
/**
 * What product pages lose besides: Storefront's sticky bar, and WordPress's comment-reply, which
 * Storefront queues where comments are open and threaded, so on a product with reviews open,
 * whose review templates print no reply link.
 */
const PRODUCT_PAGE = [...withData('storefront-sticky-add-to-cart'), 'comment-reply-js'];
/**
 * What every My account page loses besides, as the home page does: WooCommerce's account script
 * (the focus on the first notice), and selectWoo, which WooCommerce queues by itself on every
 * account page for its country select; no script left there uses jQuery.
 */
const ACCOUNT = [...SITE_WIDE, ...JQUERY, 'wc-account-i18n-js', 'selectWoo-js'];
/**
 * Where a new password is asked for (account details, lost and reset password): WooCommerce's
 * strength meter, with WordPress's meter and zxcvbn's loader, which only it needed.
 */
const PASSWORD_STRENGTH = [...withData('wc-password-strength-meter'), ...withData('password-strength-meter'), ...withData('zxcvbn-async')];
/** On the addresses and their forms: WooCommerce's country select and address locale scripts. */
const ADDRESS_FIELDS = [...withData('wc-country-select'), ...withData('wc-address-i18n')];
const GONE_ON: Partial<Record<keyof typeof REAL_PAGES, readonly string[]>> = {
	home: [...SITE_WIDE, ...JQUERY, ...byRelease(WOOLENTOR_ACCORDION, [])],
	shop: [...SITE_WIDE, ...JQUERY],
	contact: [...SITE_WIDE, ...JQUERY],
	simpleProduct: [...PRODUCT_PAGE, ...SITE_WIDE, ...WOOLENTOR_FLASH_SALE, ...JQUERY],
	variableProduct: [...PRODUCT_PAGE, ...SITE_WIDE, ...WOOLENTOR_FLASH_SALE, ...JQUERY],
	cart: WOOLENTOR_FLASH_SALE,
	checkout: WOOLENTOR_FLASH_SALE,
	account: ACCOUNT,
	lostPassword: [...ACCOUNT, 'wc-lost-password-js', ...PASSWORD_STRENGTH],
	accountDashboard: ACCOUNT,
	accountOrders: ACCOUNT,
	accountDetails: [...ACCOUNT, ...PASSWORD_STRENGTH],
	addresses: [...ACCOUNT, ...ADDRESS_FIELDS],
	editAddress: [...ACCOUNT, ...ADDRESS_FIELDS],
};
/** What the plugin adds instead: its settings tag and its module entry. */
const ADDED = ['shop-islands-js-module', 'shop-islands-settings'];
/** And the data of a retired script the page had, as JSON for its island (retired-script-data.php). */
const ADDED_ON: Partial<Record<keyof typeof REAL_PAGES, readonly string[]>> = {
	lostPassword: ['shop-islands-password-strength'],
	accountDetails: ['shop-islands-password-strength'],
	addresses: ['shop-islands-address-fields'],
	editAddress: ['shop-islands-address-fields'],
};
/** Every script of the seed plugins a page may carry: none stays. */
const SEED_SCRIPTS = new Set([...YITH_SCRIPTS, ...YITH_JQUERY, ...WOOLENTOR_FLASH_SALE, ...WOOLENTOR_QUICK_VIEW, ...WOOLENTOR_BLOCKS, ...WOOLENTOR_ACCORDION]);
const CLASSIC_COOKIE = 'shop_islands_classic=1';
/** A blog post (fixtures-html/data/site.json's authorPost), its comments open. */
const BLOG_POST = '/from-the-kitchen/';

describe.skipIf(skip !== '')('the dequeues on the real store', () => {
	it.each(Object.entries(REAL_PAGES) as Array<[keyof typeof REAL_PAGES, string]>)('the %s page loses only the classic scripts the islands replace', async (name, pagePath) => {
		const cookies = CUSTOMER_PAGES.has(name) ? await customerCookies() : await shopperWithCart();
		const log = phpLogFromNow();
		const oursHtml = await storePage(pagePath, cookies);
		const classicHtml = await storePage(pagePath, `${cookies}; ${CLASSIC_COOKIE}`);
		const ours = scriptIds(oursHtml);
		const classic = scriptIds(classicHtml);
		const gone = [...classic].filter((id) => !ours.has(id)).sort();
		const added = [...ours].filter((id) => !classic.has(id)).sort();
		expect(gone).toEqual([...GONE_EVERYWHERE, ...(GONE_ON[name] ?? [])].sort());
		expect(added).toEqual([...ADDED, ...(ADDED_ON[name] ?? [])].sort());
		expect([...ours].filter((id) => SEED_SCRIPTS.has(id))).toEqual([]);
		// No stylesheet goes: PhotoSwipe 4's, which the gallery island makes useless, is a dependency
		// of WooLentor's quick-view stylesheet, queued on every page.
		const oursStyles = styleIds(oursHtml);
		expect([...styleIds(classicHtml)].filter((id) => !oursStyles.has(id))).toEqual([]);
		// PhotoSwipe 4's footer template goes with its scripts.
		expect(oursHtml.includes('class="pswp"')).toBe(false);
		expect(phpProblems(log())).toEqual([]);
	});

	it("a blog post with comments open keeps WordPress's comment-reply, which its comments' reply links need", async () => {
		expect(scriptIds(await storePage(BLOG_POST, ''))).toContain('comment-reply-js');
		expect(scriptIds(await storePage(BLOG_POST, CLASSIC_COOKIE))).toContain('comment-reply-js');
	});

	it('the wishlist page (YITH\'s table) loses YITH\'s scripts and jQuery as the home page does', async () => {
		const cookies = await shopperWithCart();
		const log = phpLogFromNow();
		const ours = scriptIds(await storePage('/wishlist/', cookies));
		const classic = scriptIds(await storePage('/wishlist/', `${cookies}; ${CLASSIC_COOKIE}`));
		// YITH's jQuery script is on its wishlist page on every release.
		const yithJquery = byRelease(YITH_JQUERY, []);
		expect([...classic].filter((id) => !ours.has(id)).sort()).toEqual([...GONE_EVERYWHERE, ...yithJquery, ...SITE_WIDE, ...JQUERY].sort());
		expect([...ours].filter((id) => !classic.has(id)).sort()).toEqual(ADDED);
		expect([...ours].filter((id) => SEED_SCRIPTS.has(id))).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});
});

/** The ids of the page's stylesheet links (`<handle>-css`). */
function styleIds(html: string): Set<string> {
	return new Set([...html.matchAll(/<link\b[^>]*\brel=['"]stylesheet['"][^>]*\bid=['"]([^'"]+)['"]/g)].map((match) => match[1] ?? ''));
}

/** The ids of the page's script tags: `<handle>-js`, `-js-extra`, `-js-before`, `-js-module`… */
function scriptIds(html: string): Set<string> {
	return new Set([...html.matchAll(/<script\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1] ?? ''));
}
