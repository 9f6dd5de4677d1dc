import { atom, onMount } from 'nanostores';
import { getSettings } from '../config';
import { CONSENT_CATEGORY } from '../constants';

/**
 * The visitor's statistics consent (spec §1, §6), by the WP Consent API's convention: a
 * consent plugin on the page defines `wp_has_consent(category)` and announces changes with
 * `wp_listen_for_consent_change` (detail `{ statistics: 'allow' | 'deny' }`) on the document,
 * and `wp_consent_type_defined` once it knows the consent type. With no consent mechanism on
 * the page, tracking and analytics are allowed. While nothing listens, nothing is read.
 */
export interface ConsentState {
	/** Tracking and analytics may run. */
	readonly statistics: boolean;
}

export const $consent = atom<ConsentState>({ statistics: false });

declare global {
	interface Window {
		wp_has_consent?: (category: string) => unknown;
	}
}

onMount($consent, () => {
	const read = (): void => setStatistics(readStatistics());
	const onChange = (event: Event): void => {
		const detail: unknown = event instanceof CustomEvent ? event.detail : null;
		if (typeof detail === 'object' && detail !== null && CONSENT_CATEGORY in detail) {
			setStatistics((detail as Record<string, unknown>)[CONSENT_CATEGORY] === 'allow');
		}
	};
	read();
	document.addEventListener('wp_listen_for_consent_change', onChange);
	document.addEventListener('wp_consent_type_defined', read);
	return () => {
		document.removeEventListener('wp_listen_for_consent_change', onChange);
		document.removeEventListener('wp_consent_type_defined', read);
	};
});

function setStatistics(statistics: boolean): void {
	if ($consent.get().statistics !== statistics) {
		$consent.set({ statistics });
	}
}

function readStatistics(): boolean {
	if (typeof window.wp_has_consent === 'function') {
		try {
			return window.wp_has_consent(CONSENT_CATEGORY) === true;
		} catch {
			return false;
		}
	}
	// The server knows a consent plugin is active whose script has not spoken yet: wait for it.
	const { hasMechanism, statistics } = getSettings().consent;
	return hasMechanism ? statistics : true;
}
