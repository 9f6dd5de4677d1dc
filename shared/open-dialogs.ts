import { $openPanel } from './stores/ui';
import { builtIn } from './page-document';

/**
 * Whether a dialog the shopper is looking at is open, for what opens by itself (the special-menu
 * popup) and waits until none is. Ours are in the open-panel store (the cart panel, the quick
 * view, the size chart, the menu); the gallery's lightbox (PhotoSwipe's root) and a theme's or
 * another plugin's dialog are not ours, so they are read from generic dialog markup: any shown
 * `[role="dialog"]`, `[role="alertdialog"]`, `<dialog open>` or `[aria-modal="true"]`.
 */

/** Generic dialog markup, whoever prints it. */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]';

/** The attributes that show or hide a dialog, or make an element one. */
const SHOWING_ATTRIBUTES = ['hidden', 'open', 'class', 'style', 'aria-hidden', 'aria-modal', 'role'];

/** Whether a dialog is open other than `own` (and what is inside it or holds it). */
export function dialogOpen(own: Element): boolean {
	if ($openPanel.get() !== null) {
		return true;
	}
	return [...builtIn('querySelectorAll')<HTMLElement>(DIALOG)].some(
		(dialog) => !dialog.contains(own) && !own.contains(dialog) && shown(dialog),
	);
}

/**
 * Calls `then` each time a dialog may have opened or closed (a panel changes, dialog markup is
 * added, removed, shown or hidden), once per batch; returns what stops it. What changes inside a
 * dialog holding none (PhotoSwipe's slides, restyled each frame of a pan) is not looked at.
 */
export function onDialogsChange(then: () => void): () => void {
	const observer = new MutationObserver((records) => {
		if (records.some(mayShowOrHide)) {
			then();
		}
	});
	observer.observe(builtIn('documentElement'), { subtree: true, childList: true, attributes: true, attributeFilter: SHOWING_ATTRIBUTES });
	const unsubscribe = $openPanel.listen(() => then());
	return () => {
		observer.disconnect();
		unsubscribe();
	};
}

/** The attributes whose change may make an element a dialog or stop it being one. */
const DIALOG_ATTRIBUTES: ReadonlySet<string> = new Set(['open', 'role', 'aria-modal']);

/** Elements came or went, an element became or stopped being a dialog, or a dialog or what holds one changed how it shows. */
function mayShowOrHide(record: MutationRecord): boolean {
	const { target, attributeName } = record;
	if (record.type === 'childList' || (attributeName !== null && DIALOG_ATTRIBUTES.has(attributeName))) {
		return true;
	}
	return target instanceof Element && (target.matches(DIALOG) || target.querySelector(DIALOG) !== null);
}

/**
 * Shown: laid out, not parked outside the window (a theme's closed drawer, a dropdown at
 * `left: -999em`), not `visibility: hidden`, not hidden from assistive technology.
 */
function shown(dialog: HTMLElement): boolean {
	if (dialog.closest('[hidden], [aria-hidden="true"]') !== null || dialog.getClientRects().length === 0) {
		return false;
	}
	const box = dialog.getBoundingClientRect();
	const outside = box.right <= 0 || box.bottom <= 0 || box.left >= window.innerWidth || box.top >= window.innerHeight;
	return !(box.width > 0 && box.height > 0 && outside) && getComputedStyle(dialog).visibility !== 'hidden';
}
