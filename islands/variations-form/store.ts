import type { ReadableAtom } from 'nanostores';
import { effectStore } from '../../shared/effect-store';
import { __ } from '../../shared/i18n';
import type { AttributeValues, Combination, Variation, VariationsSource } from './data';
import type { LookupAnswer } from './lookup';
import { availableOptions, findMatch, isComplete } from './matching';
import { defaultOptions } from './options';

/**
 * The variations form's store (docs/product-form.md): the shopper's choice and what follows from
 * it, changed only through the named actions below. It touches no element: what React renders is
 * `$view`; what the stock form must do (block, the button's state, the variation shown or
 * hidden, WooCommerce's jQuery events, announcements, the background add) goes out as effects,
 * in order, to the DOM adapter (stock-form.ts). Actions run synchronously, so a submit (even one
 * held while the island loaded, before React has rendered) is judged on the choice as it is.
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

export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

/** What the stock form does, in the order the store emits it. */
export type FormEffect =
	/** The form is blocked (first check, lookup) or free again. */
	| { readonly kind: 'blocked'; readonly blocked: boolean }
	| { readonly kind: 'button'; readonly state: ButtonState }
	/** No variation any more: `variation_id`, details, image and quantity go back; `hide_variation`. */
	| { readonly kind: 'hide' }
	/** A variation matched: it fills the form and the product; `found_variation`, `show_variation`. */
	| { readonly kind: 'show'; readonly variation: Variation; readonly purchasable: boolean }
	/** A select changed, before the check (`woocommerce_variation_select_change`). */
	| { readonly kind: 'select-change' }
	/** After the check of a changed select (`woocommerce_variation_has_changed`). */
	| { readonly kind: 'has-changed' }
	/** The reset link cleared the choice (`reset_data`). */
	| { readonly kind: 'reset' }
	| { readonly kind: 'announce'; readonly message: string; readonly assertive: boolean }
	/** A submit the store takes: the variation goes through the cart queue. */
	| { readonly kind: 'add'; readonly variation: Variation };

/** What a submit does: the plain form post, or nothing (the store has answered it). */
export type SubmitVerdict = 'post' | 'stop';

export interface VariationsModel {
	readonly attributes: readonly AttributeModel[];
	readonly source: VariationsSource;
	/** Which combinations exist, when known (the page's variations or the printed combinations). */
	readonly combinations: readonly Combination[] | null;
	/** The choice the server's selects hold as the island mounts. */
	readonly initial: AttributeValues;
}

export interface VariationsStore {
	readonly $view: ReadableAtom<FormView>;
	/** Receives every effect from now on; returns its removal. */
	onEffect(listener: (effect: FormEffect) => void): () => void;
	/** A select changed. */
	choose(field: string, value: string): void;
	/** The reset link: clears the choice, announces it. Focus is the caller's. */
	reset(): void;
	/** The page's selects hold `chosen` (before React's replaced them): a change, if it differs. */
	adopt(chosen: AttributeValues): void;
	/** Blocks the form until the first check. */
	start(): void;
	/** The first check, on the choice the page holds then (`null`: the store's own); once only. */
	check(chosen: AttributeValues | null): void;
	/** Judges a submit; `chosen` as for `check`, taken only if the first check is still to come. */
	submit(chosen: AttributeValues | null): SubmitVerdict;
	/** Stops timers and requests. */
	stop(): void;
}

type Status =
	| { readonly kind: 'waiting-first-check' }
	| { readonly kind: 'selection-needed' }
	| { readonly kind: 'looking-up' }
	| { readonly kind: 'matched'; readonly variation: Variation }
	/** The server could not answer: the plain form post resolves the variation instead. */
	| { readonly kind: 'lookup-failed' };

