import { removeFromCart } from '../../shared/cart/actions';
import { $cartSession } from '../../shared/cart/session';
import type { Unmount } from '../types';

/**
 * The mini-cart (`div.widget_shopping_cart_content`, in the header, a widget or the cart
 * panel). Runs the page's cart session (cached or refreshed fragments) and removes items in the
 * background: the item is blocked under a semi-transparent overlay while its removal is in
 * flight, then the fragments replace it (docs/cart.md).
 */

const REMOVE_LINK = '.remove_from_cart_button[data-cart_item_key]';
const ITEM = '.woocommerce-mini-cart-item, .mini_cart_item, li';
const BLOCKED_CLASS = 'shop-islands-blocked';

export function mount(host: HTMLElement): Unmount {
	// Subscribing runs the page's cart session; the list is busy while fresh fragments are on their way.
	const stopSession = $cartSession.subscribe((status) => {
		if (status === 'refreshing') {
			host.setAttribute('aria-busy', 'true');
		} else {
			host.removeAttribute('aria-busy');
		}
	});

	const onClick = (event: MouseEvent): void => {
		const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REMOVE_LINK) : null;
		const key = link?.dataset.cart_item_key;
		if (!link || !key || !host.contains(link)) {
			return;
		}
		event.preventDefault();
		const item = link.closest<HTMLElement>(ITEM);
		item?.classList.add(BLOCKED_CLASS);
		item?.setAttribute('aria-busy', 'true');
		void removeFromCart(key, link).then((removed) => {
			// On success the fragment has replaced the item; on failure the page is leaving.
			if (!removed && item?.isConnected) {
				item.classList.remove(BLOCKED_CLASS);
				item.removeAttribute('aria-busy');
			}
		});
	};

	host.addEventListener('click', onClick);
	return () => {
		host.removeEventListener('click', onClick);
		stopSession();
	};
}
