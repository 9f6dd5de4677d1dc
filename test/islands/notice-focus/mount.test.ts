import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/notice-focus/mount';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

/** Notices as WooCommerce prints them after a failed form post. */
function notices(): HTMLElement[] {
	document.body.innerHTML = `<div class="woocommerce-notices-wrapper"><div class="woocommerce-info">Have a coupon?</div><ul class="woocommerce-error" role="alert"><li>Unknown username.</li></ul><div class="woocommerce-message" role="alert">Saved.</div></div><input id="search">`;
	return [...document.querySelectorAll<HTMLElement>('[role="alert"]')];
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
	removeClassicScript('woocommerce');
	document.body.innerHTML = '';
});

describe('notice focus', () => {
	it('focuses the first alert notice after 500 ms, and only that one', () => {
		const [first, second] = notices();
		if (!first || !second) {
			throw new Error('fixture');
		}
		mount(first);
		mount(second);
		vi.advanceTimersByTime(499);
		expect(document.activeElement).toBe(document.body);
		vi.advanceTimersByTime(1);
		expect(document.activeElement).toBe(first);
		expect(first.tabIndex).toBe(-1);
		expect(second.hasAttribute('tabindex')).toBe(false);
	});

	it('leaves focus the shopper has put somewhere else meanwhile', () => {
		const [first] = notices();
		if (!first) {
			throw new Error('fixture');
		}
		mount(first);
		document.querySelector<HTMLElement>('#search')?.focus();
		vi.advanceTimersByTime(500);
		expect(document.activeElement?.id).toBe('search');
	});

	it('stands aside where WooCommerce\u2019s own script still runs, and forgets its timer when unmounted', () => {
		const [first] = notices();
		if (!first) {
			throw new Error('fixture');
		}
		printClassicScript('woocommerce');
		mount(first)();
		removeClassicScript('woocommerce');
		mount(first)();
		vi.advanceTimersByTime(500);
		expect(document.activeElement).toBe(document.body);
	});
});
