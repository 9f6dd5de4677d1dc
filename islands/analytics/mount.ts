import { $consent } from '../../shared/stores/consent';
import type { Unmount } from '../types';

/**
 * An analytics script held back until the visitor allows statistics (spec §1, §6): the page
 * prints it inert, `<script type="text/plain" data-consent-category="statistics"
 * data-src="…">`, and it loads once consent is there, at once when consent comes later. Only
 * its `src` is used: no inline code runs, so a strict Content-Security-Policy holds.
 */
export function mount(held: HTMLElement): Unmount {
	const src = held.dataset.src;
	if (!src || held.dataset.consentCategory !== 'statistics') {
		return () => undefined;
	}
	let loaded = false;
	const unsubscribe = $consent.subscribe(({ statistics }) => {
		if (!statistics || loaded) {
			return;
		}
		loaded = true;
		const script = document.createElement('script');
		script.src = src;
		script.async = true;
		held.after(script);
	});
	return unsubscribe;
}
