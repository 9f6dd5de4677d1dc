import { cleanStores } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCart } from '../../../shared/cart/cache';
import { FRAGMENTS_RETRY_DELAY_MS } from '../../../shared/constants';
import { $cartSession } from '../../../shared/cart/session';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const CACHED = {
	'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p id="cached">cached cart</p></div>',
};
const DAY_MS = 86_400_000;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings({ siteHash: 'site1' });
	sessionStorage.clear();
	localStorage.clear();
	document.cookie = 'woocommerce_cart_hash=h1; path=/';
	document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
});

/** Lets every request the session sends settle. */
async function settle(): Promise<void> {
	await vi.advanceTimersByTimeAsync(10);
}

function startSession(): () => void {
	return $cartSession.listen(() => undefined);
}

describe('cart session', () => {
	it('shows a valid cache without any request', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		storeCart(CACHED, 'h1', Date.now(), true);
		startSession();
		expect($cartSession.get()).toBe('cached');
		expect(document.getElementById('cached')?.textContent).toBe('cached cart');
		await settle();
		expect(fake.calls).toHaveLength(0);
		expect($cartSession.get()).toBe('cached');
	});

	it('refreshes once when the cache is stale, however many listen', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(2) }));
		storeCart(CACHED, 'old-hash', Date.now(), true);
		startSession();
		startSession();
		expect($cartSession.get()).toBe('refreshing');
		await settle();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_refreshed_fragments']);
		expect(document.body.textContent).toContain('2 items');
		expect($cartSession.get()).toBe('fresh');
	});

	it('refreshes again 24 hours after each refresh, success or failure', async () => {
		let reply = 0;
		const fake = installFakeWc(() => (reply++ === 0 ? { body: 'not json' } : { body: cartAnswer(1) }));
		// A mini-cart that shows a cart already: its failed refresh is not asked again at once.
		document.body.innerHTML = '<div class="widget_shopping_cart_content"><p>1 items</p></div>';
		startSession();
		await settle();
		expect($cartSession.get()).toBe('failed');
		await vi.advanceTimersByTimeAsync(DAY_MS - 20);
		expect(fake.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(20);
		await settle();
		expect(fake.calls).toHaveLength(2);
		expect($cartSession.get()).toBe('fresh');
		await vi.advanceTimersByTimeAsync(DAY_MS);
		await settle();
		expect(fake.calls).toHaveLength(3);
	});

	it('stops with its last listener (after the store unmount delay): no listener, no timer left', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const stop = startSession();
		await settle();
		expect(fake.calls).toHaveLength(1);
		stop();
		await vi.advanceTimersByTimeAsync(1000);
		expect($cartSession.value).toBe('idle');
		document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
		await vi.advanceTimersByTimeAsync(DAY_MS);
		await settle();
		expect(fake.calls).toHaveLength(1);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('asks nothing more once stopped: a refresh that was on its way fails without its retry', async () => {
		const fake = installFakeWc(() => ({ body: '<h1>Internal Server Error</h1>', status: 500 }));
		startSession();
		cleanStores($cartSession);
		await settle();
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS * 2);
		expect(fake.calls).toHaveLength(1);
		expect(document.querySelector('.widget_shopping_cart_content')?.childElementCount).toBe(0);
	});

	it('refreshes when another tab changes the stored cart hash, not for other keys', async () => {
		storeCart(CACHED, 'h1', Date.now(), true);
		const fake = installFakeWc(() => ({ body: cartAnswer(3) }));
		startSession();
		window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
		await settle();
		expect(fake.calls).toHaveLength(0);
		localStorage.setItem('wc_cart_hash_site1', 'from-other-tab');
		window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_site1' }));
		await settle();
		expect(fake.calls).toHaveLength(1);
	});

	it('empties the mini-cart and refreshes when restored from the back/forward cache', async () => {
		storeCart(CACHED, 'h1', Date.now(), true);
		const fake = installFakeWc(() => ({ body: cartAnswer(4) }));
		startSession();
		expect(document.getElementById('cached')).not.toBeNull();
		// happy-dom's PageTransitionEvent ignores `persisted`; a browser sets it on a bfcache restore.
		const restored = new Event('pageshow');
		Object.defineProperty(restored, 'persisted', { value: true });
		window.dispatchEvent(restored);
		expect(document.getElementById('cached')).toBeNull();
		expect($cartSession.get()).toBe('refreshing');
		await settle();
		expect(fake.calls).toHaveLength(1);
		expect(document.body.textContent).toContain('4 items');
	});

	it.each(['wc_fragment_refresh', 'updated_wc_div'])('refreshes on the %s event', async (name) => {
		storeCart(CACHED, 'h1', Date.now(), true);
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		startSession();
		document.body.dispatchEvent(new CustomEvent(name, { bubbles: true }));
		await settle();
		expect(fake.calls).toHaveLength(1);
	});

	it('asks once more, 2 s later, when the first refresh fails and the mini-cart is empty, busy meanwhile', async () => {
		let reply = 0;
		const fake = installFakeWc(() => (reply++ === 0 ? { body: '<h1>Internal Server Error</h1>', status: 500 } : { body: cartAnswer(2) }));
		const errors: Event[] = [];
		document.body.addEventListener('wc_fragments_ajax_error', (event) => errors.push(event));
		startSession();
		await settle();
		expect(fake.calls).toHaveLength(1);
		expect(errors).toHaveLength(1);
		expect($cartSession.get()).toBe('refreshing');
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS - 20);
		expect(fake.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(20);
		await settle();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
		expect(document.body.textContent).toContain('2 items');
		expect($cartSession.get()).toBe('fresh');
	});

	it('links every empty mini-cart to the cart page when the second refresh fails too, and asks no more; the header keeps the server\'s count', async () => {
		const fake = installFakeWc(() => ({ body: '<h1>Internal Server Error</h1>', status: 500 }));
		document.body.innerHTML = `<a class="cart-contents" href="/cart/">$12.00 <span class="count">3 items</span></a>
			<div class="widget_shopping_cart_content"></div><div class="widget_shopping_cart_content"></div>`;
		startSession();
		await settle();
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS);
		await settle();
		expect(fake.calls).toHaveLength(2);
		expect($cartSession.get()).toBe('failed');
		const miniCarts = [...document.querySelectorAll('.widget_shopping_cart_content')];
		expect(miniCarts.map((miniCart) => miniCart.innerHTML)).toEqual(
			Array(2).fill('<p class="woocommerce-mini-cart__buttons buttons"><a class="button wc-forward" href="http://localhost:3000/cart/">View cart</a></p>'),
		);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('3 items');
		await vi.advanceTimersByTimeAsync(60_000);
		await settle();
		expect(fake.calls).toHaveLength(2);
	});

	it('words that link as the site\'s WooCommerce words it (the settings), with no translation code on the page', async () => {
		installSettings({ siteHash: 'site1', viewCartLabel: 'Voir le panier' });
		installFakeWc(() => ({ body: 'oops', status: 500 }));
		startSession();
		await settle();
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS);
		await settle();
		expect(document.querySelector('.widget_shopping_cart_content a.wc-forward')?.textContent).toBe('Voir le panier');
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/cart/'],
	])('writes no link to a %s cart address: the mini-cart stays as printed', async (_case, cartUrl) => {
		installSettings({ siteHash: 'site1', cartUrl });
		installFakeWc(() => ({ body: 'oops', status: 500 }));
		startSession();
		await settle();
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS);
		await settle();
		expect($cartSession.get()).toBe('failed');
		expect(document.querySelector('.widget_shopping_cart_content')?.innerHTML).toBe('');
	});

	it('asks once more after a first refresh that got no answer within 5 s too', async () => {
		let reply = 0;
		const fake = installFakeWc(() => (reply++ === 0 ? 'hang' : { body: cartAnswer(5) }));
		startSession();
		await settle();
		// The refresh gives up after 5 s (docs/cart.md), then waits its 2 s.
		await vi.advanceTimersByTimeAsync(5000);
		await settle();
		expect(fake.calls).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS);
		await settle();
		expect(fake.calls).toHaveLength(2);
		expect(document.body.textContent).toContain('5 items');
	});

	it('drops a retry that is waiting when the session stops', async () => {
		const fake = installFakeWc(() => ({ body: 'oops', status: 500 }));
		const stop = startSession();
		await settle();
		stop();
		// Past the store's unmount delay, before the retry was due: nothing is left to fire.
		await vi.advanceTimersByTimeAsync(1000);
		expect(vi.getTimerCount()).toBe(0);
		await vi.advanceTimersByTimeAsync(FRAGMENTS_RETRY_DELAY_MS);
		await settle();
		expect(fake.calls).toHaveLength(1);
		expect(document.querySelector('.widget_shopping_cart_content')?.innerHTML).toBe('');
	});

	it('survives storage that is disabled', async () => {
		vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		expect(() => startSession()).not.toThrow();
		await settle();
		expect(document.body.textContent).toContain('1 items');
		expect(fake.calls).toHaveLength(1);
	});
});
