import { $cartSession } from '../../shared/cart/session';
import type { Unmount } from '../types';

/**
 * The mini-cart (`div.widget_shopping_cart_content`, in the header, a widget or the cart
 * panel), at load on every page: it runs the page's cart session (cached or refreshed
 * fragments), the list busy while fresh fragments are on their way (docs/cart.md). Removing an
 * item is the `mini-cart-removal` island's, on the shopper's first reach for the list.
 */
export function mount(host: HTMLElement): Unmount {
	return $cartSession.subscribe((status) => {
		if (status === 'refreshing') {
			host.setAttribute('aria-busy', 'true');
		} else {
			host.removeAttribute('aria-busy');
		}
	});
}
