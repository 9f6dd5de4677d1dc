import { emit } from '../events';
import { receiveCart } from '../stores/cart';
import { storeCart } from './cache';
import { replaceFragments } from './fragments';
import type { CartResponse } from './responses';

/**
 * Puts a cart on the page and in the stores: fragments replaced, hash and count updated,
 * `wc_fragments_loaded` raised. Kept apart from the actions so that a page whose cart comes
 * from the cache loads no request code at all.
 */
export function showCart(cart: CartResponse): void {
	replaceFragments(cart.fragments);
	receiveCart(cart.fragments, cart.cartHash);
	emit('wc_fragments_loaded', undefined);
}

/** Stores a cart the server just sent, then shows it. */
export function acceptCart(cart: CartResponse, restartLifetime: boolean): void {
	storeCart(cart.fragments, cart.cartHash, Date.now(), restartLifetime);
	showCart(cart);
}
