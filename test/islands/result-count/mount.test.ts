import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/result-count/mount';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

function resultCount(): HTMLElement {
	document.body.innerHTML = '<p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing 1&ndash;12 of 28 results<span class="screen-reader-text">Sorted by latest</span></p>';
	return document.querySelector('.woocommerce-result-count') as HTMLElement;
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
	removeClassicScript('woocommerce');
});

describe('result count', () => {
	it('is hidden from screen readers, then after 2 s its own nodes come back, announced', () => {
		const count = resultCount();
		const nodes = [...count.childNodes];
		mount(count);
		expect(count.getAttribute('aria-hidden')).toBe('true');
		const added: Node[] = [];
		new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes))).observe(count, { childList: true });
		vi.advanceTimersByTime(1999);
		expect(count.getAttribute('aria-hidden')).toBe('true');
		vi.advanceTimersByTime(1);
		expect(count.getAttribute('aria-hidden')).toBe('false');
		expect([...count.childNodes]).toEqual(nodes);
		expect(count.textContent).toBe('Showing 1–12 of 28 results' + 'Sorted by latest');
		return Promise.resolve().then(() => expect(added).toEqual(nodes));
	});

	it('stands aside where WooCommerce\u2019s own script still runs, and gives the count back when unmounted early', () => {
		const count = resultCount();
		printClassicScript('woocommerce');
		mount(count);
		expect(count.hasAttribute('aria-hidden')).toBe(false);
		removeClassicScript('woocommerce');
		mount(count)();
		vi.advanceTimersByTime(2000);
		expect(count.hasAttribute('aria-hidden')).toBe(false);
	});
});
