import { type SafeHtml, html } from '../server/html';
import type { Product } from '../server/model/catalogue';
import { WISHLIST_URL } from '../server/model/urls';

/**
 * YITH WooCommerce Wishlist 4's "Add to wishlist" placeholder, filled on the server as the Shop
 * Islands plugin fills it (`php-enqueue/includes/wishlist.php`): in YITH's React mode YITH prints
 * only the empty `div`, `data-attributes` holding what differs from its global options. The add
 * link, whatever the visitor's wishlist holds: a page cache serves one copy to everyone, and the
 * island fills the visitor's own state. Labels are YITH 4's defaults (its options, as the real
 * store has them).
 */

export const WISHLIST_LABELS = {
	add: 'Add to wishlist',
	added: 'Product added!',
	browse: 'Browse wishlist',
	alreadyIn: 'The product is already in your wishlist!',
} as const;

export interface WishlistButtonOptions {
	/** YITH's `add_to_wishlist` nonce, for its no-JavaScript add. */
	readonly nonce: string;
	/** The product page's button (after the add-to-cart form), not a card's. */
	readonly single?: boolean;
}

export function wishlistButton(product: Product, options: WishlistButtonOptions): SafeHtml {
	const attributes = options.single ? '{"is_single":true,"kind":"button","show_view":true}' : '{"kind":"button"}';
	return html`<div class="yith-add-to-wishlist-button-block${options.single ? ' yith-add-to-wishlist-button-block--single' : ''}" data-product-id="${product.id}" data-attributes="${attributes}">${addLink(product, options.nonce)}</div>`;
}

/** YITH's no-JavaScript add, on the wishlist page: `?add_to_wishlist=<id>&_wpnonce=<nonce>`. */
function addLink(product: Product, nonce: string): SafeHtml {
	return html`<a href="${WISHLIST_URL}?add_to_wishlist=${product.id}&amp;_wpnonce=${nonce}" class="add_to_wishlist single_add_to_wishlist" data-product-id="${product.id}" data-product-type="${product.type}" data-added-label="${WISHLIST_LABELS.added}" data-exists-label="${WISHLIST_LABELS.alreadyIn}" data-browse-label="${WISHLIST_LABELS.browse}" rel="nofollow"><span>${WISHLIST_LABELS.add}</span></a>`;
}
