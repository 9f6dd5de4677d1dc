import { atom, onMount } from 'nanostores';
import { CONSENT_CATEGORIES, type ConsentCategory, getSettings } from '../config';
import { pageGlobal, scriptFunction, scriptObject } from '../page-globals';
import { builtIn } from '../page-document';

/**
 * The visitor's consent, per category of the WP Consent API: analytics wait for `statistics`
 * (docs/attribution-and-consent.md), order attribution for the category its settings name
 * (WooCommerce's `marketing`). By the API's convention, a consent plugin on the page defines
 * `wp_has_consent(category)` and announces each change with `wp_listen_for_consent_change`
 * (detail `{ <category>: 'allow' | 'deny' }`) on the document, and `wp_consent_type_defined`
 * once it knows the consent type. With no consent mechanism on the page, everything is
 * allowed. While nothing listens, nothing is read.
 */
export type ConsentState = Readonly<Record<ConsentCategory, boolean>>;

export const $consent = atom<ConsentState>(consentOf(() => false));

onMount($consent, () => {
	const read = (): void => update(consentOf(readConsent));
	const onChange = (event: Event): void => {
		const detail = event instanceof CustomEvent ? scriptObject(event.detail) : null;
		if (detail) {
			const current = $consent.get();
			update(consentOf((category) => (Object.hasOwn(detail, category) ? detail[category] === 'allow' : current[category])));
		}
	};
	read();
	builtIn('addEventListener')('wp_listen_for_consent_change', onChange);
	builtIn('addEventListener')('wp_consent_type_defined', read);
	return () => {
		builtIn('removeEventListener')('wp_listen_for_consent_change', onChange);
		builtIn('removeEventListener')('wp_consent_type_defined', read);
	};
});

function consentOf(allowed: (category: ConsentCategory) => boolean): ConsentState {
	return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, allowed(category)])) as Record<ConsentCategory, boolean>;
}

function update(next: ConsentState): void {
	const current = $consent.get();
	if (CONSENT_CATEGORIES.some((category) => current[category] !== next[category])) {
		$consent.set(next);
	}
}

function readConsent(category: ConsentCategory): boolean {
	const hasConsent = scriptFunction<(category: string) => unknown>(pageGlobal('wp_has_consent'));
	if (hasConsent) {
		try {
			return hasConsent(category) === true;
		} catch {
			return false;
		}
	}
	// The server knows a consent plugin is active whose script has not spoken yet: wait for it.
	// It prints no visitor's choice; statistics have a field of their own
	// (docs/attribution-and-consent.md).
	const { hasMechanism, statistics } = getSettings().consent;
	return !hasMechanism || (category === 'statistics' && statistics);
}
