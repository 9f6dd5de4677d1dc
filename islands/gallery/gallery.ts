import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { pressOnSpace } from '../../shared/link-buttons';
import { $chosenVariation, holdMainImage } from '../../shared/stores/chosen-variation';
import { createSlider, scrolledTo, type Slider } from '../../shared/slider';
import { allowedImageUrl } from '../../shared/image-urls';
import { whenIdle } from '../runtime/idle';
import type { Unmount } from '../types';
import { firstSlide } from './first-slide';
import { readPlace } from './hash';
import { type GalleryItem, readItem } from './items';
import type { LightboxKind } from './lightbox';
import { createThumbnails, type Thumbnails } from './thumbnails';
import { attachZoom, type ZoomMode } from './zoom';
import { builtIn } from '../../shared/page-document';
import { isPlainClick } from '../../shared/clicks';
import { listeners, type Listeners } from '../../shared/listeners';

export type ThumbnailLayout = 'horizontal' | 'vertical' | 'without-thumbnails';

export interface GalleryOptions {
	/** The server's `.woocommerce-product-gallery__wrapper`: the slider runs on it, in place. */
	readonly wrapper: HTMLElement;
	readonly slides: readonly HTMLElement[];
	/** The image the server's slides are scrolled to: a swipe before the island came may have moved them. */
	readonly start: number;
	/** Where the thumbnail strip goes: the plugin's strip, whose list the island takes over, or an element of its own. */
	readonly thumbsHost: HTMLElement;
	readonly layout: ThumbnailLayout;
	/** This gallery's number on the page (1 for the first), as the hash names it. */
	readonly gallery: number;
	/** The product whose variation images this gallery shows; null when the page does not say. */
	readonly productId: number | null;
	/** The full-screen trigger: WooCommerce's, or the one the island added. */
	readonly trigger: HTMLElement;
	/** Null under reduced motion, where there is no zoom. */
	readonly zoom: ZoomMode | null;
	readonly reducedMotion: boolean;
}

type LightboxModule = typeof import('./lightbox');

let lightboxModule: Promise<LightboxModule> | null = null;

/** PhotoSwipe's chunk, fetched once: on the first pointer over the trigger, or the first use. */
export function loadLightbox(): Promise<LightboxModule> {
	lightboxModule ??= import('./lightbox').catch((error: unknown) => {
		lightboxModule = null;
		throw error;
	});
	return lightboxModule;
}

/**
 * The product gallery (docs/gallery.md): the server's slides in a slider, thumbnails to pick one,
 * zoom, the full-screen lightbox and the zoomable gallery. Plain DOM: the island adds only the
 * trigger, and the thumbnail strip where the plugin did not print it; the slides stay the
 * server's elements where the server put them. Returns what gives the page back as it was.
 */
