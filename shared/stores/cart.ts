import { atom, computed, onMount } from 'nanostores';
import { ITEMS_IN_CART_COOKIE } from '../constants';
import { readCountCookie } from '../cookies';

/**
 * The cart as the page knows it: the items-in-cart count (WooCommerce's cookie, read when
 * the store is first used and after every answer), the adds in flight and the adds that
 * succeeded on this page. Written only by the cart code in shared/cart/; islands subscribe.
 */
export interface CartState {
	readonly itemsInCart: number;
	readonly pendingAdds: number;
	readonly addsCompleted: number;
}

export const INITIAL_CART: CartState = Object.freeze({ itemsInCart: 0, pendingAdds: 0, addsCompleted: 0 });

export const $cart = atom<CartState>(INITIAL_CART);

onMount($cart, () => {
	syncItemsInCart();
});

/** The "hide if empty" widgets show while this is true. */
export const $cartHasItems = computed($cart, (cart) => cart.itemsInCart > 0 || cart.pendingAdds > 0);

/** Re-reads the items-in-cart cookie the server keeps. */
export function syncItemsInCart(): void {
	$cart.set({ ...$cart.get(), itemsInCart: readCountCookie(ITEMS_IN_CART_COOKIE) });
}

export function addStarted(): void {
	const cart = $cart.get();
	$cart.set({ ...cart, pendingAdds: cart.pendingAdds + 1 });
}

export function addSettled(succeeded: boolean): void {
	const cart = $cart.get();
	$cart.set({
		...cart,
		pendingAdds: Math.max(0, cart.pendingAdds - 1),
		addsCompleted: cart.addsCompleted + (succeeded ? 1 : 0),
	});
}
