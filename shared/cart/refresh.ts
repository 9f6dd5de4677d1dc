import { postWcAjax } from '../api/ajax';
import { getSettings } from '../config';
import { FRAGMENTS_REQUEST_TIMEOUT_MS } from '../constants';
import { emit } from '../events';
import { syncItemsInCart } from '../stores/cart';
import { $cartSession } from '../stores/cart-session';
import { allowedUrl } from '../urls';
import { showCart } from './apply';
import { storeCart } from './cache';
import { enqueueCartRequest } from './queue';
import { type CartResponse, readCartResponse } from './responses';
import { builtIn } from '../page-document';

/**
 * The page's own cart requests, which the cart session makes at load (docs/cart.md): the
 * fragments' refresh and what shows a cart the server sent, through the one queue. In the
 * kernel; the shopper's actions (shared/cart/actions.ts) come with the islands that offer them.
 */

/** Asks the server for fresh fragments (5000 ms limit); the cart session schedules the next one. */
export async function refreshFragments(): Promise<boolean> {
	$cartSession.set('refreshing');
	try {
		const answer = await enqueueCartRequest(() =>
			postWcAjax('get_refreshed_fragments', { time: Date.now() }, { timeoutMs: FRAGMENTS_REQUEST_TIMEOUT_MS }),
		);
		const cart = readCartResponse(answer);
		if (!cart) {
			throw new Error('get_refreshed_fragments answered without fragments');
		}
		acceptCart(cart, true);
		$cartSession.set('fresh');
		emit('wc_fragments_refreshed', undefined);
		return true;
	} catch (error) {
		$cartSession.set('failed');
		emit('wc_fragments_ajax_error', { error });
		return false;
	}
}

/**
 * What an empty mini-cart shows when the cart could not be fetched: a link to the cart page in
 * WooCommerce's own button markup (`woocommerce-mini-cart__buttons`) and words (the settings'
 * `viewCartLabel`, so the page's first script carries no translation code), never nothing. The next
 * refresh that succeeds replaces it with the cart.
 */
export function showCartLinks(miniCarts: readonly Element[]): void {
	const { cartUrl, viewCartLabel } = getSettings();
	const href = allowedUrl(cartUrl);
	if (!href) {
		return;
	}
	for (const miniCart of miniCarts) {
		const buttons = builtIn('createElement')('p');
		buttons.className = 'woocommerce-mini-cart__buttons buttons';
		const link = builtIn('createElement')('a');
		link.className = 'button wc-forward';
		link.href = href;
		link.textContent = viewCartLabel;
		buttons.append(link);
		miniCart.replaceChildren(buttons);
	}
}

/** Stores a cart the server just sent, shows it, and reads the count the server's cookie now holds. */
export function acceptCart(cart: CartResponse, restartLifetime: boolean): void {
	storeCart(cart.fragments, cart.cartHash, Date.now(), restartLifetime);
	showCart(cart);
	syncItemsInCart();
}
