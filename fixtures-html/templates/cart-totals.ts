import { type SafeHtml, html } from '../server/html';
import type { CartSummary } from '../server/model/cart';
import { wcPrice } from '../server/model/format';
import { SHIPPING_METHODS, type ShippingMethod, shippingMethodValue } from '../server/model/shipping';

/** The shipping rows and totals the cart and the checkout share (cart/cart-shipping.php). */

/** On the cart page the row also says where to and offers the shipping calculator. */
export function shippingRow(chosen: ShippingMethod, calculator: SafeHtml | null): SafeHtml {
	return html`<tr class="woocommerce-shipping-totals shipping">
	<th>Shipping</th>
	<td data-title="Shipping">
					<ul id="shipping_method" class="woocommerce-shipping-methods">
${SHIPPING_METHODS.map((method) => {
	const value = shippingMethodValue(method);
	const id = `shipping_method_0_${method.id}${method.instanceId}`;
	const label = method.cost > 0 ? html`${method.label}: ${wcPrice(method.cost)}` : html`${method.label}`;
	return html`									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${value}" class="shipping_method" ${method === chosen ? html` checked='checked'` : ''} /><label for="${id}">${label}</label>					</li>
`;
})}							</ul>
			${calculator ? html`<p class="woocommerce-shipping-destination">
					Shipping options will be updated during checkout.				</p>
${calculator}` : ''}
			</td>
</tr>`;
}

export function orderTotal(cart: CartSummary, shipping: ShippingMethod): number {
	return cart.subtotal + shipping.cost;
}
