import { afterEach, describe, expect, it, vi } from 'vitest';
import { openModal } from '../../shared/modal';

function page(): { opener: HTMLButtonElement; dialog: HTMLElement; overlay: HTMLElement; close: HTMLButtonElement; other: HTMLButtonElement } {
	document.body.innerHTML = `<button id="opener">Open</button><button id="other">Other</button>
		<div id="overlay"></div><div id="dialog" role="dialog" aria-modal="true" tabindex="-1"><button id="close">×</button></div>`;
	const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
	return { opener: byId('opener'), dialog: byId('dialog'), overlay: byId('overlay'), close: byId('close'), other: byId('other') };
}

afterEach(() => {
	document.body.innerHTML = '';
	document.documentElement.className = '';
});

describe('the modal dialog behaviour', () => {
	it('moves focus in, wears the page class, and gives focus back to what had it', () => {
		const { opener, dialog } = page();
		opener.focus();
		const release = openModal({ dialog, onClose: () => undefined, pageClass: 'is-modal-open' });
		expect(document.activeElement).toBe(dialog);
		expect(document.documentElement.classList.contains('is-modal-open')).toBe(true);
		release();
		expect(document.activeElement).toBe(opener);
		expect(document.documentElement.classList.contains('is-modal-open')).toBe(false);
	});

	it('asks to close on Escape anywhere and on a click on a closer, and no more once released', () => {
		const { dialog, overlay, close } = page();
		const onClose = vi.fn();
		const release = openModal({ dialog, onClose, closers: [overlay, close, null] });
		document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		overlay.click();
		close.click();
		dialog.click();
		expect(onClose).toHaveBeenCalledTimes(3);
		release();
		document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		overlay.click();
		expect(onClose).toHaveBeenCalledTimes(3);
	});

	it("gives focus where its owner says, given what had it; or nowhere when focus has moved on", () => {
		const { opener, dialog, other } = page();
		const release = openModal({ dialog, onClose: () => undefined, returnFocus: (previous) => previous ?? opener });
		release();
		expect(document.activeElement).toBe(opener);

		const again = openModal({ dialog, onClose: () => undefined });
		other.focus();
		again();
		expect(document.activeElement).toBe(other);
	});
});
