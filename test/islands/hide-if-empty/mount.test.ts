import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/hide-if-empty/mount';
import { addSettled, addStarted } from '../../../shared/stores/cart';
import { installSettings } from '../../support/settings';

beforeEach(() => {
	installSettings();
	sessionStorage.clear();
	document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	document.body.innerHTML = `<div class="widget woocommerce widget_shopping_cart" id="widget"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>`;
});

describe('hide-if-empty cart widget', () => {
	it('is hidden while the cart is empty and shown as soon as an add starts', () => {
		const unmount = mount(document.querySelector('.hide_cart_widget_if_empty') as HTMLElement);
		const widget = document.getElementById('widget') as HTMLElement;
		expect(widget.hidden).toBe(true);
		addStarted();
		expect(widget.hidden).toBe(false);
		addSettled(false);
		expect(widget.hidden).toBe(true);
		unmount();
		expect(widget.hidden).toBe(true);
	});

	it('is shown when the items-in-cart cookie is above 0', async () => {
		document.cookie = 'woocommerce_items_in_cart=2; path=/';
		mount(document.querySelector('.hide_cart_widget_if_empty') as HTMLElement);
		expect((document.getElementById('widget') as HTMLElement).hidden).toBe(false);
	});
});
