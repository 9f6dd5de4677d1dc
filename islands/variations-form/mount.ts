import type { AttributeValues, Variation } from './data';
import { COMBINATIONS_SELECTOR, readCombinations, readVariationsAttribute } from './data';
import { lookUpVariation } from './lookup';
import { productDetails } from './product-details';
import { connectStockForm, type QuantityBox } from './stock-form';
import { createVariationsStore, type AttributeModel } from './store';
import { reportIslandError } from '../runtime/errors';
import type { Unmount } from '../types';
import { connectServerSelects } from './server-selects';
import type { AttributeSelectSlot, ElementProps, ResetLinkSlot } from './VariationsForm';
import { builtIn } from '../../shared/page-document';

/**
 * A variable product's form (`form.variations_form`, docs/product-form.md), as a React island over
 * the server's markup. Options that cannot lead to a variation are removed (inactive ones
 * disabled); a full choice is matched in the page's data, or asked of `?wc-ajax=get_variation`
 * once per combination; the match shows its price, stock and description, moves the SKU,
 * weight, dimensions and image, and clamps the quantity; the add goes through the cart queue.
 * Above WooCommerce's threshold, the combinations the plugin prints filter the options
 * without a request. If a lookup fails, the form posts as it would without JavaScript.
 *
 * The choice lives in the store (store.ts). React renders its view: the selects, the reset
 * link, the variation panel's content, the notice and the overlay, each where the server printed
 * it; the quantity box, the button and the hidden fields stay the server's, written from the
 * store's effects by stock-form.ts (the quantity island decorates the box). React's chunk
 * (form-view.tsx) loads once the store runs: meanwhile the server's selects show the store's
 * options and feed it the shopper's changes (server-selects.ts), so the first answer to a
 * choice does not wait for React's first run. Should that chunk fail to load, the form keeps
 * working on the server's selects, without the variation panel.
 */

const ROOT_CLASS = 'shop-islands-variations__root';
const MOUNTED_CLASS = 'shop-islands-variations';
const ATTRIBUTE_SELECTS = 'select[data-attribute_name], select[name^="attribute_"]';

/** Server attributes React names otherwise; `style` and handlers are never carried over. */
const REACT_NAMES: Readonly<Record<string, string>> = {
	class: 'className',
	for: 'htmlFor',
	tabindex: 'tabIndex',
	autocomplete: 'autoComplete',
	readonly: 'readOnly',
	autofocus: 'autoFocus',
};
const BOOLEAN_ATTRIBUTES = new Set(['required', 'disabled', 'multiple', 'readonly', 'autofocus']);

