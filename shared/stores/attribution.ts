import { atom, computed, onMount } from 'nanostores';
import { type AttributionValues, attributionValues } from '../attribution/fields';
import { currentPageView, forgetVisits, trackPageView } from '../attribution/track';
import { getSettings } from '../config';
import { $consent } from './consent';

/**
 * The order-attribution fields of this page view (docs/attribution-and-consent.md). While anything
 * listens, the page view is recorded in the source cookies once tracking is allowed (the site's
 * `allowTracking`, and the visitor's consent in the settings' category: WooCommerce's
 * `marketing`, whatever they allow for statistics), and every source cookie is deleted, the
 * fields emptied, the moment it is not. Nothing is written before then. Allowed again on the same page, the
 * visit starts afresh, as WooCommerce's script does.
 */
export const $attribution = atom<AttributionValues>(attributionValues(null));

/** Whether this page view is recorded: a store mounted again must not count the page twice. */
let recorded = false;

onMount($attribution, () => {
	const settings = getSettings().orderAttribution;
	if (!settings) {
		return undefined;
	}
	// Consent to other categories coming and going changes nothing here.
	const $tracking = computed($consent, (consent) => settings.allowTracking && consent[settings.consentCategory]);
	return $tracking.subscribe((tracking) => {
		if (tracking) {
			if (!recorded) {
				recorded = true;
				$attribution.set(attributionValues(trackPageView(currentPageView(), settings)));
			}
			return;
		}
		recorded = false;
		forgetVisits(document.location.hostname);
		$attribution.set(attributionValues(null));
	});
});
