import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { phpProblems, settingsOf } from '../wordpress/helpers';
import { openStorePage, phpLogFromNow, realStore, realUrl, type StorePage } from './helpers';
import { ANALYTICS_COOKIE, CONSENT_BANNER_COOKIE } from './seed-plugins';

/**
 * Consent from a real banner (docs/attribution-and-consent.md): the WP Consent API 1.0.8 and
 * CookieYes 3.5.4, opt-in (GDPR) as it comes, active for a visitor with the store's test switch
 * (CONSENT_BANNER_COOKIE). CookieYes names the consent type only in the browser, on its own
 * consent event (at `DOMContentLoaded` for a new visitor, never on the pages of one who has
 * answered), so until then the WP Consent API answers that everything is allowed: WooCommerce's
 * own scripts (the page served as if the plugin were inactive, `shop_islands_classic=1`) write
 * their source cookies before the banner's script has run and again on every page after a
 * rejection. The islands write nothing for a visitor who refuses, at any moment; record one who
 * accepts from the page where they do, that page's campaign included; forget everything the
 * moment consent is withdrawn; and load an analytics script held for statistics only once allowed.
 */

const { skip } = realStore();

const LANDING = '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu';
const REFERRER = 'https://mail.example.org/';
/** What order attribution writes: WooCommerce's source cookies and the loader's page-view notes. */
const TRACKING = /^(?:sbjs_|shop_islands_page_views$)/;
/** Generous: idle comes late on a machine shared with other test runs. */
const RECORD_TIMEOUT_MS = 15_000;

/** A tracking cookie seen on a page: its name, and whether the banner's script had named the consent type yet. */
interface Seen {
	readonly name: string;
	readonly page: string;
	readonly bannerSpoke: boolean;
}

/**
 * Every tracking cookie the pages of the context hold at any moment, from each page's start:
 * looked for as the document starts (cookies set by the server or kept from the page before) and
 * after every write to `document.cookie`, whoever makes it.
 */
async function watchTrackingCookies(context: BrowserContext): Promise<Seen[]> {
	const seen: Seen[] = [];
	await context.exposeFunction('shopIslandsTrackingCookieSeen', (name: string, page: string, bannerSpoke: boolean) => {
		if (!seen.some((entry) => entry.name === name && entry.page === page)) {
			seen.push({ name, page, bannerSpoke });
		}
	});
	await context.addInitScript((pattern: string) => {
		const tracking = new RegExp(pattern);
		const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
		const report = (window as unknown as { shopIslandsTrackingCookieSeen: (name: string, page: string, spoke: boolean) => void }).shopIslandsTrackingCookieSeen;
		const look = (): void => {
			for (const pair of String(cookie?.get?.call(document) ?? '').split('; ')) {
				const name = pair.split('=')[0] ?? '';
				if (tracking.test(name)) {
					void report(name, location.pathname, 'wp_consent_type' in window);
				}
			}
		};
		Object.defineProperty(Document.prototype, 'cookie', {
			configurable: true,
			get() {
				return cookie?.get?.call(this) as string;
			},
			set(value: string) {
				cookie?.set?.call(this, value);
				look();
			},
		});
		look();
	}, TRACKING.source);
	return seen;
}

async function visitor(browser: () => import('playwright-core').Browser, { classic = false, analytics = false } = {}): Promise<StorePage & { seen: Seen[] }> {
	const opened = await openStorePage(browser());
	const cookies = [CONSENT_BANNER_COOKIE, ...(classic ? [{ name: 'shop_islands_classic', value: '1' }] : []), ...(analytics ? [ANALYTICS_COOKIE] : [])];
	await opened.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: realUrl('/') })));
	return { ...opened, seen: await watchTrackingCookies(opened.context) };
}

async function trackingCookies(context: BrowserContext): Promise<string[]> {
	return (await context.cookies()).map((cookie) => cookie.name).filter((name) => TRACKING.test(name));
}

