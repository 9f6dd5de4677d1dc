import { allowedImageUrl } from '../../shared/image-urls';

/**
 * A carousel image that fails to load is asked for again, up to `retries` times `delayMs`
 * apart (docs/listings-and-content.md#carousels), as slick does for its lazy images: a slide
 * scrolled into view on a flaky connection gets its picture instead of a broken icon. Only an image
 * on the site's origins or its image origins (an image CDN's: shared/image-urls.ts): a carousel may
 * be written in a post, and its author's images elsewhere are not asked for again.
 */

export interface RetryOptions {
	readonly retries: number;
	readonly delayMs: number;
}

export function retryFailedImages(root: HTMLElement, { retries, delayMs }: RetryOptions): () => void {
	const attempts = new WeakMap<HTMLImageElement, number>();
	const timers = new Set<ReturnType<typeof setTimeout>>();

	const retry = (image: HTMLImageElement): void => {
		const done = attempts.get(image) ?? 0;
		const src = allowedImageUrl(image.getAttribute('src'));
		if (done >= retries || !src) {
			return;
		}
		attempts.set(image, done + 1);
		const timer = setTimeout(() => {
			timers.delete(timer);
			// Setting the attribute again, even to the same URL, makes the browser fetch it again.
			image.setAttribute('src', src);
		}, delayMs);
		timers.add(timer);
	};
	const onError = (event: Event): void => {
		if (event.target instanceof HTMLImageElement && root.contains(event.target)) {
			retry(event.target);
		}
	};

	// `error` does not bubble: caught on its way down.
	root.addEventListener('error', onError, true);
	// An image that failed before the island loaded gets its retries too.
	for (const image of root.querySelectorAll('img')) {
		if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
			retry(image);
		}
	}
	return () => {
		root.removeEventListener('error', onError, true);
		for (const timer of timers) {
			clearTimeout(timer);
		}
		timers.clear();
	};
}
