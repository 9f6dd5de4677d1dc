import { emit } from '../events';
import { replaceFragments } from './fragments';
import type { CartResponse } from './responses';

/**
 * Puts a cart on the page: fragments replaced, `wc_fragments_loaded` raised. Kept apart
 * from the actions so that a page whose cart comes from the cache loads no request code.
 */
export function showCart(cart: CartResponse): void {
	replaceFragments(cart.fragments);
	emit('wc_fragments_loaded', undefined);
}
