import { $wishlistCount } from '../../shared/stores/wishlist';
import type { Unmount } from '../types';

/**
 * A wishlist counter in the header or the footer (docs/listings-and-content.md#wishlist): its
 * `.count` follows `$wishlistCount`, refreshed after every add or removal. It only writes a number
 * into the theme's markup, so it is plain DOM. Until the count is asked it shows what the server
 * printed.
 */
export function mount(host: HTMLElement): Unmount {
	const count = host.querySelector<HTMLElement>('.count');
	if (!count) {
		return () => undefined;
	}
	return $wishlistCount.subscribe((value) => {
		if (value !== null) {
			count.textContent = String(value);
		}
	});
}
