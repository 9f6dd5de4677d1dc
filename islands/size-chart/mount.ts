import { openModal } from '../../shared/modal';
import { $openPanel, closePanel, togglePanel } from '../../shared/stores/ui';
import { decodeUrlPart } from '../../shared/url-parts';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * The size-chart button (`[data-island="size-chart"]`, a link to the chart's id,
 * docs/product-form.md) and its popup: the chart the theme prints in the page (`aria-labelledby`
 * its title, `data-close-label` for the close button). Without JavaScript the link jumps to the
 * chart; here it toggles it as a modal dialog (shared/modal.ts): focus moves in, Tab stays inside,
 * Escape, the close button and the overlay close it, and focus returns to the button. The chart is server
 * HTML, so this is plain DOM, not React. Open state lives in `$openPanel` ('size-chart'),
 * so the cart panel and the chart never trap focus against each other.
 */

const ACTIVE_CLASS = 'is-active';

export function mount(button: HTMLElement): Unmount {
	const popup = chartOf(button);
	if (!popup) {
		return () => undefined;
	}
	const overlay = builtIn('createElement')('div');
	overlay.className = 'shop-islands-size-chart__overlay';
	overlay.hidden = true;
	const close = builtIn('createElement')('button');
	close.type = 'button';
	close.className = 'shop-islands-size-chart__close';
	close.textContent = '\u00d7';
	// The theme's translated label; without one the button is named by its "×".
	if (popup.dataset.closeLabel) {
		close.setAttribute('aria-label', popup.dataset.closeLabel);
	}
	const originalTabIndex = popup.getAttribute('tabindex');

	const onClose = (): void => closePanel('size-chart');
	let release: (() => void) | null = null;
	const show = (open: boolean): void => {
		if (open === (release !== null)) {
			return;
		}
		popup.classList.toggle(ACTIVE_CLASS, open);
		overlay.hidden = !open;
		button.setAttribute('aria-expanded', String(open));
		if (open) {
			release = openModal({ dialog: popup, onClose, closers: [overlay, close], returnFocus: () => button });
		} else {
			release?.();
			release = null;
		}
	};

	const onButtonClick = (event: MouseEvent): void => {
		event.preventDefault();
		togglePanel('size-chart');
	};

	button.setAttribute('aria-haspopup', 'dialog');
	button.setAttribute('aria-controls', popup.id);
	button.setAttribute('aria-expanded', 'false');
	popup.setAttribute('role', 'dialog');
	popup.setAttribute('aria-modal', 'true');
	popup.tabIndex = -1;
	popup.classList.add('shop-islands-size-chart');
	popup.prepend(close);
	popup.before(overlay);
	button.addEventListener('click', onButtonClick);
	const unsubscribe = $openPanel.subscribe((panel) => show(panel === 'size-chart'));

	return () => {
		unsubscribe();
		show(false);
		closePanel('size-chart');
		button.removeEventListener('click', onButtonClick);
		for (const name of ['aria-haspopup', 'aria-controls', 'aria-expanded']) {
			button.removeAttribute(name);
		}
		for (const name of ['role', 'aria-modal']) {
			popup.removeAttribute(name);
		}
		if (originalTabIndex === null) {
			popup.removeAttribute('tabindex');
		}
		popup.classList.remove('shop-islands-size-chart', ACTIVE_CLASS);
		close.remove();
		overlay.remove();
	};
}

/** The chart the button points at: its `aria-controls`, or the `#id` of its link. */
function chartOf(button: HTMLElement): HTMLElement | null {
	const id = button.getAttribute('aria-controls') ?? (button instanceof HTMLAnchorElement ? decodeUrlPart(button.hash.slice(1)) : '');
	return id === '' ? null : builtIn('getElementById')(id);
}
