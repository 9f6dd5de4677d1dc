import { STORE_UNMOUNT_DELAY, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttributionValues } from '../../../shared/attribution/fields';
import type { Settings } from '../../../shared/config';
import { clobber } from '../../support/clobber';
import { installSettings } from '../../support/settings';

/**
 * The consent store and the attribution store together, as a shopper sees them: no source
 * cookie before marketing consent (WooCommerce's category for order attribution), cookies and
 * fields at once when it is given, and everything gone at once when it is withdrawn
 * mid-session, whatever the visitor allows for statistics.
 */

const ATTRIBUTION = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' } as const;
const WITH_BANNER: Partial<Settings> = { orderAttribution: ATTRIBUTION, consent: { hasMechanism: true, statistics: false } };

/** Fresh stores per test: the attribution store counts each page view once per page. */
async function stores() {
	vi.resetModules();
	const { $attribution } = await import('../../../shared/stores/attribution');
	const { $consent } = await import('../../../shared/stores/consent');
	return { $attribution, $consent };
}

/** The categories the visitor allowed, as the consent plugin's `wp_has_consent` answers. */
let allowed = new Set<string>();

function installConsentApi(...categories: string[]): void {
	allowed = new Set(categories);
	vi.stubGlobal('wp_has_consent', (category: string) => allowed.has(category));
}

/** A choice on the banner: the plugin announces one change per category, as `wp_set_consent` does. */
function changeConsent(category: string, value: 'allow' | 'deny'): void {
	if (value === 'allow') {
		allowed.add(category);
	} else {
		allowed.delete(category);
	}
	document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
}

const sourceCookies = (): string[] => document.cookie.split('; ').filter((cookie) => cookie.startsWith('sbjs_'));
let cleanup: Array<() => void> = [];

