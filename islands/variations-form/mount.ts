import { speak } from '../../shared/a11y';
import { postWcAjaxText } from '../../shared/api/ajax';
import { ApiError } from '../../shared/api/errors';
import { parseJson } from '../../shared/api/http';
import { addToCart } from '../../shared/cart/actions';
import {
	VARIATION_LOOKUP_DELAY_MS,
	VARIATION_OVERLAY_OPACITY,
	VARIATION_PANEL_SHOW_DELAY_MS,
	VARIATION_PANEL_SLIDE_MS,
} from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { triggerLegacy } from '../../shared/legacy-events';
import { $variationImage } from '../../shared/stores/variation-image';
import type { Unmount } from '../types';
import {
	COMBINATIONS_SELECTOR,
	type AttributeValues,
	type Combination,
	type Variation,
	readCombinations,
	readVariation,
	readVariationsAttribute,
} from './data';
import { availableOptions, findMatch, isComplete } from './matching';
import { productDetails, safeFragment } from './product-details';

/**
 * A variable product's form (`form.variations_form`, spec §4.5): plain DOM on the server's
 * markup, no React. Options that cannot lead to a variation are removed (inactive ones
 * disabled); a full choice is matched in the page's data, or asked of `?wc-ajax=get_variation`
 * once per combination; the match shows its price, stock and description, moves the SKU,
 * weight, dimensions and image, and clamps the quantity; the add goes through the cart queue.
 * Above WooCommerce's threshold, the combinations the plugin prints filter the options
 * without a request. If a lookup fails, the form posts as it would without JavaScript.
 */

type Status =
	| { readonly kind: 'selection-needed' }
	| { readonly kind: 'looking-up' }
	| { readonly kind: 'matched'; readonly variation: Variation }
	/** The server could not answer: the plain form post resolves the variation instead. */
	| { readonly kind: 'lookup-failed' };

