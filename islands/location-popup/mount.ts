import { backdropClicks, modalKeys } from '../../shared/focus';
import { readJson, removeItem, writeJson } from '../../shared/storage';
import { $openPanel, closePanel, openPanel } from '../../shared/stores/ui';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';

/**
 * The pickup-location picker (`[data-island="location-popup"]`,
 * docs/site-chrome.md#navigation-and-popups): a header button, the chosen location's name beside
 * it, and the theme's popup (a select, a confirmation message, a save button). Plain DOM: the popup
 * is server HTML.
 *
 * The choice is kept in local storage under `fmp_location` as `{name, value}`: the option's
 * value and its display text, which the header shows (as text) from the first mount on. A
 * record of any other shape is ignored; storage that cannot be written still shows the choice
 * for this page. The confirmation is the theme's `data-template` with `%s` set to the option's
 * text (or that text alone). The popup is a modal dialog: focus moves in, stays in, returns.
 */

interface SavedLocation {
	readonly name: string;
	readonly value: string;
}

export function mount(host: HTMLElement): Unmount {
	const toggle = host.querySelector<HTMLElement>('.site-header-location__toggle');
	const nameBox = host.querySelector<HTMLElement>('.site-header-location__name');
	const popupId = toggle?.getAttribute('aria-controls');
	const popup = (popupId ? builtIn('getElementById')(popupId) : null) ?? host.querySelector<HTMLElement>('.location-popup');
	const dialog = popup?.querySelector<HTMLElement>('.location-popup__dialog') ?? popup;
	const select = popup?.querySelector<HTMLSelectElement>('select');
	if (!toggle || !popup || !dialog || !select) {
		return () => undefined;
	}
	const message = popup.querySelector<HTMLElement>('.location-popup__message');
	const save = popup.querySelector<HTMLElement>('.location-popup__save');

	const showName = (text: string): void => {
		if (nameBox) {
			nameBox.textContent = text;
			nameBox.hidden = text === '';
		}
	};
	const saved = readJson('local', defaultOptions.storageKey, isSavedLocation);
	if (saved) {
		showName(saved.value);
		if ([...select.options].some((option) => option.value === saved.name)) {
			select.value = saved.name;
		}
	}

	let opener: HTMLElement | null = null;
	const show = (open: boolean): void => {
		if (open === !popup.hidden) {
			return;
		}
		popup.hidden = !open;
		toggle.setAttribute('aria-expanded', String(open));
		if (open) {
			const focused = builtIn('activeElement');
			opener = focused instanceof HTMLElement ? focused : toggle;
			select.focus({ preventScroll: true });
		} else {
			if (message) {
				message.hidden = true;
				message.textContent = '';
			}
			const focused = builtIn('activeElement');
			if (popup.contains(focused) || focused === builtIn('body')) {
				(opener?.isConnected ? opener : toggle).focus({ preventScroll: true });
			}
			opener = null;
		}
	};

	const onToggle = (event: MouseEvent): void => {
		event.preventDefault();
		openPanel('location-popup');
	};
	const onChange = (): void => {
		if (!message) {
			return;
		}
		const text = chosenText(select);
		const template = message.dataset.template ?? '%s';
		message.textContent = text === '' ? '' : template.replace('%s', () => text);
		message.hidden = text === '';
	};
	const onSave = (): void => {
		const text = chosenText(select);
		if (select.value === '') {
			removeItem('local', defaultOptions.storageKey);
		} else {
			// Disabled or full storage: the choice still shows on this page.
			writeJson('local', defaultOptions.storageKey, { name: select.value, value: text } satisfies SavedLocation);
		}
		showName(text);
		closePanel('location-popup');
	};
	const close = (): void => closePanel('location-popup');
	const onKeyDown = modalKeys(dialog, close);
	const onClick = backdropClicks(dialog, '.location-popup__close', close);

	toggle.setAttribute('aria-expanded', 'false');
	toggle.addEventListener('click', onToggle);
	select.addEventListener('change', onChange);
	save?.addEventListener('click', onSave);
	popup.addEventListener('keydown', onKeyDown);
	popup.addEventListener('click', onClick);
	const unsubscribe = $openPanel.subscribe((panel) => show(panel === 'location-popup'));

	return () => {
		unsubscribe();
		closePanel('location-popup');
		toggle.removeEventListener('click', onToggle);
		select.removeEventListener('change', onChange);
		save?.removeEventListener('click', onSave);
		popup.removeEventListener('keydown', onKeyDown);
		popup.removeEventListener('click', onClick);
		toggle.removeAttribute('aria-expanded');
	};
}

/** The chosen option's display text; empty for the placeholder. */
function chosenText(select: HTMLSelectElement): string {
	return select.value === '' ? '' : (select.selectedOptions[0]?.text.trim() ?? '');
}

function isSavedLocation(value: unknown): value is SavedLocation {
	if (typeof value !== 'object' || value === null) {
		return false;
	}
	const record = value as Record<string, unknown>;
	return typeof record.name === 'string' && typeof record.value === 'string' && record.name !== '';
}
