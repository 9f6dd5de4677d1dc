import { trapTab } from './focus';
import { builtIn } from './page-document';
import { listeners } from './listeners';

/**
 * The one modal dialog behaviour of the bundle (the cart panel, the quick view, the size chart):
 * while open, focus is in the dialog, Tab and Shift+Tab stay inside it, Escape anywhere and a
 * click on one of its closers (the overlay, the close button) ask it to close, and an optional
 * class on the root element stops the page behind from scrolling. Closing gives focus back.
 * Plain DOM, so a dialog of server HTML needs no React; a React dialog opens it in an effect.
 */
export interface ModalOptions {
	/** The dialog element (`role="dialog"`, `aria-modal`, `tabindex="-1"`): focused as it opens. */
	readonly dialog: HTMLElement;
	/** Asked on Escape and on a click on a closer; the owner's state then releases the modal. */
	readonly onClose: () => void;
	/** Elements whose click asks to close: the overlay, the close button (a React ref not yet set is null). */
	readonly closers?: ReadonlyArray<HTMLElement | null>;
	/** A class the root element wears while the dialog is open. */
	readonly pageClass?: string;
	/**
	 * Where focus goes back to when it closes, given what had focus as it opened (if that is still
	 * on the page); by default that element. Focus moves back only from the dialog or from nowhere.
	 */
	readonly returnFocus?: (previous: HTMLElement | null) => HTMLElement | null;
}

/** Opens the modal behaviour on `dialog`; returns what closes it. */
export function openModal({ dialog, onClose, closers: given = [], pageClass, returnFocus = (previous) => previous }: ModalOptions): () => void {
	const closers = given.filter((closer): closer is HTMLElement => closer !== null);
	const active = builtIn('activeElement');
	const previous = active instanceof HTMLElement && active !== builtIn('body') && !dialog.contains(active) ? active : null;
	const onEscape = (event: KeyboardEvent): void => {
		if (event.key === 'Escape') {
			event.preventDefault();
			onClose();
		}
	};
	// Tab is kept inside from within the dialog only: a dialog opened over another (an add from the
	// quick view opening the cart panel) leaves the other one's keys alone.
	const onTab = (event: KeyboardEvent): void => {
		trapTab(event, dialog);
	};
	const onCloserClick = (): void => onClose();
	const events = listeners();
	events.on(document, 'keydown', onEscape);
	events.on(dialog, 'keydown', onTab);
	closers.forEach((closer) => events.on(closer, 'click', onCloserClick));
	if (pageClass) {
		builtIn('documentElement').classList.add(pageClass);
	}
	dialog.focus();

	return () => {
		events.removeAll();
		if (pageClass) {
			builtIn('documentElement').classList.remove(pageClass);
		}
		const focused = builtIn('activeElement');
		if (focused === null || focused === builtIn('body') || dialog.contains(focused)) {
			returnFocus(previous?.isConnected ? previous : null)?.focus({ preventScroll: true });
		}
	};
}
