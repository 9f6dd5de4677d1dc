import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AttributionValues, attributionValues } from '../../../shared/attribution/fields';
import { SOURCE_COOKIES } from '../../../shared/attribution/source-cookies';
import { currentPageView, forgetVisits, trackPageView } from '../../../shared/attribution/track';
import type { OrderAttributionSettings } from '../../../shared/config';
import { ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH } from '../../../shared/constants';
import { loadWooCommerceTracker } from '../../support/woocommerce-sourcebuster';
import { documentBuiltIns } from '../../support/clobber';

/**
 * Each visit of the table is recorded twice, by WooCommerce 10's own library (read from its
 * release archive) and by ours, from the same cookies, URL, referrer and clock: every
 * order-attribution field (docs/attribution-and-consent.md) must come out the same. The expected
 * source of each row is spelled out as well.
 */

const SETTINGS: OrderAttributionSettings = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' };
const SHOP = 'https://shop.example';
const START = new Date('2026-11-23T22:15:30Z');
const MINUTE_MS = 60_000;
const woocommerce = loadWooCommerceTracker();

interface PageView {
	readonly url: string;
	readonly referrer?: string;
	/** Minutes after the previous page view. */
	readonly after?: number;
}

type Expected = Partial<Record<keyof AttributionValues, string>>;

const VISITS: ReadonlyArray<readonly [string, PageView, Expected]> = [
	['no referrer, no parameters', { url: `${SHOP}/` }, { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', utm_campaign: '(none)', referrer: '(none)' }],
	[
		'every utm parameter',
		{ url: `${SHOP}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=pizza&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=prospecting` },
		{ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_content: 'hero', utm_term: 'pizza', utm_id: '42', utm_source_platform: 'mailer', utm_creative_format: 'banner', utm_marketing_tactic: 'prospecting' },
	],
	['utm_medium alone', { url: `${SHOP}/?utm_medium=social` }, { source_type: 'utm', utm_source: '(none)', utm_medium: 'social', utm_campaign: '(none)', utm_id: '(none)' }],
	['utm over a search referrer', { url: `${SHOP}/?utm_source=fb`, referrer: 'https://www.google.com/' }, { source_type: 'utm', utm_source: 'fb', referrer: 'https://www.google.com/' }],
	['a Google Ads click', { url: `${SHOP}/?gclid=abc123` }, { source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'google_cpc' }],
	['a Yandex Direct click', { url: `${SHOP}/?yclid=77` }, { source_type: 'utm', utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'yandex_cpc' }],
	['a campaign from a Yandex search takes its words as the term', { url: `${SHOP}/?utm_source=ya`, referrer: 'https://yandex.ru/search/?text=pizza' }, { utm_term: 'pizza' }],
	['encoded values', { url: `${SHOP}/?utm_source=caf%C3%A9%20menu&utm_campaign=50%25+off` }, { utm_source: 'café menu', utm_campaign: '50%+off' }],
	['a repeated parameter', { url: `${SHOP}/?utm_source=a&utm_source=b` }, { utm_source: 'a,b' }],
	['empty values', { url: `${SHOP}/?utm_source=&utm_id=` }, { source_type: 'utm', utm_source: '', utm_id: '(none)' }],
	['a parameter without a value does not count', { url: `${SHOP}/?utm_source` }, { source_type: 'typein' }],
	['the parameter named "false"', { url: `${SHOP}/?false=x` }, { source_type: 'utm', utm_campaign: 'x', utm_content: 'x', utm_term: 'x' }],
	['Google', { url: `${SHOP}/`, referrer: 'https://www.google.com/' }, { source_type: 'organic', utm_source: 'google', utm_medium: 'organic', utm_content: '(none)' }],
	['Google UK', { url: `${SHOP}/`, referrer: 'https://www.google.co.uk/' }, { source_type: 'organic', utm_source: 'google' }],
	['Bing with a query', { url: `${SHOP}/`, referrer: 'https://www.bing.com/search?q=pizza' }, { source_type: 'organic', utm_source: 'bing' }],
	['Bing without one', { url: `${SHOP}/`, referrer: 'https://www.bing.com/' }, { source_type: 'referral', utm_source: 'bing.com', utm_medium: 'referral' }],
	['Yahoo', { url: `${SHOP}/`, referrer: 'https://search.yahoo.com/search?p=pizza' }, { source_type: 'organic', utm_source: 'yahoo' }],
	['Yandex', { url: `${SHOP}/`, referrer: 'https://yandex.ru/search/?text=pizza' }, { source_type: 'organic', utm_source: 'yandex' }],
	['Rambler', { url: `${SHOP}/`, referrer: 'https://nova.rambler.ru/search?query=pizza' }, { source_type: 'organic', utm_source: 'rambler' }],
	['an engine not in the list', { url: `${SHOP}/`, referrer: 'https://duckduckgo.com/' }, { source_type: 'referral', utm_source: 'duckduckgo.com' }],
	['another site', { url: `${SHOP}/menu/`, referrer: 'https://blog.example.org/best-pizza/?ref=1' }, { source_type: 'referral', utm_source: 'blog.example.org', utm_medium: 'referral', utm_content: '/best-pizza/', referrer: 'https://blog.example.org/best-pizza/?ref=1', session_entry: `${SHOP}/menu/` }],
	['another site on www', { url: `${SHOP}/`, referrer: 'https://www.foodblog.com/post' }, { source_type: 'referral', utm_source: 'foodblog.com', utm_content: '/post' }],
	['a t.co link', { url: `${SHOP}/`, referrer: 'https://t.co/abc' }, { source_type: 'referral', utm_source: 'twitter.com' }],
	['the shop itself', { url: `${SHOP}/checkout/`, referrer: `${SHOP}/cart/` }, { source_type: 'typein', utm_source: '(direct)' }],
	['a subdomain of the shop', { url: `${SHOP}/`, referrer: 'https://m.shop.example/' }, { source_type: 'typein' }],
	['the shop on www', { url: `${SHOP}/`, referrer: 'https://www.shop.example/' }, { source_type: 'typein' }],
	['malformed escapes', { url: `${SHOP}/?utm_source=%E0%A4%A&utm_medium=%%%&utm_campaign=%ED%A0%80` }, { source_type: 'utm' }],
	['markup in a value', { url: `${SHOP}/?utm_source=%3Cscript%3Ealert(1)%3C/script%3E` }, { utm_source: '<script>alert(1)</script>' }],
	['pipes in a value', { url: `${SHOP}/?utm_source=a|||typ=organic` }, {}],
];

/** Visits of several pages: the source, the page count and the visit count that result. */
const JOURNEYS: ReadonlyArray<readonly [string, readonly PageView[], Expected]> = [
	['a campaign, then pages of the shop', [{ url: `${SHOP}/?utm_source=news` }, { url: `${SHOP}/menu/`, referrer: `${SHOP}/?utm_source=news`, after: 1 }, { url: `${SHOP}/cart/`, referrer: `${SHOP}/menu/`, after: 1 }], { source_type: 'utm', utm_source: 'news', session_pages: '3', session_count: '1', session_entry: `${SHOP}/?utm_source=news` }],
	['a second site within the session does not replace the first', [{ url: `${SHOP}/`, referrer: 'https://a.example.org/' }, { url: `${SHOP}/`, referrer: 'https://b.example.org/', after: 5 }], { source_type: 'referral', utm_source: 'a.example.org', session_pages: '2' }],
	['a search within the session does', [{ url: `${SHOP}/?utm_source=news` }, { url: `${SHOP}/`, referrer: 'https://www.google.com/', after: 5 }], { source_type: 'organic', utm_source: 'google', session_pages: '2' }],
	['a direct visit keeps the earlier source', [{ url: `${SHOP}/`, referrer: 'https://a.example.org/' }, { url: `${SHOP}/menu/`, after: 45 }], { source_type: 'referral', utm_source: 'a.example.org', session_pages: '1', session_count: '2' }],
	[
		'the session ends after 30 minutes without a page',
		[{ url: `${SHOP}/` }, { url: `${SHOP}/menu/`, referrer: `${SHOP}/`, after: 29 }, { url: `${SHOP}/cart/`, referrer: `${SHOP}/menu/`, after: 29 }, { url: `${SHOP}/checkout/`, referrer: `${SHOP}/cart/`, after: 31 }],
		{ source_type: 'typein', session_pages: '1', session_count: '2' },
	],
	['another site after the session ended is a new referral', [{ url: `${SHOP}/`, referrer: 'https://a.example.org/' }, { url: `${SHOP}/`, referrer: 'https://b.example.org/x', after: 31 }], { source_type: 'referral', utm_source: 'b.example.org', utm_content: '/x', session_count: '2' }],
];

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(START);
	clearCookies();
});

