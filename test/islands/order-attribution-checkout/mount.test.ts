import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../shared/config';
import { clobber } from '../../support/clobber';
import { installSettings } from '../../support/settings';

/**
 * The checkout's attribution fields: hidden inputs in WooCommerce's
 * `<wc-order-attribution-inputs>` for the classic checkout, extension data for the block
 * checkout; filled when the island mounts, emptied the moment consent is withdrawn.
 */

const ATTRIBUTION = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' } as const;
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

const mounted: Array<() => void> = [];

async function mountOn(host: HTMLElement) {
	vi.resetModules();
	const { mount } = await import('../../../islands/order-attribution-checkout/mount');
	const unmount = mount(host);
	mounted.push(unmount);
	return unmount;
}

/** The visitor withdraws marketing consent, WooCommerce's category for order attribution. */
function withdraw(): void {
	document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
}

beforeEach(() => {
	(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://shop.example/checkout/?utm_source=news');
	installSettings({ orderAttribution: ATTRIBUTION });
});

afterEach(() => {
	for (const unmount of mounted.splice(0)) {
		unmount();
	}
	for (const cookie of document.cookie.split('; ')) {
		document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=-999; domain=.shop.example`;
	}
});

describe('classic checkout', () => {
	it('puts one filled hidden input per attribution field in the form', async () => {
		document.body.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		const host = document.querySelector<HTMLElement>('wc-order-attribution-inputs')!;
		const unmount = await mountOn(host);
		const form = document.querySelector('form')!;
		const posted = Object.fromEntries(new FormData(form));
		expect(Object.keys(posted)).toEqual(FIELDS.map((field) => `wc_order_attribution_${field}`));
		expect(posted).toMatchObject({ wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'news', wc_order_attribution_session_pages: '1', wc_order_attribution_user_agent: navigator.userAgent });
		expect(host.querySelectorAll('input[type="hidden"]')).toHaveLength(16);
		unmount();
		expect(host.children).toHaveLength(0);
	});

	it("fills the document's first element alone and removes the others WooCommerce 10.5+ prints, as its script does: no field is posted twice", async () => {
		document.body.innerHTML = `<form class="checkout">${'<div class="col"><wc-order-attribution-inputs></wc-order-attribution-inputs></div>'.repeat(5)}</form>`;
		const hosts = [...document.querySelectorAll<HTMLElement>('wc-order-attribution-inputs')];
		for (const host of hosts) {
			await mountOn(host);
		}
		const form = document.querySelector('form')!;
		expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
		expect(document.querySelector('wc-order-attribution-inputs')).toBe(hosts[0]);
		expect([...new FormData(form).keys()]).toEqual(FIELDS.map((field) => `wc_order_attribution_${field}`));
	});

	it('empties every field at once when marketing consent is withdrawn', async () => {
		installSettings({ orderAttribution: ATTRIBUTION, consent: { hasMechanism: true, statistics: false } });
		vi.stubGlobal('wp_has_consent', () => true);
		document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		await mountOn(document.querySelector<HTMLElement>('wc-order-attribution-inputs')!);
		expect(document.querySelector<HTMLInputElement>('[name="wc_order_attribution_utm_source"]')?.value).toBe('news');
		withdraw();
		expect([...document.querySelectorAll('input')].map((input) => input.value)).toEqual(FIELDS.map(() => ''));
		expect(document.cookie).not.toContain('sbjs_');
	});

	it('sets values as text: markup in a campaign stays text', async () => {
		(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://shop.example/checkout/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
		document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		await mountOn(document.querySelector<HTMLElement>('wc-order-attribution-inputs')!);
		expect(document.querySelector<HTMLInputElement>('[name="wc_order_attribution_utm_source"]')?.value).toBe('<img src=x onerror=alert(1)>');
		expect(document.querySelector('img')).toBeNull();
	});

	it('does nothing when order attribution is off', async () => {
		installSettings({ orderAttribution: null });
		document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
		await mountOn(document.querySelector<HTMLElement>('wc-order-attribution-inputs')!);
		expect(document.querySelectorAll('input')).toHaveLength(0);
	});
});

describe('block checkout', () => {
	function fakeWpData() {
		const sent: Array<[string, Record<string, string | null>, boolean | undefined]> = [];
		const listeners = new Set<() => void>();
		let registered = false;
		const data = {
			dispatch: (store: string) =>
				registered && store === 'wc/store/checkout'
					? { setExtensionData: (namespace: string, values: Record<string, string | null>, silent?: boolean) => sent.push([namespace, values, silent]) }
					: undefined,
			subscribe: (listener: () => void) => {
				listeners.add(listener);
				return () => listeners.delete(listener);
			},
		};
		vi.stubGlobal('wp', { data });
		return {
			sent,
			listeners,
			register() {
				registered = true;
				for (const listener of [...listeners]) {
					listener();
				}
			},
		};
	}

	it('sends the fields as extension data under woocommerce/order-attribution once the checkout store is there', async () => {
		const wp = fakeWpData();
		document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
		await mountOn(document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!);
		expect(wp.sent).toHaveLength(0);
		wp.register();
		expect(wp.sent).toHaveLength(1);
		const [namespace, values, silent] = wp.sent[0]!;
		expect(namespace).toBe('woocommerce/order-attribution');
		expect(Object.keys(values)).toEqual(FIELDS);
		expect(values).toMatchObject({ source_type: 'utm', utm_source: 'news' });
		expect(silent).toBe(true);
		expect(wp.listeners.size).toBe(0);
	});

	it('sends nulls when consent is withdrawn', async () => {
		installSettings({ orderAttribution: ATTRIBUTION, consent: { hasMechanism: true, statistics: false } });
		vi.stubGlobal('wp_has_consent', () => true);
		const wp = fakeWpData();
		wp.register();
		document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
		await mountOn(document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!);
		withdraw();
		expect(wp.sent).toHaveLength(2);
		expect(Object.values(wp.sent[1]![1]).every((value) => value === null)).toBe(true);
	});

	it("takes no form with the id wp in a post, whatever its fields, for WordPress's data store", async () => {
		document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
		clobber('wp', '<form id="wp"><input name="data"><input name="dispatch"><input name="subscribe"></form>');
		const unmount = await mountOn(document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!);
		expect(() => unmount()).not.toThrow();
	});

	it('waits quietly when the page has no data store at all', async () => {
		document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
		const unmount = await mountOn(document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!);
		expect(() => unmount()).not.toThrow();
	});
});
