import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/quantity/mount';

interface Box {
	readonly value?: string;
	readonly min?: string;
	readonly max?: string;
	readonly step?: string;
	readonly type?: string;
}

/** A quantity box as global/quantity-input.php prints it, inside `wrapper` (a form by default). */
function box({ value = '1', min, max, step = '1', type = 'number' }: Box = {}, wrapper = '<form class="cart">%</form>'): {
	host: HTMLElement;
	input: HTMLInputElement;
} {
	const attributes = [
		min === undefined ? '' : `min="${min}"`,
		max === undefined ? '' : `max="${max}"`,
		`step="${step}"`,
	].join(' ');
	const quantity = `<div class="quantity"><label class="screen-reader-text" for="qty">Pizza quantity</label><input type="${type}" id="qty" class="input-text qty text" name="quantity" value="${value}" ${attributes} /></div>`;
	document.body.innerHTML = wrapper.replace('%', quantity);
	return {
		host: document.querySelector('div.quantity') as HTMLElement,
		input: document.querySelector('input.qty') as HTMLInputElement,
	};
}

const minus = (): HTMLElement => screen.getByRole('button', { name: '-' });
const plus = (): HTMLElement => screen.getByRole('button', { name: '+' });

describe('quantity stepper', () => {
	it('puts "-" before and "+" after the input, both controlling it, and takes them away on unmount', () => {
		const { host, input } = box();
		const unmount = mount(host);
		expect(input.previousElementSibling).toBe(minus());
		expect(input.nextElementSibling).toBe(plus());
		expect(plus().getAttribute('aria-controls')).toBe('qty');
		unmount();
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('"+" adds step and "-" subtracts it, as the shopper typing would (input and change bubble)', () => {
		const { host, input } = box({ value: '2', min: '1', step: '2' });
		const changes = vi.fn();
		document.body.addEventListener('change', changes);
		mount(host);
		plus().click();
		expect(input.value).toBe('4');
		minus().click();
		expect(input.value).toBe('2');
		expect(changes).toHaveBeenCalledTimes(2);
	});

	it('"+" never exceeds max: a value at or above max becomes max', () => {
		const { host, input } = box({ value: '4', min: '1', max: '5', step: '3' });
		mount(host);
		plus().click();
		expect(input.value).toBe('5');
		input.value = '9';
		plus().click();
		expect(input.value).toBe('5');
	});

	it('"-" never goes below min: a value at or below min becomes min', () => {
		const { host, input } = box({ value: '3', min: '2', step: '5' });
		mount(host);
		minus().click();
		expect(input.value).toBe('2');
		input.value = '0';
		minus().click();
		expect(input.value).toBe('2');
	});

	it('counts an empty or invalid value as 0', () => {
		const { host, input } = box({ value: '', min: '0', step: '1' }, '<table class="woocommerce-grouped-product-list"><tbody><tr><td>%</td></tr></tbody></table>');
		mount(host);
		plus().click();
		expect(input.value).toBe('1');
		input.value = 'abc';
		plus().click();
		expect(input.value).toBe('1');
	});

	it('"+" from below min lands on min', () => {
		const { host, input } = box({ value: '', min: '3' });
		mount(host);
		plus().click();
		expect(input.value).toBe('3');
	});

	it('without a min, "-" does nothing at 0 or less', () => {
		const { host, input } = box({ value: '0' }, '<table class="woocommerce-grouped-product-list"><tbody><tr><td>%</td></tr></tbody></table>');
		mount(host);
		minus().click();
		expect(input.value).toBe('0');
		input.value = '-3';
		minus().click();
		expect(input.value).toBe('-3');
	});

	it('without a min, "-" stops at 1 in a product form and at 0 in a grouped list (the second reading)', () => {
		const product = box({ value: '3', step: '5' });
		mount(product.host);
		minus().click();
		expect(product.input.value).toBe('1');
		minus().click();
		expect(product.input.value).toBe('1');

		const grouped = box({ value: '3', step: '5' }, '<table class="woocommerce-grouped-product-list"><tbody><tr><td>%</td></tr></tbody></table>');
		mount(grouped.host);
		minus().click();
		expect(grouped.input.value).toBe('0');
	});

	it('a min the input sets wins over the floor: min 0 on a simple product reaches 0', () => {
		const { host, input } = box({ value: '1', min: '0' });
		mount(host);
		minus().click();
		expect(input.value).toBe('0');
	});

	it.each(['', 'any', 'abc', '0', '-2'])('takes step %j as 1', (step) => {
		const { host, input } = box({ value: '2', min: '1', step });
		mount(host);
		plus().click();
		expect(input.value).toBe('3');
		minus().click();
		minus().click();
		expect(input.value).toBe('1');
	});

	it('keeps decimal steps exact', () => {
		const { host, input } = box({ value: '0.1', min: '0', step: '0.1' });
		mount(host);
		plus().click();
		plus().click();
		expect(input.value).toBe('0.3');
	});

	it('ignores a max below min (contradictory limits): min holds, "+" is not capped by the broken max', () => {
		const { host, input } = box({ value: '5', min: '5', max: '2' });
		mount(host);
		minus().click();
		expect(input.value).toBe('5');
		plus().click();
		expect(input.value).toBe('6');
	});

	it('treats max -1 (WooCommerce\'s "no limit") as no max', () => {
		const { host, input } = box({ value: '5', min: '1', max: '-1' });
		mount(host);
		plus().click();
		expect(input.value).toBe('6');
	});

	it('reads the limits on every press, so the variation form may change them after mount', () => {
		const { host, input } = box({ value: '1', min: '1', max: '10' });
		mount(host);
		input.max = '2';
		plus().click();
		plus().click();
		expect(input.value).toBe('2');
		input.min = '2';
		input.max = '4';
		input.step = '2';
		input.value = '2';
		plus().click();
		expect(input.value).toBe('4');
	});

	it('leaves date-type quantity fields and hidden inputs (min equals max) alone', () => {
		const date = box({ value: '2026-01-01', type: 'date' });
		mount(date.host);
		expect(screen.queryByRole('button')).toBeNull();
		const hidden = box({ value: '1', min: '1', max: '1', type: 'hidden' });
		mount(hidden.host);
		expect(screen.queryByRole('button')).toBeNull();
	});

	describe('raising to min on load (the first reading: min 0 or more)', () => {
		it('raises a value below a positive min', () => {
			const { host, input } = box({ value: '1', min: '3' });
			mount(host);
			expect(input.value).toBe('3');
		});

		it('raises a negative value to a min of 0', () => {
			const { host, input } = box({ value: '-2', min: '0' });
			mount(host);
			expect(input.value).toBe('0');
		});

		it('leaves an empty box empty (a grouped row with nothing chosen) and ignores a negative or missing min', () => {
			const empty = box({ value: '', min: '0' });
			mount(empty.host);
			expect(empty.input.value).toBe('');
			const negativeMin = box({ value: '-5', min: '-1' });
			mount(negativeMin.host);
			expect(negativeMin.input.value).toBe('-5');
			const noMin = box({ value: '-5' });
			mount(noMin.host);
			expect(noMin.input.value).toBe('-5');
		});

		it('leaves the cart\'s own quantity column alone', () => {
			const { host, input } = box({ value: '1', min: '2' }, '<table><tbody><tr><td class="product-quantity">%</td></tr></tbody></table>');
			mount(host);
			expect(input.value).toBe('1');
		});
	});
});

describe("quantity stepper beside a theme's own steppers", () => {
	it('adds none where the theme printed its own (Astra’s links), still raising a value below min', () => {
		const { host, input } = box({ value: '1', min: '2' });
		input.insertAdjacentHTML('beforebegin', '<a href="javascript:void(0)" class="ast-qty-placeholder minus">-</a>');
		input.insertAdjacentHTML('afterend', '<a href="javascript:void(0)" class="ast-qty-placeholder plus">+</a>');
		mount(host);
		expect(host.querySelectorAll('.shop-islands-quantity__step')).toHaveLength(0);
		expect(host.classList.contains('shop-islands-quantity')).toBe(false);
		expect(input.value).toBe('2');
	});

	it('takes its own away when the theme adds steppers later (Kadence’s, once jQuery is ready)', async () => {
		const { host, input } = box();
		mount(host);
		expect(host.querySelectorAll('.shop-islands-quantity__step')).toHaveLength(2);
		host.insertAdjacentHTML('afterbegin', '<input type="button" value="-" class="minus" />');
		host.insertAdjacentHTML('beforeend', '<input type="button" value="+" class="plus" />');
		await vi.waitFor(() => expect(host.querySelectorAll('.shop-islands-quantity__step')).toHaveLength(0));
		expect(host.classList.contains('shop-islands-quantity')).toBe(false);
		expect(input.isConnected).toBe(true);
	});
});

describe("quantity stepper in place of a theme's stepper script the plugin retired", () => {
	/** The plugin's block for the look of Kadence's `shop-spinner.js`, or the given text. */
	function themeLook(text = '{"boxClass":"spinners-added"}'): void {
		document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="shop-islands-theme-steppers">${text}</script>`);
	}

	it('draws the buttons that script drew (input.minus before the field, input.plus after) and gives the box its class', () => {
		const { host, input } = box({ value: '2', min: '1' });
		themeLook();
		const unmount = mount(host);
		const before = input.previousElementSibling as HTMLInputElement;
		const after = input.nextElementSibling as HTMLInputElement;
		expect([before.tagName, before.type, before.value, before.classList.contains('minus')]).toEqual(['INPUT', 'button', '-', true]);
		expect([after.tagName, after.type, after.value, after.classList.contains('plus')]).toEqual(['INPUT', 'button', '+', true]);
		expect(host.className).toBe('quantity spinners-added');
		after.click();
		expect(input.value).toBe('3');
		before.click();
		before.click();
		expect(input.value).toBe('1');
		unmount();
		expect(host.className).toBe('quantity');
		expect(host.querySelectorAll('input[type="button"]')).toHaveLength(0);
	});

	/** The look of Astra's `add-to-cart-quantity-btn.js`, as the plugin prints it. */
	const ASTRA = '{"boxClass":"buttons_added","control":"link","placeholder":"ast-qty-placeholder","updatesCart":true}';

	it("replaces the theme's inert placeholders with links that step the field (Astra's), Enter and Space pressing them", () => {
		const { host, input } = box({ value: '2', min: '1' });
		input.insertAdjacentHTML('beforebegin', '<a href="javascript:void(0)" class="ast-qty-placeholder minus">-</a>');
		input.insertAdjacentHTML('afterend', '<a href="javascript:void(0)" class="ast-qty-placeholder plus">+</a>');
		themeLook(ASTRA);
		const unmount = mount(host);
		expect(host.querySelectorAll('.ast-qty-placeholder')).toHaveLength(0);
		expect(host.className).toBe('quantity buttons_added');
		expect([minus().tagName, minus().className, input.previousElementSibling]).toEqual(['A', 'minus shop-islands-quantity__step', minus()]);
		expect([plus().tagName, plus().className, input.nextElementSibling]).toEqual(['A', 'plus shop-islands-quantity__step', plus()]);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		plus().dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(input.value).toBe('3');
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		minus().dispatchEvent(space);
		expect(space.defaultPrevented).toBe(true);
		expect(input.value).toBe('2');
		minus().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		expect(input.value).toBe('1');
		expect(minus().tabIndex).toBe(0);
		unmount();
		expect(host.querySelectorAll('a')).toHaveLength(0);
	});

	it('sends the cart form\'s "Update cart" after each step where the script did, and not when the value stays', () => {
		const { host, input } = box({ value: '1', min: '0', max: '2' }, '<form class="woocommerce-cart-form"><table><tbody><tr><td class="product-quantity">%</td></tr></tbody></table><button type="submit" name="update_cart" disabled>Update cart</button></form>');
		themeLook(ASTRA);
		const update = document.querySelector<HTMLButtonElement>('button[name="update_cart"]') as HTMLButtonElement;
		const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
		update.form?.addEventListener('submit', sent);
		mount(host);
		plus().click();
		expect(input.value).toBe('2');
		expect(update.disabled).toBe(false);
		expect(sent).toHaveBeenCalledTimes(1);
		expect(sent.mock.calls[0]?.[0].submitter).toBe(update);
		plus().click();
		expect(sent).toHaveBeenCalledTimes(1);
	});

	it.each(['', '{"boxClass":"spinners added"}', '{"boxClass":"\\"><img src=x>"}', '{"boxClass":7}', 'not json', '{"boxClass":"a","control":"span"}', '{"boxClass":"a","placeholder":"x y"}', '{"boxClass":"a","updatesCart":"yes"}'])('keeps its own look for a block it cannot read (%j)', (text) => {
		const { host } = box();
		themeLook(text);
		mount(host);
		expect([minus().tagName, plus().tagName]).toEqual(['BUTTON', 'BUTTON']);
		expect(host.className).toBe('quantity shop-islands-quantity');
	});
});
