import { builtIn } from './page-document';
import { dialogOpen, onDialogsChange } from './open-dialogs';

/**
 * The moment something that opens by itself (the special-menu popup, Food Menu's location popup)
 * may open: the shopper keeps the stage, a dialog they are looking at until it closes (a panel of
 * ours, the gallery's lightbox, a theme's dialog: open-dialogs.ts), a form they are filling in
 * until focus leaves it (a shopper typing into the header login or any form keeps the keyboard).
 */

/** Where focus means the shopper is filling something in: a field, or any control of a form (its buttons). */
const FILLING_IN = 'form, input, select, textarea, [contenteditable]:not([contenteditable="false"])';

/**
 * Calls `then` once no dialog but `own` is open and focus is in no form or field (at once when
 * that is so now); returns what stops waiting.
 */
export function whenStageFree(own: Element, then: () => void): () => void {
	let stopWaiting: (() => void) | null = null;
	const check = (): void => {
		stopWaiting?.();
		stopWaiting = null;
		if (dialogOpen(own)) {
			stopWaiting = onDialogsChange(() => {
				if (!dialogOpen(own)) {
					check();
				}
			});
		} else if (fillingIn(builtIn('activeElement'))) {
			stopWaiting = afterFocusMoves(check);
		} else {
			then();
		}
	};
	check();
	return () => {
		stopWaiting?.();
		stopWaiting = null;
	};
}

function fillingIn(element: Element | null): boolean {
	return element instanceof HTMLElement && (element.isContentEditable || element.closest(FILLING_IN) !== null);
}

/**
 * Calls `then` after each move of focus, on the next task: by then the element taking focus has
 * it (its `focusin` follows the `focusout`). When the window loses focus, the field keeps it.
 */
function afterFocusMoves(then: () => void): () => void {
	let settled = 0;
	const onFocusOut = (): void => {
		window.clearTimeout(settled);
		settled = window.setTimeout(then);
	};
	builtIn('addEventListener')('focusout', onFocusOut);
	return () => {
		window.clearTimeout(settled);
		builtIn('removeEventListener')('focusout', onFocusOut);
	};
}
