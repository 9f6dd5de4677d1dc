import { type SafeHtml, html } from '../../server/html';
import type { CartLine } from '../../server/model/cart';
import { wcPrice } from '../../server/model/format';
import { SHIPPING_METHODS, type ShippingMethod } from '../../server/model/shipping';
import { orderTotal, shippingRow } from '../cart-totals';
import { CART_URL, CHECKOUT_URL, removeItemUrl } from '../../server/model/urls';
import { cartItemData } from '../mini-cart';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { quantityInput } from '../quantity';
import { thumbnailImg } from '../thumbnail';

/** The classic cart page (cart/cart.php, cart-totals.php, cart-empty.php). */

export function cartPage(ctx: PageContext): Page {
	const shipping = SHIPPING_METHODS[0] as ShippingMethod;
	const body =
		ctx.cart.lines.length === 0
			? html`${noticesWrapper(ctx.notices)}<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">
		Your cart is currently empty.	</div>
</div>	<p class="return-to-shop">
		<a class="button wc-backward" href="/shop/">
			Return to shop		</a>
	</p>
`
			: html`${noticesWrapper(ctx.notices)}
${cartForm(ctx)}

<div class="cart-collaterals">
	${cartTotals(ctx, shipping)}
</div>
`;
	return {
		kind: 'cart',
		title: 'Cart',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-7'],
		woocommerceClasses: ['woocommerce-cart', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Cart', url: null }],
		content: pageArticle(7, 'Cart', html`<div class="woocommerce">${body}</div>`),
		sidebar: true,
	};
}

/** page.php's article around the shortcode output, shared by the WooCommerce pages. */
export function pageArticle(id: number, title: string, content: SafeHtml): SafeHtml {
	return html`
<article id="post-${id}" class="post-${id} page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">${title}</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			${content}
					</div><!-- .entry-content -->
		</article><!-- #post-## -->
`;
}

function cartForm(ctx: PageContext): SafeHtml {
	return html`<form class="woocommerce-cart-form" action="${CART_URL}" method="post">
	
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>
				<th scope="col" class="product-name">Product</th>
				<th scope="col" class="product-price">Price</th>
				<th scope="col" class="product-quantity">Quantity</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>
			${ctx.cart.lines.map((line) => cartRow(ctx, line))}
			<tr>
				<td colspan="6" class="actions">

											<div class="coupon">
							<label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
													</div>
					
					<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>

					
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${ctx.nonces.cart}" /><input type="hidden" name="_wp_http_referer" value="${CART_URL}" />				</td>
			</tr>

					</tbody>
	</table>
	</form>`;
}

function cartRow(ctx: PageContext, line: CartLine): SafeHtml {
	const { item } = line;
	return html`
								<tr class="woocommerce-cart-form__cart-item cart_item">

						<td class="product-remove">
							<a role="button" href="${removeItemUrl(item.key, ctx.nonces.cart)}" class="remove" aria-label="Remove ${line.name} from cart" data-product_id="${line.product.id}" data-product_sku="${line.sku}">&times;</a>						</td>

						<td class="product-thumbnail">
						<a href="${line.url}">${thumbnailImg(line.product, line.image, { lazy: false })}</a>						</td>

						<td scope="row" role="rowheader" class="product-name" data-title="Product">
						<a href="${line.url}">${line.name}</a>${cartItemData(line)}						</td>

						<td class="product-price" data-title="Price">
							${wcPrice(line.unitPrice)}						</td>

						<td class="product-quantity" data-title="Quantity">
						${quantityInput({
							id: `quantity_${item.key.slice(0, 13)}`,
							name: `cart[${item.key}][qty]`,
							label: line.name,
							value: item.quantity,
							min: line.maxQuantity === 1 ? 1 : 0,
							max: line.maxQuantity,
						})}
						</td>

						<td class="product-subtotal" data-title="Subtotal">
							${wcPrice(line.lineTotal)}						</td>
					</tr>
					`;
}

function cartTotals(ctx: PageContext, shipping: ShippingMethod): SafeHtml {
	return html`<div class="cart_totals ">

	<h2>Cart totals</h2>

	<table cellspacing="0" class="shop_table shop_table_responsive">

		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td data-title="Subtotal">${wcPrice(ctx.cart.subtotal)}</td>
		</tr>

		${shippingRow(shipping, shippingCalculator(ctx))}

		<tr class="order-total">
			<th>Total</th>
			<td data-title="Total"><strong>${wcPrice(orderTotal(ctx.cart, shipping))}</strong> </td>
		</tr>

	</table>

	<div class="wc-proceed-to-checkout">
		
<a href="${CHECKOUT_URL}" class="checkout-button button alt wc-forward">
	Proceed to checkout</a>
	</div>

</div>`;
}

const CALCULATOR_COUNTRIES: ReadonlyArray<readonly [string, string]> = [
	['CA', 'Canada'],
	['MX', 'Mexico'],
	['US', 'United States (US)'],
];

/** cart/shipping-calculator.php; WooCommerce inlines `display:none` on the form section, `hidden` does it here. */
function shippingCalculator(ctx: PageContext): SafeHtml {
	return html`<form class="woocommerce-shipping-calculator" action="${CART_URL}" method="post">

	<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Calculate shipping</a>
	<section class="shipping-calculator-form" id="shipping-calculator-form" hidden>

					<p class="form-row form-row-wide" id="calc_shipping_country_field">
				<label for="calc_shipping_country">Country / region</label>
				<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state">
					<option value="default">Select a country / region&hellip;</option>
					${CALCULATOR_COUNTRIES.map(([code, name]) => html`<option value="${code}"${code === 'US' ? html` selected='selected'` : ''}>${name}</option>`)}				</select>
			</p>

					<p class="form-row form-row-wide" id="calc_shipping_city_field">
				<label for="calc_shipping_city">City:</label>
				<input type="text" class="input-text" value="" name="calc_shipping_city" id="calc_shipping_city" />
			</p>

					<p class="form-row form-row-wide" id="calc_shipping_postcode_field">
				<label for="calc_shipping_postcode">Postcode / ZIP:</label>
				<input type="text" class="input-text" value="" name="calc_shipping_postcode" id="calc_shipping_postcode" />
			</p>

		<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>
		<input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${ctx.nonces.cart}" /><input type="hidden" name="_wp_http_referer" value="${CART_URL}" />	</section>
</form>
`;
}
