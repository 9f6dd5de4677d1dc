import { STORE_UNMOUNT_DELAY, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttributionValues } from '../../../shared/attribution/fields';
import type { Settings } from '../../../shared/config';
import { installSettings } from '../../support/settings';

/**
 * The consent store and the attribution store together, as a shopper sees them: no source
 * cookie before consent, cookies and fields at once when it is given, and everything gone at
 * once when it is withdrawn mid-session.
 */

const ATTRIBUTION = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true };
const WITH_BANNER: Partial<Settings> = { orderAttribution: ATTRIBUTION, consent: { hasMechanism: true, statistics: false } };

/** Fresh stores per test: the attribution store counts each page view once per page. */
async function stores() {
	vi.resetModules();
	const { $attribution } = await import('../../../shared/stores/attribution');
	const { $consent } = await import('../../../shared/stores/consent');
	return { $attribution, $consent };
}

let allowed = false;

function installConsentApi(initial: boolean): void {
	allowed = initial;
	vi.stubGlobal('wp_has_consent', (category: string) => category === 'statistics' && allowed);
}

function changeConsent(value: 'allow' | 'deny'): void {
	allowed = value === 'allow';
	document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: value } }));
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
		expect($consent.get().statistics).toBe(true);
		expect($attribution.get().utm_source).toBe('news');
		cleanStores($consent, $attribution);
	});

	it('writes no cookie and leaves the fields empty while consent is denied', async () => {
		installSettings(WITH_BANNER);
		installConsentApi(false);
		const { $attribution } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect(sourceCookies()).toEqual([]);
		expect(Object.values($attribution.get()).every((value) => value === null)).toBe(true);
	});

	it('waits for the consent plugin the server announced, even before its script defines the API', async () => {
		installSettings(WITH_BANNER);
		const { $attribution, $consent } = await stores();
		cleanup.push($attribution.listen(() => undefined));
		expect($consent.get().statistics).toBe(false);
		expect(sourceCookies()).toEqual([]);
		installConsentApi(true);
		document.dispatchEvent(new Event('wp_consent_type_defined'));
		expect($consent.get().statistics).toBe(true);
		expect($attribution.get().utm_campaign).toBe('spring');
	});

	it('records the visit at once when consent is given, and forgets it at once when withdrawn', async () => {
		installSettings(WITH_BANNER);
		installConsentApi(false);
		const { $attribution } = await stores();
		const seen: AttributionValues[] = [];
		cleanup.push($attribution.listen((values) => seen.push(values)));

		changeConsent('allow');
		expect($attribution.get()).toMatchObject({ source_type: 'utm', utm_source: 'news', session_pages: '1', session_count: '1' });
		expect(sourceCookies().map((cookie) => cookie.split('=')[0]).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);

		changeConsent('deny');
		expect(sourceCookies()).toEqual([]);
		expect(Object.values($attribution.get()).every((value) => value === null)).toBe(true);
		expect(seen).toHaveLength(2);
	});

	it('ignores consent changes of other categories and malformed events', async () => {
		installSettings(WITH_BANNER);
		installConsentApi(true);
		const { $consent } = await stores();
		cleanup.push($consent.listen(() => undefined));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: 'deny' }));
		document.dispatchEvent(new Event('wp_listen_for_consent_change'));
		expect($consent.get().statistics).toBe(true);
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
