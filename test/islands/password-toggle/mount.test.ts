import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/password-toggle/mount';
import { installSettings } from '../../support/settings';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

/** My account's login field, as WooCommerce prints it (no wrapper: its script added one). */
function loginField(): HTMLInputElement {
	document.body.innerHTML = `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
		<label for="password">Password</label>
		<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" />
	</form></div>`;
	return document.getElementById('password') as HTMLInputElement;
}

/** The checkout's account password: woocommerce_form_field() wraps it in `span.woocommerce-input-wrapper`. */
function checkoutField(): HTMLInputElement {
	document.body.innerHTML = `<div class="woocommerce"><form class="checkout woocommerce-checkout"><p class="form-row" id="account_password_field">
		<label for="account_password">Create account password</label>
		<span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" /></span>
	</p></form></div>`;
	return document.getElementById('account_password') as HTMLInputElement;
}

beforeEach(() => installSettings());

afterEach(() => {
	removeClassicScript('woocommerce');
});

describe('password toggle', () => {
	it('wraps the field and toggles it between hidden and shown, with aria-pressed and the label', () => {
		const input = loginField();
		const unmount = mount(input);
		expect(input.parentElement?.matches('span.password-input')).toBe(true);
		const toggle = screen.getByRole('button', { name: 'Show password' });
		expect(toggle.classList.contains('show-password-input')).toBe(true);
		expect(toggle.getAttribute('aria-pressed')).toBe('false');
		expect(toggle.getAttribute('aria-controls')).toBe('password');
		toggle.click();
		expect(input.type).toBe('text');
		expect(toggle.getAttribute('aria-pressed')).toBe('true');
		expect(toggle.getAttribute('aria-label')).toBe('Hide password');
		expect(toggle.classList.contains('display-password')).toBe(true);
		toggle.click();
		expect(input.type).toBe('password');
		expect(toggle.getAttribute('aria-label')).toBe('Show password');
		toggle.click();
		unmount();
		expect(input.type).toBe('password');
		expect(input.parentElement?.tagName).toBe('FORM');
		expect(screen.queryByRole('button')).toBeNull();
	});

	it("uses the checkout's own wrapper span", () => {
		const input = checkoutField();
		const unmount = mount(input);
		const wrapper = input.parentElement as HTMLElement;
		expect(wrapper.className).toBe('woocommerce-input-wrapper password-input');
		expect(wrapper.querySelectorAll('button')).toHaveLength(1);
		unmount();
		expect(wrapper.className).toBe('woocommerce-input-wrapper');
	});

	it('keeps focus in a field the shopper is already typing in', () => {
		const input = loginField();
		input.focus();
		mount(input);
		expect(document.activeElement).toBe(input);
	});

	it('adds no second toggle to a field that has one', () => {
		const input = checkoutField();
		input.after(Object.assign(document.createElement('button'), { className: 'show-password-input', type: 'button' }));
		mount(input);
		expect(document.querySelectorAll('button')).toHaveLength(1);
		expect(input.parentElement?.classList.contains('password-input')).toBe(false);
	});

	it("leaves the field to WooCommerce's own script where it still runs (cart, checkout)", () => {
		printClassicScript('woocommerce');
		const input = loginField();
		mount(input);
		expect(screen.queryByRole('button')).toBeNull();
		expect(input.parentElement?.tagName).toBe('FORM');
	});
});
