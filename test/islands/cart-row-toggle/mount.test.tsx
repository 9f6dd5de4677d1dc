import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/cart-row-toggle/mount';

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function row(details: string): HTMLElement {
	document.body.innerHTML = `<table><tbody><tr class="woocommerce-cart-form__cart-item cart_item">
		<td class="product-name"><a href="/product/pizza/">Pizza - Large</a>${details}</td>
	</tr></tbody></table>`;
	return document.querySelector('tr') as HTMLElement;
}

describe('cart row toggle', () => {
	it('starts with the details shown, as printed, and toggles them closed and open', () => {
		const host = row('<dl class="variation"><dt>Crust:</dt><dd>Thin</dd></dl>');
		let unmount: () => void = () => undefined;
		act(() => {
			unmount = mount(host);
		});
		const details = host.querySelector('dl.variation') as HTMLElement;
		const toggle = screen.getByRole('button', { name: 'Pizza - Large' });
		expect(details.hidden).toBe(false);
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		expect(toggle.getAttribute('aria-controls')).toBe(details.id);
		act(() => toggle.click());
		expect(details.hidden).toBe(true);
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		act(() => toggle.click());
		expect(details.hidden).toBe(false);
		act(() => toggle.click());
		act(() => unmount());
		expect(details.hidden).toBe(false);
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('adds nothing to a row without details', () => {
		const host = row('');
		mount(host);
		expect(screen.queryByRole('button')).toBeNull();
	});
});