interface AttributeSelect {
	readonly field: string;
	readonly select: HTMLSelectElement;
	/** The options the server printed (placeholder aside), to rebuild the list from. */
	readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

const BLOCKED_CLASS = 'shop-islands-variations--blocked';
const NOTICE_CLASS = 'shop-islands-variations__notice';
const NO_MATCH_CLASS = 'wc-no-matching-variations';

/** What each select's list was last rebuilt from, so an unchanged list is left alone (an open dropdown stays open). */
const optionSignatures = new WeakMap<HTMLSelectElement, string>();
const NEEDS_SELECTION_CLASS = 'wc-variation-selection-needed';
const UNAVAILABLE_CLASS = 'wc-variation-is-unavailable';

export function mount(form: HTMLElement): Unmount {
	const selects = attributeSelects(form);
	const fields = selects.map((entry) => entry.field);
	const source = readVariationsAttribute(form.getAttribute('data-product_variations'));
	const printed = readCombinations(form.querySelector(COMBINATIONS_SELECTOR)?.textContent);
	// Without the page's variations or the printed combinations, options stay as printed
	// (WooCommerce does the same above its threshold).
	const combinations: readonly Combination[] | null = source.kind === 'inline' ? source.variations : printed;
	const productId = Number(form.getAttribute('data-product_id') ?? form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value);
	const variationIdInput = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
	const resetLink = form.querySelector<HTMLElement>('.reset_variations');
	const panel = form.querySelector<HTMLElement>('.single_variation');
	const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
	const quantity = quantityBox(form);
	const details = productDetails(form.closest('.product'));
	const answers = new Map<string, Variation | null>();
	const timers = new Set<ReturnType<typeof setTimeout>>();
	let status: Status = { kind: 'selection-needed' };
	let lookup: AbortController | null = null;
	let panelTimer: ReturnType<typeof setTimeout> | null = null;
	let addsInFlight = 0;
	let overlay: HTMLElement | null = null;
	let notice: HTMLElement | null = null;
	let firstCheck: ReturnType<typeof setTimeout> | null = null;

	const later = (run: () => void, ms: number): ReturnType<typeof setTimeout> => {
		const timer = setTimeout(() => {
			timers.delete(timer);
			run();
		}, ms);
		timers.add(timer);
		return timer;
	};

	const block = (blocked: boolean): void => {
		form.classList.toggle(BLOCKED_CLASS, blocked);
		if (blocked) {
			form.setAttribute('aria-busy', 'true');
			overlay ??= createOverlay(form);
		} else {
			form.removeAttribute('aria-busy');
			overlay?.remove();
			overlay = null;
		}
	};

	const showNotice = (message: string, noMatch: boolean): void => {
		notice ??= document.createElement('p');
		notice.className = `woocommerce-info ${NOTICE_CLASS}${noMatch ? ` ${NO_MATCH_CLASS}` : ''}`;
		notice.textContent = message;
		(panel ?? form).after(notice);
		speak(message, 'assertive');
	};

	const clearNotice = (): void => {
		notice?.remove();
		notice = null;
	};

	const setButton = (state: 'selection-needed' | 'unavailable' | 'enabled'): void => {
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
		if (panelTimer !== null) {
			clearTimeout(panelTimer);
			timers.delete(panelTimer);
			panelTimer = null;
		}
		panel?.replaceChildren();
	};

	const revealPanel = (content: DocumentFragment): void => {
		hidePanel();
		if (!panel) {
			return;
		}
		panelTimer = later(() => {
			panelTimer = null;
			panel.replaceChildren(content);
			slideIn(panel);
		}, VARIATION_PANEL_SHOW_DELAY_MS);
	};

	const clearVariation = (): void => {
		if (variationIdInput) {
			variationIdInput.value = '';
		}
		hidePanel();
		details.restore();
		$variationImage.set(null);
		quantity.restore();
		triggerLegacy(form, 'hide_variation');
	};

	const showVariation = (variation: Variation): void => {
		status = { kind: 'matched', variation };
		if (variationIdInput) {
			variationIdInput.value = String(variation.id);
		}
		details.show(variation);
		details.showImage(variation.image);
		$variationImage.set(variation.image ? { productId, ...variation.image } : null);
		quantity.clamp(variation);
		const purchasable = variation.purchasable && variation.inStock && variation.visible;
		setButton(purchasable ? 'enabled' : 'unavailable');
		revealPanel(purchasable ? variationPanel(variation) : unavailablePanel());
		triggerLegacy(form, 'found_variation', [variation.source]);
		triggerLegacy(form, 'show_variation', [variation.source, purchasable]);
	};

	const chosenValues = (): Record<string, string> =>
		Object.fromEntries(selects.map((entry) => [entry.field, entry.select.value]));

	const refreshOptions = (): void => {
		if (!combinations) {
			return;
		}
		// Dropping a choice that no longer fits can free others: settle in at most one pass per attribute.
		for (let pass = 0; pass <= selects.length; pass += 1) {
			const availability = availableOptions(combinations, fields, optionsOf, chosenValues());
			let dropped = false;
			for (const entry of selects) {
				const states = availability[entry.field] ?? new Map();
				dropped = rebuildOptions(entry, states) || dropped;
			}
			if (!dropped) {
				return;
			}
		}
	};

	const optionsOf = (field: string): readonly string[] =>
		selects.find((entry) => entry.field === field)?.options.map((option) => option.value) ?? [];

	const noMatch = (): void => {
		for (const entry of selects) {
			entry.select.value = '';
		}
		update();
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

	function update(): void {
		// A change or a submit (a click held while the island loaded) does not wait for the first check.
		if (firstCheck !== null) {
			clearTimeout(firstCheck);
			timers.delete(firstCheck);
			firstCheck = null;
		}
		lookup?.abort();
		lookup = null;
		block(false);
		refreshOptions();
		const chosen = chosenValues();
		const anyChosen = fields.some((field) => chosen[field] !== '');
		resetLink?.style.setProperty('visibility', anyChosen ? 'visible' : 'hidden');
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

	const onChange = (event: Event): void => {
		if (!(event.target instanceof HTMLSelectElement) || !selects.some((entry) => entry.select === event.target)) {
			return;
		}
		clearNotice();
		triggerLegacy(form, 'woocommerce_variation_select_change');
		update();
		triggerLegacy(form, 'woocommerce_variation_has_changed');
	};

	const reset = (event: Event): void => {
		event.preventDefault();
		clearNotice();
		for (const entry of selects) {
			entry.select.value = '';
		}
		update();
		triggerLegacy(form, 'reset_data');
		speak(__('Your selection has been reset. Please select some product options before adding this product to your cart.', 'shop-islands'));
		selects[0]?.select.focus();
	};

	const onResetKey = (event: KeyboardEvent): void => {
		// A link answers Enter by itself; Space is what makes it behave as the button it is.
		if (event.key === ' ' || event.key === 'Spacebar') {
			reset(event);
		}
	};

	const onSubmit = (event: SubmitEvent): void => {
		if (firstCheck !== null) {
			update();
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
		if (!(variation.purchasable && variation.inStock && variation.visible)) {
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
		clearNotice();
		addsInFlight += 1;
		button?.classList.remove('added');
		button?.classList.add('loading');
		button?.setAttribute('aria-busy', 'true');
		void addToCart({ ...formFields(form), product_id: String(variation.id) }, button).then((outcome) => {
			addsInFlight -= 1;
			if (outcome.status === 'redirected') {
				return;
			}
			if (addsInFlight === 0) {
				button?.classList.remove('loading');
				button?.removeAttribute('aria-busy');
			}
			if (outcome.status === 'added') {
				button?.classList.add('added');
			} else if (outcome.status === 'failed') {
				speak(__('Sorry, this product could not be added to your cart. Please try again.', 'shop-islands'), 'assertive');
			}
		});
	};

	const resetRole = resetLink?.getAttribute('role') ?? null;
	resetLink?.setAttribute('role', 'button');
	resetLink?.style.setProperty('visibility', 'hidden');
	form.classList.add('shop-islands-variations');
	form.addEventListener('change', onChange);
	form.addEventListener('submit', onSubmit);
	resetLink?.addEventListener('click', reset);
	resetLink?.addEventListener('keydown', onResetKey);
	setButton('selection-needed');
	// The first check waits for the form to settle (a theme's script may still set values), under the overlay.
	block(true);
	firstCheck = later(() => {
		firstCheck = null;
		update();
	}, VARIATION_LOOKUP_DELAY_MS);

	return () => {
		lookup?.abort();
		timers.forEach(clearTimeout);
		block(false);
		clearNotice();
		form.classList.remove('shop-islands-variations');
		form.removeEventListener('change', onChange);
		form.removeEventListener('submit', onSubmit);
		resetLink?.removeEventListener('click', reset);
		resetLink?.removeEventListener('keydown', onResetKey);
		resetLink?.style.removeProperty('visibility');
		if (resetRole === null) {
			resetLink?.removeAttribute('role');
		}
		if ($variationImage.get()?.productId === productId) {
			$variationImage.set(null);
		}
	};
}

function attributeSelects(form: HTMLElement): AttributeSelect[] {
	return Array.from(form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name], select[name^="attribute_"]')).map(
		(select) => ({
			field: select.getAttribute('data-attribute_name') || select.name,
			select,
			options: Array.from(select.options)
				.filter((option) => option.value !== '')
				.map((option) => ({ value: option.value, label: option.text })),
		}),
	);
}

/**
 * Puts back the options the state allows, in the server's order, keeping the placeholder.
 * Returns true when the chosen value was dropped (it no longer leads anywhere).
 */
function rebuildOptions(entry: AttributeSelect, states: ReadonlyMap<string, 'enabled' | 'disabled'>): boolean {
	const { select } = entry;
	const current = select.value;
	const wanted = entry.options.filter((option) => states.has(option.value));
	const signature = wanted.map((option) => `${option.value}\u0000${states.get(option.value)}`).join('\u0001');
	if (optionSignatures.get(select) !== signature) {
		optionSignatures.set(select, signature);
		const placeholder = Array.from(select.options).find((option) => option.value === '');
		const built = wanted.map((option) => {
			const element = document.createElement('option');
			element.value = option.value;
			element.textContent = option.label;
			element.disabled = states.get(option.value) === 'disabled';
			return element;
		});
		select.replaceChildren(...(placeholder ? [placeholder] : []), ...built);
	}
	const kept = current !== '' && wanted.some((option) => option.value === current);
	select.value = kept ? current : '';
	return current !== '' && !kept;
}

/** The quantity box of the form: clamped to the variation's bounds, hidden when sold individually. */
function quantityBox(form: HTMLElement): { clamp(variation: Variation): void; restore(): void } {
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
		clamp(variation) {
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

/**
 * The form as the server reads it (attributes, quantity, variation_id, and any field a plugin
 * added), minus `add-to-cart`, which would make WordPress add a second time.
 */
function formFields(form: HTMLElement): Record<string, string> {
	const fields: Record<string, string> = {};
	if (!(form instanceof HTMLFormElement)) {
		return fields;
	}
	for (const [name, value] of new FormData(form)) {
		if (name !== 'add-to-cart' && typeof value === 'string') {
			fields[name] = value;
		}
	}
	return fields;
}

/** WooCommerce's variation template: description, price and stock line, in that order. */
function variationPanel(variation: Variation): DocumentFragment {
	const fragment = document.createDocumentFragment();
	for (const [className, markup] of [
		['woocommerce-variation-description', variation.descriptionHtml],
		['woocommerce-variation-price', variation.priceHtml],
		['woocommerce-variation-availability', variation.availabilityHtml],
	] as const) {
		const part = document.createElement('div');
		part.className = className;
		part.append(safeFragment(markup));
		fragment.append(part);
	}
	return fragment;
}

function unavailablePanel(): DocumentFragment {
	const fragment = document.createDocumentFragment();
	const message = document.createElement('p');
	message.textContent = __('Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands');
	fragment.append(message);
	return fragment;
}

function createOverlay(form: HTMLElement): HTMLElement {
	const overlay = document.createElement('div');
	overlay.className = 'shop-islands-variations__overlay';
	overlay.style.opacity = String(VARIATION_OVERLAY_OPACITY);
	form.append(overlay);
	return overlay;
}

/** Slides the panel open over 200 ms; at once under reduced motion. */
function slideIn(panel: HTMLElement): void {
	if (typeof panel.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
		return;
	}
	panel.style.overflow = 'hidden';
	const animation = panel.animate([{ height: '0px' }, { height: `${panel.scrollHeight}px` }], {
		duration: VARIATION_PANEL_SLIDE_MS,
		easing: 'ease-out',
	});
	const done = (): void => {
		panel.style.removeProperty('overflow');
	};
	animation.addEventListener('finish', done);
	animation.addEventListener('cancel', done);
}
