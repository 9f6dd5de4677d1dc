import { type Catalogue, type Product, findProduct, findVariation } from './catalogue';
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
