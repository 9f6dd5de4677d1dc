import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/mini-cart/mount';
import { navigation } from '../../../shared/cart/actions';
import { stopCartSession } from '../../../shared/cart/session';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const MINI_CART = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">
	<li class="woocommerce-mini-cart-item mini_cart_item"><a href="http://localhost:3000/cart/?remove_item=k9&amp;_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k9">×</a>Soup</li>
</ul></div>`;

beforeEach(() => {
	installSettings();
	sessionStorage.clear();
	document.body.innerHTML = MINI_CART;
});

afterEach(() => {
	stopCartSession();
	vi.unstubAllGlobals();
});

describe('mini-cart removal', () => {
	it('blocks the item while the removal is in flight, then shows the new fragments', async () => {
		let release: (body: string) => void = () => undefined;
		installFakeWc(() => ({ body: cartAnswer(0, '') }));
		const host = document.querySelector('.widget_shopping_cart_content') as HTMLElement;
		mount(host);
		await vi.waitFor(() => expect(document.body.textContent).toContain('0 items'));
		document.body.innerHTML = MINI_CART;
		const fresh = document.querySelector('.widget_shopping_cart_content') as HTMLElement;
		mount(fresh);
		vi.mocked(fetch).mockImplementationOnce(
			() => new Promise((resolve) => (release = (body) => resolve(new Response(body)))),
		);
		(document.querySelector('.remove_from_cart_button') as HTMLElement).click();
		const item = document.querySelector('.mini_cart_item');
		expect(item?.classList.contains('shop-islands-blocked')).toBe(true);
		expect(item?.getAttribute('aria-busy')).toBe('true');
		await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(1));
		release(cartAnswer(0, ''));
		await vi.waitFor(() => expect(document.querySelector('.shop-islands-blocked')).toBeNull());
		expect(document.body.textContent).toContain('0 items');
	});

	it('follows the remove link when the removal fails', async () => {
		const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
		installFakeWc((call) => (call.endpoint === 'remove_from_cart' ? { body: '-1', status: 400 } : { body: cartAnswer(1) }));
		document.body.innerHTML = MINI_CART;
		sessionStorage.setItem('wc_cart_created', String(Date.now()));
		const host = document.querySelector('.widget_shopping_cart_content') as HTMLElement;
		mount(host);
		await vi.waitFor(() => expect(document.body.textContent).toContain('1 items'));
		const fresh = document.querySelector('.widget_shopping_cart_content') as HTMLElement;
		mount(fresh);
		(fresh.querySelector('.remove_from_cart_button') as HTMLElement).click();
		await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/?remove_item=k1&_wpnonce=n'));
	});
});
