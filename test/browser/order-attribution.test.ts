import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { allowAnalyticsOnly, answerBanner, chooseAgain, trackingCookies, watchTrackingCookies } from './support/consent-banner';
import { store } from './support/store';

/**
 * Order attribution and consent (docs/attribution-and-consent.md) against the fixture store and
 * WooCommerce itself: the visit's source is recorded in the source cookies and reaches the
 * classic checkout's hidden `wc_order_attribution_*` inputs and the order. With each store's
 * cookie banner (CookieYes and the WP Consent API on the real store, the fixture's imitation of
 * them): no source cookie or page-view note at any moment before marketing consent (WooCommerce's
 * category for attribution, CookieYes's "advertisement"), whatever is allowed for statistics; the
 * page where consent is given recorded, its campaign included; everything forgotten at once when
 * it is withdrawn; analytics held for statistics consent. On the fixture alone, the block
 * checkout's extension data.
 */

const browser = sharedBrowser();
const { skip, blockCheckout, consentSwitches, name } = store();

const FIELDS = [
	'source_type',
	'referrer',
	'utm_campaign',
	'utm_source',
	'utm_medium',
	'utm_content',
	'utm_id',
	'utm_term',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'session_entry',
	'session_start_time',
	'session_pages',
	'session_count',
	'user_agent',
];
const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu&utm_content=hero';
const BILLING: Readonly<Record<string, string>> = {
	billing_first_name: 'Ada',
	billing_last_name: 'Lovelace',
	billing_country: 'US',
	billing_address_1: '1 Analytical Way',
	billing_city: 'Austin',
	billing_state: 'TX',
	billing_postcode: '73301',
	billing_phone: '5125550100',
	billing_email: 'ada@example.com',
};
/** Generous: idle comes late on a machine shared with other test runs. */
const RECORD_TIMEOUT_MS = 15_000;
/** The longest a step of the consent flows waits for the banner or the page. */
const STEP_TIMEOUT_MS = 15_000;

/** The `wc_order_attribution_*` inputs of the checkout form, by field. */
async function checkoutFields(page: Page): Promise<Record<string, string>> {
	return page.$$eval('form.checkout input[name^="wc_order_attribution_"]', (inputs) =>
		Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name.replace('wc_order_attribution_', ''), (input as HTMLInputElement).value])),
	);
}

async function sourceCookies(context: BrowserContext): Promise<string[]> {
	return (await context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_')).map((cookie) => cookie.name);
}

/** The visitor's first input on the page: a pointer moved over it, as any visitor's is. */
async function firstInput(page: Page): Promise<void> {
	await page.waitForLoadState('load');
	await page.mouse.move(40, 40);
	await page.mouse.move(60, 60);
}

/**
 * Waits until the page view is recorded, after the visitor's first input: the island works at
 * the next idle moment, which a busy machine delays.
 */
async function waitForRecord(page: Page, context: BrowserContext): Promise<void> {
	await firstInput(page);
	await expect.poll(() => sourceCookies(context), { timeout: RECORD_TIMEOUT_MS }).toContain('sbjs_session');
}

/** The session's page count, as the source cookie holds it. */
async function sessionPages(context: BrowserContext): Promise<string | undefined> {
	const session = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? '');
	return /(?:^|\|)pgs=(\d+)/.exec(session)?.[1];
}

/**
 * Waits until the session has counted `pages` page views, after the visitor's first input on the
 * open page: the island works at the next idle moment, which a busy machine delays.
 */
async function waitForPages(page: Page, context: BrowserContext, pages: number): Promise<void> {
	await firstInput(page);
	await expect.poll(() => sessionPages(context), { timeout: RECORD_TIMEOUT_MS }).toBe(String(pages));
}

/** Fills the billing fields the form has (the real store's state is a select) and places the order. */
async function placeOrder(page: Page): Promise<void> {
	await page.evaluate((values) => {
		for (const [field, value] of Object.entries(values)) {
			const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(`form.checkout [name="${field}"]`);
			if (control) {
				control.value = value;
				control.dispatchEvent(new Event('input', { bubbles: true }));
				control.dispatchEvent(new Event('change', { bubbles: true }));
			}
		}
	}, BILLING);
	await page.locator('#payment_method_cod').check();
	await page.locator('#place_order').click();
	await page.waitForURL(/order-received/, { timeout: 30_000 });
}

