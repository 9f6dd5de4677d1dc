import type { Brand, Product } from './catalogue';

/** The store's URLs (WordPress permalinks and plugin paths) that more than one screen links to. */

export const CART_URL = '/cart/';
export const CHECKOUT_URL = '/checkout/';
export const ACCOUNT_URL = '/my-account/';
/** WordPress's zxcvbn, which the password strength meter loads (a stand-in on the fixture store). */
export const ZXCVBN_URL = '/wp-includes/js/zxcvbn.min.js';
/** WooCommerce's lost-password endpoint of My account. */
export const LOST_PASSWORD_URL = `${ACCOUNT_URL}lost-password/`;
export const WISHLIST_URL = '/wishlist/';
export const CONTACT_URL = '/contact/';
/** Where WordPress serves the Shop Islands plugin's `build/` folder. */
export const BUILD_URL = '/wp-content/plugins/shop-islands/build/';
export const TEST_BUILD_URL = `${BUILD_URL}test/`;
export const THEME_STYLESHEET_URL = '/wp-content/themes/fixture/style.css';
/** The scripts of the other plugins the fixture site plays (consent banner, analytics, block checkout). */
export const FIXTURE_PLUGINS_URL = '/wp-content/plugins/fixture-site/';
export const BLOCK_CHECKOUT_URL = '/block-checkout/';

export function productUrl(product: Product): string {
	return `/product/${product.slug}/`;
}

/** A brand's archive (WooCommerce's `product_brand` permalinks); the fixture store does not serve it. */
export function brandUrl(brand: Brand): string {
	return `/brand/${brand.slug}/`;
}

/** wc_get_cart_remove_url(). */
export function removeItemUrl(key: string, cartNonce: string): string {
	return `${CART_URL}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(cartNonce)}`;
}
