import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import { pluginNonce, postWithQuickViewNonce, resetPluginNonces, withPluginNonce } from '../../../shared/api/plugin-nonces';
import { installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const AJAX = '/wp-admin/admin-ajax.php';
const REFRESH = `${AJAX}?action=shop_islands_nonces`;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings({ ajaxUrl: AJAX, quickViewNonce: 'stale' });
	resetPluginNonces();
});

async function settled<T>(work: Promise<T>): Promise<T> {
	await vi.runAllTimersAsync();
	return work;
}

describe('the quick-view nonce', () => {
	it('refreshes a refused nonce once through the plugin and retries with the fresh one, then keeps it', async () => {
		const fake = installFakeWc((call) => {
			if (call.endpoint === REFRESH) {
				return { body: '{"quickViewNonce":"fresh"}' };
			}
			return call.fields.nonce === 'fresh' ? { body: '<div class="product"></div>' } : { body: '-1', status: 403 };
		});
		expect(await settled(postWithQuickViewNonce('woolentor_quickview', new URLSearchParams({ id: '1' })))).toBe('<div class="product"></div>');
		expect(fake.calls.map((call) => [call.endpoint, call.fields.nonce])).toEqual([
			[AJAX, 'stale'],
			[REFRESH, undefined],
			[AJAX, 'fresh'],
		]);
		expect(pluginNonce('quickViewNonce')).toBe('fresh');
	});

	it.each([
		['refused again', { body: '{"quickViewNonce":"also-refused"}' }],
		['answered with garbage', { body: '<html>Error</html>' }],
		['answered without a nonce', { body: '{"quickViewNonce":""}' }],
	])('fails with the 403 when the refreshed nonce is %s', async (_case, refresh) => {
		installFakeWc((call) => (call.endpoint === REFRESH ? refresh : { body: '-1', status: 403 }));
		const failure = await settled(postWithQuickViewNonce('woolentor_quickview', new URLSearchParams()).catch((error: unknown) => error));
		expect(failure).toBeInstanceOf(ApiError);
		expect(failure).toMatchObject({ code: 'http_error', status: 403 });
	});

	it('does not refresh for other failures', async () => {
		const fake = installFakeWc(() => ({ body: 'Internal error', status: 500 }));
		await settled(postWithQuickViewNonce('woolentor_quickview', new URLSearchParams()).catch(() => undefined));
		expect(fake.calls).toHaveLength(1);
	});
});

describe("a nonce YITH refuses with an answer rather than a status", () => {
	const refused = (answer: string): boolean => answer === '{"result":false}';

	it('is refreshed once and the call sent again with the fresh one', async () => {
		installSettings({ ajaxUrl: AJAX, wishlistNonce: 'yesterday' });
		const fake = installFakeWc((call) => (call.endpoint === REFRESH ? { body: '{"wishlistNonce":"today"}' } : { body: '' }));
		const sent: string[] = [];
		const answer = await settled(
			withPluginNonce(
				'wishlistNonce',
				async (nonce) => {
					sent.push(nonce);
					return nonce === 'today' ? '{"result":"true"}' : '{"result":false}';
				},
				refused,
			),
		);
		expect(answer).toBe('{"result":"true"}');
		expect(sent).toEqual(['yesterday', 'today']);
		expect(fake.calls.map((call) => call.endpoint)).toEqual([REFRESH]);
	});

	it('answers the refusal when the refresh brings no nonce', async () => {
		for (const refresh of ['{"quickViewNonce":"q"}', '{}', '<html>Error</html>']) {
			resetPluginNonces();
			installSettings({ ajaxUrl: AJAX, wishlistNonce: 'yesterday' });
			installFakeWc((call) => (call.endpoint === REFRESH ? { body: refresh } : { body: '' }));
			const send = vi.fn(async () => '{"result":false}');
			expect(await settled(withPluginNonce('wishlistNonce', send, refused))).toBe('{"result":false}');
			expect(send).toHaveBeenCalledTimes(1);
		}
	});
});