describe.skipIf(skip !== '')(`order attribution on the ${name}`, () => {
	it('records a campaign visit and posts every attribution field with the classic checkout', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl(CAMPAIGN), { referer: 'https://www.example.org/food/' });
		await waitForRecord(page, context);
		await page.goto(storeUrl('/shop/'));
		await waitForPages(page, context, 2);
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/checkout/'));
		await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value === 'newsletter');
		const fields = await checkoutFields(page);
		expect(Object.keys(fields)).toEqual(FIELDS);
		// WooCommerce 10.5+ prints the fields' element five times: one is kept, each field posted once.
		expect(await page.locator('wc-order-attribution-inputs').count()).toBe(1);
		expect(await page.locator('form.checkout input[name^="wc_order_attribution_"]').count()).toBe(FIELDS.length);
		expect(fields).toMatchObject({
			source_type: 'utm',
			referrer: 'https://www.example.org/food/',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'spring menu',
			utm_content: 'hero',
			utm_id: '(none)',
			utm_term: '(none)',
			// Read back decoded, as WooCommerce's library reads it.
			session_entry: decodeURIComponent(storeUrl(CAMPAIGN)),
			session_pages: '3',
			session_count: '1',
			user_agent: await page.evaluate(() => navigator.userAgent),
		});
		expect(fields.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

		await placeOrder(page);
		if (blockCheckout) {
			// The fixture's thank-you page lists the fields it received.
			const received = await page.$$eval('tr[data-attribution-field]', (rows) => rows.map((row) => [row.getAttribute('data-attribution-field'), row.querySelector('td')?.textContent]));
			expect(Object.fromEntries(received)).toEqual(fields);
		}
		expect(errors).toEqual([]);
		await context.close();
	});

	it('records a page view only after the visitor\'s first input, at the next idle moment', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl(CAMPAIGN), { referer: 'https://www.google.com/' });
		await page.waitForLoadState('networkidle');
		await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
		// Loaded and idle, nobody has touched it: nothing recorded, the attribution code not run.
		expect(await sourceCookies(context)).toEqual([]);
		// A first move, one idle moment, and the visitor goes: the view is recorded.
		await page.mouse.move(40, 40);
		await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
		await page.goto(storeUrl('/shop/'));
		await expect.poll(() => sessionPages(context), { timeout: RECORD_TIMEOUT_MS }).toBe('1');
		await waitForPages(page, context, 2);
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/checkout/'));
		await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value === 'newsletter');
		expect(await checkoutFields(page)).toMatchObject({ source_type: 'utm', referrer: 'https://www.google.com/', session_pages: '3' });
		expect(errors).toEqual([]);
		await context.close();
	});

	/** A landing page with product cards, reached from a newsletter. */
	const LANDING = '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu';
	const PRODUCT_LINK = 'ul.products li.product a.woocommerce-LoopProduct-link';
	/** Each way a shopper leaves a landing page before its view is recorded; the page they end on. */
	const LEAVINGS: ReadonlyArray<readonly [string, (page: Page, context: BrowserContext) => Promise<Page>]> = [
		[
			'a product opened 100 ms after load',
			async (page) => {
				await page.waitForLoadState('load');
				await page.waitForTimeout(100);
				await Promise.all([page.waitForURL(/\/product\//), page.click(PRODUCT_LINK)]);
				return page;
			},
		],
		[
			'another address typed in the address bar',
			async (page) => {
				await page.goto(storeUrl('/contact/'));
				return page;
			},
		],
		[
			'Back and Forward (from the back-forward cache where the browser keeps the pages)',
			async (page) => {
				await page.goto(storeUrl('/contact/'));
				await page.goBack();
				await page.goForward();
				return page;
			},
		],
		[
			'the tab closed, and the shop opened again in another',
			async (page, context) => {
				await page.close();
				const again = await context.newPage();
				await again.goto(storeUrl('/'));
				return again;
			},
		],
	];

	it.each(LEAVINGS)('keeps the campaign of a landing page left before any input: %s', async (_leaving, leave) => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl(LANDING), { referer: 'https://mail.example.org/' });
		const landed = await leave(page, context);
		// The page the shopper ends on is touched: the notes are recorded, the landing page's first.
		await waitForRecord(landed, context);
		const current = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'sbjs_current')?.value ?? '');
		expect(current).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring%20menu');
		const entry = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'sbjs_current_add')?.value ?? '');
		expect(entry).toContain(`ep=${storeUrl(LANDING)}`);
		expect(entry).toContain('rf=https://mail.example.org/');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('posts the attribution fields with the account registration form, filled on the first reach for it: a Register click made before is held until they are', async () => {
		const { page, context, errors } = await openPage(browser());
		// The stores' switch for a registration form that asks for a password, which the fixture's My account shows only with it.
		await page.goto(storeUrl(`/my-account/${CAMPAIGN.slice(1)}&account_passwords=yes`), { referer: 'https://www.example.org/food/' });
		await page.waitForLoadState('networkidle');
		await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
		// Loaded and idle, nobody has reached for the form: its fields' element is as WooCommerce printed it.
		expect(await page.locator('form.register wc-order-attribution-inputs').evaluate((element) => element.childElementCount)).toBe(0);
		// Filled as a password manager would, with no event, so the first input is the Register click itself.
		await page.evaluate(() => {
			const values: ReadonlyArray<readonly [string, string]> = [
				['#reg_email', 'ada.register@example.com'],
				['#reg_username', 'ada-register'],
				['#reg_password', 'Correct-Horse-Battery-9!'],
			];
			for (const [selector, value] of values) {
				const field = document.querySelector<HTMLInputElement>(`form.register ${selector}`);
				if (field) {
					field.value = value;
				}
			}
		});
		// The registration itself is WooCommerce's; what matters is what the form posts.
		const posted = new Promise<URLSearchParams>((resolve) => {
			void page.route(
				(url) => url.pathname === '/my-account/',
				(route) => {
					if (route.request().method() !== 'POST') {
						return route.continue();
					}
					resolve(new URLSearchParams(route.request().postData() ?? ''));
					return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Registered</title>' });
				},
			);
		});
		await page.click('form.register [name="register"]');
		const body = await posted;
		const fields = Object.fromEntries([...body].filter(([key]) => key.startsWith('wc_order_attribution_')).map(([key, value]) => [key.replace('wc_order_attribution_', ''), value]));
		expect(Object.keys(fields)).toEqual(FIELDS);
		expect(fields).toMatchObject({ source_type: 'utm', referrer: 'https://www.example.org/food/', utm_source: 'newsletter', utm_campaign: 'spring menu', session_pages: '1' });
		expect(body.get('email')).toBe('ada.register@example.com');
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([
		['a search engine', 'https://www.google.com/', { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' }],
		['another site', 'https://blog.example.org/best-pizza/', { source_type: 'referral', utm_source: 'blog.example.org', utm_medium: 'referral', utm_content: '/best-pizza/' }],
		['no referrer', '', { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', referrer: '(none)' }],
	])('classifies a visit from %s', async (_from, referer, expected) => {
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl('/'), referer ? { referer } : {});
		await waitForRecord(page, context);
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/checkout/'), { referer: storeUrl('/cart/') });
		await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')?.value ?? '') !== '');
		expect(await checkoutFields(page)).toMatchObject({ ...expected, session_pages: '2' });
		await context.close();
	});
});

describe.skipIf(skip !== '')(`consent from the cookie banner on the ${name}`, () => {
	/** A visitor of the store with its cookie banner (and, when asked, its analytics script held for statistics). */
	const withBanner = async ({ analytics = false } = {}) => {
		const opened = await openPage(browser());
		// A step that waits on the banner or the page for long says which it was, well inside the check's own time.
		opened.page.setDefaultTimeout(STEP_TIMEOUT_MS);
		const switches = [consentSwitches.banner, ...(analytics ? [consentSwitches.analytics] : [])];
		await opened.context.addCookies(switches.map((cookie) => ({ ...cookie, url: storeUrl('/') })));
		return { ...opened, seen: await watchTrackingCookies(opened.context) };
	};
	/** The visitor's first input, and the idle moment the attribution code waits for. */
	const touchAndSettle = async (page: Page) => {
		await firstInput(page);
		await page.waitForLoadState('networkidle');
		// As the island's own wait, bounded: a page kept busy has its idle moment at the timeout.
		await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(resolve, { timeout })), STEP_TIMEOUT_MS);
	};
	const LANDING = '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu';
	const cookieValue = async (context: BrowserContext, cookieName: string) => decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === cookieName)?.value ?? '');

	it('writes no source cookie and no page-view note at any moment, from each page\'s start, for a visitor who rejects', async () => {
		const { page, context, errors, seen } = await withBanner();
		await page.goto(storeUrl(LANDING), { referer: 'https://mail.example.org/' });
		await touchAndSettle(page);
		await answerBanner(page, 'Reject All');
		await page.goto(storeUrl('/'));
		await touchAndSettle(page);
		await page.goto(storeUrl('/contact/'));
		await touchAndSettle(page);
		expect(seen).toEqual([]);
		expect(await trackingCookies(context)).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('records a visitor who accepts from the page where they do, its campaign and referrer included, and counts the next page', async () => {
		const { page, context, errors, seen } = await withBanner();
		await page.goto(storeUrl(LANDING), { referer: 'https://mail.example.org/' });
		await touchAndSettle(page);
		expect(seen).toEqual([]);
		await answerBanner(page, 'Accept All');
		await expect.poll(() => trackingCookies(context), { timeout: RECORD_TIMEOUT_MS }).toContain('sbjs_session');
		expect(await cookieValue(context, 'sbjs_current')).toContain('typ=utm|||src=newsletter|||mdm=email|||cmp=spring%20menu');
		expect(await cookieValue(context, 'sbjs_current_add')).toContain(`ep=${storeUrl(LANDING)}`);
		expect(await cookieValue(context, 'sbjs_current_add')).toContain('rf=https://mail.example.org/');
		await page.goto(storeUrl('/'));
		await waitForPages(page, context, 2);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('forgets the source cookies and the page-view note the loader took on a page the attribution code has not started on yet, once consent is withdrawn there', async () => {
		const { page, context, errors } = await withBanner();
		await page.goto(storeUrl(LANDING));
		await touchAndSettle(page);
		await answerBanner(page, 'Accept All');
		await expect.poll(() => trackingCookies(context), { timeout: RECORD_TIMEOUT_MS }).toContain('sbjs_session');
		await page.goto(storeUrl('/contact/'));
		await page.waitForLoadState('networkidle');
		// Nobody has touched the page: its view is noted, not recorded yet.
		expect(await trackingCookies(context)).toContain('shop_islands_page_views');
		await chooseAgain(page, 'Reject All');
		// The attribution code starts as the consent changes (not at the idle moment after that input), and forgets everything.
		await expect.poll(() => trackingCookies(context), { timeout: RECORD_TIMEOUT_MS }).toEqual([]);
		await page.goto(storeUrl('/'));
		await touchAndSettle(page);
		expect(await trackingCookies(context)).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('empties the checkout\'s fields while marketing consent is refused, fills them the moment it is given, and forgets the visit the moment it is withdrawn', async () => {
		const { page, context, errors } = await withBanner();
		await page.goto(storeUrl(CAMPAIGN));
		await touchAndSettle(page);
		await answerBanner(page, 'Reject All');
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/checkout/'));
		await page.waitForSelector('input[name="wc_order_attribution_source_type"]', { state: 'attached' });
		await touchAndSettle(page);
		expect(Object.values(await checkoutFields(page)).every((value) => value === '')).toBe(true);
		expect(await trackingCookies(context)).toEqual([]);

		await chooseAgain(page, 'Accept All');
		await waitForRecord(page, context);
		expect(await checkoutFields(page)).toMatchObject({ source_type: 'typein', session_pages: '1' });

		await chooseAgain(page, 'Reject All');
		expect(await trackingCookies(context)).toEqual([]);
		expect(Object.values(await checkoutFields(page)).every((value) => value === '')).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('records nothing for a visitor who allows analytics and refuses advertisement (marketing), while analytics run; withdrawing marketing alone forgets the visit at once', async () => {
		const { page, context, errors, seen } = await withBanner({ analytics: true });
		await page.goto(storeUrl(CAMPAIGN));
		await allowAnalyticsOnly(page);
		await page.waitForFunction(() => document.documentElement.getAttribute('data-fixture-analytics') === '1');
		await page.goto(storeUrl('/shop/'));
		await touchAndSettle(page);
		await page.waitForFunction(() => document.documentElement.getAttribute('data-fixture-analytics') === '1');
		expect(seen).toEqual([]);

		await chooseAgain(page, 'Accept All');
		await waitForRecord(page, context);

		// Marketing withdrawn, statistics kept: the visit is forgotten on the open page, analytics stay.
		await allowAnalyticsOnly(page);
		expect(await trackingCookies(context)).toEqual([]);
		expect(await cookieValue(context, 'wp_consent_statistics')).toBe('allow');
		expect(await cookieValue(context, 'wp_consent_marketing')).toBe('deny');
		expect(await page.evaluate(() => document.documentElement.getAttribute('data-fixture-analytics'))).toBe('1');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('loads the analytics script only with consent, at once when it is given later, and once', async () => {
		const analyticsLoads = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-fixture-analytics'));
		const free = await openPage(browser());
		await free.context.addCookies([{ ...consentSwitches.analytics, url: storeUrl('/') }]);
		await free.page.goto(storeUrl('/'));
		await free.page.waitForFunction(() => document.documentElement.hasAttribute('data-fixture-analytics'));
		await free.context.close();

		const { page, context } = await withBanner({ analytics: true });
		const requested: string[] = [];
		page.on('request', (request) => /analytics\.js$/.test(new URL(request.url()).pathname) && requested.push(request.url()));
		await page.goto(storeUrl('/'));
		await touchAndSettle(page);
		expect(await analyticsLoads(page)).toBeNull();
		await answerBanner(page, 'Reject All');
		await page.goto(storeUrl('/shop/'));
		await touchAndSettle(page);
		expect(await analyticsLoads(page)).toBeNull();
		expect(requested).toEqual([]);
		await allowAnalyticsOnly(page);
		await page.waitForFunction(() => document.documentElement.getAttribute('data-fixture-analytics') === '1');
		await chooseAgain(page, 'Reject All');
		await chooseAgain(page, 'Accept All');
		expect(await analyticsLoads(page)).toBe('1');
		expect(requested).toHaveLength(1);
		await context.close();
	});
});

describe.skipIf(skip !== '' || !blockCheckout)('the block checkout on the fixture store (the real store has a shortcode checkout)', () => {
	it('hands the block checkout the same fields as extension data under woocommerce/order-attribution', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/?utm_source=newsletter&utm_medium=email'));
		await waitForRecord(page, context);
		await page.goto(storeUrl('/block-checkout/'));
		const row = (field: string) => page.locator(`tr[data-extension-field="woocommerce/order-attribution/${field}"] td`);
		await row('utm_source').waitFor();
		expect(await page.$$eval('tr[data-extension-field]', (rows) => rows.map((entry) => entry.getAttribute('data-extension-field')))).toEqual(
			FIELDS.map((field) => `woocommerce/order-attribution/${field}`),
		);
		expect(await row('source_type').textContent()).toBe('utm');
		expect(await row('utm_source').textContent()).toBe('newsletter');
		expect(await row('session_pages').textContent()).toBe('2');
		expect(errors).toEqual([]);
		await context.close();
	});
});
