import { SafeHtml, html } from '../server/html';
import type { CartLine, CartSummary } from '../server/model/cart';
import { ksesPrice, wcPrice } from '../server/model/format';
import { CART_URL, CHECKOUT_URL, removeItemUrl } from '../server/model/urls';
import { thumbnailImg } from './thumbnail';

/**
 * The cart markup that both pages and `?wc-ajax=` fragments print: the mini-cart widget
 * content, Storefront's header `a.cart-contents` and the handheld footer's
 * `a.footer-cart-contents`. One module, so a fragment can never differ from the page.
 */

/** The fragments WooCommerce returns after every cart change, keyed by selector. */
export function cartFragments(cart: CartSummary, cartNonce: string): Record<string, string> {
	return {
		'div.widget_shopping_cart_content': miniCartContent(cart, cartNonce).markup,
		'a.cart-contents': cartContentsLink(cart).markup,
		'a.footer-cart-contents': footerCartContentsLink(cart).markup,
	};
}

/**
 * The mini-cart container as pages print it: empty, as WooCommerce's cart widget and
 * Storefront's header cart leave it, for the fragments to fill (so it stays empty without
 * JavaScript, as in WooCommerce).
 */
export function miniCartPlaceholder(): SafeHtml {
	return html`<div class="widget_shopping_cart_content"></div>`;
}

/** `div.widget_shopping_cart_content`, as woocommerce_mini_cart() fills it for the fragments. */
export function miniCartContent(cart: CartSummary, cartNonce: string): SafeHtml {
	if (cart.lines.length === 0) {
		return html`<div class="widget_shopping_cart_content">

	<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>


</div>`;
	}
	return html`<div class="widget_shopping_cart_content">

	<ul class="woocommerce-mini-cart cart_list product_list_widget ">
${cart.lines.map((line) => miniCartItem(line, cartNonce))}	</ul>

	<p class="woocommerce-mini-cart__total total">
		<strong>Subtotal:</strong> ${wcPrice(cart.subtotal)}	</p>

	<p class="woocommerce-mini-cart__buttons buttons"><a href="${CART_URL}" class="button wc-forward">View cart</a><a href="${CHECKOUT_URL}" class="button checkout wc-forward">Checkout</a></p>

</div>`;
}

function miniCartItem(line: CartLine, cartNonce: string): SafeHtml {
	const { item } = line;
	return html`		<li class="woocommerce-mini-cart-item mini_cart_item">
			<a role="button" href="${removeItemUrl(item.key, cartNonce)}" class="remove remove_from_cart_button" aria-label="Remove ${line.name} from cart" data-product_id="${line.product.id}" data-cart_item_key="${item.key}" data-product_sku="${line.sku}" data-success_message="&ldquo;${line.name}&rdquo; has been removed from your cart">&times;</a>
			<a href="${line.url}">
				${thumbnailImg(line.product, line.image, { lazy: true, decorative: true })}${line.name}
			</a>
			${cartItemData(line)}<span class="quantity">${item.quantity} &times; ${wcPrice(line.unitPrice)}</span>
		</li>
`;
}

/** The chosen "any" attribute values under a cart item's name (cart/cart-item-data.php). */
export function cartItemData(line: CartLine): SafeHtml {
	if (line.data.length === 0) {
		return html``;
	}
	return html`<dl class="variation">
${line.data.map(
	({ label, value }) => html`	<dt class="${variationClass(label)}">${label}:</dt>
	<dd class="${variationClass(label)}"><p>${value}</p>
</dd>
`,
)}</dl>
`;
}

function variationClass(label: string): string {
	return `variation-${label.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** Storefront's header cart link: the subtotal (after wp_kses_post) and the item count. */
export function cartContentsLink(cart: CartSummary): SafeHtml {
	const count = cart.itemCount === 1 ? '1 item' : `${cart.itemCount} items`;
	return html`			<a class="cart-contents" href="${CART_URL}" title="View your shopping cart">
								${ksesPrice(cart.subtotal)} <span class="count">${count}</span>
			</a>
		`;
}

export function footerCartContentsLink(cart: CartSummary): SafeHtml {
	return html`			<a class="footer-cart-contents" href="${CART_URL}">Cart				<span class="count">${cart.itemCount}</span>
			</a>
		`;
}