afterEach(() => {
	clearCookies();
	setReferrer('');
});

describe('recording a visit', () => {
	it.each(VISITS)('%s', (_name, view, expected) => {
		const ours = journey([view], () => attributionValues(trackPageView(currentPageView(), SETTINGS)));
		expect(ours).toMatchObject(expected);
		expect(ours.user_agent).toBe(navigator.userAgent);
		expect(ours.session_start_time).toBe('2026-11-23 22:15:30');
		if ('tracker' in woocommerce) {
			clearCookies();
			expect(ours).toEqual(journey([view], woocommerce.tracker));
		}
	});

	it.each(JOURNEYS)('%s', (_name, views, expected) => {
		const ours = journey(views, () => attributionValues(trackPageView(currentPageView(), SETTINGS)));
		expect(ours).toMatchObject(expected);
		if ('tracker' in woocommerce) {
			clearCookies();
			vi.setSystemTime(START);
			expect(ours).toEqual(journey(views, woocommerce.tracker));
		}
	});

	it('records a visit whose parameters are named like Object properties, where WooCommerce\'s script throws', () => {
		const view = { url: `${SHOP}/?constructor=1&__proto__=2&utm_source=x` };
		expect(journey([view], () => attributionValues(trackPageView(currentPageView(), SETTINGS)))).toMatchObject({ source_type: 'utm', utm_source: 'x' });
		if ('tracker' in woocommerce) {
			clearCookies();
			expect(() => journey([view], woocommerce.tracker)).toThrow(TypeError);
		}
	});

	it('holds WooCommerce 10 as its oracle wherever its archive is', () => {
		expect('missing' in woocommerce ? woocommerce.missing : '').toBe('');
	});

	it('keeps the session cookie for the configured 30 minutes and the others for the browser session', () => {
		const writes: string[] = [];
		const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
		vi.spyOn(documentBuiltIns(), 'cookie', 'set').mockImplementation((value: string) => {
			writes.push(value);
			descriptor?.set?.call(document, value);
		});
		visit({ url: `${SHOP}/?utm_source=news` });
		trackPageView(currentPageView(), SETTINGS);
		const session = writes.find((write) => write.startsWith(`${SOURCE_COOKIES.session}=`)) ?? '';
		const expires = new Date(START.getTime() + SETTINGS.session * MINUTE_MS).toUTCString();
		expect(session).toContain(`; expires=${expires}`);
		expect(session).toContain(';domain=.shop.example; path=/');
		for (const write of writes.filter((entry) => !entry.startsWith(`${SOURCE_COOKIES.session}=`))) {
			expect(write).not.toContain('expires=');
		}
		// base64 off: the values are percent-encoded text.
		expect(writes.find((write) => write.startsWith(`${SOURCE_COOKIES.current}=`))).toMatch(/^sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dnews/);
	});

	it('deletes every source cookie when tracking is turned off', () => {
		visit({ url: `${SHOP}/?utm_source=news` });
		trackPageView(currentPageView(), SETTINGS);
		expect(document.cookie).toContain('sbjs_current=');
		forgetVisits('shop.example');
		expect(document.cookie).not.toContain('sbjs_');
	});
});

