import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/sticky-add-to-cart/mount';

const IN = 'storefront-sticky-add-to-cart--slideInDown';
const OUT = 'storefront-sticky-add-to-cart--slideOutUp';

/** A product page with its summary and Storefront's bar; the summary's bottom edge is set by the test. */
function page(type: string): { bar: HTMLElement; summary: HTMLElement } {
	document.body.innerHTML = `<div id="product-7" class="product type-product product-type-${type}">
		<div class="summary entry-summary"><form class="cart"><select name="attribute_pa_size"><option value="">Choose an option</option></select></form></div>
	</div>
	<section class="storefront-sticky-add-to-cart"><div class="storefront-sticky-add-to-cart__content">
		<a href="/product/margherita/" class="storefront-sticky-add-to-cart__content-button button alt">Select options</a>
	</div></section>`;
	return {
		bar: document.querySelector('.storefront-sticky-add-to-cart') as HTMLElement,
		summary: document.querySelector('.summary') as HTMLElement,
	};
}

let summaryBottom = 400;
let scrollY = 0;

function scrollTo(y: number, bottom: number): void {
	scrollY = y;
	summaryBottom = bottom;
	window.dispatchEvent(new Event('scroll'));
	vi.runAllTimers();
}

beforeEach(() => {
	vi.useFakeTimers();
	summaryBottom = 400;
	scrollY = 0;
	vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
	vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
	vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
});

afterEach(() => {
	vi.useRealTimers();
});

describe('sticky add-to-cart bar', () => {
	it('stays out (and inert) while the summary is on screen, slides in once it is above the viewport, and out again', () => {
		const { bar, summary } = page('simple');
		summary.getBoundingClientRect = () => new DOMRect(0, summaryBottom - 300, 500, 300);
		mount(bar);
		expect(bar.classList.contains(OUT)).toBe(true);
		expect(bar.inert).toBe(true);
		scrollTo(600, -10);
		expect(bar.classList.contains(IN)).toBe(true);
		expect(bar.classList.contains(OUT)).toBe(false);
		expect(bar.inert).toBe(false);
		scrollTo(100, 300);
		expect(bar.classList.contains(OUT)).toBe(true);
		expect(bar.inert).toBe(true);
	});

	it('slides in at the bottom of the page even while the summary shows', () => {
		const { bar, summary } = page('simple');
		summary.getBoundingClientRect = () => new DOMRect(0, summaryBottom - 300, 500, 300);
		mount(bar);
		scrollTo(2300, 200);
		expect(bar.classList.contains(IN)).toBe(true);
	});

	it('for a variable product, its button scrolls to the product form and focuses its first field', () => {
		const { bar } = page('variable');
		mount(bar);
		const form = document.querySelector('form.cart') as HTMLElement;
		const scrolled = vi.fn();
		form.scrollIntoView = scrolled;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		bar.querySelector('a')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(scrolled).toHaveBeenCalledTimes(1);
		expect(document.activeElement).toBe(document.querySelector('select'));
	});

	it.each(['simple', 'external'])('for a %s product, its button follows its link', (type) => {
		const { bar } = page(type);
		mount(bar);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		bar.querySelector('a')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
	});

	it('stops following the scroll on unmount and leaves the bar as printed', () => {
		const { bar, summary } = page('simple');
		summary.getBoundingClientRect = () => new DOMRect(0, summaryBottom - 300, 500, 300);
		const unmount = mount(bar);
		unmount();
		expect(bar.className).toBe('storefront-sticky-add-to-cart');
		expect(bar.inert).toBe(false);
		scrollTo(600, -10);
		expect(bar.classList.contains(IN)).toBe(false);
	});
});
