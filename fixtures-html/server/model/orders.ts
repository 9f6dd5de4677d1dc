import { randomBytes } from 'node:crypto';
import { html } from '../html';
import type { CartSummary } from './cart';
import { isEmail } from './cf7/validate';
import { type Body, field } from './fields';
import type { Cents } from './format';
import type { Notice } from './notices';
import { type ShippingMethod, chosenShippingMethod } from './shipping';
import { ORDER_ATTRIBUTION_FIELD_PREFIX } from './woocommerce';

/**
 * The classic checkout's server side: the billing fields WooCommerce requires, the payment
 * methods, and an order made from the cart, with the order-attribution fields it received.
 */

export interface CheckoutField {
	readonly name: string;
	readonly label: string;
	readonly required: boolean;
	readonly type: 'text' | 'email' | 'tel' | 'select';
	readonly autocomplete: string;
	/** form-row-first / form-row-last / form-row-wide */
	readonly width: 'first' | 'last' | 'wide';
	readonly placeholder?: string;
	readonly options?: ReadonlyArray<readonly [string, string]>;
}

export const BILLING_FIELDS: readonly CheckoutField[] = [
	{ name: 'billing_first_name', label: 'First name', required: true, type: 'text', autocomplete: 'given-name', width: 'first' },
	{ name: 'billing_last_name', label: 'Last name', required: true, type: 'text', autocomplete: 'family-name', width: 'last' },
	{ name: 'billing_company', label: 'Company name', required: false, type: 'text', autocomplete: 'organization', width: 'wide' },
	{
		name: 'billing_country',
		label: 'Country / Region',
		required: true,
		type: 'select',
		autocomplete: 'country',
		width: 'wide',
		options: [
			['CA', 'Canada'],
			['MX', 'Mexico'],
			['US', 'United States (US)'],
		],
	},
	{ name: 'billing_address_1', label: 'Street address', required: true, type: 'text', autocomplete: 'address-line1', width: 'wide', placeholder: 'House number and street name' },
	{ name: 'billing_city', label: 'Town / City', required: true, type: 'text', autocomplete: 'address-level2', width: 'wide' },
	{ name: 'billing_state', label: 'State', required: true, type: 'text', autocomplete: 'address-level1', width: 'wide' },
	{ name: 'billing_postcode', label: 'ZIP Code', required: true, type: 'text', autocomplete: 'postal-code', width: 'wide' },
	{ name: 'billing_phone', label: 'Phone', required: true, type: 'tel', autocomplete: 'tel', width: 'wide' },
	{ name: 'billing_email', label: 'Email address', required: true, type: 'email', autocomplete: 'email', width: 'wide' },
];

export const PAYMENT_METHODS = [
	{ id: 'bacs', title: 'Direct bank transfer', description: 'Pay by bank transfer.' },
	{ id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OrderLine {
	readonly name: string;
	readonly quantity: number;
	readonly total: Cents;
	readonly data: ReadonlyArray<{ readonly label: string; readonly value: string }>;
}

export interface Order {
	readonly id: number;
	/** `wc_order_…`: the order-received page answers only with it, as WooCommerce does. */
	readonly key: string;
	readonly createdAt: Date;
	readonly email: string;
	readonly lines: readonly OrderLine[];
	readonly subtotal: Cents;
	readonly shipping: ShippingMethod;
	readonly total: Cents;
	readonly paymentMethod: PaymentMethod;
	/** The `wc_order_attribution_*` fields exactly as posted, in order. */
	readonly attribution: ReadonlyArray<readonly [string, string]>;
}

/** The checkout's validation errors, worded and keyed (`data-id`) as WooCommerce's. */
export function checkoutErrors(body: Body): Notice[] {
	const errors: Notice[] = [];
	for (const definition of BILLING_FIELDS) {
		const value = field(body, definition.name).trim();
		if (definition.required && value === '') {
			errors.push({ type: 'error', dataId: definition.name, message: html`<strong>Billing ${definition.label}</strong> is a required field.` });
		} else if (definition.type === 'email' && value !== '' && !isEmail(value)) {
			errors.push({ type: 'error', dataId: definition.name, message: html`<strong>Billing ${definition.label}</strong> is not a valid email address.` });
		}
	}
	if (!PAYMENT_METHODS.some((method) => method.id === field(body, 'payment_method'))) {
		errors.push({ type: 'error', message: html`Invalid payment method.` });
	}
	return errors;
}

export function createOrder(id: number, cart: CartSummary, body: Body): Order {
	const shipping = chosenShippingMethod(field(body, 'shipping_method[0]'));
	const paymentMethod = PAYMENT_METHODS.find((method) => method.id === field(body, 'payment_method')) ?? PAYMENT_METHODS[0];
	return {
		id,
		key: `wc_order_${randomBytes(7).toString('hex')}`,
		createdAt: new Date(),
		email: field(body, 'billing_email'),
		lines: cart.lines.map((line) => ({ name: line.name, quantity: line.item.quantity, total: line.lineTotal, data: line.data })),
		subtotal: cart.subtotal,
		shipping,
		total: cart.subtotal + shipping.cost,
		paymentMethod,
		attribution: Object.keys(body)
			.filter((name) => name.startsWith(ORDER_ATTRIBUTION_FIELD_PREFIX))
			.map((name) => [name.slice(ORDER_ATTRIBUTION_FIELD_PREFIX.length), field(body, name)] as const),
	};
}

export function orderReceivedUrl(order: Order): string {
	return `/checkout/order-received/${order.id}/?key=${order.key}`;
}
