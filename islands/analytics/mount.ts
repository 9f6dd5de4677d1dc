import { $consent } from '../../shared/stores/consent';
import { allowedUrl } from '../../shared/urls';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';

/**
 * An analytics script held back until the visitor allows statistics
 * (docs/attribution-and-consent.md): a consent plugin prints it inert, `<script type="text/plain"
 * data-consent-category="statistics" data-src="…">`, and it loads once consent is there, at once
 * when consent comes later. The registry starts this island only from such a `script` element,
 * which post content cannot hold, and its `src` loads only from the site's own origins or one the
 * plugin allows (`shop_islands_allowed_origins`). Only its `src` is used: no inline code runs, so a
 * strict Content-Security-Policy holds.
 */
export function mount(held: HTMLElement): Unmount {
	const src = allowedUrl(held.dataset.src);
	if (!(held instanceof HTMLScriptElement) || !src || held.dataset.consentCategory !== defaultOptions.consentCategory) {
		return () => undefined;
	}
	let loaded = false;
	const unsubscribe = $consent.subscribe((consent) => {
		if (!consent[defaultOptions.consentCategory] || loaded) {
			return;
		}
		loaded = true;
		const script = builtIn('createElement')('script');
		script.src = src;
		script.async = true;
		held.after(script);
	});
	return unsubscribe;
}
