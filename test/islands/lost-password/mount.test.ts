import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/lost-password/mount';

/** WooCommerce's lost-password request form. */
function form(): HTMLFormElement {
	document.body.innerHTML = `<form method="post" class="woocommerce-ResetPassword lost_reset_password"><input type="text" name="user_login" id="user_login"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></form>`;
	return document.querySelector<HTMLFormElement>('form.lost_reset_password') as HTMLFormElement;
}

/** Sends the form without leaving the test page: its submit is cancelled after the island heard it. */
function send(): void {
	window.addEventListener('submit', (event) => event.preventDefault(), { once: true });
	button().click();
}

const button = (): HTMLButtonElement => document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;

afterEach(() => {
	document.body.innerHTML = '';
});

describe('lost password', () => {
	it('disables the button once the form is sent, and gives it back when the page returns from the back/forward cache', () => {
		const unmount = mount(form());
		send();
		expect(button().disabled).toBe(true);
		window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
		expect(button().disabled).toBe(false);
		unmount();
	});

	it('leaves the button as it was when another script cancelled the submit', () => {
		const found = form();
		const unmount = mount(found);
		found.addEventListener('submit', (event) => event.preventDefault(), { once: true });
		send();
		expect(button().disabled).toBe(false);
		unmount();
	});

	it('stops once unmounted', () => {
		mount(form())();
		send();
		expect(button().disabled).toBe(false);
	});
});
