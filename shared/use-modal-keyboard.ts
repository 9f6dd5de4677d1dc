import { useEffect, type RefObject } from '@wordpress/element';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { trapTab } from './focus';

/**
 * The keyboard of a modal dialog that React renders (the cart panel, the quick view): while
 * `open`, Escape anywhere on the page calls `close`, and Tab stays inside the dialog. Returns
 * the dialog's `onKeyDown`. A file of its own, so the plain-DOM dialogs' focus helpers never
 * bring React with them.
 */
export function useModalKeyboard(
	open: boolean,
	close: () => void,
	dialog: RefObject<HTMLElement>,
): (event: ReactKeyboardEvent<HTMLElement>) => void {
	useEffect(() => {
		if (!open) {
			return;
		}
		const onKeyDown = (event: KeyboardEvent): void => {
			if (event.key === 'Escape') {
				close();
			}
		};
		document.addEventListener('keydown', onKeyDown);
		return () => document.removeEventListener('keydown', onKeyDown);
	}, [open, close]);

	return (event) => {
		if (dialog.current) {
			trapTab(event.nativeEvent, dialog.current);
		}
	};
}
