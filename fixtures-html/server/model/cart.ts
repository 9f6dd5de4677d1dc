import { SafeHtml, html } from '../html';
import {
	type Catalogue,
	type CatalogueImage,
	type Product,
	type Variation,
	activePrice,
	findProduct,
	findVariation,
} from './catalogue';
import type { Cents } from './format';
import { md5 } from './hash';
import { mainImage } from './images';
import { CART_URL, productUrl } from './urls';
import {
	attributeField,
	attributeValueLabel,
	chooseAttributes,
	findMatchingVariation,
	variationTitle,
} from './variations';

/**
 * The cart rules of WC_Cart::add_to_cart() that a shopper can run into: what can be
 * bought, stock and "sold individually" limits, complete variations. Failures carry the
 * notice WooCommerce would show.
 */

export interface CartItem {
	readonly key: string;
	readonly productId: number;
	readonly variationId: number;
	readonly variation: Readonly<Record<string, string>>;
	quantity: number;
}

export interface AddRequest {
	readonly productId: number;
	readonly quantity: number;
	readonly variationId: number;
	/** `attribute_*` fields as posted. */
	readonly attributes: Readonly<Record<string, string>>;
}

export type AddResult =
	| { readonly ok: true; readonly item: CartItem; readonly product: Product; readonly quantity: number }
	/** `product` is the product to send the shopper to, when there is one. */
	| { readonly ok: false; readonly message: SafeHtml | null; readonly product: Product | undefined };

export interface CartLine {
	readonly item: CartItem;
	/** The product as listed in the catalogue (the parent, for a variation). */
	readonly product: Product;
	readonly variation: Variation | null;
	readonly name: string;
	readonly url: string;
	readonly sku: string;
	readonly image: CatalogueImage | null;
	readonly unitPrice: Cents;
	readonly lineTotal: Cents;
	/** Chosen values the name does not already show ("Crust: Thin"), as wc_get_formatted_cart_item_data() lists them. */
	readonly data: ReadonlyArray<{ readonly label: string; readonly value: string }>;
	readonly maxQuantity: number | null;
}

export interface CartSummary {
	readonly lines: readonly CartLine[];
	readonly itemCount: number;
	readonly subtotal: Cents;
	/** md5 of the cart contents and total, like WooCommerce's woocommerce_cart_hash. */
	readonly hash: string;
}

/** WC_Cart::generate_cart_id(). */
export function cartItemKey(productId: number, variationId: number, variation: Readonly<Record<string, string>>): string {
	const parts = [String(productId)];
	if (variationId) {
		parts.push(String(variationId));
	}
	const variationKey = Object.entries(variation)
		.map(([name, value]) => `${name.trim()}${value.trim()}`)
		.join('');
	if (variationKey) {
		parts.push(variationKey);
	}
	return md5(parts.join('_'));
}

export function addToCart(catalogue: Catalogue, cart: CartItem[], request: AddRequest): AddResult {
	const resolved = resolvePurchase(catalogue, request);
	if (!resolved.ok) {
		return resolved;
	}
	const { product, variation, attributes } = resolved;
	const quantity = product.soldIndividually ? 1 : request.quantity;
	const fail = (message: SafeHtml | null): AddResult => ({ ok: false, message, product });
	// WooCommerce refuses a zero or unreadable quantity without a notice.
	if (!Number.isInteger(quantity) || quantity <= 0) {
		return fail(null);
	}
	const stockStatus = variation ? variation.stockStatus : product.stockStatus;
	if (stockStatus === 'outofstock') {
		return fail(html`You cannot add &quot;${displayName(product, variation)}&quot; to the cart because the product is out of stock.`);
	}
	const key = cartItemKey(product.id, variation?.id ?? 0, attributes);
	const existing = cart.find((item) => item.key === key);
	if (product.soldIndividually && existing) {
		return fail(html`${viewCartButton()} You cannot add another &quot;${product.name}&quot; to your cart.`);
	}
	const stock = product.stockQuantity;
	if (stock !== null && quantity > stock) {
		return fail(html`You cannot add that amount of &quot;${product.name}&quot; to the cart because there is not enough stock (${stock} remaining).`);
	}
	if (stock !== null && existing && existing.quantity + quantity > stock) {
		return fail(html`${viewCartButton()} You cannot add that amount to the cart &mdash; we have ${stock} in stock and you already have ${existing.quantity} in your cart.`);
	}
	if (existing) {
		existing.quantity += quantity;
		return { ok: true, item: existing, product, quantity };
	}
	const item: CartItem = { key, productId: product.id, variationId: variation?.id ?? 0, variation: attributes, quantity };
	cart.push(item);
	return { ok: true, item, product, quantity };
}

