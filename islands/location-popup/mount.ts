import { backdropClicks, modalKeys } from '../../shared/focus';
import { whenStageFree } from '../../shared/free-stage';
import { builtIn } from '../../shared/page-document';
import { readItem, readJson, writeJson } from '../../shared/storage';
import { $openPanel, closePanel, openPanel } from '../../shared/stores/ui';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { listeners } from '../../shared/listeners';

/**
 * The pickup-location picker (`[data-island="location-popup"]`,
 * docs/site-chrome.md#navigation-and-popups), on either of the two markups that print it:
 *
 * - the theme's: a header button, the chosen location's name beside it, and the popup the button
 *   controls (a select, a confirmation message, a save button); the button opens it;
 * - Food Menu's (`.fmp-location-box-wrap`, which the plugin prints on the server in place of
 *   Food Menu's inline jQuery, php-enqueue/includes/food-menu.php): `#fmp-location-modal` with
 *   its `select.fmp-location`, `.confirm-msg`, Save and X buttons. As Food Menu does, it opens by
 *   itself while no location is stored (once no dialog is open and no field has focus:
 *   shared/free-stage.ts), with Food Menu's `fmp-location-popup` body class (its backdrop) while
 *   it is open; the name goes into Food Menu's checkout field (`.fmp-location-name`, the hidden
 *   input the order keeps) and its title shows once there is one.
 *
 * The choice is kept in local storage under `fmp_location` as `{name, value}`: the option's
 * value and its display text (both empty for the placeholder, a shopper who saved "no location",
 * as Food Menu stores it), shown as text from the first mount on. A record of any other shape is
 * ignored; storage that cannot be written still shows the choice for this page. The confirmation
 * is the markup's `data-template` with `%s` set to the option's text, or the message as printed.
 * The popup is a modal dialog: focus moves in, stays in, returns. Plain DOM: the popup is server HTML.
 */

interface SavedLocation {
	readonly name: string;
	readonly value: string;
}

/** What one markup gives the picker. */
interface Picker {
	readonly popup: HTMLElement;
	readonly dialog: HTMLElement;
	readonly select: HTMLSelectElement;
	readonly message: HTMLElement | null;
	readonly save: HTMLElement | null;
	/** The controls inside the dialog that close it without saving. */
	readonly closeControl: string;
	/** The header button that opens it (the theme's); null where it opens by itself. */
	readonly toggle: HTMLElement | null;
	/** Shows the chosen location's name (empty: none). */
	readonly showName: (text: string) => void;
	/** The body class the markup's styles show a backdrop with while it is open. */
	readonly openClass: string | null;
}

