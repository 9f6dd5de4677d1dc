import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStrengthSettings } from '../../../islands/password-strength/data';
import { mount } from '../../../islands/password-strength/mount';
import { installSettings } from '../../support/settings';

/** The block the plugin prints where it retired WooCommerce's meter (retired-script-data.php). */
const BLOCK = {
	zxcvbn: 'http://localhost:3000/wp-includes/js/zxcvbn.min.js',
	minStrength: 3,
	stopCheckout: false,
	i18n: { short: 'Very weak', bad: 'Weak', good: 'Medium', strong: 'Strong', error: 'Please enter a stronger password.', hint: 'Hint: use twelve characters.' },
};

/** A stand-in for WordPress's zxcvbn: the score is the password's length over 6, capped at 4. */
const scores = (password: string): { score: number } => ({ score: Math.min(4, Math.floor(password.length / 6)) });

/** The register form, with the plugin's block unless `block` is null. */
function page(block: unknown = BLOCK, form = 'register'): HTMLInputElement {
	document.body.innerHTML = `<form class="${form}"><span class="password-input"><input type="password" id="reg_password" name="password"></span><button type="submit" name="register">Register</button></form>`;
	if (block !== null) {
		const script = document.createElement('script');
		script.type = 'application/json';
		script.id = 'shop-islands-password-strength';
		script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
		document.body.append(script);
	}
	return document.querySelector<HTMLInputElement>('#reg_password') as HTMLInputElement;
}

function type(field: HTMLInputElement, value: string): void {
	field.value = value;
	field.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = (): HTMLButtonElement => document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const zxcvbnScripts = (): number => document.querySelectorAll('script[src*="zxcvbn"]').length;

beforeEach(() => {
	installSettings();
});

afterEach(() => {
	Reflect.deleteProperty(window, 'zxcvbn');
	Reflect.deleteProperty(window, 'wc_password_strength_meter_params');
	document.body.innerHTML = '';
	for (const script of document.head.querySelectorAll('script[src]')) {
		script.remove();
	}
});

describe('password strength', () => {
	it('names a weak password with WooCommerce\'s error and the hint, holds the submit, and frees it for a strong one', () => {
		Reflect.set(window, 'zxcvbn', scores);
		const field = page();
		mount(field);
		type(field, 'password');
		const meter = document.querySelector<HTMLElement>('#password_strength.woocommerce-password-strength');
		expect(meter?.className).toContain('bad');
		expect(meter?.textContent).toBe('Weak - Please enter a stronger password.');
		expect(meter?.getAttribute('role')).toBe('status');
		// After the toggle's wrapper, as WooCommerce places it.
		expect(meter?.previousElementSibling?.classList.contains('password-input')).toBe(true);
		expect(document.querySelector('.woocommerce-password-hint')?.textContent).toBe('Hint: use twelve characters.');
		expect(field.getAttribute('aria-describedby')).toBe('password_strength');
		expect(submit().disabled).toBe(true);

		type(field, 'Correct-Horse-Battery-Staple-42');
		expect(meter?.className).toContain('strong');
		expect(meter?.textContent).toBe('Strong');
		expect(document.querySelector('.woocommerce-password-hint')).toBeNull();
		expect(submit().disabled).toBe(false);

		type(field, '');
		expect(meter?.hidden).toBe(true);
		expect(field.hasAttribute('aria-describedby')).toBe(false);
	});

	it('does not hold the checkout unless WooCommerce is told to', () => {
		Reflect.set(window, 'zxcvbn', scores);
		const field = page(BLOCK, 'checkout');
		mount(field);
		type(field, 'password');
		expect(submit().disabled).toBe(false);
		const held = page({ ...BLOCK, stopCheckout: true }, 'checkout');
		mount(held);
		type(held, 'password');
		expect(submit().disabled).toBe(true);
	});

	it('loads no zxcvbn before the field has focus, and none from another origin', () => {
		const field = page({ ...BLOCK, zxcvbn: 'https://elsewhere.example/zxcvbn.min.js' });
		mount(field);
		type(field, 'password');
		expect(zxcvbnScripts()).toBe(0);
		// No score yet: nothing shown, nothing held.
		expect(document.querySelector<HTMLElement>('#password_strength')).toBeNull();
		expect(submit().disabled).toBe(false);
		field.dispatchEvent(new Event('focus'));
		expect(zxcvbnScripts()).toBe(0);
	});

	it('leaves the field as it is without its data, with malformed data, or beside WooCommerce\'s own meter', () => {
		Reflect.set(window, 'zxcvbn', scores);
		for (const block of [null, '{not json', '<!doctype html><p>Error</p>', { ...BLOCK, zxcvbn: 42 }, { ...BLOCK, i18n: { ...BLOCK.i18n, strong: null } }]) {
			const field = page(block);
			mount(field);
			type(field, 'password');
			expect(document.querySelector('#password_strength')).toBeNull();
			expect(submit().disabled).toBe(false);
		}
		Reflect.set(window, 'wc_password_strength_meter_params', { min_password_strength: 3 });
		const field = page();
		mount(field);
		type(field, 'password');
		expect(document.querySelector('#password_strength')).toBeNull();
	});

	it('reads WooCommerce\'s minimum, or its default 3 when the block has none', () => {
		expect(readStrengthSettings(JSON.stringify({ ...BLOCK, minStrength: 2 }))?.minStrength).toBe(2);
		expect(readStrengthSettings(JSON.stringify({ ...BLOCK, minStrength: 'x' }))?.minStrength).toBe(3);
	});

	it('loads WordPress\'s zxcvbn from the plugin\'s address once the field has focus, scores what was typed meanwhile, and tries again after a failed load', async () => {
		// The scripts the island adds, held out of the test page (which loads none): each load's outcome is the test's.
		const added: HTMLScriptElement[] = [];
		const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
			added.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
		});
		const field = page();
		mount(field);
		type(field, 'password');
		expect(added).toEqual([]);
		field.dispatchEvent(new Event('focus'));
		field.dispatchEvent(new Event('focus'));
		expect(added.map((script) => script.src)).toEqual([BLOCK.zxcvbn]);

		added[0]?.dispatchEvent(new Event('error'));
		await Promise.resolve();
		expect(document.querySelector('#password_strength')).toBeNull();
		expect(submit().disabled).toBe(false);

		field.dispatchEvent(new Event('focus'));
		expect(added.map((script) => script.src)).toEqual([BLOCK.zxcvbn, BLOCK.zxcvbn]);
		Reflect.set(window, 'zxcvbn', scores);
		added[1]?.dispatchEvent(new Event('load'));
		await vi.waitFor(() => expect(document.querySelector('#password_strength')?.textContent).toBe('Weak - Please enter a stronger password.'));
		expect(submit().disabled).toBe(true);
		append.mockRestore();
	});
});
