import { builtIn } from './page-document';
/**
 * Screen-reader announcements through two shared live regions (polite and assertive),
 * created on first use. Messages are set as text, never as HTML.
 */

export type Politeness = 'polite' | 'assertive';

const REGION_ID_PREFIX = 'shop-islands-live-';

function region(politeness: Politeness): HTMLElement {
	const id = `${REGION_ID_PREFIX}${politeness}`;
	const existing = builtIn('getElementById')(id);
	if (existing) {
		return existing;
	}
	const element = builtIn('createElement')('div');
	element.id = id;
	element.className = 'screen-reader-text';
	element.setAttribute('aria-live', politeness);
	element.setAttribute('aria-relevant', 'additions text');
	element.setAttribute('aria-atomic', 'true');
	if (politeness === 'assertive') {
		element.setAttribute('role', 'alert');
	}
	builtIn('body').append(element);
	return element;
}

/**
 * Announces `message`. The region is cleared first so that the same message twice
 * in a row is read twice.
 */
export function speak(message: string, politeness: Politeness = 'polite'): void {
	const target = region(politeness);
	target.textContent = '';
	// A fresh text node in the next frame is what screen readers pick up reliably.
	requestAnimationFrame(() => {
		target.textContent = message;
	});
}
