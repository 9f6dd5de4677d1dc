import { type AddOutcome, addToCart } from './actions';
import { productFormFields } from './form-fields';
import { isRecord } from '../is-record';

/**
 * The quick view's add to cart. WooLentor's own action (`woolentor_quickview_insert_to_cart`)
 * fails the shopper: in WooLentor 3.4 it never adds a variable product (it answers
 * the unchanged cart's fragments), and a simple add WooCommerce refuses (out of stock, over the
 * stock, sold individually) answers fragments as if it had added. So the form is sent to
 * WooCommerce's own background add (`?wc-ajax=add_to_cart`, docs/search-and-quick-view.md), as the
 * product page's variations form sends it: through the one cart queue, with every outcome of
 * `addToCart()`; a refusal answers `error` with `product_url`, and the browser goes to the product
 * page, where WooCommerce shows its notice.
 */

const ATTRIBUTE_PREFIX = 'attribute_';

export function addToCartFromQuickView(form: HTMLFormElement, button: HTMLElement | null): Promise<AddOutcome> {
	return addToCart(quickViewAddFields(form), button);
}

/**
 * The attribute fields of a product form left empty: sent without them, marked by the caller
 * (docs/search-and-quick-view.md).
 */
export function emptyAttributeFields(form: HTMLFormElement): HTMLSelectElement[] {
	return [...form.querySelectorAll<HTMLSelectElement>(`select[name^="${ATTRIBUTE_PREFIX}"]`)].filter((select) => select.value === '');
}

/**
 * The form as the server reads it (productFormFields), and the product WooCommerce's add reads:
 * the chosen variation (`variation_id`, which the variations form keeps) when there is one, else
 * the product. Empty attributes are left out (the quick view sends the request without them,
 * docs/search-and-quick-view.md).
 */
export function quickViewAddFields(form: HTMLFormElement): Record<string, string> {
	const fields = Object.fromEntries(Object.entries(productFormFields(form)).filter(([name, value]) => !(name.startsWith(ATTRIBUTE_PREFIX) && value === '')));
	const variationId = positiveId(fields.variation_id);
	return {
		...fields,
		product_id: variationId ?? positiveId(fields.product_id) ?? productIdOf(form),
		quantity: fields.quantity || '1',
	};
}

/**
 * Whether the chosen variation has an "any" attribute: WooCommerce's background add takes a
 * variation's values from the variation itself, so only the plain form post, which reads the
 * shopper's choice, adds it right (the product page's variations form does the same). Read
 * from the form's `data-product_variations`; unknown (`false`, unreadable) counts as no.
 */
export function addsOnlyByFormPost(form: HTMLFormElement): boolean {
	const variationId = Number(new FormData(form).get('variation_id'));
	if (!Number.isInteger(variationId) || variationId <= 0) {
		return false;
	}
	let variations: unknown;
	try {
		variations = JSON.parse(form.getAttribute('data-product_variations') ?? 'false');
	} catch {
		return false;
	}
	if (!Array.isArray(variations)) {
		return false;
	}
	const chosen: unknown = variations.find((variation: unknown) => isRecord(variation) && Number(variation.variation_id) === variationId);
	return isRecord(chosen) && isRecord(chosen.attributes) && Object.values(chosen.attributes).some((value) => value === '');
}

function positiveId(value: string | undefined): string | null {
	return value !== undefined && /^[1-9]\d*$/.test(value) ? value : null;
}

/** A simple product's form carries its id on the submit button (`name="add-to-cart"`), a variable one's in a hidden field too. */
function productIdOf(form: HTMLFormElement): string {
	const field = form.querySelector<HTMLInputElement | HTMLButtonElement>('[name="add-to-cart"]');
	return field?.value ?? '';
}
