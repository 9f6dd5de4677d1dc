import { atom, type ReadableAtom } from 'nanostores';
import { speak } from '../../shared/a11y';
import { postWcAjaxText } from '../../shared/api/ajax';
import { ApiError } from '../../shared/api/errors';
import { parseJson } from '../../shared/api/http';
import { addToCart } from '../../shared/cart/actions';
import { addFromButton } from '../../shared/cart/add-button';
import { productFormFields } from '../../shared/cart/form-fields';
import { __ } from '../../shared/i18n';
import { QUICK_VIEW_BODY } from '../../shared/selectors';
import { triggerLegacy } from '../../shared/legacy-events';
import { $variationImage } from '../../shared/stores/variation-image';
import { type AttributeValues, type Combination, type Variation, type VariationsSource, readVariation } from './data';
import { availableOptions, findMatch, isComplete } from './matching';
import { defaultOptions } from './options';
import type { ProductDetails } from './product-details';

/**
 * The variations form's state (docs/product-form.md) and its transitions, for `<VariationsForm>` to
 * render. Transitions run synchronously on the shopper's change, reset or submit, so a submit
 * (even one held while the island loaded, before React has rendered) is judged on the current
 * choice, and WooCommerce's jQuery events keep their order. What React does not render (the
 * button, `variation_id`, the quantity, SKU / weight / dimensions / image) follows here.
 */

