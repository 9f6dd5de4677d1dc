/**
 * What each script the plugin retires is, whatever handle it is registered under: its file,
 * from the site's root, without `.min.js` / `.js` (WordPress, the theme or the plugin that ships
 * it). Handles change (WooCommerce 10.3 registers `flexslider` as `wc-flexslider`, keeping the
 * old handle as an alias); files are what the browser runs. Every handle of the plugin's tables
 * (php-enqueue/includes/replaced-script-tables.php) has a line here, checked by
 * test/php-enqueue/retired-handles.test.ts; null for a script of the fixture's theme (poco),
 * which the real stores do not run and which is known there by its handle alone.
 */
export const RETIRED_SCRIPT_FILES: Readonly<Record<string, string | null>> = {
	'wc-add-to-cart': 'wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart',
	'wc-cart-fragments': 'wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments',
	'wc-add-to-cart-variation': 'wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart-variation',
	'wp-util': 'wp-includes/js/wp-util',
	underscore: 'wp-includes/js/underscore',
	'jquery-blockui': 'wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI',
	'storefront-sticky-add-to-cart': 'wp-content/themes/storefront/assets/js/sticky-add-to-cart',
	'wc-single-product': 'wp-content/plugins/woocommerce/assets/js/frontend/single-product',
	flexslider: 'wp-content/plugins/woocommerce/assets/js/flexslider/jquery.flexslider',
	zoom: 'wp-content/plugins/woocommerce/assets/js/zoom/jquery.zoom',
	photoswipe: 'wp-content/plugins/woocommerce/assets/js/photoswipe/photoswipe',
	'photoswipe-ui-default': 'wp-content/plugins/woocommerce/assets/js/photoswipe/photoswipe-ui-default',
	'kadence-product-cls': 'wp-content/themes/kadence/assets/js/product-cls',
	'kadence-shop-spinner': 'wp-content/themes/kadence/assets/js/shop-spinner',
	'astra-add-to-cart-quantity-btn': 'wp-content/themes/astra/assets/js/minified/add-to-cart-quantity-btn',
	'poco-products-ajax-search': null,
	'woolentor-quickview': 'wp-content/plugins/woolentor-addons/includes/modules/quickview/assets/js/frontend',
	woocommerce: 'wp-content/plugins/woocommerce/assets/js/frontend/woocommerce',
	'js-cookie': 'wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie',
	'contact-form-7': 'wp-content/plugins/contact-form-7/includes/js/index',
	swv: 'wp-content/plugins/contact-form-7/includes/swv/js/index',
	'sourcebuster-js': 'wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster',
	'wc-order-attribution': 'wp-content/plugins/woocommerce/assets/js/frontend/order-attribution',
	'wp-consent-api-integration': 'wp-content/plugins/woocommerce/assets/js/frontend/wp-consent-api-integration',
	'storefront-navigation': 'wp-content/themes/storefront/assets/js/navigation',
	'storefront-header-cart': 'wp-content/themes/storefront/assets/js/woocommerce/header-cart',
	'storefront-handheld-footer-bar': 'wp-content/themes/storefront/assets/js/footer',
	'poco-products': null,
	tooltipster: null,
	'woolentor-widgets-scripts': 'wp-content/plugins/woolentor-addons/assets/js/woolentor-widgets-active',
	'woolentor-block-main': 'wp-content/plugins/woolentor-addons/woolentor-blocks/assets/js/script',
	'countdown-min': 'wp-content/plugins/woolentor-addons/assets/js/jquery.countdown',
	'woolentor-accordion-min': 'wp-content/plugins/woolentor-addons/assets/js/accordion',
	'woolentor-flash-sale-module': 'wp-content/plugins/woolentor-addons/includes/modules/flash-sale/assets/js/flash-sale',
	'yith-wcwl-add-to-wishlist': 'wp-content/plugins/yith-woocommerce-wishlist/assets/js/dist/components/add-to-wishlist/index',
	'yith-wcwl-add-to-wishlist-gutenberg': 'wp-content/plugins/yith-woocommerce-wishlist/assets/js/add-to-wishlist-gutenberg',
	'jquery-yith-wcwl': 'wp-content/plugins/yith-woocommerce-wishlist/assets/js/jquery.yith-wcwl',
	'jquery-yith-wcwl-user': null,
	'wc-account-i18n': 'wp-content/plugins/woocommerce/assets/js/frontend/account-i18n',
	'wc-country-select': 'wp-content/plugins/woocommerce/assets/js/frontend/country-select',
	'wc-address-i18n': 'wp-content/plugins/woocommerce/assets/js/frontend/address-i18n',
	selectWoo: 'wp-content/plugins/woocommerce/assets/js/selectWoo/selectWoo.full',
	'wc-password-strength-meter': 'wp-content/plugins/woocommerce/assets/js/frontend/password-strength-meter',
	'wc-lost-password': 'wp-content/plugins/woocommerce/assets/js/frontend/lost-password',
	slick: 'wp-content/plugins/woolentor-addons/assets/js/slick',
	'storefront-woocommerce-brands': 'wp-content/themes/storefront/assets/js/woocommerce/extensions/brands',
	'comment-reply': 'wp-includes/js/comment-reply',
	'fm-frontend': 'wp-content/plugins/tlp-food-menu/assets/js/foodmenu',
};

/** A script's file as RETIRED_SCRIPT_FILES names it: its path from the site's root, no query, no `.min.js` / `.js`. */
export function scriptFile(src: string, siteUrl: string): string {
	const { pathname } = new URL(src, siteUrl);
	return pathname.replace(/^\//, '').replace(/(\.min)?\.js$/, '');
}

/** A printed script: its handle (from the tag's `<handle>-js` id) and, when it has one, its file. */
export interface PrintedScript {
	readonly handle: string;
	readonly file: string | null;
}

/**
 * The classic scripts a page prints: every `<script id="<handle>-js…">`, with its file when it
 * has a `src` (`-js-extra`, `-js-before` and `-js-after` are the handle's data and inline code).
 */
export function printedScripts(html: string, siteUrl: string): PrintedScript[] {
	return [...html.matchAll(/<script\b[^>]*>/g)].flatMap(([tag]) => {
		const id = /\bid=["']([^"']+)["']/.exec(tag)?.[1];
		const handle = id?.replace(/-js(-extra|-before|-after|-translations)?$/, '');
		if (!id || handle === id || !handle) {
			return [];
		}
		const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
		return [{ handle, file: src ? scriptFile(src.replace(/&amp;/g, '&'), siteUrl) : null }];
	});
}
