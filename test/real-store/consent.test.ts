import { afterAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { settle } from '../browser/support/islands';
import { phpProblems, settingsOf } from '../wordpress/helpers';
import { openStorePage, phpLogFromNow, realStore, realUrl, type StorePage } from './helpers';

/**
 * Order attribution's consent on WooCommerce 10 itself, whose WP Consent API integration
 * answers `wc_order_attribution_allow_tracking` with the consent of whoever the page is
 * rendered for, whatever the filter held. The test switches play a consent plugin on the server
 * (`?consent_api=optin`, the visitor's choice in their `wp_consent_<category>` cookies) and a
 * site's own `__return_false` (`?allow_tracking=no`); the real banner's checks are
 * consent-banner.test.ts's.
 * WooCommerce's own answer is read from its `wc_order_attribution` params, on the page served
 * as if the plugin were inactive (`shop_islands_classic=1`).
 */

const { skip } = realStore();

interface Visitor {
	readonly classic?: boolean;
	readonly marketing?: 'allow' | 'deny';
}

async function html(path: string, visitor: Visitor = {}): Promise<string> {
	const cookies = [visitor.classic ? 'shop_islands_classic=1' : '', visitor.marketing ? `wp_consent_marketing=${visitor.marketing}` : ''].filter(Boolean);
	const response = await fetch(realUrl(path), { headers: cookies.length > 0 ? { Cookie: cookies.join('; ') } : {} });
	expect(response.status).toBe(200);
	return response.text();
}

/** What the plugin prints for order attribution. */
async function ours(path: string, visitor: Visitor = {}): Promise<Record<string, unknown>> {
	const settings = settingsOf(await html(path, visitor));
	return (settings?.orderAttribution ?? {}) as Record<string, unknown>;
}

/** What WooCommerce prints for its own script: `wc_order_attribution.params.allowTracking`. */
async function woocommerceAllows(path: string, visitor: Visitor = {}): Promise<unknown> {
	const localized = /var wc_order_attribution = (\{.*?\});\n/.exec(await html(path, { ...visitor, classic: true }))?.[1];
	return (JSON.parse(localized ?? '{}') as { params?: { allowTracking?: unknown } }).params?.allowTracking;
}

describe.skipIf(skip !== '')("order attribution's consent on the real store", () => {
	const browser = sharedBrowser();
	const opened: StorePage[] = [];
	afterAll(async () => {
		await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
	});

	it("prints WooCommerce's category, marketing, and leaves tracking to the visitor's consent where WooCommerce answers for whoever the page was rendered for", async () => {
		const log = phpLogFromNow();
		const page = await html('/?consent_api=optin');
		expect(settingsOf(page)?.consent).toEqual({ hasMechanism: true, statistics: false });
		expect(await ours('/?consent_api=optin')).toMatchObject({ allowTracking: true, consentCategory: 'marketing' });
		expect(await ours('/?consent_api=optin', { marketing: 'deny' })).toMatchObject({ allowTracking: true });
		// WooCommerce's integration is on: it answers with this request's marketing consent.
		expect(await woocommerceAllows('/?consent_api=optin')).toBe(false);
		expect(await woocommerceAllows('/?consent_api=optin', { marketing: 'allow' })).toBe(true);
		expect(phpProblems(page)).toEqual([]);
		expect(phpProblems(log())).toEqual([]);
	});

	it("honours the site's explicit false, which WooCommerce's integration drops for a visitor who allowed marketing", async () => {
		expect(await ours('/?allow_tracking=no')).toMatchObject({ allowTracking: false });
		expect(await ours('/?consent_api=optin&allow_tracking=no', { marketing: 'allow' })).toMatchObject({ allowTracking: false });
		expect(await woocommerceAllows('/?consent_api=optin&allow_tracking=no', { marketing: 'allow' })).toBe(true);
		expect(await woocommerceAllows('/?allow_tracking=no')).toBe(false);
	});

	it('prints the consent category the site names, when the WP Consent API has it', async () => {
		expect(await ours('/?consent_category=statistics')).toMatchObject({ consentCategory: 'statistics' });
		expect(await ours('/?consent_category=analytics')).toMatchObject({ consentCategory: 'marketing' });
	});

	it('records no visit in the browser where the site turned tracking off, and records one where it did not', async () => {
		const visitor = await openStorePage(browser());
		opened.push(visitor);
		const sourceCookies = async (): Promise<string[]> => (await visitor.context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('sbjs_'));
		// The visitor's first input on each page, which the record waits for.
		await visitor.page.goto(realUrl('/?allow_tracking=no&utm_source=newsletter'));
		await settle(visitor.page);
		await visitor.page.mouse.move(40, 40);
		await settle(visitor.page);
		await visitor.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
		expect(await sourceCookies()).toEqual([]);
		await visitor.page.goto(realUrl('/?utm_source=newsletter'));
		await settle(visitor.page);
		await visitor.page.mouse.move(40, 40);
		await expect.poll(sourceCookies, { timeout: 15_000 }).toContain('sbjs_current');
		expect(visitor.errors).toEqual([]);
	});
});
