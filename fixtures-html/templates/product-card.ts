import { type SafeHtml, classNames, html, raw } from '../server/html';
import { type Catalogue, type Product, averageRating, isOnSale, priceRangeOf } from '../server/model/catalogue';
import { priceInner, rangeInner } from '../server/model/format';
import { mainImage } from '../server/model/images';
import { productUrl } from '../server/model/urls';
import { thumbnailImg } from './thumbnail';
import { wishlistButton } from './wishlist-button';

/**
 * A product in a loop (content-product.php): link, image, title, sale flash, rating, price
 * and the add-to-cart link WooCommerce picks for the product type, plus the quick-view button
 * (WooLentor's, before the add-to-cart link) and the wishlist button the theme's plugins add to every card.
 */

export interface LoopOptions {
	readonly columns: number;
	/** The page's query string (`?orderby=price`): WooCommerce adds `add-to-cart` to it. */
	readonly search: string;
	/** YITH's `add_to_wishlist` nonce, for the cards' no-JavaScript add. */
	readonly wishlistNonce?: string;
}

export function productLoop(catalogue: Catalogue, products: readonly Product[], options: LoopOptions): SafeHtml {
	return html`<ul class="products columns-${options.columns}">
${products.map((product, index) => productCard(catalogue, product, index, options))}</ul>
`;
}

export function productCard(catalogue: Catalogue, product: Product, index: number, options: LoopOptions): SafeHtml {
	const position = index % options.columns === 0 ? 'first' : index % options.columns === options.columns - 1 ? 'last' : null;
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
	return html`<li class="${productClasses(catalogue, product, position)}">
	<a href="${productUrl(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${thumbnailImg(product, mainImage(product), { lazy: index >= options.columns })}<h2 class="woocommerce-loop-product__title">${product.name}</h2>
	${isOnSale(catalogue, product) ? html`<span class="onsale">Sale!</span>
	` : ''}
	${starRating(averageRating(product))}<span class="price">${loopPrice(catalogue, product)}</span>
</a>${quickViewButton(product)}${addToCartLink(product, describedBy, options.search)}	<span id="${describedBy}" class="screen-reader-text">
		${product.type === 'variable' ? 'This product has multiple variants. The options may be chosen on the product page' : ''}	</span>
	<div class="product-card__actions">
		${wishlistButton(product, { nonce: options.wishlistNonce ?? '' })}
	</div>
</li>
`;
}

/** WooLentor 3.4's quick-view button (its default position, before the add-to-cart link; text "QuickView", no icon). */
function quickViewButton(product: Product): SafeHtml {
	return html`<span class="woolentor-quickview-btn-area"><a href="${productUrl(product)}" class="woolentor-quickview-btn woolentor-quickview-btn-pos-before_cart_btn woolentor-quickview-btn-icon-default woolentor-quickview-icon-pos-before_text" data-product_id="${product.id}"><span class="woolentor-quickview-btn-text">QuickView</span></a></span>`;
}

/** wc_get_product_class(), in WooCommerce's order. */
export function productClasses(catalogue: Catalogue, product: Product, position: 'first' | 'last' | null): string {
	const purchasable = product.type === 'simple' || product.type === 'variable';
	return classNames(
		'product',
		'type-product',
		`post-${product.id}`,
		'status-publish',
		position,
		product.stockStatus,
		`product_cat-${product.category}`,
		product.images.length > 0 && 'has-post-thumbnail',
		isOnSale(catalogue, product) && 'sale',
		product.featured && 'featured',
		product.soldIndividually && 'sold-individually',
		'shipping-taxable',
		purchasable && 'purchasable',
		`product-type-${product.type}`,
	);
}

/** The price HTML of loops and product pages: one price, a sale, or a range. */
export function loopPrice(catalogue: Catalogue, product: Product): SafeHtml {
	if (product.type === 'simple' || product.type === 'external') {
		return raw(priceInner(product.price));
	}
	return raw(rangeInner(priceRangeOf(catalogue, product)));
}

/**
 * WooCommerce sizes the stars with an inline `width` style; CSP forbids style attributes,
 * so the width is a class per tenth (`star-rating--90`) styled by the theme.
 */
export function starRating(rating: number): SafeHtml {
	if (rating === 0) {
		return html``;
	}
	const tenths = Math.round((rating / 5) * 10) * 10;
	const shown = rating.toFixed(2);
	return html`<div class="star-rating star-rating--${tenths}" role="img" aria-label="Rated ${shown} out of 5"><span>Rated <strong class="rating">${shown}</strong> out of 5</span></div>`;
}

export function addToCartLink(product: Product, describedBy: string, search: string): SafeHtml {
	const common = html`aria-describedby="${describedBy}" data-quantity="1"`;
	const data = html`data-product_id="${product.id}" data-product_sku="${product.sku}"`;
	switch (product.type) {
		case 'simple':
			if (product.stockStatus === 'outofstock') {
				return html`<a href="${productUrl(product)}" ${common} class="button product_type_simple" ${data} aria-label="Read more about &ldquo;${product.name}&rdquo;" rel="nofollow" data-success_message="">Read more</a>`;
			}
			// WooCommerce 10.5+ marks a link that adds in the background a button (not when the add redirects to the cart).
			return html`<a href="${addToCartHref(search, product.id)}" ${common} class="button product_type_simple add_to_cart_button ajax_add_to_cart" ${data} aria-label="Add to cart: &ldquo;${product.name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${product.name}&rdquo; has been added to your cart"${new URLSearchParams(search).get('redirect_after_add') === 'yes' ? '' : html` role="button"`}>Add to cart</a>`;
		case 'variable':
			return html`<a href="${productUrl(product)}" ${common} class="button product_type_variable add_to_cart_button" ${data} aria-label="Select options for &ldquo;${product.name}&rdquo;" rel="nofollow">Select options</a>`;
		case 'grouped':
			return html`<a href="${productUrl(product)}" ${common} class="button product_type_grouped" ${data} aria-label="View products in the &ldquo;${product.name}&rdquo; group" rel="nofollow">View products</a>`;
		case 'external':
			return html`<a href="${product.externalUrl}" ${common} class="button product_type_external" ${data} aria-label="${product.buttonText}" rel="nofollow">${product.buttonText}</a>`;
	}
}

/** `?add-to-cart=<id>` added to the current query, as add_query_arg() builds it. */
export function addToCartHref(search: string, productId: number): string {
	const params = new URLSearchParams(search);
	params.delete('add-to-cart');
	params.set('add-to-cart', String(productId));
	return `?${params.toString()}`;
}
