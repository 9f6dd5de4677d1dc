import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/mini-cart/mount';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const MINI_CART = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">
	<li class="woocommerce-mini-cart-item mini_cart_item"><a href="http://localhost:3000/cart/?remove_item=k9&amp;_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k9">×</a>Soup</li>
</ul></div>`;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings();
	sessionStorage.clear();
	document.body.innerHTML = MINI_CART;
});

function miniCart(): HTMLElement {
	return document.querySelector('.widget_shopping_cart_content') as HTMLElement;
}

async function settle(): Promise<void> {
	await vi.dynamicImportSettled();
	await vi.advanceTimersByTimeAsync(10);
}

describe('mini-cart', () => {
	it('starts the cart session: busy while fresh fragments are on their way, then shows them', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(2) }));
		mount(miniCart());
		expect(miniCart().getAttribute('aria-busy')).toBe('true');
		await settle();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_refreshed_fragments']);
		expect(miniCart().textContent).toContain('2 items');
		expect(miniCart().hasAttribute('aria-busy')).toBe(false);
	});
});
