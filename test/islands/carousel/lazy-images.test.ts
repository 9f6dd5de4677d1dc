import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryFailedImages } from '../../../islands/carousel/lazy-images';
import { defaultOptions } from '../../../islands/carousel/options';
import { installSettings } from '../../support/settings';

beforeEach(() => {
	vi.useFakeTimers();
	document.body.innerHTML = '<div id="slider"><div><img src="/a.jpg" alt="A" loading="lazy"></div></div><img id="outside" src="/b.jpg" alt="B">';
	// Still loading (a lazy image out of view), as in a browser when the carousel mounts.
	for (const image of document.querySelectorAll('img')) {
		Object.defineProperty(image, 'complete', { value: false, configurable: true });
	}
});
afterEach(() => {
	vi.useRealTimers();
	document.body.innerHTML = '';
});

const options = { retries: defaultOptions.lazyImageRetries, delayMs: defaultOptions.lazyImageRetryDelayMs };

describe('carousel image retries', () => {
	it('asks again for a failed image 500 ms later, up to 3 times', () => {
		const root = document.getElementById('slider') as HTMLElement;
		const image = root.querySelector('img') as HTMLImageElement;
		const setAttribute = vi.spyOn(image, 'setAttribute');
		const stop = retryFailedImages(root, options);
		for (let attempt = 1; attempt <= 4; attempt++) {
			image.dispatchEvent(new Event('error'));
			vi.advanceTimersByTime(499);
			expect(setAttribute).toHaveBeenCalledTimes(Math.min(attempt - 1, 3));
			vi.advanceTimersByTime(1);
			expect(setAttribute).toHaveBeenCalledTimes(Math.min(attempt, 3));
		}
		expect(setAttribute).toHaveBeenLastCalledWith('src', 'http://localhost:3000/a.jpg');
		stop();
	});

	it('leaves images outside the carousel alone, and stops retrying once unmounted', () => {
		const root = document.getElementById('slider') as HTMLElement;
		const outside = document.getElementById('outside') as HTMLImageElement;
		const inside = root.querySelector('img') as HTMLImageElement;
		const outsideSet = vi.spyOn(outside, 'setAttribute');
		const insideSet = vi.spyOn(inside, 'setAttribute');
		const stop = retryFailedImages(root, options);
		outside.dispatchEvent(new Event('error'));
		inside.dispatchEvent(new Event('error'));
		stop();
		vi.advanceTimersByTime(5000);
		expect(outsideSet).not.toHaveBeenCalled();
		expect(insideSet).not.toHaveBeenCalled();
	});

	it('retries an image that had already failed when the carousel mounted', () => {
		const root = document.getElementById('slider') as HTMLElement;
		const image = root.querySelector('img') as HTMLImageElement;
		Object.defineProperty(image, 'complete', { value: true, configurable: true });
		const setAttribute = vi.spyOn(image, 'setAttribute');
		const stop = retryFailedImages(root, options);
		vi.advanceTimersByTime(defaultOptions.lazyImageRetryDelayMs);
		expect(setAttribute).toHaveBeenCalledWith('src', 'http://localhost:3000/a.jpg');
		stop();
	});

	it("asks again for a failed image on the site's image CDN (the settings' imageOrigins)", () => {
		installSettings({ imageOrigins: ['https://i0.wp.com'] });
		const root = document.getElementById('slider') as HTMLElement;
		const image = root.querySelector('img') as HTMLImageElement;
		image.setAttribute('src', 'https://i0.wp.com/shop.example/a.jpg?w=600');
		const setAttribute = vi.spyOn(image, 'setAttribute');
		const stop = retryFailedImages(root, options);
		image.dispatchEvent(new Event('error'));
		vi.advanceTimersByTime(defaultOptions.lazyImageRetryDelayMs);
		expect(setAttribute).toHaveBeenCalledWith('src', 'https://i0.wp.com/shop.example/a.jpg?w=600');
		stop();
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/a.jpg'],
	])('never asks again for an image at a %s address', (_case, bad) => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		const root = document.getElementById('slider') as HTMLElement;
		const image = root.querySelector('img') as HTMLImageElement;
		image.setAttribute('src', bad);
		const setAttribute = vi.spyOn(image, 'setAttribute');
		const stop = retryFailedImages(root, options);
		image.dispatchEvent(new Event('error'));
		vi.advanceTimersByTime(5000);
		expect(setAttribute).not.toHaveBeenCalled();
		stop();
	});
});