/** The visitor's first input on the page, and the idle moment the attribution code waits for. */
async function touchAndSettle(page: Page): Promise<void> {
	await page.waitForLoadState('load');
	await page.mouse.move(40, 40);
	await page.mouse.move(60, 60);
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** CookieYes's banner, answered with one of its buttons ("Accept All", "Reject All"). */
async function answerBanner(page: Page, button: 'Accept All' | 'Reject All'): Promise<void> {
	await page.locator('.cky-consent-bar').getByRole('button', { name: button }).click();
}

/** A choice made again as CookieYes offers it: its "Consent Preferences" button, then a button of the preference center. */
async function chooseAgain(page: Page, button: 'Accept All' | 'Reject All'): Promise<void> {
	await page.getByRole('button', { name: 'Consent Preferences' }).click();
	await page.locator('.cky-preference-center').getByRole('button', { name: button }).click();
}

function cookieValue(cookies: Awaited<ReturnType<BrowserContext['cookies']>>, name: string): string {
	return decodeURIComponent(cookies.find((cookie) => cookie.name === name)?.value ?? '');
}

describe.skipIf(skip !== '')('consent from a real banner (the WP Consent API and CookieYes) on the real store', () => {
	const browser = sharedBrowser();
	const opened: StorePage[] = [];
	afterAll(async () => {
		await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
	});

	it("tells the browser there is a consent mechanism, opt-in until the banner's script names its own", async () => {
		const log = phpLogFromNow();
		const page = await (await fetch(realUrl('/'), { headers: { Cookie: `${CONSENT_BANNER_COOKIE.name}=${CONSENT_BANNER_COOKIE.value}` } })).text();
		expect(settingsOf(page)?.consent).toEqual({ hasMechanism: true, statistics: false });
		expect(/var consent_api = (\{.*?\});/.exec(page)?.[1]).toContain('"consent_type":"optin"');
		// CookieYes names none on the server: WooCommerce's page says nobody manages consent.
		const classic = await (await fetch(realUrl('/'), { headers: { Cookie: `${CONSENT_BANNER_COOKIE.name}=1; shop_islands_classic=1` } })).text();
		expect(/var consent_api = (\{.*?\});/.exec(classic)?.[1]).toContain('"consent_type":""');
		expect(phpProblems(page)).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});

	it('writes no source cookie and no page-view note at any moment for a visitor who rejects, where WooCommerce writes seven before the banner has spoken and again after the rejection', async () => {
		const journey = async (shopper: StorePage & { seen: Seen[] }): Promise<void> => {
			await shopper.page.goto(realUrl(LANDING), { referer: REFERRER });
			await touchAndSettle(shopper.page);
			await answerBanner(shopper.page, 'Reject All');
			await shopper.page.goto(realUrl('/'));
			await touchAndSettle(shopper.page);
			await shopper.page.goto(realUrl('/contact/'));
			await touchAndSettle(shopper.page);
		};
		const ours = await visitor(browser);
		opened.push(ours);
		await journey(ours);
		expect(ours.seen).toEqual([]);
		expect(await trackingCookies(ours.context)).toEqual([]);
		expect(ours.errors).toEqual([]);

		const classic = await visitor(browser, { classic: true });
		opened.push(classic);
		await journey(classic);
		const early = classic.seen.filter((entry) => entry.page === '/shop/' && !entry.bannerSpoke).map((entry) => entry.name);
		expect(early).toEqual(expect.arrayContaining(['sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session']));
		expect(classic.seen.some((entry) => entry.page === '/contact/' && entry.name === 'sbjs_session')).toBe(true);
	});

	it('records a visitor who accepts from the page where they do, its campaign included, counts the next page, and forgets it all the moment consent is withdrawn', async () => {
		const shopper = await visitor(browser);
		opened.push(shopper);
		const { page, context } = shopper;
		await page.goto(realUrl(LANDING), { referer: REFERRER });
		await touchAndSettle(page);
		expect(shopper.seen).toEqual([]);

		await answerBanner(page, 'Accept All');
		await expect.poll(() => trackingCookies(context), { timeout: RECORD_TIMEOUT_MS }).toContain('sbjs_session');
		const landed = await context.cookies();
		expect(cookieValue(landed, 'sbjs_current')).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring%20menu');
		expect(cookieValue(landed, 'sbjs_current_add')).toContain(`ep=${realUrl(LANDING)}`);
		expect(cookieValue(landed, 'sbjs_current_add')).toContain(`rf=${REFERRER}`);

		await page.goto(realUrl('/'));
		await touchAndSettle(page);
		await expect.poll(async () => /(?:^|\|)pgs=(\d+)/.exec(cookieValue(await context.cookies(), 'sbjs_session'))?.[1], { timeout: RECORD_TIMEOUT_MS }).toBe('2');

		await chooseAgain(page, 'Reject All');
		expect(await trackingCookies(context)).toEqual([]);
		await page.goto(realUrl('/contact/'));
		await touchAndSettle(page);
		expect(await trackingCookies(context)).toEqual([]);
		expect(shopper.errors).toEqual([]);
	});

	it("loads an analytics script held for statistics only once the banner allows it, at once on the open page, and once", async () => {
		const shopper = await visitor(browser, { analytics: true });
		opened.push(shopper);
		const { page } = shopper;
		const requested: string[] = [];
		page.on('request', (request) => request.url().endsWith('/real-store-analytics.js') && requested.push(request.url()));
		const loads = () => page.evaluate(() => document.documentElement.getAttribute('data-fixture-analytics'));
		await page.goto(realUrl('/'));
		await touchAndSettle(page);
		expect(await loads()).toBeNull();
		await answerBanner(page, 'Reject All');
		await page.goto(realUrl('/shop/'));
		await touchAndSettle(page);
		expect(await loads()).toBeNull();
		expect(requested).toEqual([]);

		await chooseAgain(page, 'Accept All');
		await expect.poll(loads).toBe('1');
		await chooseAgain(page, 'Reject All');
		await chooseAgain(page, 'Accept All');
		expect(await loads()).toBe('1');
		expect(requested).toHaveLength(1);
		expect(shopper.errors).toEqual([]);
	});
});
