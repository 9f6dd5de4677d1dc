import { describe, expect, it } from 'vitest';
import type { AddOutcome } from '../../../shared/cart/actions';
import { addFromButton } from '../../../shared/cart/add-button';

function deferred(): { promise: Promise<AddOutcome>; settle: (outcome: AddOutcome) => void } {
	let settle: (outcome: AddOutcome) => void = () => undefined;
	const promise = new Promise<AddOutcome>((resolve) => {
		settle = resolve;
	});
	return { promise, settle };
}

describe('an add made from a button', () => {
	it('keeps the button busy until the last of its adds has settled, then shows it added', async () => {
		const button = document.createElement('button');
		button.className = 'added';
		const first = deferred();
		const second = deferred();
		const firstDone = addFromButton(button, () => first.promise);
		const secondDone = addFromButton(button, () => second.promise);
		expect(button.className).toBe('loading');
		expect(button.getAttribute('aria-busy')).toBe('true');
		first.settle({ status: 'failed', error: new Error('offline') });
		await firstDone;
		expect(button.classList.contains('loading')).toBe(true);
		second.settle({ status: 'vetoed' });
		await secondDone;
		expect(button.className).toBe('');
		expect(button.hasAttribute('aria-busy')).toBe(false);
	});

	it('leaves the button as it is when the add sends the shopper elsewhere', async () => {
		const button = document.createElement('button');
		await addFromButton(button, () => Promise.resolve({ status: 'redirected', to: 'https://shop.example/product/' }));
		expect(button.className).toBe('loading');
	});
});