beforeEach(() => {
	(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://shop.example/?utm_source=news&utm_campaign=spring');
});

afterEach(() => {
	for (const stop of cleanup) {
		stop();
	}
	cleanup = [];
	for (const cookie of sourceCookies()) {
		document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=-999; domain=.shop.example`;
	}
});

describe('consent', () => {
	it('allows tracking when no consent mechanism is on the page', async () => {
		installSettings({ orderAttribution: ATTRIBUTION });
		const { $consent, $attribution } = await stores();
		cleanup.push($consent.listen(() => undefined), $attribution.listen(() => undefined));
		expect($consent.get()).toEqual({ functional: true, preferences: true, statistics: true, 'statistics-anonymous': true, marketing: true });
		expect($attribution.get().utm_source).toBe('news');
		cleanStores($consent, $attribution);
	});

	it('writes no cookie and leaves the fields empty while consent is denied', async () => {
		installSettings(WITH_BANNER);
		installConsentApi();
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		expect(Object.values($attribution.get()).every((value) => value === null)).toBe(true);
	});

	it('waits for the consent plugin the server announced, even before its script defines the API', async () => {
		installSettings(WITH_BANNER);
		const { $attribution, $consent } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($consent.get().marketing).toBe(false);
		expect(sourceCookies()).toEqual([]);
		installConsentApi('statistics', 'marketing');
		document.dispatchEvent(new Event('wp_consent_type_defined'));
		expect($consent.get().marketing).toBe(true);
		expect($attribution.get().utm_campaign).toBe('spring');
	});

	it('records the visit at once when marketing consent is given, and forgets it at once when withdrawn', async () => {
		installSettings(WITH_BANNER);
		installConsentApi();
		const { $attribution } = await stores();
		const seen: AttributionValues[] = [];
		cleanup.push($attribution.listen((values) => seen.push(values)));

		changeConsent('marketing', 'allow');
		expect($attribution.get()).toMatchObject({ source_type: 'utm', utm_source: 'news', session_pages: '1', session_count: '1' });
		expect(sourceCookies().map((cookie) => cookie.split('=')[0]).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);

		changeConsent('marketing', 'deny');
		expect(sourceCookies()).toEqual([]);
		expect(Object.values($attribution.get()).every((value) => value === null)).toBe(true);
		expect(seen).toHaveLength(2);
	});

	it('records nothing for a visitor who allows statistics and refuses marketing', async () => {
		installSettings(WITH_BANNER);
		installConsentApi();
		const { $attribution, $consent } = await stores();
		const seen: AttributionValues[] = [];
		cleanup.push($attribution.listen((values) => seen.push(values)));
		changeConsent('statistics', 'allow');
		changeConsent('marketing', 'deny');
		expect($consent.get()).toMatchObject({ statistics: true, marketing: false });
		expect(sourceCookies()).toEqual([]);
		expect(Object.values($attribution.get()).every((value) => value === null)).toBe(true);
		// Statistics coming and going leave the (empty) fields as they are.
		changeConsent('statistics', 'deny');
		expect(seen).toHaveLength(0);
	});

	it('forgets the visit at once when marketing alone is withdrawn, statistics still allowed', async () => {
		installSettings(WITH_BANNER);
		installConsentApi('statistics', 'marketing');
		const { $attribution, $consent } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($attribution.get().utm_source).toBe('news');
		expect(sourceCookies()).not.toEqual([]);
		changeConsent('marketing', 'deny');
		expect($consent.get()).toMatchObject({ statistics: true, marketing: false });
		expect(sourceCookies()).toEqual([]);
		expect($attribution.get().utm_source).toBeNull();
	});

	it("waits for the category the site chose instead of WooCommerce's", async () => {
		installSettings({ ...WITH_BANNER, orderAttribution: { ...ATTRIBUTION, consentCategory: 'statistics' } });
		installConsentApi('marketing');
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		changeConsent('statistics', 'allow');
		expect($attribution.get().utm_source).toBe('news');
	});

	it('follows each category an event names, and ignores malformed events', async () => {
		installSettings(WITH_BANNER);
		installConsentApi('statistics', 'marketing');
		const { $consent } = await stores();
		cleanup.push($consent.listen(() => undefined));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { preferences: 'deny', unknown: 'allow' } }));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: 'deny' }));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: null }));
		document.dispatchEvent(new Event('wp_listen_for_consent_change'));
		expect($consent.get()).toMatchObject({ statistics: true, marketing: true, preferences: false });
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny', marketing: 'maybe' } }));
		expect($consent.get()).toMatchObject({ statistics: false, marketing: false });
	});

	it.each([
		['no consent mechanism: everything allowed', { orderAttribution: ATTRIBUTION }, true],
		['a consent plugin the server announced: waited for', WITH_BANNER, false],
	])('takes no element with the id wp_has_consent in a post for the consent API (%s)', async (_case, settings, allowedAtOnce) => {
		installSettings(settings);
		clobber('wp_has_consent');
		const { $attribution, $consent } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($consent.get().marketing).toBe(allowedAtOnce);
		expect(sourceCookies().length > 0).toBe(allowedAtOnce);
	});

	it('treats a consent API that throws as no consent', async () => {
		installSettings(WITH_BANNER);
		vi.stubGlobal('wp_has_consent', () => {
			throw new Error('broken banner');
		});
		const { $consent } = await stores();
		cleanup.push($consent.listen(() => undefined));
		expect($consent.get().statistics).toBe(false);
	});

	it('records nothing when the site turned tracking off or order attribution is off', async () => {
		installSettings({ orderAttribution: { ...ATTRIBUTION, allowTracking: false } });
		let { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		installSettings({ orderAttribution: null });
		({ $attribution } = await stores());
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		expect($attribution.get().source_type).toBeNull();
	});

	it('counts the page once however often the store is started', async () => {
		installSettings({ orderAttribution: ATTRIBUTION });
		const { $attribution } = await stores();
		vi.useFakeTimers({ toFake: ['setTimeout'] });
		$attribution.listen(() => undefined)();
		// The store stops once nothing has listened for a while, and starts again with the next listener.
		vi.advanceTimersByTime(STORE_UNMOUNT_DELAY + 1);
		cleanup.push($attribution.listen(() => undefined));
		expect($attribution.get().session_pages).toBe('1');
	});
});

describe('the page views the loader noted', () => {
	const LANDING = 'https://shop.example/shop/?utm_source=news&utm_medium=email&utm_campaign=spring';
	const note = (href: string, referrer: string, at: string): [string, string, number] => [href, referrer, Date.parse(at)];
	const writeNotes = (notes: ReadonlyArray<[string, string, number]>): void => {
		document.cookie = `shop_islands_page_views=${encodeURIComponent(JSON.stringify(notes))}; path=/`;
	};

	afterEach(() => {
		document.cookie = 'shop_islands_page_views=; path=/; max-age=0';
		vi.useRealTimers();
	});

	it("records a landing page left before any input from its note, on the next page: its campaign, its time, the session's two pages", async () => {
		vi.useFakeTimers({ now: new Date('2026-12-01T10:00:02Z'), toFake: ['Date'] });
		(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://shop.example/product/margherita/');
		installSettings({ orderAttribution: ATTRIBUTION });
		writeNotes([note(LANDING, 'https://mail.example/', '2026-12-01T10:00:00Z'), note('https://shop.example/product/margherita/', LANDING, '2026-12-01T10:00:01Z')]);
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($attribution.get()).toMatchObject({
			source_type: 'utm',
			utm_source: 'news',
			utm_medium: 'email',
			utm_campaign: 'spring',
			referrer: 'https://mail.example/',
			session_entry: LANDING,
			session_start_time: '2026-12-01 10:00:00',
			session_pages: '2',
			session_count: '1',
		});
		// Recorded once: the notes are gone.
		expect(document.cookie).not.toMatch(/shop_islands_page_views=[^;]/);
	});

	it('starts a new session for a note older than the session, as the library would have then', async () => {
		vi.useFakeTimers({ now: new Date('2026-12-01T11:00:00Z'), toFake: ['Date'] });
		installSettings({ orderAttribution: ATTRIBUTION });
		writeNotes([note(LANDING, '', '2026-12-01T10:00:00Z'), note('https://shop.example/', '', '2026-12-01T11:00:00Z')]);
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($attribution.get()).toMatchObject({ source_type: 'utm', utm_source: 'news', session_pages: '1', session_count: '2' });
	});

	it('forgets the notes with the source cookies when tracking is refused', async () => {
		installSettings(WITH_BANNER);
		installConsentApi();
		writeNotes([note(LANDING, '', '2026-12-01T10:00:00Z')]);
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		expect(document.cookie).not.toMatch(/shop_islands_page_views=[^;]/);
	});
});

