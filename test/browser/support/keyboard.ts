import type { Page } from 'playwright-core';
import { store } from './store';

/**
 * Keyboard-only walkthroughs: move focus with Tab (or Shift+Tab) until the focused element
 * matches `selector`, failing if focus ever lands on something the shopper cannot see.
 */

export interface TabOptions {
	/** Give up after this many presses. */
	readonly max?: number;
	readonly backwards?: boolean;
}

interface FocusState {
	readonly matches: boolean;
	readonly visible: boolean;
	readonly onPage: boolean;
	/** A hidden element the store's theme makes focusable (see StoreUnderTest.hiddenFocusStops). */
	readonly allowedHidden: boolean;
	readonly description: string;
}

/** Presses Tab until `selector` has focus; returns how many presses it took. */
export async function tabTo(page: Page, selector: string, options: TabOptions = {}): Promise<number> {
	const max = options.max ?? 250;
	for (let presses = 1; presses <= max; presses += 1) {
		await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
		const state = await focusState(page, selector, store().hiddenFocusStops);
		if (state.onPage && !state.visible && !state.allowedHidden) {
			throw new Error(`Tab press ${presses} focused ${state.description}, which is not visible`);
		}
		if (state.matches) {
			return presses;
		}
	}
	throw new Error(`${selector} never got focus in ${max} Tab presses`);
}

/** The focused element, as `tag.class "text"`, or `body`. */
export async function focusedElement(page: Page): Promise<string> {
	return (await focusState(page, ':focus')).description;
}

/** Whether the focused element matches `selector`. */
export async function focusIsOn(page: Page, selector: string): Promise<boolean> {
	return (await focusState(page, selector)).matches;
}

function focusState(page: Page, selector: string, hiddenFocusStops = ''): Promise<FocusState> {
	return page.evaluate(({ wanted, allowed }) => {
		const element = document.activeElement;
		if (!(element instanceof HTMLElement) || element === document.body) {
			return { matches: false, visible: false, onPage: false, allowedHidden: false, description: 'body' };
		}
		const box = element.getBoundingClientRect();
		const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1;
		const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
		const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
		return {
			matches: element.matches(wanted),
			visible,
			onPage: true,
			allowedHidden: allowed !== '' && element.matches(allowed),
			description: `${element.tagName.toLowerCase()}${classes} "${text}"`,
		};
	}, { wanted: selector, allowed: hiddenFocusStops });
}
