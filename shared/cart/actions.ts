import { postWcAjax } from '../api/ajax';
import { getSettings } from '../config';
import { ADD_TO_CART_TIMEOUT_MS, CART_REDIRECT_AFTER_ADD_OFF } from '../constants';
import { emit } from '../events';
import { askLegacyVeto } from '../legacy-events';
import { addSettled, addStarted } from '../stores/cart';
import { allowedUrl, httpUrl } from '../urls';
import { enqueueCartRequest } from './queue';
import { acceptCart, refreshFragments } from './refresh';
import { readAddFailure, readCartResponse, type CartResponse } from './responses';

/**
 * The shopper's cart actions, add and remove, loaded with the first island that offers one (the
 * page's refresh is shared/cart/refresh.ts, in the kernel). Every request goes through the one
 * queue; every answer is checked; every failure has the outcome docs/cart.md gives it.
 */

export type AddOutcome =
	| { readonly status: 'added'; readonly cart: CartResponse }
	| { readonly status: 'vetoed' }
	| { readonly status: 'redirected'; readonly to: string }
	| { readonly status: 'failed'; readonly error: unknown };

/** Where the page goes; one seam so tests can watch navigation. */
export const navigation = {
	assign(url: string): void {
		window.location.assign(url);
	},
};

/**
 * Sends an add's fields and resolves with the parsed answer (docs/cart.md; for the quick view,
 * docs/search-and-quick-view.md).
 */
export type AddRequest = (data: Readonly<Record<string, string>>) => Promise<unknown>;

const wcAjaxAdd: AddRequest = (data) => postWcAjax('add_to_cart', data, { timeoutMs: ADD_TO_CART_TIMEOUT_MS });

/**
 * Adds to the cart in the background. `data` is what the button carries (product_id,
 * quantity, product_sku, …), sent as-is, by default to `?wc-ajax=add_to_cart`; `send` posts
 * it elsewhere (the quick view's own action) through the same queue, checks and outcomes.
 */
export async function addToCart(
	data: Readonly<Record<string, string>>,
	button: HTMLElement | null,
	send: AddRequest = wcAjaxAdd,
): Promise<AddOutcome> {
	const allowed = emit('should_send_ajax_request.adding_to_cart', { button }) && askLegacyVeto(button);
	if (!allowed) {
		return { status: 'vetoed' };
	}
	addStarted();
	emit('adding_to_cart', { button, data });
	let succeeded = false;
	try {
		const answer = await enqueueCartRequest(() => send(data));
		const failure = readAddFailure(answer);
		if (failure) {
			navigation.assign(failure.productUrl);
			return { status: 'redirected', to: failure.productUrl };
		}
		const cart = readCartResponse(answer);
		if (!cart) {
			throw new Error('add_to_cart answered without fragments');
		}
		acceptCart(cart, false);
		succeeded = true;
		emit('added_to_cart', { button, fragments: cart.fragments, cartHash: cart.cartHash });
		const cartPage = allowedUrl(getSettings().cartUrl);
		if (cartPage && getSettings().cartRedirectAfterAdd !== CART_REDIRECT_AFTER_ADD_OFF) {
			navigation.assign(cartPage);
			return { status: 'redirected', to: cartPage };
		}
		return { status: 'added', cart };
	} catch (error) {
		// The server may have added the item before failing: show the cart it now has rather
		// than retrying, so nothing is added twice.
		emit('shop-islands:add-to-cart-failed', { button, error });
		void refreshFragments();
		return { status: 'failed', error };
	} finally {
		addSettled(succeeded);
	}
}

/**
 * Removes a mini-cart item in the background; when that fails, or the answer has no
 * fragments, the browser follows the remove link (WooCommerce's plain removal).
 */
export async function removeFromCart(cartItemKey: string, link: HTMLAnchorElement | null): Promise<boolean> {
	try {
		const answer = await enqueueCartRequest(() => postWcAjax('remove_from_cart', { cart_item_key: cartItemKey }));
		const cart = readCartResponse(answer);
		if (!cart) {
			throw new Error('remove_from_cart answered without fragments');
		}
		acceptCart(cart, false);
		emit('removed_from_cart', { button: link, fragments: cart.fragments, cartHash: cart.cartHash });
		return true;
	} catch {
		// The link the shopper clicked, as the browser would follow it: any http(s) address
		// (only allowed origins would swallow the click), never a `javascript:` one.
		const fallback = link ? httpUrl(link.href)?.href : null;
		if (fallback) {
			navigation.assign(fallback);
		}
		return false;
	}
}