export interface AttributeModel {
	/** The field name (`attribute_pa_size`), as the select posts it and variations key it. */
	readonly field: string;
	/** The options the server printed (placeholder aside), in its order. */
	readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

export interface OfferedOption {
	readonly value: string;
	readonly label: string;
	readonly disabled: boolean;
}

export type PanelContent = { readonly kind: 'variation'; readonly variation: Variation } | { readonly kind: 'unavailable' };

export interface Notice {
	readonly message: string;
	/** WooCommerce's no-matching-variations notice (its class marks it). */
	readonly noMatch: boolean;
}

/** What `<VariationsForm>` renders. */
export interface FormView {
	readonly chosen: AttributeValues;
	/** Per field, the options to offer: those that lead nowhere are left out. */
	readonly offered: Readonly<Record<string, readonly OfferedOption[]>>;
	/** Under the white overlay: the first check, or a lookup under way. */
	readonly blocked: boolean;
	readonly notice: Notice | null;
	/** The variation panel's content, set once its 300 ms delay has passed. */
	readonly panel: PanelContent | null;
}

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

export interface VariationsState {
	readonly $view: ReadableAtom<FormView>;
	/** A select changed. */
	choose(field: string, value: string): void;
	/** The reset link: clears the choice, announces it. Focus is the caller's. */
	reset(): void;
	/** The server's selects' values as React's replace them: a choice made on them meanwhile is a change. */
	adopt(chosen: AttributeValues): void;
	onSubmit(event: SubmitEvent): void;
	/** Blocks the form and schedules the first check, which reads the choice as it is then. */
	start(readChosen: () => AttributeValues): void;
	/** Stops timers and requests, clears what this form left in shared stores. */
	stop(): void;
}

type Status =
	| { readonly kind: 'selection-needed' }
	| { readonly kind: 'looking-up' }
	| { readonly kind: 'matched'; readonly variation: Variation }
	/** The server could not answer: the plain form post resolves the variation instead. */
	| { readonly kind: 'lookup-failed' };

type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

const BLOCKED_CLASS = 'shop-islands-variations--blocked';
const NEEDS_SELECTION_CLASS = 'wc-variation-selection-needed';
const UNAVAILABLE_CLASS = 'wc-variation-is-unavailable';

export function createVariationsState(
	attributes: readonly AttributeModel[],
	source: VariationsSource,
	combinations: readonly Combination[] | null,
	initial: AttributeValues,
	stock: StockElements,
): VariationsState {
	const { form, productId, variationId, button, quantity, details } = stock;
	const fields = attributes.map((attribute) => attribute.field);
	const answers = new Map<string, Variation | null>();
	const timers = new Set<ReturnType<typeof setTimeout>>();
	let status: Status = { kind: 'selection-needed' };
	let lookup: AbortController | null = null;
	let panelTimer: ReturnType<typeof setTimeout> | null = null;
	let firstCheck: ReturnType<typeof setTimeout> | null = null;

	const settled = settleChoice(attributes, combinations, initial);
	const $view = atom<FormView>({ chosen: settled.chosen, offered: settled.offered, blocked: false, notice: null, panel: null });
	const patch = (change: Partial<FormView>): void => {
		$view.set({ ...$view.get(), ...change });
	};
	let readLive = (): AttributeValues => $view.get().chosen;

	const later = (run: () => void, ms: number): ReturnType<typeof setTimeout> => {
		const timer = setTimeout(() => {
			timers.delete(timer);
			run();
		}, ms);
		timers.add(timer);
		return timer;
	};

	const cancel = (timer: ReturnType<typeof setTimeout> | null): null => {
		if (timer !== null) {
			clearTimeout(timer);
			timers.delete(timer);
		}
		return null;
	};

	const block = (blocked: boolean): void => {
		form.classList.toggle(BLOCKED_CLASS, blocked);
		if (blocked) {
			form.setAttribute('aria-busy', 'true');
		} else {
			form.removeAttribute('aria-busy');
		}
		patch({ blocked });
	};

	const showNotice = (message: string, noMatch: boolean): void => {
		patch({ notice: { message, noMatch } });
		speak(message, 'assertive');
	};

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

	const hidePanel = (): void => {
		panelTimer = cancel(panelTimer);
		patch({ panel: null });
	};

	const clearVariation = (): void => {
		if (variationId) {
			variationId.value = '';
		}
		hidePanel();
		details.restore();
		$variationImage.set(null);
		quantity.restore();
		triggerLegacy(form, 'hide_variation');
	};

	const showVariation = (variation: Variation): void => {
		status = { kind: 'matched', variation };
		if (variationId) {
			variationId.value = String(variation.id);
		}
		details.show(variation);
		details.showImage(variation.image);
		$variationImage.set(variation.image ? { productId, ...variation.image } : null);
		quantity.clamp(variation);
		const purchasable = isPurchasable(variation);
		setButton(purchasable ? 'enabled' : 'unavailable');
		const content: PanelContent = purchasable ? { kind: 'variation', variation } : { kind: 'unavailable' };
		panelTimer = later(() => {
			panelTimer = null;
			patch({ panel: content });
		}, defaultOptions.panelShowDelayMs);
		triggerLegacy(form, 'found_variation', [variation.source]);
		triggerLegacy(form, 'show_variation', [variation.source, purchasable]);
	};

	const noMatch = (): void => {
		update(emptyChoice(fields));
		showNotice(__('Sorry, no products matched your selection. Please choose a different combination.', 'shop-islands'), true);
	};

	const lookUp = (chosen: AttributeValues, key: string): void => {
		lookup?.abort();
		const controller = new AbortController();
		lookup = controller;
		status = { kind: 'looking-up' };
		setButton('selection-needed');
		block(true);
		void postWcAjaxText('get_variation', { ...chosen, product_id: productId }, { signal: controller.signal })
			.then((body) => readLookupAnswer(body))
			.catch((error: unknown) => (error instanceof ApiError && error.code === 'aborted' ? 'aborted' : 'failed'))
			.then((answer) => {
				// A newer choice started its own lookup: this answer is stale.
				if (answer === 'aborted' || lookup !== controller) {
					return;
				}
				lookup = null;
				block(false);
				if (answer === 'failed') {
					status = { kind: 'lookup-failed' };
					setButton('enabled');
					return;
				}
				answers.set(key, answer);
				if (answer) {
					showVariation(answer);
				} else {
					noMatch();
				}
			});
	};

	function update(wanted: AttributeValues): void {
		// A change or a submit (a click held while the island loaded) does not wait for the first check.
		firstCheck = cancel(firstCheck);
		lookup?.abort();
		lookup = null;
		block(false);
		const { chosen, offered } = settleChoice(attributes, combinations, wanted);
		patch({ chosen, offered });
		clearVariation();
		if (!isComplete(fields, chosen)) {
			status = { kind: 'selection-needed' };
			setButton('selection-needed');
			return;
		}
		if (source.kind === 'inline') {
			const match = findMatch(source.variations, fields, chosen);
			if (match) {
				showVariation(match);
			} else {
				noMatch();
			}
			return;
		}
		const key = JSON.stringify(fields.map((field) => chosen[field]));
		const known = answers.get(key);
		if (known === undefined) {
			lookUp(chosen, key);
		} else if (known) {
			showVariation(known);
		} else {
			noMatch();
		}
	}

	const addVariation = (variation: Variation): void => {
		patch({ notice: null });
		void addFromButton(button, () => addToCart({ ...formFields(form), product_id: String(variation.id) }, button));
	};

	const change = (chosen: AttributeValues): void => {
		patch({ notice: null });
		triggerLegacy(form, 'woocommerce_variation_select_change');
		update(chosen);
		triggerLegacy(form, 'woocommerce_variation_has_changed');
	};

	return {
		$view,
		choose(field, value) {
			change({ ...$view.get().chosen, [field]: value });
		},
		reset() {
			patch({ notice: null });
			update(emptyChoice(fields));
			triggerLegacy(form, 'reset_data');
			speak(__('Your selection has been reset. Please select some product options before adding this product to your cart.', 'shop-islands'));
		},
		adopt(chosen) {
			const current = $view.get().chosen;
			if (fields.some((field) => (chosen[field] ?? '') !== (current[field] ?? ''))) {
				change(chosen);
			}
		},
		onSubmit(event) {
			// In the quick view, its dialog sends the add, even with options missing
			// (docs/search-and-quick-view.md).
			if (form.closest(QUICK_VIEW_BODY)) {
				return;
			}
			if (firstCheck !== null) {
				update(readLive());
			}
			if (status.kind === 'lookup-failed') {
				return;
			}
			if (status.kind === 'looking-up') {
				// The overlay says it is busy; the answer decides what the next submit does.
				event.preventDefault();
				return;
			}
			if (status.kind !== 'matched') {
				event.preventDefault();
				showNotice(__('Please select some product options before adding this product to your cart.', 'shop-islands'), false);
				return;
			}
			const { variation } = status;
			if (!isPurchasable(variation)) {
				event.preventDefault();
				// The panel already shows this text: say it, without showing it twice.
				speak(__('Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands'), 'assertive');
				return;
			}
			// WooCommerce's background add reads product_id as the variation and takes its values
			// from it, so a variation with an "any" value goes through the plain form post, which
			// reads the shopper's choice.
			if (Object.values(variation.attributes).some((value) => value === '')) {
				return;
			}
			event.preventDefault();
			addVariation(variation);
		},
		start(readChosen) {
			readLive = readChosen;
			setButton('selection-needed');
			// The first check waits for the form to settle (a theme's script may still set values), under the overlay.
			block(true);
			firstCheck = later(() => {
				firstCheck = null;
				update(readLive());
			}, defaultOptions.lookupDelayMs);
		},
		stop() {
			lookup?.abort();
			lookup = null;
			timers.forEach(clearTimeout);
			timers.clear();
			firstCheck = null;
			panelTimer = null;
			form.classList.remove(BLOCKED_CLASS);
			form.removeAttribute('aria-busy');
			if ($variationImage.get()?.productId === productId) {
				$variationImage.set(null);
			}
		},
	};
}

function isPurchasable(variation: Variation): boolean {
	return variation.purchasable && variation.inStock && variation.visible;
}

function emptyChoice(fields: readonly string[]): AttributeValues {
	return Object.fromEntries(fields.map((field) => [field, '']));
}

/**
 * The options each select offers for a wanted choice, and the choice itself minus any value
 * that leads nowhere. Dropping such a value can free others: it settles in at most one pass
 * per attribute. Without combinations, options stay as printed (WooCommerce does the same
 * above its threshold).
 */
function settleChoice(
	attributes: readonly AttributeModel[],
	combinations: readonly Combination[] | null,
	wanted: AttributeValues,
): { chosen: AttributeValues; offered: Record<string, readonly OfferedOption[]> } {
	const fields = attributes.map((attribute) => attribute.field);
	const chosen: Record<string, string> = Object.fromEntries(
		attributes.map(({ field, options }) => {
			const value = wanted[field] ?? '';
			return [field, options.some((option) => option.value === value) ? value : ''];
		}),
	);
	if (!combinations) {
		const printed = attributes.map(({ field, options }) => [field, options.map((option) => ({ ...option, disabled: false }))]);
		return { chosen, offered: Object.fromEntries(printed) };
	}
	const optionsOf = (field: string): readonly string[] =>
		attributes.find((attribute) => attribute.field === field)?.options.map((option) => option.value) ?? [];
	let availability = availableOptions(combinations, fields, optionsOf, chosen);
	for (let pass = 0; pass < attributes.length; pass += 1) {
		const dropping = fields.filter((field) => (chosen[field] ?? '') !== '' && !availability[field]?.has(chosen[field] ?? ''));
		if (dropping.length === 0) {
			break;
		}
		dropping.forEach((field) => {
			chosen[field] = '';
		});
		availability = availableOptions(combinations, fields, optionsOf, chosen);
	}
	const offered = Object.fromEntries(
		attributes.map(({ field, options }) => {
			const states = availability[field] ?? new Map<string, string>();
			return [
				field,
				options
					.filter((option) => states.has(option.value))
					.map((option) => ({ ...option, disabled: states.get(option.value) === 'disabled' })),
			];
		}),
	);
	return { chosen, offered };
}

/** `false` or an empty body is "no match"; a variation object is the match; anything else failed. */
function readLookupAnswer(body: string): Variation | null | 'failed' {
	const trimmed = body.trim();
	if (trimmed === '' || trimmed === 'false') {
		return null;
	}
	try {
		return readVariation(parseJson(trimmed)) ?? 'failed';
	} catch {
		return 'failed';
	}
}

/** The form's fields for a background add (productFormFields); none from a host that is not a form. */
function formFields(form: HTMLElement): Record<string, string> {
	return form instanceof HTMLFormElement ? productFormFields(form) : {};
}
