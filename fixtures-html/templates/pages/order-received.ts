import { html } from '../../server/html';
import { formatStoreDate, wcPrice } from '../../server/model/format';
import type { Order } from '../../server/model/orders';
import type { Page } from '../page';
import { pageArticle } from './cart';

/**
 * checkout/thankyou.php and the order details table, plus one section of the fixture's
 * own: the order-attribution fields the checkout received, so tests and QA can read them.
 */

export function orderReceivedPage(order: Order): Page {
	const content = html`<div class="woocommerce"><div class="woocommerce-order">

		<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>

		<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">

			<li class="woocommerce-order-overview__order order">
				Order number:					<strong>${order.id}</strong>
			</li>

			<li class="woocommerce-order-overview__date date">
				Date:					<strong>${formatStoreDate(order.createdAt)}</strong>
			</li>

			<li class="woocommerce-order-overview__email email">
				Email:						<strong>${order.email}</strong>
			</li>

			<li class="woocommerce-order-overview__total total">
				Total:					<strong>${wcPrice(order.total)}</strong>
			</li>

			<li class="woocommerce-order-overview__payment-method method">
				Payment method:						<strong>${order.paymentMethod.title}</strong>
			</li>

		</ul>

	<section class="woocommerce-order-details">
	<h2 class="woocommerce-order-details__title">Order details</h2>

	<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">

		<thead>
			<tr>
				<th class="woocommerce-table__product-name product-name">Product</th>
				<th class="woocommerce-table__product-table product-total">Total</th>
			</tr>
		</thead>

		<tbody>
${order.lines.map(
	(line) => html`			<tr class="woocommerce-table__line-item order_item">
	<td class="woocommerce-table__product-name product-name">
		${line.name} <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>${line.data.length > 0 ? html`<ul class="wc-item-meta">${line.data.map((item) => html`<li><strong class="wc-item-meta-label">${item.label}:</strong> <p>${item.value}</p></li>`)}</ul>` : ''}
	</td>
	<td class="woocommerce-table__product-total product-total">
		${wcPrice(line.total)}	</td>
</tr>
`,
)}		</tbody>

		<tfoot>
			<tr>
				<th scope="row">Subtotal:</th>
				<td>${wcPrice(order.subtotal)}</td>
			</tr>
			<tr>
				<th scope="row">Shipping:</th>
				<td>${order.shipping.cost > 0 ? html`${wcPrice(order.shipping.cost)}&nbsp;<small class="shipped_via">via ${order.shipping.label}</small>` : order.shipping.label}</td>
			</tr>
			<tr>
				<th scope="row">Payment method:</th>
				<td>${order.paymentMethod.title}</td>
			</tr>
			<tr>
				<th scope="row">Total:</th>
				<td>${wcPrice(order.total)}</td>
			</tr>
		</tfoot>
	</table>
	</section>

	<section class="woocommerce-order-attribution" aria-labelledby="order-attribution-title">
		<h2 id="order-attribution-title">Order attribution received</h2>
		${
			order.attribution.length === 0
				? html`<p class="woocommerce-order-attribution__empty">The checkout sent no order-attribution fields.</p>`
				: html`<table class="shop_table woocommerce-order-attribution__fields">
			<tbody>
${order.attribution.map(
	([name, value]) => html`				<tr data-attribution-field="${name}"><th scope="row">${name}</th><td>${value}</td></tr>
`,
)}			</tbody>
		</table>`
		}
	</section>

</div></div>`;
	return {
		kind: 'checkout',
		title: 'Order received',
		templateClasses: ['wp-singular', 'page-template-default', 'page', 'page-id-8'],
		woocommerceClasses: ['woocommerce-checkout', 'woocommerce-page', 'woocommerce-order-received'],
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Checkout', url: null }],
		content: pageArticle(8, 'Order received', content),
		sidebar: true,
	};
}
