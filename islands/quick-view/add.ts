import { addFromButton } from '../../shared/cart/add-button';
import { addToCartFromQuickView, addsOnlyByFormPost, emptyAttributeFields } from '../../shared/cart/quick-view-add';
import { listeners } from '../../shared/listeners';

/**
 * The quick view's add to cart (docs/search-and-quick-view.md): a product form submitted in the
 * dialog is sent in the background to WooCommerce's own add, through the one cart queue
 * (shared/cart/quick-view-add.ts says why not WooLentor's action); every attribute left empty
 * is marked required and in error, and the add is still sent without it; the button goes
 * loading → added. A submit another listener already took (the runtime holding it for an
 * island still loading) is left alone: it comes back when replayed.
 */

const ERROR_CLASS = 'shop-islands-quick-view__field--error';
const PRODUCT_FORM = 'form.cart';
const ADD_BUTTON = '.single_add_to_cart_button';

export function handleAdds(body: HTMLElement): () => void {
	// Fields marked missing, by name: the variations form may swap the server's selects for its
	// own just after a submit it held while loading, and the new ones keep the mark.
	const missing = new Set<string>();
	const mark = (field: HTMLSelectElement): void => {
		missing.add(field.name);
		markMissing(field);
	};
	const keepMarks = new MutationObserver(() => {
		for (const name of missing) {
			body.querySelectorAll<HTMLSelectElement>(`select[name="${CSS.escape(name)}"]:not(.${ERROR_CLASS})`).forEach((field) => {
				if (field.value === '') {
					markMissing(field);
				}
			});
		}
	});
	keepMarks.observe(body, { childList: true, subtree: true });
	const onSubmit = (event: SubmitEvent): void => {
		const form = event.target;
		// An external product's form is a GET to the seller's site: it stays a plain form.
		if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(PRODUCT_FORM) || form.method !== 'post') {
			return;
		}
		const empty = emptyAttributeFields(form);
		// A full choice of a variation with an "any" value: the form posts to the product page, which adds it.
		if (empty.length === 0 && addsOnlyByFormPost(form)) {
			return;
		}
		event.preventDefault();
		empty.forEach(mark);
		const button = event.submitter instanceof HTMLElement ? event.submitter : form.querySelector<HTMLElement>(ADD_BUTTON);
		void addFromButton(button, () => addToCartFromQuickView(form, button));
	};
	// A choice clears its field's error.
	const onChange = (event: Event): void => {
		const field = event.target;
		if (field instanceof HTMLSelectElement && field.classList.contains(ERROR_CLASS) && field.value !== '') {
			missing.delete(field.name);
			field.classList.remove(ERROR_CLASS);
			field.removeAttribute('aria-invalid');
		}
	};
	const events = listeners();
	events.on(body, 'submit', onSubmit);
	events.on(body, 'change', onChange);
	return () => {
		keepMarks.disconnect();
		events.removeAll();
	};
}

/**
 * Required and in error, without the `required` attribute: the browser's own check would
 * then block the next submit, and the quick view sends it (docs/search-and-quick-view.md).
 */
function markMissing(field: HTMLSelectElement): void {
	field.classList.add(ERROR_CLASS);
	field.setAttribute('aria-required', 'true');
	field.setAttribute('aria-invalid', 'true');
}
