import { type Catalogue, type Product, findProduct, findVariation } from './catalogue';
import type { CookieJar } from './cookies';
import { md5 } from './hash';

/**
 * YITH WooCommerce Wishlist's list as the fixture keeps it: one default list per session, its
 * product (or variation) ids in the session, oldest first.
 */

/** The default list's id: each fixture session holds one list. */
export const WISHLIST_ID = 1;

/** A list's token as YITH prints it: twelve upper-case characters, one per session. */
export function wishlistToken(sessionId: string | undefined): string {
	return sessionId ? md5(sessionId).slice(0, 12).toUpperCase() : '';
}

/** What YITH lists for an id: the product, or a variation's parent (shown as its parent). */
export function wishlistProduct(catalogue: Catalogue, id: number): Product | undefined {
	return findProduct(catalogue, id) ?? findVariation(catalogue, id)?.product;
}

/**
 * The plugin's cookie with the number of products in the visitor's wishlist
 * (php-enqueue/includes/wishlist.php): set where that number changes, deleted when it is 0, never
 * set for a visitor who never had one.
 */
export const OWN_WISHLIST_COOKIE = 'shop_islands_wishlist';

export function syncWishlistCookie(cookies: CookieJar, wishlist: readonly number[]): void {
	const sent = Number(cookies.requestCookie(OWN_WISHLIST_COOKIE) ?? '0') || 0;
	if (wishlist.length === sent) {
		return;
	}
	if (wishlist.length > 0) {
		cookies.set(OWN_WISHLIST_COOKIE, String(wishlist.length), { path: '/', sameSite: 'lax' });
	} else {
		cookies.clear(OWN_WISHLIST_COOKIE, { path: '/' });
	}
}
