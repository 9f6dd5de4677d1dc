import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount } from '../../../islands/cart-row-toggle/mount';

function row(details: string): HTMLElement {
	document.body.innerHTML = `<table><tbody><tr class="woocommerce-cart-form__cart-item cart_item">
		<td class="product-name"><a href="/product/pizza/">Pizza - Large</a>${details}</td>
	</tr></tbody></table>`;
	return document.querySelector('tr') as HTMLElement;
}

describe('cart row toggle', () => {
	it('starts with the details shown, as printed, and toggles them closed and open', () => {
		const host = row('<dl class="variation"><dt>Crust:</dt><dd>Thin</dd></dl>');
		const unmount = mount(host);
		const details = host.querySelector('dl.variation') as HTMLElement;
		const toggle = screen.getByRole('button', { name: 'Pizza - Large' });
		expect(details.hidden).toBe(false);
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		expect(toggle.getAttribute('aria-controls')).toBe(details.id);
		toggle.click();
		expect(details.hidden).toBe(true);
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		toggle.click();
		expect(details.hidden).toBe(false);
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		toggle.click();
		unmount();
		expect(details.hidden).toBe(false);
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('keeps an id the server gave the details', () => {
		const host = row('<dl class="variation" id="crust-details"><dt>Crust:</dt><dd>Thin</dd></dl>');
		mount(host);
		expect(screen.getByRole('button').getAttribute('aria-controls')).toBe('crust-details');
	});

	it('adds nothing to a row without details', () => {
		const host = row('');
		mount(host);
		expect(screen.queryByRole('button')).toBeNull();
	});
});
