import { parseJson } from '../api/http';
import { postWithQuickViewNonce } from '../api/plugin-nonces';
import { ADD_TO_CART_TIMEOUT_MS } from '../constants';
import { type AddOutcome, type AddRequest, addToCart } from './actions';

/**
 * The quick view's own add to cart (spec §3.2, §5.2, §7.2): the whole product form plus
 * `product_id`, `product_sku` (empty), `quantity`, `variation_id` and `variations` (a JSON
 * string of the chosen attributes), posted to admin-ajax.php as WooLentor's action with its
 * nonce, through the one cart queue and with every outcome of `addToCart()`.
 */

export const QUICK_VIEW_ADD_ACTION = 'woolentor_quickview_insert_to_cart';

const ATTRIBUTE_PREFIX = 'attribute_';

const quickViewAdd: AddRequest = async (data) =>
	parseJson(await postWithQuickViewNonce(QUICK_VIEW_ADD_ACTION, new URLSearchParams(data), { timeoutMs: ADD_TO_CART_TIMEOUT_MS }));

export function addToCartFromQuickView(form: HTMLFormElement, button: HTMLElement | null): Promise<AddOutcome> {
	return addToCart(quickViewAddFields(form), button, quickViewAdd);
}

/** The attribute fields of a product form left empty: sent without them, marked by the caller. */
export function emptyAttributeFields(form: HTMLFormElement): HTMLSelectElement[] {
	return [...form.querySelectorAll<HTMLSelectElement>(`select[name^="${ATTRIBUTE_PREFIX}"]`)].filter((select) => select.value === '');
}

/**
 * The form as the server reads it, with §7.2's fields. Left out: empty attributes (the spec
 * sends the request without them) and `add-to-cart`, which WooCommerce's form handler reads
 * on every request, admin-ajax.php's too, and would add the product a second time.
 */
export function quickViewAddFields(form: HTMLFormElement): Record<string, string> {
	const fields: Record<string, string> = {};
	const variations: Record<string, string> = {};
	for (const [name, value] of new FormData(form)) {
		if (typeof value !== 'string' || name === 'add-to-cart') {
			continue;
		}
		if (name.startsWith(ATTRIBUTE_PREFIX)) {
			if (value === '') {
				continue;
			}
			variations[name] = value;
		}
		fields[name] = value;
	}
	return {
		...fields,
		product_id: fields.product_id || productIdOf(form),
		product_sku: '',
		quantity: fields.quantity || '1',
		variation_id: fields.variation_id || '0',
		variations: JSON.stringify(variations),
	};
}

/** A simple product's form carries its id on the submit button (`name="add-to-cart"`), a variable one's in a hidden field too. */
function productIdOf(form: HTMLFormElement): string {
	const field = form.querySelector<HTMLInputElement | HTMLButtonElement>('[name="add-to-cart"]');
	return field?.value ?? '';
}
