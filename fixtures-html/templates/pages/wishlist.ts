import { type SafeHtml, html } from '../../server/html';
import type { Catalogue, Product } from '../../server/model/catalogue';
import { mainImage } from '../../server/model/images';
import type { Notice } from '../../server/model/notices';
import { WISHLIST_URL, productUrl } from '../../server/model/urls';
import { WISHLIST_ID, wishlistProduct } from '../../server/model/wishlist';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { addToCartLink, loopPrice } from '../product-card';
import { thumbnailImg } from '../thumbnail';
import { pageArticle } from './cart';

/**
 * The wishlist page YITH WooCommerce Wishlist 4 makes (`[yith_wcwl_wishlist]`, its "traditional"
 * table layout as the real store shows it with the settings saved): `form#yith-wcwl-form` with
 * the list's title, `table.wishlist_table[data-id][data-token]`, a row per product
 * (`tr#yith-wcwl-row-<id>[data-row-id]`, newest first) with its nonce'd remove link, and the
 * empty state as a table cell. YITH's notices print above the title.
 */

/** The page id YITH's install gives the wishlist page (after the shop's own pages). */
const WISHLIST_PAGE_ID = 10;

export interface WishlistView {
	readonly catalogue: Catalogue;
	/** The products in the list, oldest first (as they were added). */
	readonly wishlist: readonly number[];
	/** The list's token, '' while the visitor has none. */
	readonly token: string;
	readonly removeNonce: string;
	/** The list's name, and the nonce of YITH's title form (`yith_wcwl_edit_wishlist_action`). */
	readonly name: string;
	readonly editNonce: string;
	readonly notices: readonly Notice[];
}

export function wishlistPage(ctx: PageContext): Page {
	const form = wishlistForm({
		catalogue: ctx.catalogue,
		wishlist: ctx.wishlist,
		token: ctx.wishlistToken,
		removeNonce: ctx.nonces.removeFromWishlist,
		name: ctx.wishlistName,
		editNonce: ctx.nonces.editWishlist,
		notices: ctx.notices,
	});
	return {
		kind: 'page',
		title: 'Wishlist',
		templateClasses: ['wp-singular', 'page-template-default', 'page', `page-id-${WISHLIST_PAGE_ID}`],
		woocommerceClasses: ['woocommerce-wishlist', 'woocommerce', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Wishlist', url: null }],
		content: pageArticle(WISHLIST_PAGE_ID, 'Wishlist', form),
		sidebar: true,
	};
}

/** The form YITH prints, and re-renders as the `remove_from_wishlist` answer's fragment. */
export function wishlistForm(view: WishlistView): SafeHtml {
	const items = [...view.wishlist].reverse().flatMap((id): WishlistItem[] => {
		const product = wishlistProduct(view.catalogue, id);
		return product ? [{ id, product }] : [];
	});
	const listUrl = view.token ? `${WISHLIST_URL}view/${view.token}/` : WISHLIST_URL;
	const options = {
		per_page: 5,
		current_page: 1,
		pagination: 'no',
		wishlist_id: view.token ? WISHLIST_ID : '',
		action_params: false,
		no_interactions: false,
		layout: '',
		wishlist_token: view.token,
		is_private: false,
		count: items.length,
		page_title: 'Wishlist',
		template_part: 'view',
		is_user_owner: true,
		can_user_edit_title: true,
		show_price: true,
		show_stock_status: true,
		show_add_to_cart: true,
		show_remove_product: true,
		item: 'wishlist',
	};
	const rows =
		items.length === 0
			? html`
			<tr>
						<td colspan="6" class="wishlist-empty">No products added to the wishlist</td>
		</tr>`
			: items.map((item) => wishlistRow(item, view, listUrl));
	return html`<form id="yith-wcwl-form" action="${listUrl}" method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${JSON.stringify(options)}">
	${noticesWrapper(view.notices)}
	<!-- TITLE -->
			<div class="wishlist-title-container">
			<div class="wishlist-title${view.token ? ' wishlist-title-with-form' : ''}">
				<h2>${view.name}</h2>${view.token ? html`	<a class="btn button show-title-form">Edit title</a>` : ''}
			</div>${
				view.token
					? html`
			<div class="hidden-title-form">
					<input type="text" value="${view.name}" name="wishlist_name"/>
					<div class="edit-title-buttons">
						<a role="button" href="#" class="hide-title-form" aria-label="Cancel">&times;</a>
						<a role="button" href="#" class="save-title-form" aria-label="Save">&#10003;</a>
					</div>
			</div>`
					: ''
			}
			</div>
<!-- WISHLIST TABLE -->
<table class="shop_table cart wishlist_table wishlist_view traditional responsive   " data-pagination="no" data-per-page="5" data-page="1" data-id="${view.token ? WISHLIST_ID : ''}" data-token="${view.token}">
	<thead><tr>
		<th class="product-remove"><span class="nobr"></span></th>
		<th class="product-thumbnail"></th>
		<th class="product-name"><span class="nobr">Product name</span></th>
		<th class="product-price"><span class="nobr">Unit price</span></th>
		<th class="product-stock-status"><span class="nobr">Stock status</span></th>
		<th class="product-add-to-cart"><span class="nobr"></span></th>
	</tr></thead>
	<tbody class="wishlist-items-wrapper">${rows}
	</tbody>
</table>
<input type="hidden" id="yith_wcwl_edit_wishlist" name="yith_wcwl_edit_wishlist" value="${view.editNonce}"><input type="hidden" value="${view.token}" name="wishlist_id" id="wishlist_id">
</form>`;
}

interface WishlistItem {
	/** The product's id, or the variation's when a variation was added. */
	readonly id: number;
	readonly product: Product;
}

function wishlistRow({ id, product }: WishlistItem, view: WishlistView, listUrl: string): SafeHtml {
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
	const inStock = product.stockStatus !== 'outofstock';
	return html`
		<tr id="yith-wcwl-row-${id}" data-row-id="${id}">
			<td class="product-remove"><div>
				<a href="${listUrl}?remove_from_wishlist=${id}&amp;_wpnonce=${view.removeNonce}" class="remove remove_from_wishlist" title="Remove this product">&times;</a>
			</div></td>
			<td class="product-thumbnail"><a href="${productUrl(product)}">${thumbnailImg(product, mainImage(product), { lazy: false })}</a></td>
			<td class="product-name"><a href="${productUrl(product)}">${product.name}</a></td>
			<td class="product-price">${loopPrice(view.catalogue, product)}</td>
			<td class="product-stock-status">${inStock ? html`<span class="wishlist-in-stock">In Stock</span>` : html`<span class="wishlist-out-of-stock">Out of stock</span>`}</td>
			<td class="product-add-to-cart">
				${inStock ? addToCartLink(product, describedBy, '') : ''}
			</td>
		</tr>`;
}
