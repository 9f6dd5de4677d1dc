import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem } from '../../../islands/gallery/items';
import { openLightbox, slideData, type LightboxRequest } from '../../../islands/gallery/lightbox';
import type PhotoSwipe from 'photoswipe';

let open: PhotoSwipe | null = null;

afterEach(() => {
	open?.destroy();
	open = null;
	history.replaceState(null, '', '/');
});

function slides(largeSize = 'data-large_image_width="1600" data-large_image_height="1200"'): HTMLElement[] {
	document.body.innerHTML = `<button type="button" class="woocommerce-product-gallery__trigger">View</button><div class="woocommerce-product-gallery__wrapper">${[1, 2, 3]
		.map(
			(n) =>
				`<div data-thumb="/t-${n}.svg" class="woocommerce-product-gallery__image"><a href="/full-${n}.svg"><img width="600" height="450" src="/single-${n}.svg" alt="Dish ${n}" data-caption="Caption ${n}" data-large_image="/full-${n}.svg" ${largeSize} /></a></div>`,
		)
		.join('')}</div>`;
	return [...document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
}

function request(overrides: Partial<LightboxRequest> = {}): LightboxRequest {
	return {
		kind: 'full-screen',
		items: slides().map(readItem),
		index: 1,
		gallery: 1,
		returnFocus: document.querySelector('.woocommerce-product-gallery__trigger'),
		reducedMotion: false,
		onIndexChange: () => undefined,
		onClose: () => undefined,
		...overrides,
	};
}

describe('lightbox slides', () => {
	it('carries the large image, its size, the page image as placeholder, the alt and the caption', () => {
		expect(slideData(readItem(slides()[0] as HTMLElement))).toEqual({
			src: 'http://localhost:3000/full-1.svg',
			msrc: 'http://localhost:3000/single-1.svg',
			width: 1600,
			height: 1200,
			alt: 'Dish 1',
			title: 'Caption 1',
		});
	});

	it.each([[''], ['data-large_image_width="big" data-large_image_height="NaN"']])(
		'sizes a large image whose size is missing or not a number (%s) from the page image, at least the window',
		(attributes) => {
			const data = slideData(readItem(slides(attributes)[0] as HTMLElement));
			expect((data.width as number) / (data.height as number)).toBeCloseTo(600 / 450);
			expect(data.width).toBeGreaterThanOrEqual(Math.min(window.innerWidth, 600));
		},
	);
});

describe('the lightbox (PhotoSwipe 5)', () => {
	it('opens the full-screen lightbox as a named modal dialog at the image asked, without animation', () => {
		open = openLightbox(request());
		expect(open.currIndex).toBe(1);
		expect(open.options.showAnimationDuration).toBe(0);
		expect(open.options.hideAnimationDuration).toBe(0);
		expect(open.element?.getAttribute('role')).toBe('dialog');
		expect(open.element?.getAttribute('aria-modal')).toBe('true');
		expect(open.element?.getAttribute('aria-label')).toBe('View full-screen image gallery');
		// WooCommerce 10.2+'s id for its lightbox, which the trigger names in aria-controls.
		expect(open.element?.id).toBe('photoswipe-fullscreen-dialog');
		expect(location.hash).toBe('');
	});

	it('opens the zoomable gallery with its zoom, timings and preload, and keeps its place in the hash', () => {
		const onIndexChange = vi.fn();
		open = openLightbox(request({ kind: 'zoomable', index: 0, onIndexChange }));
		expect(open.options).toMatchObject({ showAnimationDuration: 333, hideAnimationDuration: 333, maxZoomLevel: 1.33, preload: [1, 1] });
		expect(location.hash).toBe('#gid=1&pid=1');
		open.goTo(2);
		expect(location.hash).toBe('#gid=1&pid=3');
		expect(onIndexChange).toHaveBeenLastCalledWith(2);
	});

	it('animates nothing under reduced motion', () => {
		open = openLightbox(request({ kind: 'zoomable', reducedMotion: true }));
		expect(open.options.showAnimationDuration).toBe(0);
		expect(open.options.hideAnimationDuration).toBe(0);
	});

	it('clears the hash and gives focus back to the trigger when it closes', async () => {
		const onClose = vi.fn();
		open = openLightbox(request({ kind: 'zoomable', onClose, reducedMotion: true }));
		const trigger = document.querySelector<HTMLElement>('.woocommerce-product-gallery__trigger');
		expect(location.hash).toBe('#gid=1&pid=2');
		open.close();
		open = null;
		await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
		expect(location.hash).toBe('');
		expect(document.activeElement).toBe(trigger);
		expect(onClose).toHaveBeenCalledTimes(1);
	});

	it('shows "The image could not be loaded." with a link to an image that fails', () => {
		open = openLightbox(request({ index: 0 }));
		const element = open.applyFilters('contentErrorElement', document.createElement('div'), open.currSlide?.content as never);
		expect(element.textContent).toBe('The image could not be loaded. Dish 1');
		expect(element.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/full-1.svg');
		expect(element.innerHTML).not.toContain('<img');
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/full.jpg'],
	])('links to no %s address when an image fails: the message alone', (_case, src) => {
		open = openLightbox(request({ index: 0 }));
		const element = open.applyFilters('contentErrorElement', document.createElement('div'), { data: { src, alt: 'Dish' } } as never);
		expect(element.textContent).toBe('The image could not be loaded.');
		expect(element.querySelector('a')).toBeNull();
	});
});
