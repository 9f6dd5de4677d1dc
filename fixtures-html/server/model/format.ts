import { SafeHtml, raw } from '../html';
import { STORE_TIMEZONE } from './woocommerce';

/**
 * Money and measures the way WooCommerce prints them for a US store. Amounts are integer
 * cents everywhere in the fixture, so totals never suffer float rounding.
 */

export type Cents = number;

export const WEIGHT_UNIT = 'lbs';
export const DIMENSION_UNIT = 'in';

/** "12.50" → 1250. Throws on anything that is not a plain decimal price. */
export function parseCents(price: string): Cents {
	if (!/^\d+(\.\d{1,2})?$/.test(price)) {
		throw new Error(`"${price}" is not a price`);
	}
	const [whole = '0', fraction = ''] = price.split('.');
	return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123456 → "1,234.56", like number_format() with WooCommerce's US separators. */
export function formatDecimal(cents: Cents): string {
	const whole = Math.floor(cents / 100).toLocaleString('en-US');
	return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The number WooCommerce puts in `display_price` (45, 12.5). */
export function centsToNumber(cents: Cents): number {
	return cents / 100;
}

/** wc_price(): the amount markup of loops, product pages, the cart and the mini-cart. */
export function wcPrice(cents: Cents, options: { ariaHidden?: boolean } = {}): SafeHtml {
	const hidden = options.ariaHidden ? ' aria-hidden="true"' : '';
	return raw(
		`<span class="woocommerce-Price-amount amount"${hidden}><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${formatDecimal(cents)}</bdi></span>`,
	);
}

/**
 * The same amount after wp_kses_post(), as Storefront prints it in `a.cart-contents` and
 * the sticky add-to-cart bar: no `<bdi>`, the dollar sign as `&#036;`.
 */
export function ksesPrice(cents: Cents, options: { ariaHidden?: boolean } = {}): SafeHtml {
	const hidden = options.ariaHidden ? ' aria-hidden="true"' : '';
	return raw(
		`<span class="woocommerce-Price-amount amount"${hidden}><span class="woocommerce-Price-currencySymbol">&#036;</span>${formatDecimal(cents)}</span>`,
	);
}

export interface PriceRange {
	readonly min: Cents;
	readonly max: Cents;
}

export interface ProductPrice {
	readonly regular: Cents;
	readonly sale: Cents | null;
}

/** A simple price, or a sale price with the struck-through regular price. */
export function priceInner(price: ProductPrice, format: typeof wcPrice = wcPrice): string {
	if (price.sale === null) {
		return format(price.regular).markup;
	}
	return (
		`<del aria-hidden="true">${format(price.regular).markup}</del> ` +
		`<span class="screen-reader-text">Original price was: &#036;${formatDecimal(price.regular)}.</span>` +
		`<ins aria-hidden="true">${format(price.sale).markup}</ins>` +
		`<span class="screen-reader-text">Current price is: &#036;${formatDecimal(price.sale)}.</span>`
	);
}

/** wc_format_price_range(): "$39.00 – $48.00" with a screen-reader sentence. */
export function rangeInner(range: PriceRange, format: typeof wcPrice = wcPrice): string {
	if (range.min === range.max) {
		return format(range.min).markup;
	}
	const symbol = format === wcPrice ? '&#36;' : '&#036;';
	return (
		`${format(range.min, { ariaHidden: true }).markup} <span aria-hidden="true">&ndash;</span> ` +
		`${format(range.max, { ariaHidden: true }).markup}` +
		`<span class="screen-reader-text">Price range: ${symbol}${formatDecimal(range.min)} through ${symbol}${formatDecimal(range.max)}</span>`
	);
}

/** wc_format_weight(): "0.9 lbs", or "N/A" as WooCommerce prints for variations without one. */
export function formatWeight(weight: string): string {
	return weight === '' ? 'N/A' : `${weight} ${WEIGHT_UNIT}`;
}

export interface Dimensions {
	readonly length: string;
	readonly width: string;
	readonly height: string;
}

/** wc_format_dimensions(): "10 &times; 10 &times; 2 in" (HTML), or "N/A". */
export function formatDimensionsHtml(dimensions: Dimensions): string {
	const parts = [dimensions.length, dimensions.width, dimensions.height].filter((part) => part !== '');
	return parts.length === 0 ? 'N/A' : `${parts.join(' &times; ')} ${DIMENSION_UNIT}`;
}

/** The store's date format ('F j, Y') in the store's timezone. */
export function formatStoreDate(date: Date): string {
	return new Intl.DateTimeFormat('en-US', {
		timeZone: STORE_TIMEZONE,
		month: 'long',
		day: 'numeric',
		year: 'numeric',
	}).format(date);
}