export async function mount(form: HTMLElement): Promise<Unmount> {
	const serverSelects = Array.from(form.querySelectorAll<HTMLSelectElement>(ATTRIBUTE_SELECTS));
	const attributes: AttributeModel[] = serverSelects.map((select) => ({
		field: fieldOf(select),
		options: Array.from(select.options)
			.filter((option) => option.value !== '')
			.map((option) => ({ value: option.value, label: option.text })),
	}));
	const source = readVariationsAttribute(form.getAttribute('data-product_variations'));
	const printed = readCombinations(form.querySelector(COMBINATIONS_SELECTOR)?.textContent);
	const productId = Number(form.getAttribute('data-product_id') ?? form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value);
	const serverReset = form.querySelector<HTMLElement>('.reset_variations');
	const panel = form.querySelector<HTMLElement>('.single_variation');
	const panelChildren = panel ? Array.from(panel.childNodes) : [];

	// The choice flows one way: from the server's selects (until React's replace them) or React's,
	// through the store's actions, to React and the stock form (stock-form.ts).
	let replaced = false;
	const serverChoice = (): AttributeValues => Object.fromEntries(serverSelects.map((select) => [fieldOf(select), select.value]));

	const store = createVariationsStore(
		{
			attributes,
			source,
			// Without the page's variations or the printed combinations, options stay as printed
			// (WooCommerce does the same above its threshold).
			combinations: source.kind === 'inline' ? source.variations : printed,
			initial: serverChoice(),
		},
		(chosen, signal) => lookUpVariation(productId, chosen, signal),
	);

	// One slot per server select, in the same order (a select found in the form has a parent).
	const selects: AttributeSelectSlot[] = serverSelects.map((select) => ({
		field: fieldOf(select),
		container: select.parentElement ?? form,
		props: elementProps(select),
		placeholder: Array.from(select.options).find((option) => option.value === '')?.text ?? null,
	}));
	const reset: ResetLinkSlot | null = serverReset?.parentElement
		? { container: serverReset.parentElement, props: elementProps(serverReset), text: serverReset.textContent ?? '' }
		: null;

	// In the commit of the first render, before a paint: the server's elements make way for
	// React's, which measure the same (same tag, attributes and options), so nothing moves.
	const onRendered = (rendered: readonly HTMLSelectElement[]): void => {
		if (!replaced) {
			replaced = true;
			disconnectServerSelects();
			store.adopt(serverChoice());
		}
		serverSelects.forEach((select, index) => {
			if (select.isConnected && builtIn('activeElement') === select) {
				rendered[index]?.focus();
			}
			select.remove();
		});
		serverReset?.remove();
		panelChildren.forEach((child) => child.remove());
		form.classList.add(MOUNTED_CLASS);
	};

	const root = builtIn('createElement')('div');
	root.className = ROOT_CLASS;
	if (panel) {
		panel.after(root);
	} else {
		form.append(root);
	}
	const disconnectServerSelects = connectServerSelects(
		store,
		serverSelects.map((select) => ({ field: fieldOf(select), select })),
		serverReset,
	);
	const disconnect = connectStockForm(
		store,
		{
			form,
			productId,
			variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"]'),
			button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
			quantity: quantityBox(form),
			details: productDetails(form.closest('.product')),
		},
		() => (replaced ? null : serverChoice()),
	);
	let unmountView: Unmount = () => undefined;
	try {
		const { renderView } = await import('./form-view');
		unmountView = renderView(root, { store, form, selects, reset, panel, onRendered });
	} catch (error) {
		reportIslandError('variations-form', form, error);
	}

	return () => {
		const chosen = store.$view.get().chosen;
		store.stop();
		disconnect();
		if (!replaced) {
			disconnectServerSelects();
		}
		unmountView();
		root.remove();
		// The server's elements come back, holding the choice, so the form still posts it.
		serverSelects.forEach((select, index) => {
			const slot = selects[index];
			if (!select.isConnected && slot?.container.isConnected) {
				select.value = chosen[slot.field] ?? '';
				slot.container.append(select);
			}
		});
		if (serverReset && !serverReset.isConnected) {
			reset?.container.append(serverReset);
		}
		if (panel && panel.childNodes.length === 0) {
			panel.append(...panelChildren);
		}
		form.classList.remove(MOUNTED_CLASS);
	};
}

function fieldOf(select: HTMLSelectElement): string {
	return select.getAttribute('data-attribute_name') || select.name;
}

/** An element's attributes as React props, so the element React renders in its place is the same to CSS, labels and plugins. */
function elementProps(element: Element): ElementProps {
	const props: Record<string, string | boolean> = {};
	for (const { name, value } of Array.from(element.attributes)) {
		if (name === 'style' || name === 'value' || name.startsWith('on')) {
			continue;
		}
		props[REACT_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
	}
	return props;
}

/** The quantity box of the form: clamped to the variation's bounds, hidden when sold individually. */
function quantityBox(form: HTMLElement): QuantityBox {
	const input = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
	const wrap = input?.closest<HTMLElement>('.quantity') ?? null;
	const original = { min: input?.getAttribute('min') ?? null, max: input?.getAttribute('max') ?? null };
	const setAttribute = (name: 'min' | 'max', value: string | null): void => {
		if (value === null) {
			input?.removeAttribute(name);
		} else {
			input?.setAttribute(name, value);
		}
	};
	return {
		clamp(variation: Variation) {
			if (!input) {
				return;
			}
			if (variation.soldIndividually) {
				setAttribute('min', '1');
				setAttribute('max', '1');
				input.value = '1';
				if (wrap) {
					wrap.hidden = true;
				}
				return;
			}
			if (wrap) {
				wrap.hidden = false;
			}
			const min = variation.minQty;
			// A maximum below the minimum is a data error: the minimum wins, as the server's check does.
			const max = variation.maxQty !== null && variation.maxQty >= min ? variation.maxQty : null;
			setAttribute('min', String(min));
			setAttribute('max', max === null ? '' : String(max));
			const value = input.value.trim() === '' ? Number.NaN : Number(input.value);
			if (!Number.isFinite(value) || value < min) {
				input.value = String(min);
			} else if (max !== null && value > max) {
				input.value = String(max);
			}
		},
		restore() {
			setAttribute('min', original.min);
			setAttribute('max', original.max);
			if (wrap) {
				wrap.hidden = false;
			}
		},
	};
}
