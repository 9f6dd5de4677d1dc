import { speak } from '../a11y';
import { __ } from '../i18n';
import type { AddOutcome } from './actions';

/** Adds in flight per button: it stays busy until the last one it started has settled. */
const inFlight = new WeakMap<HTMLElement, number>();

/**
 * An add made from a button, shown on it: `loading` and `aria-busy` while any add it started is
 * in flight, `added` once one succeeds; a failed add is announced. A redirected add leaves the
 * button as it is, for the page is going.
 */
export async function addFromButton(button: HTMLElement | null, add: () => Promise<AddOutcome>): Promise<AddOutcome> {
	if (button) {
		inFlight.set(button, (inFlight.get(button) ?? 0) + 1);
		button.classList.remove('added');
		button.classList.add('loading');
		button.setAttribute('aria-busy', 'true');
	}
	const outcome = await add();
	if (outcome.status === 'redirected') {
		return outcome;
	}
	if (button) {
		const left = Math.max(0, (inFlight.get(button) ?? 1) - 1);
		inFlight.set(button, left);
		if (left === 0) {
			button.classList.remove('loading');
			button.removeAttribute('aria-busy');
		}
		if (outcome.status === 'added') {
			button.classList.add('added');
		}
	}
	if (outcome.status === 'failed') {
		speak(__('Sorry, this product could not be added to your cart. Please try again.', 'shop-islands'), 'assertive');
	}
	return outcome;
}
