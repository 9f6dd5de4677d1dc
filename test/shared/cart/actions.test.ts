import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, navigation, removeFromCart } from '../../../shared/cart/actions';
import { refreshFragments } from '../../../shared/cart/refresh';
import { lookUpCache } from '../../../shared/cart/cache';
import { $cart } from '../../../shared/stores/cart';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings();
	sessionStorage.clear();
	localStorage.clear();
	document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	document.body.innerHTML = `
		<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>
		<div class="widget_shopping_cart_content"></div>`;
	assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

/** Runs `work` while the fake clock lets every request (and the refresh a failure starts) finish. */
async function settled<T>(work: Promise<T>): Promise<T> {
	await vi.runAllTimersAsync();
	return work;
}

function listen(name: string): unknown[] {
	const seen: unknown[] = [];
	document.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
	return seen;
}

describe('add to cart', () => {
	it('sends every data attribute, replaces fragments, stores the cache and counts the add', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const added = listen('added_to_cart');
		const pending = addToCart({ product_id: '12', quantity: '2', product_sku: 'PZ-1' }, null);
		expect($cart.get()).toMatchObject({ pendingAdds: 1, addsCompleted: 0 });
		const outcome = await settled(pending);
		expect(outcome.status).toBe('added');
		expect(fake.calls).toEqual([{ endpoint: 'add_to_cart', fields: { product_id: '12', quantity: '2', product_sku: 'PZ-1' } }]);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('1 items');
		expect(added).toHaveLength(1);
		expect($cart.get()).toEqual({ itemsInCart: 1, pendingAdds: 0, addsCompleted: 1 });
		expect(lookUpCache(Date.now()).usable).toBe(true);
	});

	it('goes to the product page when the server answers error with product_url', async () => {
		installFakeWc(() => ({ body: '{"error":true,"product_url":"http://localhost:3000/product/pizza/"}' }));
		const outcome = await settled(addToCart({ product_id: '99' }, null));
		expect(outcome).toEqual({ status: 'redirected', to: 'http://localhost:3000/product/pizza/' });
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/pizza/');
	});

	it.each([
		['not http(s)', 'javascript:alert(1)'],
		['on another origin', 'https://elsewhere.example/product/pizza/'],
	])('refuses a product_url %s', async (_case, url) => {
		installFakeWc((call) => (call.endpoint === 'add_to_cart' ? { body: JSON.stringify({ error: true, product_url: url }) } : { body: cartAnswer(0, '') }));
		const outcome = await settled(addToCart({ product_id: '99' }, null));
		expect(outcome.status).toBe('failed');
		expect(assign).not.toHaveBeenCalled();
	});

	it('sends nothing when a listener vetoes the add', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const veto = (event: Event): void => event.preventDefault();
		document.addEventListener('should_send_ajax_request.adding_to_cart', veto);
		const outcome = await settled(addToCart({ product_id: '12' }, null));
		document.removeEventListener('should_send_ajax_request.adding_to_cart', veto);
		expect(outcome.status).toBe('vetoed');
		expect(fake.calls).toHaveLength(0);
	});

	it('sends the shopper to the cart when the redirect after add is on', async () => {
		installSettings({ cartRedirectAfterAdd: 'yes' });
		installFakeWc(() => ({ body: cartAnswer(1) }));
		const outcome = await settled(addToCart({ product_id: '12' }, null));
		expect(outcome).toEqual({ status: 'redirected', to: 'http://localhost:3000/cart/' });
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/cart/'],
	])('stays on the page, the item added, when the redirect after add is on and the cart address is %s', async (_case, cartUrl) => {
		installSettings({ cartRedirectAfterAdd: 'yes', cartUrl });
		installFakeWc(() => ({ body: cartAnswer(1) }));
		const outcome = await settled(addToCart({ product_id: '12' }, null));
		expect(outcome.status).toBe('added');
		expect(assign).not.toHaveBeenCalled();
	});

	it.each([
		['invalid JSON', { body: '<br />Notice: undefined index' }],
		['an HTML error page', { body: '<h1>Internal Server Error</h1>', status: 500 }],
		['no network', 'network-error' as const],
	])('on %s: a failed-add event, a refresh that shows the real cart, no navigation', async (_name, reply) => {
		const fake = installFakeWc((call) => (call.endpoint === 'add_to_cart' ? reply : { body: cartAnswer(1) }));
		const failed = listen('shop-islands:add-to-cart-failed');
		const outcome = await settled(addToCart({ product_id: '12' }, null));
		expect(outcome.status).toBe('failed');
		expect(failed).toHaveLength(1);
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('1 items');
		expect(assign).not.toHaveBeenCalled();
		expect($cart.get()).toMatchObject({ pendingAdds: 0, addsCompleted: 0 });
	});

	it('gives up on an add that gets no answer after 8 s, not before, lets the next add through and shows the real cart', async () => {
		const fake = installFakeWc((call, index) => (index === 0 ? 'hang' : { body: cartAnswer(1) }));
		const failed = listen('shop-islands:add-to-cart-failed');
		const hung = addToCart({ product_id: '12' }, null);
		const next = addToCart({ product_id: '13' }, null);
		await vi.advanceTimersByTimeAsync(7999);
		expect(failed).toHaveLength(0);
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['add_to_cart']);
		await vi.advanceTimersByTimeAsync(1);
		await expect(hung).resolves.toMatchObject({ status: 'failed' });
		expect(failed).toHaveLength(1);
		await expect(settled(next)).resolves.toMatchObject({ status: 'added' });
		expect(fake.calls.map((call) => call.fields.product_id ?? call.endpoint)).toEqual(['12', '13', 'get_refreshed_fragments']);
		expect(fake.maxInFlight()).toBe(1);
		expect($cart.get()).toMatchObject({ pendingAdds: 0, addsCompleted: 1 });
	});

	it('sends twenty fast adds one at a time, in click order, none lost or doubled', async () => {
		let items = 0;
		const fake = installFakeWc((call) => {
			items += call.endpoint === 'add_to_cart' ? 1 : 0;
			return { body: cartAnswer(items) };
		});
		const products = ['11', '12', '13', '14', '15'];
		const adds = Array.from({ length: 20 }, (_, index) => addToCart({ product_id: products[index % 5] as string }, null));
		const outcomes = await settled(Promise.all(adds));
		expect(outcomes.every((outcome) => outcome.status === 'added')).toBe(true);
		expect(fake.calls.map((call) => call.fields.product_id)).toEqual(Array.from({ length: 20 }, (_, index) => products[index % 5]));
		expect(fake.maxInFlight()).toBe(1);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('20 items');
		expect($cart.get()).toMatchObject({ pendingAdds: 0, addsCompleted: 20 });
	});
});

