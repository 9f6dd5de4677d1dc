import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { CartSummary } from './cart';
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from './woocommerce';

/**
 * WooCommerce's cart cookies: `woocommerce_items_in_cart=1` and `woocommerce_cart_hash`
 * while the cart has items, both deleted once it is empty. Scripts read them, so they are
 * not HttpOnly, and they last for the browser session.
 */
export function syncCartCookies(req: Request, res: Response, cart: CartSummary): void {
	if (cart.lines.length > 0) {
		res.cookie(ITEMS_IN_CART_COOKIE, '1', { path: '/', sameSite: 'lax' });
		res.cookie(CART_HASH_COOKIE, cart.hash, { path: '/', sameSite: 'lax' });
		return;
	}
	const cookies = parseCookies(req.headers.cookie ?? '');
	for (const name of [ITEMS_IN_CART_COOKIE, CART_HASH_COOKIE]) {
		if (cookies[name] !== undefined) {
			res.clearCookie(name, { path: '/' });
		}
	}
}
