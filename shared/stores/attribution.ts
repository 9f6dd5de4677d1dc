import { atom, computed, onMount } from 'nanostores';
import { type AttributionValues, attributionValues } from '../attribution/fields';
import { type NotedView, forgetNotes, readNotes } from '../attribution/page-views';
import { type PageView, type SourceData, currentPageView, forgetVisits, trackPageView } from '../attribution/track';
import { getSettings } from '../config';
import { $consent } from './consent';

/**
 * The order-attribution fields of this page view (docs/attribution-and-consent.md). While anything
 * listens, the page views the loader noted (this one and any earlier one not recorded yet,
 * ../attribution/page-views.ts) are recorded in the source cookies, in order and each at its own
 * time, once tracking is allowed (the site's `allowTracking`, and the visitor's consent in the
 * settings' category: WooCommerce's `marketing`, whatever they allow for statistics), and every
 * source cookie and note is deleted, the fields emptied, the moment it is not. No source cookie is
 * written before then. Allowed again on the same page, the visit starts afresh, as WooCommerce's
 * script does.
 */
export const $attribution = atom<AttributionValues>(attributionValues(null));

/** Whether this page view is recorded: a store mounted again must not count the page twice. */
let recorded = false;

/** A noted view as the record takes it: at the address, from the referrer, at the time it was noted. */
function pageViewOf({ href, referrer, time }: NotedView): PageView {
	const url = new URL(href);
	return { href, search: url.search, hostname: url.hostname, referrer, userAgent: navigator.userAgent, now: new Date(time) };
}

onMount($attribution, () => {
	const settings = getSettings().orderAttribution;
	if (!settings) {
		return undefined;
	}
	// Consent to other categories coming and going changes nothing here.
	const $tracking = computed($consent, (consent) => settings.allowTracking && consent[settings.consentCategory]);
	return $tracking.subscribe((tracking) => {
		if (tracking) {
			const noted = readNotes();
			if (noted.length > 0 || !recorded) {
				recorded = true;
				let data: SourceData | null = null;
				// No note where storage is out of reach: this page's view, now.
				for (const view of noted.length > 0 ? noted.map(pageViewOf) : [currentPageView()]) {
					data = trackPageView(view, settings);
				}
				forgetNotes();
				$attribution.set(attributionValues(data));
			}
			return;
		}
		recorded = false;
		forgetNotes();
		forgetVisits(location.hostname);
		$attribution.set(attributionValues(null));
	});
});
