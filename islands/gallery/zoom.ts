import type { GalleryItem } from './items';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * Zoom on the image shown, as jquery.zoom did for WooCommerce: the large image over the
 * slide, following the pointer. Only when the large image is wider than the slide (a
 * smaller one would only blur); on hover with a mouse, on a tap toggle on touch screens.
 * The caller leaves it out under reduced motion.
 */

export type ZoomMode = 'hover' | 'tap';

const ZOOM_CLASS = 'shop-islands-gallery__zoom';
const ZOOMING_CLASS = 'is-zooming';

/** Whether `item` has an allowed large image (items.ts), wider than its slide is shown. */
export function canZoom(item: GalleryItem): boolean {
	return item.largeSrc !== '' && item.largeWidth !== null && item.largeHeight !== null && item.largeWidth > item.slide.clientWidth;
}

/** Attaches zoom to a slide; `item()` is read at each use, since a variation may change the image. */
export function attachZoom(slide: HTMLElement, item: () => GalleryItem, mode: ZoomMode): () => void {
	let zoomImage: HTMLImageElement | null = null;

	const show = (event: PointerEvent | MouseEvent): void => {
		const current = item();
		if (zoomImage || !canZoom(current) || current.largeWidth === null || current.largeHeight === null) {
			return;
		}
		const image = builtIn('createElement')('img');
		image.className = ZOOM_CLASS;
		image.alt = '';
		image.setAttribute('role', 'presentation');
		image.width = current.largeWidth;
		image.height = current.largeHeight;
		// A large image that fails to load is no zoom at all, not a broken-image icon.
		image.addEventListener('error', hide, { once: true });
		image.src = current.largeSrc;
		zoomImage = image;
		slide.append(image);
		slide.classList.add(ZOOMING_CLASS);
		move(event);
	};

	const move = (event: PointerEvent | MouseEvent): void => {
		if (!zoomImage) {
			return;
		}
		const box = slide.getBoundingClientRect();
		const x = clamp((event.clientX - box.left) / (box.width || 1));
		const y = clamp((event.clientY - box.top) / (box.height || 1));
		const overflowX = zoomImage.width - box.width;
		const overflowY = zoomImage.height - box.height;
		zoomImage.style.transform = `translate(${-x * overflowX}px, ${-y * overflowY}px)`;
	};

	function hide(): void {
		zoomImage?.remove();
		zoomImage = null;
		slide.classList.remove(ZOOMING_CLASS);
	}

	const onEnter = (event: PointerEvent): void => {
		if (event.pointerType === 'mouse') {
			show(event);
		}
	};
	const onTap = (event: MouseEvent): void => {
		if (!canZoom(item())) {
			return;
		}
		event.preventDefault();
		if (zoomImage) {
			hide();
		} else {
			show(event);
		}
	};

	const events = listeners();
	if (mode === 'hover') {
		events.on(slide, 'pointerenter', onEnter);
		events.on(slide, 'pointerleave', hide);
	} else {
		events.on(slide, 'click', onTap);
	}
	events.on(slide, 'pointermove', move);
	return () => {
		hide();
		events.removeAll();
	};
}

function clamp(value: number): number {
	return Math.min(1, Math.max(0, value));
}
