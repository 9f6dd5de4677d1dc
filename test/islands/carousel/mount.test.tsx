import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/carousel/mount';

let unmount: () => void = () => undefined;
let reducedMotion = false;

beforeEach(() => {
	vi.useFakeTimers();
	reducedMotion = false;
	vi.spyOn(window, 'matchMedia').mockImplementation(
		(query: string) =>
			({
				matches: query.includes('reduced-motion') && reducedMotion,
				media: query,
				addEventListener: () => undefined,
				removeEventListener: () => undefined,
			}) as unknown as MediaQueryList,
	);
	Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

afterEach(() => {
	act(() => unmount());
	unmount = () => undefined;
	vi.useRealTimers();
	vi.restoreAllMocks();
	document.body.innerHTML = '';
});

/** WooLentor's product slider of `count` dishes. */
function productSlider(count: number, settings: object, dir = 'ltr'): HTMLElement {
	const slides = Array.from({ length: count }, (_, i) => `<div class="slide-item woolentor-grid-column"><a href="/dish-${i + 1}/">Dish ${i + 1}</a></div>`).join('');
	document.body.innerHTML = `<div class="woolentor-grid woolentor-grid-slider"><div id="product-slider-x" dir="${dir}" class="product-slider" data-settings='${JSON.stringify(settings)}' hidden>${slides}</div></div>`;
	return document.querySelector('.product-slider') as HTMLElement;
}

function mountOn(host: HTMLElement): void {
	act(() => {
		unmount = mount(host);
	});
}

const slides = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.slide-item')];
const reachable = (): string[] => slides().filter((slide) => !slide.inert).map((slide) => slide.textContent ?? '');
const currentDot = (): string | null => document.querySelector('.shop-islands-carousel__dot[aria-current="true"]')?.getAttribute('aria-label') ?? null;

describe('carousel: controls', () => {
	it('pages with Next, Previous and the dots, the slides out of view inert', () => {
		mountOn(productSlider(10, { arrows: true, dots: true }));
		expect(reachable()).toEqual(['Dish 1', 'Dish 2', 'Dish 3', 'Dish 4']);
		expect(screen.getAllByRole('button', { name: /Go to page/ })).toHaveLength(3);
		expect(currentDot()).toBe('Go to page 1');
		fireEvent.click(screen.getByRole('button', { name: 'Next' }));
		expect(reachable()).toEqual(['Dish 5', 'Dish 6', 'Dish 7', 'Dish 8']);
		fireEvent.click(screen.getByRole('button', { name: 'Next' }));
		expect(reachable()).toEqual(['Dish 7', 'Dish 8', 'Dish 9', 'Dish 10']);
		expect(currentDot()).toBe('Go to page 3');
		// Infinite (the default): from the last page back to the first.
		fireEvent.click(screen.getByRole('button', { name: 'Next' }));
		expect(reachable()).toEqual(['Dish 1', 'Dish 2', 'Dish 3', 'Dish 4']);
		fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
		expect(currentDot()).toBe('Go to page 3');
		fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
		expect(reachable()).toEqual(['Dish 5', 'Dish 6', 'Dish 7', 'Dish 8']);
	});

	it('moves with the arrow keys on the slides', () => {
		mountOn(productSlider(10, {}));
		fireEvent.keyDown(slides()[0] as HTMLElement, { key: 'ArrowRight' });
		expect(reachable()[0]).toBe('Dish 5');
		fireEvent.keyDown(slides()[4] as HTMLElement, { key: 'ArrowLeft' });
		expect(reachable()[0]).toBe('Dish 1');
	});

	it('stops at the ends when not infinite', () => {
		mountOn(productSlider(6, { infinite: false }));
		expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
		fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
		expect(reachable()[0]).toBe('Dish 1');
		fireEvent.click(screen.getByRole('button', { name: 'Next' }));
		expect(reachable()[0]).toBe('Dish 3');
		expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
	});

	it('in RTL, Next and the left arrow key go on in reading order', () => {
		const host = productSlider(10, { rtl: true }, 'rtl');
		mountOn(host);
		expect(host.classList.contains('shop-islands-carousel--rtl')).toBe(true);
		fireEvent.keyDown(slides()[0] as HTMLElement, { key: 'ArrowLeft' });
		expect(reachable()[0]).toBe('Dish 5');
		fireEvent.keyDown(slides()[4] as HTMLElement, { key: 'ArrowRight' });
		expect(reachable()[0]).toBe('Dish 1');
	});

	it('uses the tablet layout on a narrow window', () => {
		Object.defineProperty(window, 'innerWidth', { value: 700, configurable: true });
		mountOn(productSlider(10, {}));
		expect(reachable()).toEqual(['Dish 1', 'Dish 2']);
	});

	it('gives the server markup back when unmounted', () => {
		const host = productSlider(10, { dots: true });
		mountOn(host);
		act(() => unmount());
		unmount = () => undefined;
		expect(document.querySelector('.shop-islands-carousel__controls')).toBeNull();
		expect(host.querySelector('.glider-track')).toBeNull();
		expect(host.className).toBe('product-slider');
		expect(slides().every((slide) => !slide.inert)).toBe(true);
	});

	it('mounts with its defaults on malformed settings', () => {
		const host = productSlider(10, {});
		host.dataset.settings = '{"arrows": tru';
		mountOn(host);
		expect(reachable()).toHaveLength(4);
		expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
	});
});

describe('carousel: autoplay', () => {
	it('advances every 3000 ms, with a pause button that stops it', () => {
		mountOn(productSlider(10, { autoplay: true }));
		act(() => vi.advanceTimersByTime(3000));
		expect(reachable()[0]).toBe('Dish 5');
		fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
		act(() => vi.advanceTimersByTime(9000));
		expect(reachable()[0]).toBe('Dish 5');
		fireEvent.click(screen.getByRole('button', { name: 'Play' }));
		act(() => vi.advanceTimersByTime(3000));
		expect(reachable()[0]).toBe('Dish 7');
	});

	it('stops while focus or the pointer is on the slides', () => {
		mountOn(productSlider(10, { autoplay: true }));
		const link = slides()[0]?.querySelector('a') as HTMLElement;
		fireEvent.focusIn(link);
		act(() => vi.advanceTimersByTime(9000));
		expect(reachable()[0]).toBe('Dish 1');
		fireEvent.focusOut(link, { relatedTarget: document.body });
		fireEvent.pointerEnter(document.querySelector('.product-slider') as HTMLElement);
		act(() => vi.advanceTimersByTime(9000));
		expect(reachable()[0]).toBe('Dish 1');
		fireEvent.pointerLeave(document.querySelector('.product-slider') as HTMLElement);
		act(() => vi.advanceTimersByTime(3000));
		expect(reachable()[0]).toBe('Dish 5');
	});

	it("keeps playing under the pointer when pause_on_hover is false, as WooLentor's block always prints it; focus still holds it", () => {
		mountOn(productSlider(10, { autoplay: true, pause_on_hover: false }));
		fireEvent.pointerEnter(document.querySelector('.product-slider') as HTMLElement);
		act(() => vi.advanceTimersByTime(3000));
		expect(reachable()[0]).toBe('Dish 5');
		const link = slides()[4]?.querySelector('a') as HTMLElement;
		fireEvent.focusIn(link);
		act(() => vi.advanceTimersByTime(9000));
		expect(reachable()[0]).toBe('Dish 5');
	});

	it('does not start under reduced motion; the button offers Play', () => {
		reducedMotion = true;
		mountOn(productSlider(10, { autoplay: true }));
		act(() => vi.advanceTimersByTime(30_000));
		expect(reachable()[0]).toBe('Dish 1');
		expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
	});

	it('shows no arrows, dots or pause button when every slide is in view, as slick shows none', () => {
		mountOn(productSlider(3, { arrows: true, dots: true, autoplay: true, product_items: 3 }));
		expect(reachable()).toEqual(['Dish 1', 'Dish 2', 'Dish 3']);
		expect(screen.queryAllByRole('button')).toEqual([]);
	});

	it('has no pause button when it does not autoplay', () => {
		mountOn(productSlider(10, { autoplay: false }));
		expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull();
	});
});

describe('carousel: beside slick', () => {
	it('leaves a slider slick already runs alone', () => {
		const host = productSlider(10, {});
		host.classList.add('slick-initialized');
		mountOn(host);
		expect(document.querySelector('.shop-islands-carousel__controls')).toBeNull();
		expect(slides().every((slide) => !slide.inert)).toBe(true);
	});
});
