/**
 * A product form as the server reads it (attributes, quantity, variation_id, and any field a
 * plugin added), minus `add-to-cart`, which WooCommerce's form handler reads on every request,
 * wc-ajax's too, and would add the product a second time. For a background add of the form.
 */
export function productFormFields(form: HTMLFormElement): Record<string, string> {
	const fields: Record<string, string> = {};
	for (const [name, value] of new FormData(form)) {
		if (name !== 'add-to-cart' && typeof value === 'string') {
			fields[name] = value;
		}
	}
	return fields;
}