export function mount(host: HTMLElement): Unmount {
	const picker = themePicker(host) ?? foodMenuPicker(host);
	if (!picker) {
		return () => undefined;
	}
	const { popup, dialog, select, message, save, toggle, showName, openClass } = picker;

	const stored = readItem('local', defaultOptions.storageKey) !== null;
	const saved = readJson('local', defaultOptions.storageKey, isSavedLocation);
	if (saved) {
		showName(saved.value);
		if ([...select.options].some((option) => option.value === saved.name)) {
			select.value = saved.name;
		}
	} else {
		showName('');
	}

	let opener: HTMLElement | null = null;
	const show = (open: boolean): void => {
		if (open === !popup.hidden) {
			return;
		}
		popup.hidden = !open;
		toggle?.setAttribute('aria-expanded', String(open));
		if (openClass) {
			builtIn('body').classList.toggle(openClass, open);
		}
		if (open) {
			const focused = builtIn('activeElement');
			opener = focused instanceof HTMLElement && focused !== builtIn('body') ? focused : toggle;
			select.focus({ preventScroll: true });
			return;
		}
		if (message) {
			message.hidden = true;
			if (message.dataset.template !== undefined) {
				message.textContent = '';
			}
		}
		const focused = builtIn('activeElement');
		if (popup.contains(focused) || focused === builtIn('body')) {
			if (opener?.isConnected) {
				opener.focus({ preventScroll: true });
			} else {
				(builtIn('activeElement') as HTMLElement | null)?.blur();
			}
		}
		opener = null;
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
		const template = message.dataset.template;
		if (template !== undefined) {
			message.textContent = text === '' ? '' : template.replace('%s', () => text);
			message.hidden = text === '';
		} else {
			message.hidden = false;
		}
	};
	const onSave = (event: MouseEvent): void => {
		event.preventDefault();
		const text = chosenText(select);
		// Disabled or full storage: the choice still shows on this page.
		writeJson('local', defaultOptions.storageKey, { name: select.value, value: text } satisfies SavedLocation);
		showName(text);
		closePanel('location-popup');
	};
	const close = (): void => closePanel('location-popup');
	const onKeyDown = modalKeys(dialog, close);
	const onClick = backdropClicks(dialog, picker.closeControl, close);

	toggle?.setAttribute('aria-expanded', 'false');
	const events = listeners();
	events.on(toggle, 'click', onToggle);
	events.on(select, 'change', onChange);
	events.on(save, 'click', onSave);
	events.on(popup, 'keydown', onKeyDown);
	events.on(popup, 'click', onClick);
	const unsubscribe = $openPanel.subscribe((panel) => show(panel === 'location-popup'));
	// Food Menu's popup asks until a location is stored, as Food Menu does.
	const stopWaiting = !toggle && !stored ? whenStageFree(popup, () => openPanel('location-popup')) : null;

	return () => {
		stopWaiting?.();
		unsubscribe();
		closePanel('location-popup');
		events.removeAll();
		toggle?.removeAttribute('aria-expanded');
	};
}

/** The theme's header picker: its button, the name beside it and the popup the button controls. */
function themePicker(host: HTMLElement): Picker | null {
	const toggle = host.querySelector<HTMLElement>('.site-header-location__toggle');
	const popupId = toggle?.getAttribute('aria-controls');
	const popup = (popupId ? builtIn('getElementById')(popupId) : null) ?? host.querySelector<HTMLElement>('.location-popup');
	const select = popup?.querySelector<HTMLSelectElement>('select');
	if (!toggle || !popup || !select) {
		return null;
	}
	const nameBox = host.querySelector<HTMLElement>('.site-header-location__name');
	return {
		popup,
		dialog: popup.querySelector<HTMLElement>('.location-popup__dialog') ?? popup,
		select,
		message: popup.querySelector<HTMLElement>('.location-popup__message'),
		save: popup.querySelector<HTMLElement>('.location-popup__save'),
		closeControl: '.location-popup__close',
		toggle,
		showName: (text) => {
			if (nameBox) {
				nameBox.textContent = text;
				nameBox.hidden = text === '';
			}
		},
		openClass: null,
	};
}

/** Food Menu's popup as the plugin prints it, and Food Menu's checkout field for the name. */
function foodMenuPicker(host: HTMLElement): Picker | null {
	const popup = host.querySelector<HTMLElement>('#fmp-location-modal');
	const select = popup?.querySelector<HTMLSelectElement>('select.fmp-location');
	if (!popup || !select) {
		return null;
	}
	return {
		popup,
		dialog: popup,
		select,
		message: popup.querySelector<HTMLElement>('.confirm-msg'),
		save: popup.querySelector<HTMLElement>('.fmp-save-option'),
		closeControl: '.fmp-close',
		toggle: null,
		showName: (text) => {
			for (const field of builtIn('querySelectorAll')<HTMLElement>('.fmp-location-name')) {
				if (field instanceof HTMLInputElement) {
					field.value = text;
				} else {
					field.textContent = text;
				}
			}
			for (const title of builtIn('querySelectorAll')<HTMLElement>('.fmp-location-title')) {
				title.hidden = text === '';
			}
		},
		openClass: 'fmp-location-popup',
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
	// Food Menu stores the placeholder with an empty value: a name belongs to every other record.
	return typeof record.name === 'string' && typeof record.value === 'string' && (record.name !== '' || record.value === '');
}
