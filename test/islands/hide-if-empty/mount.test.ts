import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/hide-if-empty/mount';
import { stopCartSession } from '../../../shared/cart/session';
import { addSettled, addStarted } from '../../../shared/stores/cart';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

beforeEach(() => {
	installSettings();
	sessionStorage.clear();
	document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	document.body.innerHTML = `<div class="widget woocommerce widget_shopping_cart" id="widget"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>`;
});

afterEach(() => {
	stopCartSession();
	vi.unstubAllGlobals();
});

describe('hide-if-empty cart widget', () => {
	it('is hidden while the cart is empty and shown as soon as an add starts', () => {
		installFakeWc(() => 'hang');
		const unmount = mount(document.querySelector('.hide_cart_widget_if_empty') as HTMLElement);
		const widget = document.getElementById('widget') as HTMLElement;
		expect(widget.hidden).toBe(true);
		addStarted();
		expect(widget.hidden).toBe(false);
		addSettled();
		expect(widget.hidden).toBe(true);
		unmount();
	});

	it('is shown when the items-in-cart cookie is above 0', async () => {
		installFakeWc(() => ({ body: cartAnswer(2) }));
		document.cookie = 'woocommerce_items_in_cart=2; path=/';
		mount(document.querySelector('.hide_cart_widget_if_empty') as HTMLElement);
		expect((document.getElementById('widget') as HTMLElement).hidden).toBe(false);
	});
});
