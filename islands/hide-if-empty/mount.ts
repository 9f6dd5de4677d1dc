import { $cartHasItems } from '../../shared/stores/cart';
import type { Unmount } from '../types';

/**
 * A cart widget marked "hide if empty" (`.hide_cart_widget_if_empty`): shown only while
 * the items-in-cart cookie is above 0, and as soon as an add starts (docs/cart.md), read from the
 * cart store that the mini-cart's session keeps current.
 */
export function mount(host: HTMLElement): Unmount {
	const widget = host.closest<HTMLElement>('.widget_shopping_cart') ?? host;
	return $cartHasItems.subscribe((hasItems) => {
		widget.hidden = !hasItems;
	});
}
