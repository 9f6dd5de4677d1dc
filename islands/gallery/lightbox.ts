import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from 'photoswipe';
import photoSwipeStyles from 'photoswipe/style.css' with { type: 'text' };
import { trapTab } from '../../shared/focus';
import { __ } from '../../shared/i18n';
import { allowedImageUrl } from '../../shared/image-urls';
import { clearPlace, writePlace } from './hash';
import type { GalleryItem } from './items';
import { defaultOptions } from './options';
import { builtIn, setBuiltIn } from '../../shared/page-document';

/**
 * PhotoSwipe 5, in its own chunk: imported on the first use of a lightbox (prefetched when the
 * shopper points at the trigger), with its stylesheet, which goes through the CSSOM (an
 * adopted sheet) so it loads with the chunk and passes a strict style-src.
 *
 * Two ways in (docs/gallery.md): the full-screen lightbox from the trigger (no animation, no
 * sharing: PhotoSwipe 5 has none), and the zoomable gallery from the image or a
 * `#gid=…&pid=…` link (333 ms in and out, zoom up to 1.33, one image preloaded each side,
 * its place kept in the hash). Both are modal dialogs: focus moves in, Tab stays inside,
 * and focus returns to where it was (the trigger) on close.
 */

export type LightboxKind = 'full-screen' | 'zoomable';

export interface LightboxRequest {
	readonly kind: LightboxKind;
	readonly items: readonly GalleryItem[];
	readonly index: number;
	/** This gallery's number on the page, for the hash. */
	readonly gallery: number;
	/** Focus goes back here on close (the trigger), or where it was before. */
	readonly returnFocus: HTMLElement | null;
	readonly reducedMotion: boolean;
	readonly onIndexChange: (index: number) => void;
	readonly onClose: () => void;
}

let stylesAdopted = false;

export function openLightbox(request: LightboxRequest): PhotoSwipe {
	adoptStyles();
	const { kind, items, gallery, returnFocus, reducedMotion } = request;
	const zoomable = kind === 'zoomable';
	const animation = reducedMotion ? 0 : zoomable ? null : defaultOptions.lightboxAnimationMs;
	const options: PhotoSwipeOptions = {
		dataSource: items.map(slideData),
		index: Math.min(Math.max(request.index, 0), items.length - 1),
		showAnimationDuration: animation ?? defaultOptions.zoomGalleryShowAnimationMs,
		hideAnimationDuration: animation ?? defaultOptions.zoomGalleryHideAnimationMs,
		// The zoom-in from the page's image needs its thumbnail bounds; a fade is enough.
		showHideAnimationType: animation === 0 ? 'none' : 'fade',
		arrowKeys: true,
		escKey: true,
		closeOnVerticalDrag: true,
		trapFocus: true,
		returnFocus: true,
		errorMsg: __('The image could not be loaded.', 'shop-islands'),
		closeTitle: __('Close (Esc)', 'shop-islands'),
		zoomTitle: __('Zoom in/out', 'shop-islands'),
		arrowPrevTitle: __('Previous (arrow left)', 'shop-islands'),
		arrowNextTitle: __('Next (arrow right)', 'shop-islands'),
		...(zoomable
			? { maxZoomLevel: defaultOptions.zoomGalleryMaxZoom, secondaryZoomLevel: defaultOptions.zoomGalleryMaxZoom, preload: [...defaultOptions.zoomGalleryPreload] }
			: {}),
	};
	const pswp = new PhotoSwipe(options);
	pswp.addFilter('contentErrorElement', (element, content) => errorElement(element, content.data));
	pswp.on('uiRegister', () => {
		pswp.ui?.registerElement({
			name: 'shop-islands-caption',
			className: 'pswp__shop-islands-caption',
			appendTo: 'root',
			order: 9,
			onInit: (element) => {
				pswp.on('change', () => {
					element.textContent = String(pswp.currSlide?.data.title ?? '');
				});
			},
		});
	});
	pswp.on('change', () => {
		request.onIndexChange(pswp.currIndex);
		if (zoomable) {
			writePlace({ gallery, index: pswp.currIndex });
		}
	});
	pswp.on('destroy', () => {
		if (zoomable) {
			clearPlace();
		}
		if (returnFocus?.isConnected) {
			returnFocus.focus();
		}
		request.onClose();
	});
	pswp.init();
	const dialog = pswp.element;
	if (dialog) {
		// PhotoSwipe's root is a dialog; say so fully, and name it (its id is the one the trigger controls).
		dialog.id = defaultOptions.lightboxId;
		dialog.setAttribute('aria-modal', 'true');
		dialog.setAttribute('aria-label', __('View full-screen image gallery', 'shop-islands'));
		// PhotoSwipe pulls focus back only once it has left; Tab from its last button would leave the page.
		dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
	}
	if (zoomable) {
		writePlace({ gallery, index: pswp.currIndex });
	}
	return pswp;
}

/**
 * A slide's data (docs/gallery.md): the large image and its size, the page's image as the
 * placeholder, the caption.
 */
export function slideData(item: GalleryItem): SlideData {
	const size = knownSize(item);
	return {
		src: item.largeSrc,
		msrc: item.src,
		width: size.width,
		height: size.height,
		alt: item.alt,
		title: item.title,
	};
}

/**
 * The large image's size, or (when the markup lacks it or it is not a number) the shown
 * image's, scaled to the window: PhotoSwipe needs a size to lay a slide out.
 */
function knownSize(item: GalleryItem): { width: number; height: number } {
	if (item.largeWidth !== null && item.largeHeight !== null) {
		return { width: item.largeWidth, height: item.largeHeight };
	}
	const width = item.image?.naturalWidth || Number(item.image?.getAttribute('width')) || 0;
	const height = item.image?.naturalHeight || Number(item.image?.getAttribute('height')) || 0;
	if (width > 0 && height > 0) {
		const scale = Math.max(window.innerWidth / width, window.innerHeight / height, 1);
		return { width: Math.round(width * scale), height: Math.round(height * scale) };
	}
	return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * "The image could not be loaded." and a link to the image (docs/gallery.md), built as text; the
 * link only to an allowed image address (shared/image-urls.ts), never a `javascript:` one.
 */
function errorElement(element: HTMLElement, data: SlideData): HTMLElement {
	element.replaceChildren(builtIn('createTextNode')(__('The image could not be loaded.', 'shop-islands')));
	const href = allowedImageUrl(data.src);
	if (href) {
		const link = builtIn('createElement')('a');
		link.className = 'pswp__error-link';
		link.href = href;
		link.textContent = typeof data.alt === 'string' && data.alt ? data.alt : href;
		element.append(' ', link);
	}
	return element;
}

function adoptStyles(): void {
	if (stylesAdopted) {
		return;
	}
	stylesAdopted = true;
	const sheet = new CSSStyleSheet();
	sheet.replaceSync(photoSwipeStyles);
	setBuiltIn('adoptedStyleSheets', [...builtIn('adoptedStyleSheets'), sheet]);
}
