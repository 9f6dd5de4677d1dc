import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/coming-soon-banner/mount';
import { installSettings } from '../../support/settings';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

/**
 * WooCommerce's coming-soon footer banner as it prints it: the dismiss control a link without
 * `href`, carrying the REST URL and the nonce (here not the page's own, to tell them apart).
 * api-fetch is configured once per page, so once for the file.
 */
function banner(restUrl = 'http://shop.test/wp-json/wp/v2/users/1'): HTMLElement {
	document.body.innerHTML = `<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">This page is in "Coming soon" mode.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${restUrl}" data-rest-nonce="banner-nonce"></a></div>`;
	return document.getElementById('coming-soon-footer-banner') as HTMLElement;
}

interface Sent {
	readonly url: string;
	readonly method: string;
	readonly headers: Record<string, string>;
	readonly body: string;
	readonly credentials: RequestCredentials | undefined;
}

function serve(answer: (sent: Sent) => Response): Sent[] {
	const sent: Sent[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			const request = { url: String(url), method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: String(init.body), credentials: init.credentials };
			sent.push(request);
			return answer(request);
		}),
	);
	return sent;
}

const jsonAnswer = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const dismiss = (host: HTMLElement): HTMLElement => host.querySelector('.coming-soon-footer-banner-dismiss') as HTMLElement;
const hidden = (host: HTMLElement): boolean => host.hidden && host.style.display === 'none';

beforeEach(() => {
	installSettings({
		restRoot: 'http://shop.test/wp-json/',
		restNonce: 'page-nonce',
		ajaxUrl: '/wp-admin/admin-ajax.php',
		allowedOrigins: ['http://shop.test'],
	});
});

afterEach(() => {
	removeClassicScript('woocommerce');
});

describe('coming-soon banner', () => {
	it("POSTs woocommerce_meta.coming_soon_banner_dismissed=yes with the banner's own nonce in X-WP-Nonce, and hides once it completes", async () => {
		const host = banner();
		const sent = serve(() => jsonAnswer({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }));
		mount(host);
		dismiss(host).click();
		dismiss(host).click();
		expect(hidden(host)).toBe(false);
		await waitFor(() => expect(hidden(host)).toBe(true));
		expect(sent).toHaveLength(1);
		expect(sent[0]?.url).toBe('http://shop.test/wp-json/wp/v2/users/1?_locale=user');
		expect(sent[0]?.method).toBe('POST');
		expect(sent[0]?.headers['X-WP-Nonce']).toBe('banner-nonce');
		expect(sent[0]?.credentials).toBe('same-origin');
		expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
	});

	it("never sends the page's nonce in place of a refused one: no refresh, no retry", async () => {
		const host = banner();
		const sent = serve(() => jsonAnswer({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403));
		mount(host);
		dismiss(host).click();
		await waitFor(() => expect(hidden(host)).toBe(true));
		expect(sent.map((request) => request.headers['X-WP-Nonce'])).toEqual(['banner-nonce']);
	});

	it.each([
		['another origin', 'http://elsewhere.test/wp-json/wp/v2/users/1'],
		['a route other than the user\'s', 'http://shop.test/wp-json/wp/v2/settings'],
		['the user route with more in its query', 'http://shop.test/wp-json/wp/v2/users/5?roles=administrator'],
		['a path outside the REST root', 'http://shop.test/wp-admin/admin-ajax.php'],
		['a javascript: URL', 'javascript:alert(1)'],
	])('sends nothing to %s, and still hides the banner', async (_name, restUrl) => {
		const host = banner(restUrl);
		const sent = serve(() => jsonAnswer({ id: 1 }));
		mount(host);
		dismiss(host).click();
		await waitFor(() => expect(hidden(host)).toBe(true));
		expect(sent).toEqual([]);
	});

	it.each([
		['a 500', () => new Response('<p>Error</p>', { status: 500 })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('hides the banner after a failed call too (%s)', async (_name, answer) => {
		const host = banner();
		vi.stubGlobal('fetch', vi.fn(answer));
		mount(host);
		dismiss(host).click();
		await waitFor(() => expect(hidden(host)).toBe(true));
	});

	it('makes the link-without-href a keyboard button', async () => {
		const host = banner();
		serve(() => jsonAnswer({ id: 1 }));
		const unmount = mount(host);
		const control = dismiss(host);
		expect(control.getAttribute('role')).toBe('button');
		expect(control.tabIndex).toBe(0);
		control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		await waitFor(() => expect(hidden(host)).toBe(true));
		unmount();
		expect(control.hasAttribute('role')).toBe(false);
	});

	it("is left to WooCommerce's own script where it still runs", () => {
		printClassicScript('woocommerce');
		const host = banner();
		const sent = serve(() => jsonAnswer({}));
		mount(host);
		dismiss(host).click();
		expect(sent).toHaveLength(0);
		expect(dismiss(host).hasAttribute('role')).toBe(false);
	});
});