export function createVariationsStore(
	{ attributes, source, combinations, initial }: VariationsModel,
	lookUp: (chosen: AttributeValues, signal: AbortSignal) => Promise<LookupAnswer>,
): VariationsStore {
	const fields = attributes.map((attribute) => attribute.field);
	const answers = new Map<string, Variation | null>();
	let status: Status = { kind: 'selection-needed' };
	let lookup: AbortController | null = null;
	let panelTimer: ReturnType<typeof setTimeout> | null = null;

	const settled = settleChoice(attributes, combinations, initial);
	// `act` runs each action whose changes must reach `$view` in one write, so React renders once at most.
	const { $view, view, patch, act, emit, onEffect, stop: stopEffects } = effectStore<FormView, FormEffect>({
		chosen: settled.chosen,
		offered: settled.offered,
		blocked: false,
		notice: null,
		panel: null,
	});

	const block = (blocked: boolean): void => {
		emit({ kind: 'blocked', blocked });
		patch({ blocked });
	};

	const showNotice = (message: string, noMatch: boolean): void => {
		patch({ notice: { message, noMatch } });
		emit({ kind: 'announce', message, assertive: true });
	};

	const hidePanel = (): void => {
		if (panelTimer !== null) {
			clearTimeout(panelTimer);
			panelTimer = null;
		}
		patch({ panel: null });
	};

	const showVariation = (variation: Variation): void => {
		status = { kind: 'matched', variation };
		const purchasable = isPurchasable(variation);
		emit({ kind: 'button', state: purchasable ? 'enabled' : 'unavailable' });
		const content: PanelContent = purchasable ? { kind: 'variation', variation } : { kind: 'unavailable' };
		panelTimer = setTimeout(() => {
			panelTimer = null;
			patch({ panel: content });
		}, defaultOptions.panelShowDelayMs);
		emit({ kind: 'show', variation, purchasable });
	};

	const noMatch = (): void => {
		update(emptyChoice(fields));
		showNotice(__('Sorry, no products matched your selection. Please choose a different combination.', 'shop-islands'), true);
	};

	const startLookup = (chosen: AttributeValues, key: string): void => {
		lookup?.abort();
		const controller = new AbortController();
		lookup = controller;
		status = { kind: 'looking-up' };
		emit({ kind: 'button', state: 'selection-needed' });
		block(true);
		void lookUp(chosen, controller.signal).then((answer) => {
			// A newer choice started its own lookup: this answer is stale.
			if (answer === 'aborted' || lookup !== controller) {
				return;
			}
			lookup = null;
			act(() => {
				block(false);
				if (answer === 'failed') {
					status = { kind: 'lookup-failed' };
					emit({ kind: 'button', state: 'enabled' });
					return;
				}
				answers.set(key, answer);
				if (answer) {
					showVariation(answer);
				} else {
					noMatch();
				}
			});
		});
	};

	function update(wanted: AttributeValues): void {
		const { chosen, offered } = settleChoice(attributes, combinations, wanted);
		// The same choice again (a swatch pressed twice, a theme's script setting the value it
		// holds): the variation shown, or the want of one, stands; nothing is hidden and shown again.
		if ((status.kind === 'matched' || status.kind === 'selection-needed') && sameChoice(fields, chosen, view().chosen)) {
			return;
		}
		lookup?.abort();
		lookup = null;
		block(false);
		patch({ chosen, offered });
		hidePanel();
		emit({ kind: 'hide' });
		if (!isComplete(fields, chosen)) {
			status = { kind: 'selection-needed' };
			emit({ kind: 'button', state: 'selection-needed' });
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
			startLookup(chosen, key);
		} else if (known) {
			showVariation(known);
		} else {
			noMatch();
		}
	}

	const change = (chosen: AttributeValues): void =>
		act(() => {
			patch({ notice: null });
			emit({ kind: 'select-change' });
			update(chosen);
			emit({ kind: 'has-changed' });
		});

	const adopt = (chosen: AttributeValues): void => {
		if (!sameChoice(fields, chosen, view().chosen)) {
			change(chosen);
		}
	};

	/** A change or a submit (a click held while the island loaded) does not wait for the first check. */
	const checkFirst = (chosen: AttributeValues | null): void =>
		act(() => {
			if (status.kind === 'waiting-first-check') {
				update(chosen ?? view().chosen);
			}
		});

	function submit(chosen: AttributeValues | null): SubmitVerdict {
		checkFirst(chosen);
		if (status.kind === 'lookup-failed') {
			return 'post';
		}
		if (status.kind === 'looking-up') {
			// The overlay says it is busy; the answer decides what the next submit does.
			return 'stop';
		}
		if (status.kind !== 'matched') {
			showNotice(__('Please select some product options before adding this product to your cart.', 'shop-islands'), false);
			return 'stop';
		}
		const { variation } = status;
		if (!isPurchasable(variation)) {
			// The panel already shows this text: say it, without showing it twice.
			emit({
				kind: 'announce',
				message: __('Sorry, this product is unavailable. Please choose a different combination.', 'shop-islands'),
				assertive: true,
			});
			return 'stop';
		}
		// WooCommerce's background add reads product_id as the variation and takes its values
		// from it, so a variation with an "any" value goes through the plain form post, which
		// reads the shopper's choice.
		if (Object.values(variation.attributes).some((value) => value === '')) {
			return 'post';
		}
		patch({ notice: null });
		emit({ kind: 'add', variation });
		return 'stop';
	}

	return {
		$view,
		onEffect,
		choose(field, value) {
			change({ ...view().chosen, [field]: value });
		},
		reset() {
			act(() => {
				patch({ notice: null });
				update(emptyChoice(fields));
				emit({ kind: 'reset' });
				emit({
					kind: 'announce',
					message: __('Your selection has been reset. Please select some product options before adding this product to your cart.', 'shop-islands'),
					assertive: false,
				});
			});
		},
		adopt,
		start() {
			status = { kind: 'waiting-first-check' };
			emit({ kind: 'button', state: 'selection-needed' });
			// The first check comes once the form has settled (a theme's script may still set values), under the overlay.
			block(true);
		},
		check: checkFirst,
		submit: (chosen) => act(() => submit(chosen)),
		stop() {
			lookup?.abort();
			lookup = null;
			if (panelTimer !== null) {
				clearTimeout(panelTimer);
				panelTimer = null;
			}
			stopEffects();
		},
	};
}

function sameChoice(fields: readonly string[], a: AttributeValues, b: AttributeValues): boolean {
	return fields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
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