type Purchase =
	| { ok: true; product: Product; variation: Variation | null; attributes: Readonly<Record<string, string>> }
	| { ok: false; message: SafeHtml | null; product: Product | undefined };

/** Finds what is being bought: a simple product, or a variation with all its attributes. */
function resolvePurchase(catalogue: Catalogue, request: AddRequest): Purchase {
	const asVariation = findVariation(catalogue, request.productId);
	const product = asVariation?.product ?? findProduct(catalogue, request.productId);
	if (!product) {
		return { ok: false, message: null, product: undefined };
	}
	if (product.type === 'simple') {
		return { ok: true, product, variation: null, attributes: {} };
	}
	if (product.type !== 'variable') {
		return { ok: false, message: html`Sorry, this product cannot be purchased.`, product };
	}
	const variation =
		asVariation?.variation ??
		product.variations.find((candidate) => candidate.id === request.variationId) ??
		(request.variationId === 0 ? findMatchingVariation(product, request.attributes) : undefined);
	if (!variation) {
		return { ok: false, message: html`Please choose product options&hellip;`, product };
	}
	if (!variation.active) {
		return { ok: false, message: html`Sorry, this product cannot be purchased.`, product };
	}
	const chosen = chooseAttributes(product, variation, request.attributes);
	if (!chosen.ok) {
		return { ok: false, message: html`${chosen.message}`, product };
	}
	return { ok: true, product, variation, attributes: chosen.attributes };
}

function displayName(product: Product, variation: Variation | null): string {
	return variation && product.type === 'variable' ? variationTitle(product, variation) : product.name;
}

export function viewCartButton(): SafeHtml {
	return html`<a href="${CART_URL}" class="button wc-forward">View cart</a>`;
}

export function summarizeCart(catalogue: Catalogue, cart: readonly CartItem[]): CartSummary {
	const lines = cart.flatMap((item) => {
		const line = cartLine(catalogue, item);
		return line ? [line] : [];
	});
	const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
	const itemCount = lines.reduce((sum, line) => sum + line.item.quantity, 0);
	const contents = lines.map(({ item }) => ({
		key: item.key,
		product_id: item.productId,
		variation_id: item.variationId,
		variation: item.variation,
		quantity: item.quantity,
	}));
	return { lines, itemCount, subtotal, hash: lines.length === 0 ? '' : md5(JSON.stringify(contents) + subtotal) };
}

function cartLine(catalogue: Catalogue, item: CartItem): CartLine | undefined {
	const product = findProduct(catalogue, item.productId);
	if (!product) {
		return undefined;
	}
	const variation =
		product.type === 'variable' ? product.variations.find((candidate) => candidate.id === item.variationId) : undefined;
	const price = variation ? variation.price : product.type === 'simple' ? product.price : undefined;
	if (!price) {
		return undefined;
	}
	const name = displayName(product, variation ?? null);
	const query = new URLSearchParams(item.variation).toString();
	const unitPrice = activePrice(price);
	return {
		item,
		product,
		variation: variation ?? null,
		name,
		url: `${productUrl(product)}${query ? `?${query}` : ''}`,
		sku: variation?.sku || product.sku,
		image: variation?.image ?? mainImage(product),
		unitPrice,
		lineTotal: unitPrice * item.quantity,
		data:
			product.type === 'variable'
				? Object.entries(item.variation)
						.map(([field, value]) => ({
							label: product.attributes.find((attribute) => attributeField(attribute.name) === field)?.label ?? field,
							value: attributeValueLabel(product, field, value),
						}))
						.filter(({ value }) => !name.toLowerCase().includes(value.toLowerCase()))
				: [],
		maxQuantity: product.soldIndividually ? 1 : product.stockQuantity,
	};
}

export function removeCartItem(cart: CartItem[], key: string): CartItem | undefined {
	const index = cart.findIndex((item) => item.key === key);
	if (index === -1) {
		return undefined;
	}
	const [removed] = cart.splice(index, 1);
	return removed;
}