describe('remove from cart', () => {
	function removeLink(): HTMLAnchorElement {
		const link = document.createElement('a');
		link.href = 'http://localhost:3000/cart/?remove_item=k1&_wpnonce=n';
		return link;
	}

	it('replaces the fragments after a removal', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(0, '') }));
		const removed = listen('removed_from_cart');
		await expect(settled(removeFromCart('k1', removeLink()))).resolves.toBe(true);
		expect(fake.calls).toEqual([{ endpoint: 'remove_from_cart', fields: { cart_item_key: 'k1' } }]);
		expect(removed).toHaveLength(1);
		expect(assign).not.toHaveBeenCalled();
	});

	it.each([
		['an answer without fragments', { body: '{"success":false}' }],
		['a server error', { body: 'oops', status: 502 }],
		['no network', 'network-error' as const],
	])('follows the remove link on %s', async (_name, reply) => {
		installFakeWc(() => reply);
		await expect(settled(removeFromCart('k1', removeLink()))).resolves.toBe(false);
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/?remove_item=k1&_wpnonce=n');
	});

	it('never follows a javascript: remove link', async () => {
		installFakeWc(() => ({ body: 'oops', status: 502 }));
		const link = document.createElement('a');
		link.setAttribute('href', 'javascript:alert(1)');
		await expect(settled(removeFromCart('k1', link))).resolves.toBe(false);
		expect(assign).not.toHaveBeenCalled();
	});
});

describe('fragment refresh', () => {
	it('raises the ajax-error event and shows no message when it fails', async () => {
		installFakeWc(() => ({ body: 'not json' }));
		const errors = listen('wc_fragments_ajax_error');
		const before = document.body.innerHTML;
		await expect(settled(refreshFragments())).resolves.toBe(false);
		expect(errors).toHaveLength(1);
		expect(document.body.innerHTML).toBe(before);
	});

	it('gives up after 5000 ms, not before', async () => {
		installFakeWc(() => 'hang');
		const errors = listen('wc_fragments_ajax_error');
		const pending = refreshFragments();
		await vi.advanceTimersByTimeAsync(4999);
		expect(errors).toHaveLength(0);
		await vi.advanceTimersByTimeAsync(1);
		await expect(pending).resolves.toBe(false);
		expect(errors).toHaveLength(1);
	});

	it('ignores a fragment whose selector matches nothing or is not CSS', async () => {
		installFakeWc(() => ({
			body: JSON.stringify({
				fragments: { 'div.nowhere': '<div></div>', '%%bad[': '<p></p>', 'a.cart-contents': '<a class="cart-contents">3</a>' },
				cart_hash: 'h',
			}),
		}));
		await expect(settled(refreshFragments())).resolves.toBe(true);
		expect(document.querySelector('.cart-contents')?.textContent).toBe('3');
	});

	it('never runs a script inside a fragment', async () => {
		installFakeWc(() => ({
			body: JSON.stringify({
				fragments: { 'a.cart-contents': '<a class="cart-contents"><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script></a>' },
				cart_hash: 'h',
			}),
		}));
		await settled(refreshFragments());
		expect(document.querySelector('.cart-contents img')).not.toBeNull();
		expect((window as { __pwned?: number }).__pwned).toBeUndefined();
	});
});
