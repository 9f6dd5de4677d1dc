import { backdropClicks, modalKeys } from '../../shared/focus';
import { readItem, readJson, removeItem, writeJson } from '../../shared/storage';
import { $openPanel, closePanel, openPanel } from '../../shared/stores/ui';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { whenStageFree } from '../../shared/free-stage';
import { listeners } from '../../shared/listeners';

/**
 * The special-menu announcement (`[data-island="special-menu"]`,
 * docs/site-chrome.md#navigation-and-popups): the theme prints it hidden; it shows 3 s after the
 * page has loaded unless it was closed within the last 24 hours. Closing it (its button, the
 * overlay, Escape) stores `{fmp_special_menu: 'yes', endDate}` in local storage under
 * `fmp_special_menu`. A record older than 24 h, dated in the future, undated or of any other shape
 * is deleted and the popup shows. It waits for every open dialog to close and for focus to leave
 * a field or a form (shared/free-stage.ts), then opens as a modal dialog: focus moves in, stays in, and returns to where it was. Plain DOM: the
 * popup is server HTML.
 */

interface Dismissal {
	readonly fmp_special_menu: 'yes';
	readonly endDate: string | number;
}

export function mount(popup: HTMLElement): Unmount {
	if (dismissedRecently(Date.now())) {
		return () => undefined;
	}
	const dialog = popup.querySelector<HTMLElement>('.special-menu-popup__dialog') ?? popup;
	let returnTo: HTMLElement | null = null;
	let timer = 0;
	let stopWaiting: (() => void) | null = null;
	const events = listeners();

	const show = (open: boolean): void => {
		if (open === !popup.hidden) {
			return;
		}
		popup.hidden = !open;
		if (open) {
			const focused = builtIn('activeElement');
			returnTo = focused instanceof HTMLElement ? focused : null;
			const first = dialog.querySelector<HTMLElement>('button, a[href]');
			(first ?? dialog).focus({ preventScroll: true });
			return;
		}
		writeJson('local', defaultOptions.storageKey, { fmp_special_menu: 'yes', endDate: new Date().toISOString() } satisfies Dismissal);
		const focused = builtIn('activeElement');
		if (popup.contains(focused) || focused === builtIn('body')) {
			if (returnTo?.isConnected && returnTo !== builtIn('body')) {
				returnTo.focus({ preventScroll: true });
			} else {
				(builtIn('activeElement') as HTMLElement | null)?.blur();
			}
		}
		returnTo = null;
	};
	const unsubscribe = $openPanel.listen((panel) => show(panel === 'special-menu'));

	const appear = (): void => {
		stopWaiting = whenStageFree(popup, () => openPanel('special-menu'));
	};
	const start = (): void => {
		timer = window.setTimeout(appear, defaultOptions.popupDelayMs);
	};
	if (builtIn('readyState') === 'complete') {
		start();
	} else {
		events.on(window, 'load', start, { once: true });
	}

	const close = (): void => closePanel('special-menu');
	const onKeyDown = modalKeys(dialog, close);
	const onClick = backdropClicks(dialog, '.special-menu-popup__close', close);
	events.on(popup, 'keydown', onKeyDown);
	events.on(popup, 'click', onClick);

	return () => {
		window.clearTimeout(timer);
		events.removeAll();
		stopWaiting?.();
		unsubscribe();
		if ($openPanel.get() === 'special-menu') {
			$openPanel.set(null);
		}
		popup.hidden = true;
	};
}

/** Whether a dismissal from the last 24 hours is stored; anything else stored is deleted. */
function dismissedRecently(now: number): boolean {
	if (readItem('local', defaultOptions.storageKey) === null) {
		return false;
	}
	const record = readJson('local', defaultOptions.storageKey, isDismissal);
	const dismissedAt = record ? new Date(record.endDate).getTime() : Number.NaN;
	const age = now - dismissedAt;
	if (Number.isNaN(age) || age < 0 || age >= defaultOptions.dismissalMs) {
		removeItem('local', defaultOptions.storageKey);
		return false;
	}
	return true;
}

function isDismissal(value: unknown): value is Dismissal {
	if (typeof value !== 'object' || value === null) {
		return false;
	}
	const record = value as Record<string, unknown>;
	return record.fmp_special_menu === 'yes' && (typeof record.endDate === 'string' || typeof record.endDate === 'number');
}
