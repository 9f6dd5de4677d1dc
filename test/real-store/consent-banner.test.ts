import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { type SeenCookie, answerBanner, trackingCookies, watchTrackingCookies } from '../browser/support/consent-banner';
import { phpProblems, settingsOf } from '../wordpress/helpers';
import { openStorePage, phpLogFromNow, realStore, realUrl, type StorePage } from './helpers';
import { CONSENT_BANNER_COOKIE } from './seed-plugins';

/**
 * Consent from a real banner (docs/attribution-and-consent.md): the WP Consent API 1.0.8 and
 * CookieYes 3.5.4, opt-in (GDPR) as it comes, active for a visitor with the store's test switch
 * (CONSENT_BANNER_COOKIE). CookieYes names the consent type only in the browser, on its own
 * consent event (at `DOMContentLoaded` for a new visitor, never on the pages of one who has
 * answered), and until then the WP Consent API answers that everything is allowed: WooCommerce's
 * own scripts (the page served as if the plugin were inactive, `shop_islands_classic=1`) write
 * their source cookies before the banner's script has run, and again on the pages after a
 * rejection. With the plugin active the server names opt-in, and nothing is written for a
 * visitor who refuses, at any moment. The shopper flows with the banner (accepting, withdrawing,
 * analytics) are test/browser/order-attribution.test.ts's, on both stores.
 */

const { skip } = realStore();

const LANDING = '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu';
const REFERRER = 'https://mail.example.org/';

async function visitor(browser: () => Browser, { classic = false } = {}): Promise<StorePage & { seen: SeenCookie[] }> {
	const opened = await openStorePage(browser());
	const cookies = [CONSENT_BANNER_COOKIE, ...(classic ? [{ name: 'shop_islands_classic', value: '1' }] : [])];
	await opened.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: realUrl('/') })));
	return { ...opened, seen: await watchTrackingCookies(opened.context) };
}

/** The visitor's first input on the page, and the idle moment the attribution code waits for. */
async function touchAndSettle(page: Page): Promise<void> {
	await page.waitForLoadState('load');
	await page.mouse.move(40, 40);
	await page.mouse.move(60, 60);
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
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
		const journey = async (shopper: StorePage & { seen: SeenCookie[] }): Promise<void> => {
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
});
