import { $attribution } from '../../shared/stores/attribution';
import type { Unmount } from '../types';

/**
 * Records each page view for order attribution (docs/attribution-and-consent.md), on every page,
 * at the first idle moment after the visitor's first input, or as the page is hidden or left
 * (`first-input`): its host is the settings tag the plugin prints on every page. The work is the
 * store's; listening to it is what runs it, and what deletes the source cookies when consent is
 * withdrawn.
 */
export function mount(_settings: HTMLElement): Unmount {
	return $attribution.listen(() => undefined);
}
