import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttributeValues } from '../../../islands/variations-form/data';
import type { LookupAnswer } from '../../../islands/variations-form/lookup';
import { connectServerSelects } from '../../../islands/variations-form/server-selects';
import { createVariationsStore, type VariationsModel } from '../../../islands/variations-form/store';
import { variation } from './variation';

/**
 * The store's answers on the server's selects, before React's replace them: what the shopper
 * sees in the first few hundred milliseconds after reaching for the form on a slow phone.
 */

const ATTRIBUTES: VariationsModel['attributes'] = [
	{
		field: 'attribute_size',
		options: [
			{ value: 'small', label: 'Small' },
			{ value: 'medium', label: 'Medium' },
			{ value: 'large', label: 'Large' },
		],
	},
	{
		field: 'attribute_crust',
		options: [
			{ value: 'thin', label: 'Thin' },
			{ value: 'deep', label: 'Deep' },
		],
	},
];
// No medium at all; a small pizza only thin; a large thin one inactive.
const VARIATIONS = [
	variation(11, { attribute_size: 'small', attribute_crust: 'thin' }),
	variation(12, { attribute_size: 'large', attribute_crust: 'deep' }),
	variation(13, { attribute_size: 'large', attribute_crust: 'thin' }, { active: false }),
];

function printedSelect(field: string): HTMLSelectElement {
	const attribute = ATTRIBUTES.find((candidate) => candidate.field === field);
	const select = document.createElement('select');
	select.name = field;
	for (const { value, label } of [{ value: '', label: 'Choose an option' }, ...(attribute?.options ?? [])]) {
		const option = document.createElement('option');
		option.value = value;
		option.text = label;
		select.append(option);
	}
	document.body.append(select);
	return select;
}

const values = (select: HTMLSelectElement): string[] => Array.from(select.options, (option) => `${option.value}${option.disabled ? ' (disabled)' : ''}`);

let size: HTMLSelectElement;
let crust: HTMLSelectElement;
let reset: HTMLAnchorElement;
let disconnect: () => void;
let store: ReturnType<typeof createVariationsStore>;

beforeEach(() => {
	size = printedSelect('attribute_size');
	crust = printedSelect('attribute_crust');
	reset = document.createElement('a');
	reset.href = '#';
	reset.className = 'reset_variations';
	reset.style.visibility = 'hidden';
	document.body.append(reset);
	const lookUp = vi.fn<(chosen: AttributeValues, signal: AbortSignal) => Promise<LookupAnswer>>();
	store = createVariationsStore(
		{ attributes: ATTRIBUTES, source: { kind: 'inline', variations: VARIATIONS }, combinations: VARIATIONS, initial: { attribute_size: '', attribute_crust: '' } },
		lookUp,
	);
	disconnect = connectServerSelects(
		store,
		[
			{ field: 'attribute_size', select: size },
			{ field: 'attribute_crust', select: crust },
		],
		reset,
	);
});

afterEach(() => {
	store.stop();
	document.body.replaceChildren();
});

describe('the server\'s selects before React renders', () => {
	it('offer what the store offers at once: an option that leads nowhere taken out', () => {
		expect(values(size)).toEqual(['', 'small', 'large']);
		expect(values(crust)).toEqual(['', 'thin', 'deep']);
	});

	it('tell the store of a change and show what follows from it: an inactive option disabled, one that leads nowhere taken out', () => {
		size.value = 'large';
		size.dispatchEvent(new Event('change', { bubbles: true }));
		expect(store.$view.get().chosen.attribute_size).toBe('large');
		expect(values(crust)).toEqual(['', 'thin (disabled)', 'deep']);
		size.value = 'small';
		size.dispatchEvent(new Event('change', { bubbles: true }));
		expect(values(crust)).toEqual(['', 'thin']);
		expect(size.value).toBe('small');
	});

	it('show the reset link once something is chosen; it clears the choice and focuses the first select', () => {
		size.value = 'small';
		size.dispatchEvent(new Event('change', { bubbles: true }));
		expect(reset.style.visibility).toBe('visible');
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		reset.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(store.$view.get().chosen.attribute_size).toBe('');
		expect(size.value).toBe('');
		expect(values(crust)).toEqual(['', 'thin', 'deep']);
		expect(reset.style.visibility).toBe('hidden');
		expect(document.activeElement).toBe(size);
	});

	it('once disconnected, hold every printed option as printed, with the choice, and tell the store nothing more', () => {
		size.value = 'large';
		size.dispatchEvent(new Event('change', { bubbles: true }));
		disconnect();
		expect(values(size)).toEqual(['', 'small', 'medium', 'large']);
		expect(values(crust)).toEqual(['', 'thin', 'deep']);
		expect(size.value).toBe('large');
		expect(reset.style.visibility).toBe('hidden');
		crust.value = 'deep';
		crust.dispatchEvent(new Event('change', { bubbles: true }));
		expect(store.$view.get().chosen.attribute_crust).toBe('');
	});
});
