import { $attribution } from '../../shared/stores/attribution';
import { whenIdle } from '../runtime/idle';
import type { Unmount } from '../types';

/**
 * Records each page view for order attribution (docs/attribution-and-consent.md), on every page:
 * its host is the settings tag the plugin prints on every page. It mounts on the visitor's first
 * input (`first-input`) and records at the next idle moment, so the input's own answer comes
 * first; at once if the page is hidden or left before then. The work is the store's; listening to
 * it is what runs it, and what deletes the source cookies when consent is withdrawn.
 */
export function mount(_settings: HTMLElement): Unmount {
	let stopListening: (() => void) | undefined;
	const record = (): void => {
		cancel();
		stopListening ??= $attribution.listen(() => undefined);
	};
	const onVisibility = (): void => {
		if (document.visibilityState === 'hidden') {
			record();
		}
	};
	const cancelIdle = whenIdle(record);
	const cancel = (): void => {
		cancelIdle();
		document.removeEventListener('visibilitychange', onVisibility);
		window.removeEventListener('pagehide', record);
	};
	document.addEventListener('visibilitychange', onVisibility);
	window.addEventListener('pagehide', record);
	return () => {
		cancel();
		stopListening?.();
	};
}
