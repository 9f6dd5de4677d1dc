import { speak } from '../../shared/a11y';
import { addToCart } from '../../shared/cart/actions';
import { addFromButton } from '../../shared/cart/add-button';
import { productFormFields } from '../../shared/cart/form-fields';
import { triggerLegacy } from '../../shared/legacy-events';
import { QUICK_VIEW_BODY } from '../../shared/selectors';
import { $chosenVariation } from '../../shared/stores/chosen-variation';
import type { AttributeValues, Variation } from './data';
import { defaultOptions } from './options';
import type { ProductDetails } from './product-details';
import type { ButtonState, FormEffect, VariationsStore } from './store';

/**
 * The variations store's DOM adapter (docs/product-form.md): what React does not render follows
 * the store's effects here, on the server's elements (the form's busy state, the button,
 * `variation_id`, the quantity, SKU / weight / dimensions / image, WooCommerce's jQuery events,
 * announcements, the background add); the form's submit and its first check go to the store
 * as actions. Elements are written, never read back into the store.
 */

/** The stock elements of the form that React does not render, as the form holds them. */
export interface StockElements {
	readonly form: HTMLElement;
	readonly productId: number;
	readonly variationId: HTMLInputElement | null;
	readonly button: HTMLElement | null;
	readonly quantity: QuantityBox;
	readonly details: ProductDetails;
}

export interface QuantityBox {
	clamp(variation: Variation): void;
	restore(): void;
}

const BLOCKED_CLASS = 'shop-islands-variations--blocked';
const NEEDS_SELECTION_CLASS = 'wc-variation-selection-needed';
const UNAVAILABLE_CLASS = 'wc-variation-is-unavailable';

/**
 * Connects the store to the stock form and starts it: the first check comes after the settle
 * delay, on `pageChoice()` (the server's selects until React's replace them, `null` after).
 * Returns the disconnection, which leaves the form as the server printed it.
 */
export function connectStockForm(
	store: VariationsStore,
	stock: StockElements,
	pageChoice: () => AttributeValues | null,
): () => void {
	const { form, productId, variationId, button, quantity, details } = stock;

	const setButton = (state: ButtonState): void => {
		if (!button) {
			return;
		}
		button.classList.toggle('disabled', state !== 'enabled');
		button.classList.toggle(NEEDS_SELECTION_CLASS, state === 'selection-needed');
		button.classList.toggle(UNAVAILABLE_CLASS, state === 'unavailable');
		// Still focusable and clickable, so a click can say why nothing happens.
		if (state === 'enabled') {
			button.removeAttribute('aria-disabled');
		} else {
			button.setAttribute('aria-disabled', 'true');
		}
	};

	const apply = (effect: FormEffect): void => {
		switch (effect.kind) {
			case 'blocked':
				form.classList.toggle(BLOCKED_CLASS, effect.blocked);
				if (effect.blocked) {
					form.setAttribute('aria-busy', 'true');
				} else {
					form.removeAttribute('aria-busy');
				}
				break;
			case 'button':
				setButton(effect.state);
				break;
			case 'hide':
				if (variationId) {
					variationId.value = '';
				}
				details.restore();
				$chosenVariation.set(null);
				quantity.restore();
				triggerLegacy(form, 'hide_variation');
				break;
			case 'show': {
				const { variation, purchasable } = effect;
				if (variationId) {
					variationId.value = String(variation.id);
				}
				details.show(variation);
				details.showImage(variation.image);
				$chosenVariation.set({ productId, variationId: variation.id, image: variation.image });
				quantity.clamp(variation);
				triggerLegacy(form, 'found_variation', [variation.source]);
				triggerLegacy(form, 'show_variation', [variation.source, purchasable]);
				break;
			}
			case 'select-change':
				triggerLegacy(form, 'woocommerce_variation_select_change');
				break;
			case 'has-changed':
				triggerLegacy(form, 'woocommerce_variation_has_changed');
				break;
			case 'reset':
				triggerLegacy(form, 'reset_data');
				break;
			case 'announce':
				speak(effect.message, effect.assertive ? 'assertive' : 'polite');
				break;
			case 'add':
				void addFromButton(button, () => addToCart({ ...formFields(form), product_id: String(effect.variation.id) }, button));
				break;
		}
	};

	const onSubmit = (event: SubmitEvent): void => {
		// In the quick view, its dialog sends the add, even with options missing
		// (docs/search-and-quick-view.md).
		if (!form.closest(QUICK_VIEW_BODY) && store.submit(pageChoice()) === 'stop') {
			event.preventDefault();
		}
	};

	const disconnect = store.onEffect(apply);
	form.addEventListener('submit', onSubmit);
	store.start();
	const firstCheck = setTimeout(() => store.check(pageChoice()), defaultOptions.lookupDelayMs);

	return () => {
		clearTimeout(firstCheck);
		form.removeEventListener('submit', onSubmit);
		disconnect();
		form.classList.remove(BLOCKED_CLASS);
		form.removeAttribute('aria-busy');
		details.disconnect();
		if ($chosenVariation.get()?.productId === productId) {
			$chosenVariation.set(null);
		}
	};
}

/** The form's fields for a background add (productFormFields); none from a host that is not a form. */
function formFields(form: HTMLElement): Record<string, string> {
	return form instanceof HTMLFormElement ? productFormFields(form) : {};
}