describe('bad input stays bounded and escaped', () => {
	it('cuts a very long value to fit the cookie instead of losing the visit', () => {
		const long = 'x'.repeat(20_000);
		visit({ url: `${SHOP}/?utm_source=${long}&utm_campaign=${'é'.repeat(5000)}`, referrer: `https://a.example.org/${long}` });
		const values = attributionValues(trackPageView(currentPageView(), SETTINGS));
		expect(values.source_type).toBe('utm');
		expect(values.utm_source?.length).toBeGreaterThan(100);
		expect(values.utm_source?.length).toBeLessThan(ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH);
		expect(values.utm_source).toMatch(/^x+$/);
		expect(values.utm_campaign).toMatch(/^é+$/);
		for (const cookie of document.cookie.split('; ')) {
			expect(cookie.length).toBeLessThanOrEqual(ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH);
		}
	});

	it.each([
		['garbage', 'sbjs_current=%%%garbage; sbjs_udata=vst%3Dlots; sbjs_session=pgs%3D-'],
		['Base64-looking', 'sbjs_current=dHlwPW9yZ2FuaWM; sbjs_first=x'],
		['prototype keys', 'sbjs_current=__proto__%3Dx%7C%7C%7Ctyp%3Dutm; sbjs_first=x'],
		['markup', 'sbjs_current=typ%3D%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E; sbjs_first=x; sbjs_migrations=1'],
	])('reads a tampered cookie (%s) without throwing and as WooCommerce does', (_name, cookies) => {
		const plant = (): void => {
			for (const cookie of cookies.split('; ')) {
				document.cookie = `${cookie}; path=/`;
			}
		};
		visit({ url: `${SHOP}/menu/` });
		plant();
		const ours = attributionValues(trackPageView(currentPageView(), SETTINGS));
		for (const value of Object.values(ours)) {
			expect(value === null || value.length < ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH).toBe(true);
		}
		if ('tracker' in woocommerce) {
			clearCookies();
			plant();
			expect(ours).toEqual(normalise(woocommerce.tracker()));
		}
	});
});

function journey(views: readonly PageView[], record: () => Record<string, string | null>): Record<string, string | null> {
	let fields: Record<string, string | null> = {};
	for (const view of views) {
		vi.advanceTimersByTime((view.after ?? 0) * MINUTE_MS);
		visit(view);
		fields = normalise(record());
	}
	return fields;
}

/** WooCommerce's script posts a missing value as an empty input, as ours does with null. */
function normalise(fields: Record<string, string | null | undefined>): Record<string, string | null> {
	return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? null]));
}

function visit(view: PageView): void {
	(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(view.url);
	setReferrer(view.referrer ?? '');
}

function setReferrer(referrer: string): void {
	Object.defineProperty(documentBuiltIns(), 'referrer', { get: () => referrer, configurable: true });
}

function clearCookies(): void {
	const host = document.location.hostname;
	for (const part of document.cookie.split(';')) {
		const name = part.split('=')[0]?.trim();
		if (name) {
			for (const domain of [`;domain=.${host}`, ';domain=.shop.example', '']) {
				document.cookie = `${name}=; path=/; max-age=-999${domain}`;
			}
		}
	}
	forgetVisits(host);
}
