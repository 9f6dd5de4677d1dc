import { describe, expect, it } from 'vitest';
import { $cart, $cartHasItems, addSettled, addStarted, syncItemsInCart } from '../../../shared/stores/cart';

function setItemsCookie(count: number | null): void {
	document.cookie =
		count === null
			? 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
			: `woocommerce_items_in_cart=${count}; path=/`;
}

describe('cart store', () => {
	it('reads the items-in-cart cookie when first used, and again on request', () => {
		setItemsCookie(3);
		expect($cartHasItems.get()).toBe(true);
		expect($cart.get().itemsInCart).toBe(3);
		setItemsCookie(null);
		syncItemsInCart();
		expect($cart.get().itemsInCart).toBe(0);
	});

	it('has items while an add is in flight, and counts the adds that succeed', () => {
		setItemsCookie(null);
		const seen: boolean[] = [];
		const stop = $cartHasItems.subscribe((hasItems) => seen.push(hasItems));
		addStarted();
		addStarted();
		addSettled(true);
		addSettled(false);
		stop();
		expect(seen).toEqual([false, true, false]);
		expect($cart.get()).toEqual({ itemsInCart: 0, pendingAdds: 0, addsCompleted: 1 });
	});

	it('ignores an unreadable cookie', () => {
		document.cookie = 'woocommerce_items_in_cart=lots; path=/';
		syncItemsInCart();
		expect($cart.get().itemsInCart).toBe(0);
	});
});
