import { type SafeHtml, html } from '../server/html';
import type { Product } from '../server/model/catalogue';
import { WISHLIST_URL } from '../server/model/urls';
import type { PageContext } from './page';

/**
 * Bits WooLentor's blocks print in their cards, as WooLentor 3.4.4 prints them with YITH
 * WooCommerce Wishlist 4 (seed-markup §2.3, §4.1, §4.2).
 */

/**
 * `woolentor_add_to_wishlist_button()` for YITH: YITH 3's markup (not YITH 4's button), each link
 * to the wishlist page (no add without JavaScript), the "added" and "exists" links printed hidden
 * beside it, the "exists" one shown instead of the add for a dish already in the visitor's list.
 * The product slider's cards show an empty heart (`fa-heart-o`), the flash-sale block's a full one.
 * Its tooltip spans hold YITH's label options, which a store that never saved them leaves empty.
 * WooLentor hides with `style="display:none"`; the fixture, whose pages hold no style attribute
 * (its strict-CSP store serves the same pages), with `hidden`.
 */
export function woolentorWishlistButton(ctx: PageContext, product: Product, icon: 'fa-heart-o' | 'fa-heart'): SafeHtml {
	const exists = ctx.wishlist.includes(product.id);
	return html`<div class="tooltip_no wishlist button-default yith-wcwl-add-to-wishlist add-to-wishlist-${product.id}"><div class="yith-wcwl-add-button ${exists ? 'hide' : 'show'}" ${exists ? html`hidden` : ''}><a href="${WISHLIST_URL}" data-product-id="${product.id}" data-product-type="${product.type}" class="add_to_wishlist" aria-label="Wishlist" rel="nofollow"><i class="fa ${icon}"></i><span class="ht-product-action-tooltip"></span></a><i class="fa fa-spinner fa-pulse ajax-loading" hidden></i></div><div class="yith-wcwl-wishlistaddedbrowse hide" hidden><a class="" href="${WISHLIST_URL}" aria-label="Wishlist" rel="nofollow"><i class="fa fa-heart"></i><span class="ht-product-action-tooltip"></span></a></div><div class="yith-wcwl-wishlistexistsbrowse ${exists ? 'show' : 'hide'}" ${exists ? '' : html`hidden`}><a href="${WISHLIST_URL}" class="" aria-label="Wishlist" rel="nofollow"><i class="fa fa-heart"></i><span class="ht-product-action-tooltip"></span></a></div></div>`;
}
