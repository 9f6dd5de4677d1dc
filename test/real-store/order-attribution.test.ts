import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium';
import { fillCart } from '../browser/support/cart';
import { phpProblems } from '../wordpress/helpers';
import { phpLogFromNow, realStore, realUrl } from './helpers';
import { storeCommand } from './store';

/**
 * The orders WooCommerce stores (docs/attribution-and-consent.md): the same visit, ending in an
 * order placed through the classic checkout with cash on delivery, once with the plugin active (our
 * islands) and once as if it were inactive (`shop_islands_classic=1`: sourcebuster and
 * WooCommerce's attribution script). Both orders carry the same `_wc_order_attribution_*` meta;
 * only the start time differs, by the seconds between the two visits.
 */

const { skip } = realStore();
/** Two visits and two orders through WooCommerce's checkout, on a machine shared with other work. */
const TWO_ORDERS_TIMEOUT_MS = 180_000;
/** The page view is recorded at idle (or at load by WooCommerce's script), which a busy machine delays. */
const RECORD_TIMEOUT_MS = 15_000;
const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20menu&utm_content=hero&utm_id=42';
const BILLING: Readonly<Record<string, string>> = {
	billing_first_name: 'Grace',
	billing_last_name: 'Hopper',
	billing_country: 'US',
	billing_address_1: '1 Compiler Road',
	billing_city: 'Austin',
	billing_state: 'TX',
	billing_postcode: '73301',
	billing_phone: '5125550100',
	billing_email: 'grace@example.com',
};

interface Journey {
	readonly name: string;
	readonly referer?: string;
	readonly path: string;
}

const JOURNEYS: readonly Journey[] = [
	{ name: 'a campaign', referer: 'https://www.example.org/food/', path: CAMPAIGN },
	{ name: 'a search engine', referer: 'https://www.google.com/', path: '/' },
	{ name: 'another site', referer: 'https://blog.example.org/best-pizza/', path: '/shop/' },
];

describe.skipIf(skip !== '')('order attribution in the orders of the real store', () => {
	it.each(JOURNEYS)('an order after a visit from $name carries the same attribution meta as with WooCommerce\'s script', async (journey) => {
		const log = phpLogFromNow();
		const browser = await launchChromium();
		try {
			const ours = await orderMeta(await browser.newContext(), journey);
			const classicContext = await browser.newContext();
			await classicContext.addCookies([{ name: 'shop_islands_classic', value: '1', url: realUrl('/') }]);
			const classic = await orderMeta(classicContext, journey);

			expect(Object.keys(ours).sort()).toEqual(Object.keys(classic).sort());
			const { _wc_order_attribution_session_start_time: ourStart, ...ourRest } = ours;
			const { _wc_order_attribution_session_start_time: classicStart, ...classicRest } = classic;
			expect(ourRest).toEqual(classicRest);
			expect(ourStart).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
			expect(classicStart).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
			expect(ourRest._wc_order_attribution_session_pages).toBe('3');
			expect(ourRest._wc_order_attribution_device_type).toBe('Desktop');
		} finally {
			await browser.close();
		}
		expect(phpProblems(log())).toEqual([]);
	}, TWO_ORDERS_TIMEOUT_MS);
});

/** Visits as a shopper would (the entry page, the shop, the checkout), orders, and reads the order's meta. */
async function orderMeta(context: BrowserContext, journey: Journey): Promise<Record<string, string>> {
	const page = await context.newPage();
	// Each page as a shopper sees it: loaded, then a pointer moved over it (ours records the view after the first input).
	const sessionPages = async (): Promise<string | undefined> =>
		/(?:^|\|)pgs=(\d+)/.exec(decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'sbjs_session')?.value ?? ''))?.[1];
	await page.goto(realUrl(journey.path), journey.referer ? { referer: journey.referer } : {});
	await page.mouse.move(40, 40);
	await expect.poll(sessionPages, { timeout: RECORD_TIMEOUT_MS }).toBe('1');
	await page.goto(realUrl('/shop/'));
	await page.mouse.move(40, 40);
	await expect.poll(sessionPages, { timeout: RECORD_TIMEOUT_MS }).toBe('2');
	await fillCart(page, realUrl('/'));
	await page.goto(realUrl('/checkout/'));
	await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')?.value ?? '') !== '');
	const orderId = await placeOrder(page);
	await context.close();
	const { php, siteDir } = realStore();
	const output = await storeCommand(php, siteDir, 'order-attribution', String(orderId));
	return JSON.parse(output.split('\n')[0] ?? '{}') as Record<string, string>;
}

async function placeOrder(page: Page): Promise<number> {
	await page.evaluate((values) => {
		for (const [field, value] of Object.entries(values)) {
			const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(`form.checkout [name="${field}"]`);
			if (control) {
				control.value = value;
				control.dispatchEvent(new Event('change', { bubbles: true }));
			}
		}
	}, BILLING);
	await page.locator('#payment_method_cod').check();
	await page.locator('#place_order').click();
	await page.waitForURL(/order-received\/\d+/, { timeout: 30_000 });
	return Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
}
