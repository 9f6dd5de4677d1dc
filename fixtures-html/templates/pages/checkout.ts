import { type SafeHtml, html } from '../../server/html';
import { wcPrice } from '../../server/model/format';
import { BILLING_FIELDS, type CheckoutField, PAYMENT_METHODS } from '../../server/model/orders';
import { chosenShippingMethod } from '../../server/model/shipping';
import { CHECKOUT_URL } from '../../server/model/urls';
import { orderTotal, shippingRow } from '../cart-totals';
import { foodMenuCheckoutField } from '../food-menu';
import { cartItemData } from '../mini-cart';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { pageArticle } from './cart';

/**
 * The classic checkout (checkout/form-checkout.php). WooCommerce 10.5+ prints
 * `<wc-order-attribution-inputs>` at each of its attribution hooks (billing, after billing, the
 * shipping column, after the order notes, after the customer details); the order-attribution
 * island fills the first with the hidden `wc_order_attribution_*` inputs and removes the others.
 * WooCommerce inlines `display:none` on the coupon form; `hidden` does the same here.
 * Section headings are `h2` (WooCommerce's `h3` skips a level under the page's `h1`), and the
 * coupon toggle is named by its visible text (WooCommerce's aria-label does not contain it).
 */

/** What the shopper typed, kept when the checkout is shown again with errors. */
export type CheckoutValues = Readonly<Record<string, string>>;

export function checkoutPage(ctx: PageContext, values: CheckoutValues): Page {
	const shipping = chosenShippingMethod(values['shipping_method[0]'] ?? '');
	const chosenPayment = values.payment_method || PAYMENT_METHODS[0].id;
	const content = html`${noticesWrapper(ctx.notices)}<div class="woocommerce-form-coupon-toggle">
	
	<div class="woocommerce-info" role="status">
		Have a coupon? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a>	</div>
</div>

<form class="checkout_coupon woocommerce-form-coupon" method="post" id="woocommerce-checkout-form-coupon" hidden>

	<p class="form-row form-row-first">
		<label for="coupon_code" class="screen-reader-text">Coupon:</label>
		<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value="" />
	</p>

	<p class="form-row form-row-last">
		<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
	</p>

	<div class="clear"></div>
</form>
<div class="woocommerce-notices-wrapper"></div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${CHECKOUT_URL}" enctype="multipart/form-data" aria-label="Checkout">
${ctx.foodMenu ? foodMenuCheckoutField() : ''}

		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">
	
		<h2>Billing details</h2>

	<div class="woocommerce-billing-fields__field-wrapper">
		${BILLING_FIELDS.map((definition, index) => checkoutField(definition, values[definition.name] ?? '', (index + 1) * 10))}	</div>

	<wc-order-attribution-inputs></wc-order-attribution-inputs></div>

			</div>

			<div class="col-2">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-additional-fields">
		<div class="woocommerce-additional-fields__field-wrapper">
							<p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments" class="">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery."  rows="2" cols="5">${values.order_comments ?? ''}</textarea></span></p>					</div>
	<wc-order-attribution-inputs></wc-order-attribution-inputs></div>
			</div>
		</div>

		<wc-order-attribution-inputs></wc-order-attribution-inputs>

	<h2 id="order_review_heading">Your order</h2>
	
	<div id="order_review" class="woocommerce-checkout-review-order">
		<table class="shop_table woocommerce-checkout-review-order-table">
	<thead>
		<tr>
			<th class="product-name">Product</th>
			<th class="product-total">Subtotal</th>
		</tr>
	</thead>
	<tbody>
${ctx.cart.lines.map(
	(line) => html`						<tr class="cart_item">
					<td class="product-name">
						${line.name}&nbsp;						 <strong class="product-quantity">&times;&nbsp;${line.item.quantity}</strong>${cartItemData(line)}					</td>
					<td class="product-total">
						${wcPrice(line.lineTotal)}					</td>
				</tr>
`,
)}					</tbody>
	<tfoot>

		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td>${wcPrice(ctx.cart.subtotal)}</td>
		</tr>

		${shippingRow(shipping, null)}

		<tr class="order-total">
			<th>Total</th>
			<td><strong>${wcPrice(orderTotal(ctx.cart, shipping))}</strong> </td>
		</tr>

	</tfoot>
</table>
${paymentSection(ctx, chosenPayment)}
	</div>

</form>
`;
	return {
		kind: 'checkout',
		title: 'Checkout',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-8'],
		woocommerceClasses: ['woocommerce-checkout', 'woocommerce-page'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Checkout', url: null }],
		content: pageArticle(8, 'Checkout', html`<div class="woocommerce">${content}</div>`),
		sidebar: true,
	};
}

/** woocommerce_form_field() for the billing fields. */
function checkoutField(definition: CheckoutField, value: string, priority: number): SafeHtml {
	const { name, label, required } = definition;
	const rowClasses = ['form-row', `form-row-${definition.width}`, required ? 'validate-required' : '', definition.type === 'email' ? 'validate-email' : '', definition.type === 'tel' ? 'validate-phone' : '']
		.filter(Boolean)
		.join(' ');
	const labelHtml = required
		? html`<label for="${name}" class="required_field">${label}&nbsp;<span class="required" aria-hidden="true">*</span></label>`
		: html`<label for="${name}" class="">${label}&nbsp;<span class="optional">(optional)</span></label>`;
	const requiredAttribute = required ? html` aria-required="true"` : '';
	const control =
		definition.type === 'select'
			? html`<select name="${name}" id="${name}" class="country_to_state country_select "${requiredAttribute} autocomplete="${definition.autocomplete}" data-label="${label}"><option value="">Select a country / region&hellip;</option>${(definition.options ?? []).map(
					([code, country]) => html`<option value="${code}"${code === value ? html` selected='selected'` : ''}>${country}</option>`,
				)}</select>`
			: html`<input type="${definition.type}" class="input-text " name="${name}" id="${name}" placeholder="${definition.placeholder ?? ''}"  value="${value}"${requiredAttribute} autocomplete="${definition.autocomplete}" />`;
	return html`<p class="${rowClasses}" id="${name}_field" data-priority="${priority}">${labelHtml}<span class="woocommerce-input-wrapper">${control}</span></p>`;
}

/** checkout/payment.php; the unchosen method's box starts `hidden` (WooCommerce inlines display:none). */
function paymentSection(ctx: PageContext, chosen: string): SafeHtml {
	return html`<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
${PAYMENT_METHODS.map(
	(method) => html`			<li class="wc_payment_method payment_method_${method.id}">
	<input id="payment_method_${method.id}" type="radio" class="input-radio" name="payment_method" value="${method.id}" ${method.id === chosen ? html` checked='checked'` : ''} data-order_button_text="" />

	<label for="payment_method_${method.id}">
		${method.title} 	</label>
			<div class="payment_box payment_method_${method.id}"${method.id === chosen ? '' : html` hidden`}>
			<p>${method.description}</p>
		</div>
	</li>
`,
)}		</ul>
		<div class="form-row place-order">
		<noscript>
			Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.			<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button>
		</noscript>

		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
		
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${ctx.nonces.checkout}" /><input type="hidden" name="_wp_http_referer" value="${CHECKOUT_URL}" />	</div>
</div>
`;
}
