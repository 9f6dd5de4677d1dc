import { builtIn } from './page-document';
/** Keyboard focus helpers for dialogs: what can take focus, and keeping Tab inside. */

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[contenteditable="true"]',
	'[tabindex]:not([tabindex="-1"])',
].join(', ');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
	return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
	);
}

/** Keeps Tab and Shift+Tab cycling inside `container`; returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
	if (event.key !== 'Tab') {
		return false;
	}
	const focusable = focusableWithin(container);
	const first = focusable[0];
	const last = focusable[focusable.length - 1];
	if (!first || !last) {
		event.preventDefault();
		container.focus();
		return true;
	}
	const active = builtIn('activeElement');
	if (event.shiftKey && (active === first || !container.contains(active))) {
		event.preventDefault();
		last.focus();
		return true;
	}
	if (!event.shiftKey && (active === last || !container.contains(active))) {
		event.preventDefault();
		first.focus();
		return true;
	}
	return false;
}

/** A plain-DOM modal's keys: Escape calls `close`; Tab and Shift+Tab stay inside `container`. */
export function modalKeys(container: HTMLElement, close: () => void): (event: KeyboardEvent) => void {
	return (event) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			close();
			return;
		}
		trapTab(event, container);
	};
}

/** A modal's clicks: one on its close control (`closeControl`) or outside `dialog` (the overlay) calls `close`. */
export function backdropClicks(dialog: HTMLElement, closeControl: string, close: () => void): (event: MouseEvent) => void {
	return (event) => {
		const target = event.target instanceof Element ? event.target : null;
		if (target && (target.closest(closeControl) || !dialog.contains(target))) {
			close();
		}
	};
}
