import { atom, computed } from 'nanostores';
import { ITEMS_IN_CART_COOKIE } from '../constants';
import { readCountCookie } from '../cookies';
import type { Fragments } from '../events';

/**
 * The cart as the page knows it: the server's fragments and hash, the items-in-cart count
 * (from WooCommerce's cookie) and how many adds are in flight. Written only by the cart
 * actions in shared/cart/; islands subscribe.
 */
export interface CartState {
	readonly hash: string;
	readonly itemsInCart: number;
	readonly pendingAdds: number;
}

export const $cart = atom<CartState>({ hash: '', itemsInCart: 0, pendingAdds: 0 });

export const $fragments = atom<Fragments>({});

/** The "hide if empty" widgets show while this is true. */
export const $cartHasItems = computed($cart, (cart) => cart.itemsInCart > 0 || cart.pendingAdds > 0);

/** Reads the items-in-cart cookie the server keeps. */
export function syncItemsInCart(): void {
	$cart.set({ ...$cart.get(), itemsInCart: readCountCookie(ITEMS_IN_CART_COOKIE) });
}

export function receiveCart(fragments: Fragments, hash: string): void {
	$fragments.set(fragments);
	$cart.set({ ...$cart.get(), hash, itemsInCart: readCountCookie(ITEMS_IN_CART_COOKIE) });
}

export function addStarted(): void {
	const cart = $cart.get();
	$cart.set({ ...cart, pendingAdds: cart.pendingAdds + 1 });
}

export function addSettled(): void {
	const cart = $cart.get();
	$cart.set({ ...cart, pendingAdds: Math.max(0, cart.pendingAdds - 1), itemsInCart: readCountCookie(ITEMS_IN_CART_COOKIE) });
}
