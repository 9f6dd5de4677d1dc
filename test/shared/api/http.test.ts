import { afterEach, describe, expect, it, vi } from 'vitest';
import { postWcAjax } from '../../../shared/api/ajax';
import { apiErrorMessage } from '../../../shared/api/error-message';
import { ApiError } from '../../../shared/api/errors';
import { requestJson, requestText } from '../../../shared/api/http';
import { installSettings } from '../../support/settings';

function answer(body: string, init: ResponseInit = {}): void {
	vi.stubGlobal('fetch', vi.fn(async () => new Response(body, init)));
}

afterEach(() => {
	vi.unstubAllGlobals();
});

/** A server that never answers: the request ends only when it is aborted. */
function hangUntilAborted(): void {
	vi.stubGlobal(
		'fetch',
		vi.fn(
			(_url: string, init: RequestInit) =>
				new Promise((_resolve, reject) => {
					init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
				}),
		),
	);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
	const error: unknown = await promise.then(
		() => null,
		(reason: unknown) => reason,
	);
	expect(error).toBeInstanceOf(ApiError);
	return error as ApiError;
}

describe('api client', () => {
	it('posts form-encoded fields to the wc-ajax endpoint and parses JSON, including a bare false', async () => {
		answer('false');
		await expect(postWcAjax('get_variation', { product_id: 7, attribute_size: 'Large', skip: undefined })).resolves.toBe(false);
		const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
		expect(url).toBe('http://localhost:3000/?wc-ajax=get_variation');
		expect(init.method).toBe('POST');
		expect(String(init.body)).toBe('product_id=7&attribute_size=Large');
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['data:', 'data:application/json,{}'],
		['another origin', 'https://elsewhere.example/wp-admin/admin-ajax.php'],
	])('never sends a request to a %s address, whatever the settings say', async (_case, url) => {
		answer('{}');
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		expect(await failure(requestText(url, { method: 'POST' }))).toMatchObject({ code: 'refused_url' });
		expect(fetch).not.toHaveBeenCalled();
	});

	it('sends to the page\'s origin and to an origin the plugin allows', async () => {
		answer('ok');
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		await requestText('/wp-admin/admin-ajax.php', {});
		await requestText('https://cdn.example/feed', {});
		expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['http://localhost:3000/wp-admin/admin-ajax.php', 'https://cdn.example/feed']);
	});

	it('reports invalid JSON with the spec message', async () => {
		answer('<html><body>Fatal error</body></html>');
		const error = await failure(requestJson('/x', {}));
		expect(error.code).toBe('invalid_json');
		expect(apiErrorMessage(error)).toBe('The response is not a valid JSON response.');
	});

	it('reports an HTML error page with its status', async () => {
		answer('<h1>Internal Server Error</h1>', { status: 500 });
		const error = await failure(requestJson('/x', {}));
		expect(error.code).toBe('http_error');
		expect(error.status).toBe(500);
		expect(apiErrorMessage(error)).toBe('An unknown error occurred.');
	});

	it('reports a network failure as offline', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
		const error = await failure(requestJson('/x', {}));
		expect(error.code).toBe('fetch_error');
		expect(apiErrorMessage(error)).toBe('You are probably offline.');
	});

	it('gives up on a hang after the time limit', async () => {
		vi.useFakeTimers();
		hangUntilAborted();
		const pending = failure(requestJson('/x', {}, { timeoutMs: 5000 }));
		await vi.advanceTimersByTimeAsync(5000);
		expect((await pending).code).toBe('timeout');
	});

	it('tells a cancelled call from a failed one', async () => {
		hangUntilAborted();
		const controller = new AbortController();
		const pending = failure(requestJson('/x', {}, { signal: controller.signal }));
		controller.abort();
		expect((await pending).code).toBe('aborted');
	});
});