export function startGallery({ wrapper, slides, start, thumbsHost, layout, gallery, productId, trigger, zoom, reducedMotion }: GalleryOptions): Unmount {
	// Taken before anything is read: the variations form puts back the server's image it may have
	// written (a variation chosen before the gallery started), and leaves the image to the gallery.
	const releaseMainImage = holdMainImage(wrapper);
	let items: readonly GalleryItem[] = slides.map(readItem);
	let index = start;
	let slider: Slider | null = null;
	let lightboxOpen = false;
	const events = listeners();
	const cleanups: Array<() => void> = [releaseMainImage];
	let stopped = false;

	const thumbnails: Thumbnails | null =
		layout === 'without-thumbnails' || items.length < 2 ?
			null
		:	createThumbnails(thumbsHost, items, { vertical: layout === 'vertical', reducedMotion, onPick: (at, byKey) => show(at, { focus: byKey }) });

	/**
	 * Shows image `at`: the slides, the thumbnails and (unless it moved there itself) the slider.
	 * Picked before the slider has started (the shopper's first tap on a thumbnail, replayed as
	 * the island mounts), the server's slides scroll there on their own (style.css) and the slider
	 * starts once they have: the tap is answered without waiting for glider's measuring.
	 */
	function show(at: number, { focus = false, moved = false }: { readonly focus?: boolean; readonly moved?: boolean } = {}): void {
		if (!moved && !slider && at !== index && canSlide()) {
			index = at;
			scrollServerSlides(at);
		} else if (!moved) {
			startSlider();
		}
		const changed = at !== index;
		index = at;
		if (changed && !moved) {
			slider?.go(at);
		}
		markShown();
		thumbnails?.show(at, focus);
	}

	/** The image the server's slides are scrolling to before the slider starts; null when they are not. */
	let scrollingTo: number | null = null;
	let scrollTimer: ReturnType<typeof setTimeout> | undefined;

	function scrollServerSlides(at: number): void {
		scrollingTo = at;
		clearTimeout(scrollTimer);
		// `scrollend` ends the wait; where it never comes (a browser without it, no scroll at all) this does.
		scrollTimer = setTimeout(scrolledThere, NATIVE_SCROLL_WAIT_MS);
		wrapper.scrollTo({ left: at * wrapper.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
	}

	function scrolledThere(): void {
		if (scrollingTo === null) {
			return;
		}
		scrollingTo = null;
		clearTimeout(scrollTimer);
		startSlider();
	}

	function canSlide(): boolean {
		return slides.length >= 2 && !stopped;
	}

	// Only the slide shown takes focus and is read; the thumbnails reach the others. (Tabbing
	// to a slide out of view would scroll the slider to it behind the shopper's back.)
	function markShown(): void {
		if (slides.length < 2) {
			return;
		}
		slides.forEach((slide, position) => {
			const shown = position === index;
			if (shown) {
				slide.removeAttribute('aria-hidden');
			} else {
				slide.setAttribute('aria-hidden', 'true');
			}
			slide.querySelector('a')?.setAttribute('tabindex', shown ? '0' : '-1');
		});
	}

	/**
	 * Whether a press is on the slides. The slider moves the slides into its track as it starts,
	 * and a browser makes no click of a press whose element moved under it: started then, it would
	 * swallow the shopper's first tap on an image. So it starts once the press is over (its click
	 * handled, the browser taking the press for a scroll, or no click coming).
	 */
	let pressed = false;

	/** Starts the slider, once, where the server's slides have been scrolled to. */
	function startSlider(): void {
		// While the server's slides scroll to a pick, the slider waits: it takes them where they stop.
		if (slider || !canSlide() || scrollingTo !== null) {
			return;
		}
		// The press that started the island may still be down (`:active`).
		if (pressed || wrapper.matches(':active')) {
			pressed = true;
			return;
		}
		slider = createSlider(wrapper, {
			reducedMotion,
			durationMs: GALLERY_SLIDE_ANIMATION_MS,
			onSwipe: (swipedTo) => show(swipedTo, { moved: true }),
		});
		show(scrolledTo(wrapper, slides.length), { moved: true });
	}

	function openLightbox(kind: LightboxKind, at: number, returnFocus: HTMLElement | null): void {
		if (lightboxOpen) {
			return;
		}
		lightboxOpen = true;
		loadLightbox().then(
			({ openLightbox: open }) => {
				open({
					kind,
					items,
					index: at,
					gallery,
					returnFocus,
					reducedMotion,
					onIndexChange: (to) => show(to),
					onClose: () => {
						lightboxOpen = false;
					},
				});
			},
			() => {
				// The chunk did not load (offline): the image links still lead to the large images.
				lightboxOpen = false;
			},
		);
	}

	if (thumbnails) {
		cleanups.push(() => thumbnails.destroy());
	}
	if (slides.length >= 2) {
		// glider measures every slide as it starts, a forced layout each, which on a page still
		// settling after its load took longer than the rest of the mount: the slider starts once
		// the page is idle, after the thumbnails have been painted, or at once when the shopper
		// picks an image or scrolls the slides (they scroll on their own until then, style.css),
		// or once a press on them is over.
		let pressTimer: ReturnType<typeof setTimeout> | undefined;
		// After the click's own handlers (the lightbox), or once no click has come.
		const pressEnded = (afterMs: number): void => {
			clearTimeout(pressTimer);
			pressTimer = setTimeout(() => {
				if (pressed) {
					pressed = false;
					startSlider();
				}
			}, afterMs);
		};
		cleanups.push(() => clearTimeout(pressTimer));
		const stopWaiting = whenIdle(startSlider);
		events.on(wrapper, 'pointerdown', () => {
			pressed = true;
		});
		events.on(wrapper, 'click', () => pressEnded(0));
		events.on(wrapper, 'pointercancel', () => pressEnded(0));
		events.on(wrapper, 'pointerup', () => pressEnded(PRESS_CLICK_WAIT_MS));
		events.on(wrapper, 'scroll', startSlider);
		events.on(wrapper, 'scrollend', scrolledThere);
		cleanups.push(() => {
			clearTimeout(scrollTimer);
			stopWaiting();
			slider?.destroy();
			slider = null;
			for (const slide of slides) {
				slide.removeAttribute('aria-hidden');
				slide.querySelector('a')?.removeAttribute('tabindex');
			}
		});
	}
	markShown();
	// The strip starts at its first thumbnail: scrolled (a layout) only for another.
	if (index > 0) {
		thumbnails?.show(index, false);
	}

	// The trigger opens the full-screen lightbox at the image shown; pointing at it fetches PhotoSwipe.
	events.on(trigger, 'click', (event) => {
		event.preventDefault();
		openLightbox('full-screen', index, trigger);
	});
	events.on(trigger, 'pointerenter', () => {
		loadLightbox().catch(() => undefined);
	});
	// A theme's trigger may be a link marked as a button: Space opens the lightbox, as on WooCommerce's.
	cleanups.push(pressOnSpace(trigger));
	// The image itself opens the zoomable gallery (unless a tap just zoomed it).
	events.on(wrapper, 'click', (event) => {
		const slide = event.target instanceof Element ? event.target.closest('a')?.parentElement : null;
		const at = slide ? slides.indexOf(slide) : -1;
		if (at === -1 || event.defaultPrevented || !isPlainClick(event)) {
			return;
		}
		event.preventDefault();
		openLightbox('zoomable', at, event.target instanceof HTMLElement ? event.target.closest('a') : null);
	});

	if (zoom) {
		cleanups.push(...slides.map((slide, position) => attachZoom(slide, () => items[position] ?? readItem(slide), zoom)));
	}
	// A slide whose image fails says so, with a link to the image (docs/gallery.md).
	cleanups.push(...slides.map((slide) => watchImageError(slide, events)));

	// The chosen variation's image is the first slide; the reset brings the server's back, as
	// does the gallery's leaving (the variations form then writes the choice again).
	const first = slides[0] ? firstSlide(slides[0]) : null;
	let showingVariation = false;
	cleanups.push(
		() => {
			if (showingVariation) {
				first?.show(null);
			}
		},
		$chosenVariation.subscribe((chosen) => {
			const image = chosen !== null && (productId === null || chosen.productId === productId) ? chosen.image : null;
			if (!first || (image === null && !showingVariation)) {
				return;
			}
			showingVariation = image !== null;
			first.show(image);
			items = slides.map(readItem);
			thumbnails?.update(items);
			show(0);
		}),
	);

	// A `#gid=…&pid=…` link opens the zoomable gallery at that image; anything else is ignored.
	const place = readPlace(location.hash, gallery, slides.length);
	if (place !== null) {
		show(place);
		openLightbox('zoomable', place, null);
	}

	return () => {
		stopped = true;
		events.removeAll();
		for (const cleanup of cleanups.reverse()) {
			cleanup();
		}
	};
}

/** How long after a press is released its click may still come (a tap's comes after its touchend). */
const PRESS_CLICK_WAIT_MS = 300;

/** The longest the slider waits for the server's slides to end a scroll to a pick (a smooth scroll takes about half of it). */
const NATIVE_SCROLL_WAIT_MS = 1000;

const ERROR_CLASS = 'shop-islands-gallery__error';

/** Listens through `events` for the slide's image failing; returns what takes its message away. */
function watchImageError(slide: HTMLElement, events: Listeners): () => void {
	const image = slide.querySelector('img');
	if (!image) {
		return () => undefined;
	}
	const onError = (): void => {
		slide.querySelector(`.${ERROR_CLASS}`)?.remove();
		const message = builtIn('createElement')('p');
		message.className = ERROR_CLASS;
		message.append(__('The image could not be loaded.', 'shop-islands'));
		// The link only to an allowed image address (shared/image-urls.ts): never a `javascript:` one.
		const href = allowedImageUrl(image.getAttribute('src'));
		if (href) {
			const link = builtIn('createElement')('a');
			link.href = href;
			link.textContent = image.alt || href;
			message.append(' ', link);
		}
		slide.append(message);
	};
	const onLoad = (): void => {
		slide.querySelector(`.${ERROR_CLASS}`)?.remove();
	};
	events.on(image, 'error', onError);
	events.on(image, 'load', onLoad);
	// It may have failed before the island came.
	if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
		onError();
	}
	return onLoad;
}
