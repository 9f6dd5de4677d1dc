/**
 * @vitest-environment node
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttributeValues } from '../../../islands/variations-form/data';
import type { LookupAnswer } from '../../../islands/variations-form/lookup';
import { createVariationsStore, type FormEffect, type VariationsModel } from '../../../islands/variations-form/store';
import { variation } from './variation';

/**
 * The variations store on its own, in Node (no DOM): a choice goes in through an action and
 * comes out as the view and as effects, in the order WooCommerce's script acts.
 */

const ATTRIBUTES: VariationsModel['attributes'] = [
	{ field: 'attribute_size', options: [{ value: 'small', label: 'Small' }, { value: 'large', label: 'Large' }] },
	{ field: 'attribute_crust', options: [{ value: 'thin', label: 'Thin' }, { value: 'deep', label: 'Deep' }] },
];
const SMALL_THIN = variation(11, { attribute_size: 'small', attribute_crust: 'thin' });
const LARGE_DEEP = variation(12, { attribute_size: 'large', attribute_crust: 'deep' }, { inStock: false });
const EMPTY = { attribute_size: '', attribute_crust: '' };

function inlineStore(initial: AttributeValues = EMPTY) {
	const variations = [SMALL_THIN, LARGE_DEEP];
	const lookUp = vi.fn<(chosen: AttributeValues, signal: AbortSignal) => Promise<LookupAnswer>>();
	const store = createVariationsStore({ attributes: ATTRIBUTES, source: { kind: 'inline', variations }, combinations: variations, initial }, lookUp);
	const effects: FormEffect[] = [];
	store.onEffect((effect) => effects.push(effect));
	return { store, effects, lookUp };
}

const kinds = (effects: readonly FormEffect[]): string[] =>
	effects.map((effect) => (effect.kind === 'blocked' ? `blocked:${effect.blocked}` : effect.kind === 'button' ? `button:${effect.state}` : effect.kind));

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('variations store', () => {
	it('takes a change through its action to the view and to effects in WooCommerce\'s order', () => {
		const { store, effects } = inlineStore();
		store.start();
		expect(kinds(effects)).toEqual(['button:selection-needed', 'blocked:true']);
		effects.length = 0;
		store.choose('attribute_size', 'small');
		store.choose('attribute_crust', 'thin');
		expect(kinds(effects)).toEqual([
			'select-change',
			'blocked:false',
			'hide',
			'button:selection-needed',
			'has-changed',
			'select-change',
			'blocked:false',
			'hide',
			'button:enabled',
			'show',
			'has-changed',
		]);
		expect(store.$view.get().chosen).toEqual({ attribute_size: 'small', attribute_crust: 'thin' });
		// Large comes only with a deep crust: with thin chosen, large leads nowhere and is not offered.
		expect(store.$view.get().offered.attribute_size?.map((option) => option.value)).toEqual(['small']);
		expect(store.$view.get().panel).toBeNull();
		vi.advanceTimersByTime(300);
		expect(store.$view.get().panel).toEqual({ kind: 'variation', variation: SMALL_THIN });
	});

	it('judges a submit made before the first check on the choice the page gives it, and ignores the check that comes later', () => {
		const { store, effects } = inlineStore();
		store.start();
		expect(store.submit({ attribute_size: 'small', attribute_crust: 'thin' })).toBe('stop');
		expect(effects.at(-1)).toEqual({ kind: 'add', variation: SMALL_THIN });
		effects.length = 0;
		store.check(EMPTY);
		expect(effects).toEqual([]);
		expect(store.$view.get().chosen).toEqual({ attribute_size: 'small', attribute_crust: 'thin' });
	});

	it('says why a submit stops: no full choice, or a variation that cannot be bought', () => {
		const { store, effects } = inlineStore();
		store.check(null);
		expect(store.submit(null)).toBe('stop');
		expect(store.$view.get().notice?.message).toBe('Please select some product options before adding this product to your cart.');
		store.choose('attribute_size', 'large');
		store.choose('attribute_crust', 'deep');
		expect(effects.at(-2)).toEqual({ kind: 'show', variation: LARGE_DEEP, purchasable: false });
		expect(store.submit(null)).toBe('stop');
		expect(effects.at(-1)).toEqual({
			kind: 'announce',
			message: 'Sorry, this product is unavailable. Please choose a different combination.',
			assertive: true,
		});
	});

	it('asks once per full choice, drops a stale answer, and lets the form post when the server cannot say', async () => {
		const answers: Array<(answer: LookupAnswer) => void> = [];
		// Answers come when the test gives them, an aborted request's too (a server that answered anyway).
		const lookUp = vi.fn(
			(_chosen: AttributeValues, _signal: AbortSignal) =>
				new Promise<LookupAnswer>((resolve) => {
					answers.push(resolve);
				}),
		);
		const store = createVariationsStore({ attributes: ATTRIBUTES, source: { kind: 'request' }, combinations: null, initial: EMPTY }, lookUp);
		store.start();
		store.check({ attribute_size: 'small', attribute_crust: 'thin' });
		store.choose('attribute_crust', 'deep');
		expect(lookUp).toHaveBeenCalledTimes(2);
		answers[0]?.(SMALL_THIN);
		await Promise.resolve();
		expect(store.$view.get().blocked).toBe(true);
		expect(store.submit(null)).toBe('stop');
		answers[1]?.('failed');
		await Promise.resolve();
		expect(store.$view.get().blocked).toBe(false);
		expect(store.submit(null)).toBe('post');
	});

	it('writes its view once per action, and replays nothing when the same choice comes again', () => {
		const { store, effects } = inlineStore();
		store.start();
		const writes: unknown[] = [];
		const unsubscribe = store.$view.listen((view) => writes.push(view));
		store.choose('attribute_size', 'small');
		expect(writes).toHaveLength(1);
		store.choose('attribute_crust', 'thin');
		expect(writes).toHaveLength(2);
		effects.length = 0;
		// A swatch pressed twice, a theme's script setting the value the select holds: WooCommerce's
		// change events, and the variation shown stands (no hide, no show, no new view).
		store.choose('attribute_crust', 'thin');
		store.adopt({ attribute_size: 'small', attribute_crust: 'thin' });
		expect(kinds(effects)).toEqual(['select-change', 'has-changed']);
		expect(writes).toHaveLength(2);
		store.reset();
		expect(writes).toHaveLength(3);
		expect(store.$view.get().chosen).toEqual(EMPTY);
		unsubscribe();
	});
});
