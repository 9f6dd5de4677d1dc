import { getSettings } from '../config';
import { readCookie, writeCookie } from '../cookies';
import { pageGlobal, scriptFunction } from '../page-globals';
import { builtIn } from '../page-document';

/**
 * The note of each page view order attribution has yet to record (docs/attribution-and-consent.md),
 * written by the loader as the page starts: its address, its referrer and the time, before any
 * input and with nothing that waits for the page to be left. The attribution code records the
 * notes later (./page-views.ts), each at its own time, in order: a visitor who leaves the landing
 * page at once (a link, the address bar, Back, a closed tab) keeps its campaign. The notes are a
 * cookie of the browser session, which a tab opened later still finds, as it finds WooCommerce's
 * own source cookies. Only where tracking is allowed as the page starts (the site allows it, and
 * there is no consent mechanism or the visitor allowed its category): a visitor a consent banner has
 * not heard yet is recorded from the page where they allow it, a visitor who refused never.
 */

/** A note as stored: address, referrer, time (ms since the epoch). */
export type PageViewNote = [href: string, referrer: string, time: number];

export const PAGE_VIEWS_COOKIE = 'shop_islands_page_views';
/**
 * Notes kept at the most, the first (where the visit came from) and the latest: a cookie is sent
 * with every request, so a run of pages nobody recorded stays small (the session's page count
 * then misses the ones between).
 */
const MAX_NOTES = 4;

export function notePageView(): void {
	const { orderAttribution: tracking, consent } = getSettings();
	const hasConsent = scriptFunction<(category: string) => unknown>(pageGlobal('wp_has_consent'));
	let allowed = false;
	try {
		allowed = !!tracking && tracking.allowTracking && (!consent.hasMechanism || (hasConsent !== null && hasConsent(tracking.consentCategory) === true));
	} catch {
		// A consent plugin that throws has allowed nothing.
	}
	if (allowed) {
		const notes = storedNotes(readCookie(PAGE_VIEWS_COOKIE));
		// `location` is the window's, which no element can shadow.
		notes.push([location.href, builtIn('referrer'), Date.now()]);
		notes.splice(1, notes.length - MAX_NOTES);
		writeCookie(PAGE_VIEWS_COOKIE, JSON.stringify(notes));
	}
}

/** The notes in the cookie's text, as written (./page-views.ts checks each before it records one). */
export function storedNotes(text: string | undefined): PageViewNote[] {
	try {
		const notes: unknown = JSON.parse(text ?? '[]');
		return Array.isArray(notes) ? (notes as PageViewNote[]) : [];
	} catch {
		return [];
	}
}
