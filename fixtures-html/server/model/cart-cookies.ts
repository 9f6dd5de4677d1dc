import type { CartSummary } from './cart';
import type { CookieJar } from './cookies';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from './woocommerce';

/**
 * WooCommerce's cart cookies: `woocommerce_items_in_cart=1` and `woocommerce_cart_hash`
 * while the cart has items, both deleted once it is empty. Scripts read them, so they are
 * not HttpOnly, and they last for the browser session.
 */
export function syncCartCookies(cookies: CookieJar, cart: CartSummary): void {
	if (cart.lines.length > 0) {
		cookies.set(ITEMS_IN_CART_COOKIE, '1', { path: '/', sameSite: 'lax' });
		cookies.set(CART_HASH_COOKIE, cart.hash, { path: '/', sameSite: 'lax' });
		return;
	}
	for (const name of [ITEMS_IN_CART_COOKIE, CART_HASH_COOKIE]) {
		if (cookies.requestCookie(name) !== undefined) {
			cookies.clear(name, { path: '/' });
		}
	}
}
