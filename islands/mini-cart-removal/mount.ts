import { removeFromCart } from '../../shared/cart/actions';
import type { Unmount } from '../types';
import { wooCommerceAddToCartPresent } from '../../shared/classic-scripts';

/**
 * A mini-cart's remove links (docs/cart.md), on the shopper's first pointer, touch, focus or key
 * in the list (a click made before is held and replayed): the item is blocked under a
 * semi-transparent overlay while its removal is in flight, then the fragments replace it. Where
 * WooCommerce's own add-to-cart script still runs, that script removes, and the island stands aside.
 */

const REMOVE_LINK = '.remove_from_cart_button[data-cart_item_key]';
const ITEM = '.woocommerce-mini-cart-item, .mini_cart_item, li';
const BLOCKED_CLASS = 'shop-islands-blocked';

export function mount(host: HTMLElement): Unmount {
	if (wooCommerceAddToCartPresent()) {
		return () => undefined;
	}
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
	return () => host.removeEventListener('click', onClick);
}
