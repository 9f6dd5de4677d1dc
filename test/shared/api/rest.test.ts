import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restFetch } from '../../../shared/api/rest';
import { installSettings } from '../../support/settings';

/**
 * api-fetch as shared/api/rest.ts configures it: root, nonce, locale, method override, one
 * nonce refresh. api-fetch keeps its middlewares for the page's life, so it is configured
 * once for the whole file, as on a page.
 */

interface Sent {
	readonly url: string;
	readonly method: string;
	readonly headers: Record<string, string>;
}

function invalidNonce(): Response {
	return new Response(JSON.stringify({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }), {
		status: 403,
		headers: { 'Content-Type': 'application/json' },
	});
}

function serve(answer: (sent: Sent) => Response): Sent[] {
	const sent: Sent[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			const request = { url: String(url), method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) } };
			sent.push(request);
			return answer(request);
		}),
	);
	return sent;
}

beforeAll(() => {
	installSettings({ restRoot: 'http://shop.test/wp-json/', restNonce: 'old-nonce', ajaxUrl: '/wp-admin/admin-ajax.php' });
});

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('REST client', () => {
	it('sends the nonce and _locale=user to the REST root, and PATCH as POST with X-HTTP-Method-Override', async () => {
		const sent = serve(() => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
		await expect(restFetch({ path: '/shop-islands/v1/ping', method: 'PATCH', data: { a: 1 } })).resolves.toEqual({ ok: true });
		expect(sent).toHaveLength(1);
		expect(sent[0]?.url).toBe('http://shop.test/wp-json/shop-islands/v1/ping?_locale=user');
		expect(sent[0]?.method).toBe('POST');
		expect(sent[0]?.headers['X-HTTP-Method-Override']).toBe('PATCH');
		expect(sent[0]?.headers['X-WP-Nonce']).toBe('old-nonce');
	});

	it('refreshes a refused nonce through admin-ajax.php?action=rest-nonce and retries once', async () => {
		const sent = serve((request) => {
			if (request.url.includes('action=rest-nonce')) {
				return new Response('new-nonce');
			}
			return request.headers['X-WP-Nonce'] === 'new-nonce' ? new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }) : invalidNonce();
		});
		await expect(restFetch({ path: '/shop-islands/v1/ping' })).resolves.toEqual({ ok: true });
		expect(sent[2]?.headers['X-WP-Nonce']).toBe('new-nonce');
		expect(sent.map((request) => request.url)).toEqual([
			'http://shop.test/wp-json/shop-islands/v1/ping?_locale=user',
			'/wp-admin/admin-ajax.php?action=rest-nonce',
			'http://shop.test/wp-json/shop-islands/v1/ping?_locale=user',
		]);
	});

	it('fails instead of refreshing forever when the fresh nonce is refused too', async () => {
		const sent = serve((request) => (request.url.includes('action=rest-nonce') ? new Response('still-bad') : invalidNonce()));
		await expect(restFetch({ path: '/shop-islands/v1/ping' })).rejects.toMatchObject({ code: 'rest_nonce_refresh_failed' });
		expect(sent.filter((request) => request.url.includes('action=rest-nonce'))).toHaveLength(1);
	});

	it("keeps a call's own nonce, and answers its refusal without the page's nonce or a refresh", async () => {
		const sent = serve(() => invalidNonce());
		await expect(restFetch({ path: '/wp/v2/users/1', method: 'POST', headers: { 'X-WP-Nonce': 'own-nonce' } })).rejects.toMatchObject({
			code: 'rest_nonce_refused',
		});
		expect(sent.map((request) => [request.url, request.headers['X-WP-Nonce']])).toEqual([['http://shop.test/wp-json/wp/v2/users/1?_locale=user', 'own-nonce']]);
	});

	it('sends cookies to the site alone, and takes a route, never an address', async () => {
		const credentials: Array<RequestCredentials | undefined> = [];
		vi.stubGlobal(
			'fetch',
			vi.fn(async (_url: string, init: RequestInit = {}) => {
				credentials.push(init.credentials);
				return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
			}),
		);
		await restFetch({ path: '/shop-islands/v1/ping' });
		expect(credentials).toEqual(['same-origin']);
		const withUrl = { path: '/x', url: 'http://elsewhere.test/' } as Parameters<typeof restFetch>[0];
		await expect(restFetch(withUrl)).rejects.toThrow('not a URL');
		expect(credentials).toHaveLength(1);
	});
});
