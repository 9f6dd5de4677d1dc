import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCart } from '../../../shared/cart/cache';
import { startCartSession, stopCartSession } from '../../../shared/cart/session';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const CACHED = {
	'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p id="cached">cached cart</p></div>',
};

beforeEach(() => {
	installSettings({ siteHash: 'site1' });
	sessionStorage.clear();
	localStorage.clear();
	document.cookie = 'woocommerce_cart_hash=h1; path=/';
	document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
});

afterEach(() => {
	stopCartSession();
	vi.unstubAllGlobals();
});

describe('cart session on page load', () => {
	it('shows a valid cache without any request', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		storeCart(CACHED, 'h1', Date.now(), true);
		startCartSession();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(fake.calls).toHaveLength(0);
		expect(document.getElementById('cached')?.textContent).toBe('cached cart');
	});

	it('refreshes once when the cache is stale', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(2) }));
		storeCart(CACHED, 'old-hash', Date.now(), true);
		startCartSession();
		startCartSession();
		await vi.waitFor(() => expect(document.body.textContent).toContain('2 items'));
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_refreshed_fragments']);
	});

	it('refreshes when another tab changes the stored cart hash', async () => {
		storeCart(CACHED, 'h1', Date.now(), true);
		const fake = installFakeWc(() => ({ body: cartAnswer(3) }));
		startCartSession();
		localStorage.setItem('wc_cart_hash_site1', 'from-other-tab');
		window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_site1' }));
		await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
	});

	it('empties the mini-cart and refreshes when restored from the back/forward cache', async () => {
		storeCart(CACHED, 'h1', Date.now(), true);
		let release: () => void = () => undefined;
		const fake = installFakeWc(() => ({ body: cartAnswer(4) }));
		startCartSession();
		expect(document.getElementById('cached')).not.toBeNull();
		vi.mocked(fetch).mockImplementationOnce(
			() =>
				new Promise((resolve) => {
					release = () => resolve(new Response(cartAnswer(4)));
				}),
		);
		// happy-dom's PageTransitionEvent ignores `persisted`; a browser sets it on a bfcache restore.
		const restored = new Event('pageshow');
		Object.defineProperty(restored, 'persisted', { value: true });
		window.dispatchEvent(restored);
		expect(document.getElementById('cached')).toBeNull();
		await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
		release();
		await vi.waitFor(() => expect(document.body.textContent).toContain('4 items'));
		expect(fake.calls).toHaveLength(0);
	});

	it.each(['wc_fragment_refresh', 'updated_wc_div'])('refreshes on the %s event', async (name) => {
		storeCart(CACHED, 'h1', Date.now(), true);
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		startCartSession();
		document.body.dispatchEvent(new CustomEvent(name, { bubbles: true }));
		await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
	});

	it('survives storage that is disabled', async () => {
		vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		expect(() => startCartSession()).not.toThrow();
		await vi.waitFor(() => expect(document.body.textContent).toContain('1 items'));
		expect(fake.calls).toHaveLength(1);
	});
});
