import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';
import { __ } from '../../shared/i18n';
import { $variationImage } from '../../shared/stores/variation-image';
import { createSlider, scrolledTo, type Slider } from '../../shared/slider';
import { allowedUrl } from '../../shared/urls';
import { firstSlide } from './first-slide';
import { readPlace } from './hash';
import { type GalleryItem, readItem } from './items';
import type { LightboxKind } from './lightbox';
import { defaultOptions } from './options';
import { attachZoom, type ZoomMode } from './zoom';

export type ThumbnailLayout = 'horizontal' | 'vertical' | 'without-thumbnails';

export interface GalleryProps {
	/** The server's `.woocommerce-product-gallery__wrapper`: the slider runs on it, in place. */
	readonly wrapper: HTMLElement;
	readonly slides: readonly HTMLElement[];
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
 * zoom, the full-screen lightbox and the zoomable gallery. React renders only the
 * thumbnails; the slides stay the server's elements where the server put them.
 */
export function Gallery({ wrapper, slides, layout, gallery, productId, trigger, zoom, reducedMotion }: GalleryProps): JSX.Element | null {
	const [items, setItems] = useState<readonly GalleryItem[]>(() => slides.map(readItem));
	// A swipe before the island mounted may have scrolled the server's slides already.
	const [index, setIndex] = useState(() => scrolledTo(wrapper, slides.length));
	const slider = useRef<Slider | null>(null);
	// The slide the slider is at (or on its way to): a swipe moves it before the state follows.
	const sliderAt = useRef(index);
	const lightboxOpen = useRef(false);
	const itemsRef = useRef(items);
	itemsRef.current = items;
	const variationImage = useStore($variationImage);

	useEffect(() => {
		if (slides.length < 2) {
			return;
		}
		const instance = createSlider(wrapper, {
			reducedMotion,
			durationMs: GALLERY_SLIDE_ANIMATION_MS,
			onSwipe: (swipedTo) => {
				sliderAt.current = swipedTo;
				setIndex(swipedTo);
			},
		});
		slider.current = instance;
		return () => {
			slider.current = null;
			instance.destroy();
		};
	}, [wrapper, slides, reducedMotion]);

	useEffect(() => {
		if (index !== sliderAt.current) {
			sliderAt.current = index;
			slider.current?.go(index);
		}
	}, [index]);

	// Only the slide shown takes focus and is read; the thumbnails reach the others. (Tabbing
	// to a slide out of view would scroll the slider to it behind the shopper's back.)
	useEffect(() => {
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
	}, [slides, index]);
	useEffect(
		() => () => {
			for (const slide of slides) {
				slide.removeAttribute('aria-hidden');
				slide.querySelector('a')?.removeAttribute('tabindex');
			}
		},
		[slides],
	);

	const openLightbox = useCallback(
		(kind: LightboxKind, at: number, returnFocus: HTMLElement | null): void => {
			if (lightboxOpen.current) {
				return;
			}
			lightboxOpen.current = true;
			loadLightbox().then(
				({ openLightbox: open }) => {
					open({
						kind,
						items: itemsRef.current,
						index: at,
						gallery,
						returnFocus,
						reducedMotion,
						onIndexChange: setIndex,
						onClose: () => {
							lightboxOpen.current = false;
						},
					});
				},
				() => {
					// The chunk did not load (offline): the image links still lead to the large images.
					lightboxOpen.current = false;
				},
			);
		},
		[gallery, reducedMotion],
	);

	// The trigger opens the full-screen lightbox at the image shown; pointing at it fetches PhotoSwipe.
	useEffect(() => {
		const onClick = (event: MouseEvent): void => {
			event.preventDefault();
			openLightbox('full-screen', index, trigger);
		};
		const prefetch = (): void => {
			loadLightbox().catch(() => undefined);
		};
		trigger.addEventListener('click', onClick);
		trigger.addEventListener('pointerenter', prefetch);
		return () => {
			trigger.removeEventListener('click', onClick);
			trigger.removeEventListener('pointerenter', prefetch);
		};
	}, [trigger, index, openLightbox]);

	// The image itself opens the zoomable gallery (unless a tap just zoomed it).
	useEffect(() => {
		const onClick = (event: MouseEvent): void => {
			const slide = event.target instanceof Element ? event.target.closest('a')?.parentElement : null;
			const at = slide ? slides.indexOf(slide) : -1;
			if (at === -1 || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
				return;
			}
			event.preventDefault();
			openLightbox('zoomable', at, event.target instanceof HTMLElement ? event.target.closest('a') : null);
		};
		wrapper.addEventListener('click', onClick);
		return () => wrapper.removeEventListener('click', onClick);
	}, [wrapper, slides, openLightbox]);

	// A `#gid=…&pid=…` link opens the zoomable gallery at that image; anything else is ignored.
	useEffect(() => {
		const at = readPlace(location.hash, gallery, slides.length);
		if (at !== null) {
			setIndex(at);
			openLightbox('zoomable', at, null);
		}
	}, [gallery, slides, openLightbox]);

	useEffect(() => {
		if (!zoom) {
			return;
		}
		const detach = slides.map((slide, position) => attachZoom(slide, () => itemsRef.current[position] ?? readItem(slide), zoom));
		return () => detach.forEach((undo) => undo());
	}, [slides, zoom]);

	// A slide whose image fails says so, with a link to the image (docs/gallery.md).
	useEffect(() => {
		const cleanups = slides.map((slide) => watchImageError(slide));
		return () => cleanups.forEach((undo) => undo());
	}, [slides]);

	// The chosen variation's image is the first slide; the reset brings the server's back.
	const first = useRef<ReturnType<typeof firstSlide> | null>(null);
	const showingVariation = useRef(false);
	useEffect(() => {
		const slide = slides[0];
		if (!slide) {
			return;
		}
		first.current ??= firstSlide(slide);
		const mine = variationImage !== null && (productId === null || variationImage.productId === productId);
		if (!mine && !showingVariation.current) {
			return;
		}
		showingVariation.current = mine;
		first.current.show(mine ? variationImage : null);
		setItems(slides.map(readItem));
		setIndex(0);
	}, [variationImage, slides, productId]);

	if (layout === 'without-thumbnails' || items.length < 2) {
		return null;
	}
	return <Thumbnails items={items} index={index} vertical={layout === 'vertical'} reducedMotion={reducedMotion} onPick={setIndex} />;
}

interface ThumbnailsProps {
	readonly items: readonly GalleryItem[];
	readonly index: number;
	readonly vertical: boolean;
	readonly reducedMotion: boolean;
	readonly onPick: (index: number) => void;
}

/**
 * Thumbnails as buttons named by the image's alt, the shown one `aria-current`. One tab stop;
 * arrow keys (up/down when the strip is vertical, left/right mirrored right-to-left), Home and
 * End move between them and show the image. Above four, the strip scrolls, four at a time.
 */
function Thumbnails({ items, index, vertical, reducedMotion, onPick }: ThumbnailsProps): JSX.Element {
	const list = useRef<HTMLOListElement>(null);
	const focusAfterPick = useRef(false);

	useEffect(() => {
		const container = list.current;
		const current = container?.children[index];
		if (!container || !(current instanceof HTMLElement)) {
			return;
		}
		scrollIntoStrip(container, current, vertical, reducedMotion);
		if (focusAfterPick.current) {
			focusAfterPick.current = false;
			current.querySelector('button')?.focus();
		}
	}, [index, vertical, reducedMotion]);

	const onKeyDown = (event: ReactKeyboardEvent<HTMLOListElement>): void => {
		const rtl = !vertical && list.current !== null && getComputedStyle(list.current).direction === 'rtl';
		const back = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
		const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
		const last = items.length - 1;
		const next =
			event.key === back ? Math.max(index - 1, 0)
			: event.key === forward ? Math.min(index + 1, last)
			: event.key === 'Home' ? 0
			: event.key === 'End' ? last
			: null;
		if (next === null) {
			return;
		}
		event.preventDefault();
		focusAfterPick.current = true;
		onPick(next);
	};

	return (
		<ol
			ref={list}
			className={`shop-islands-gallery__thumbs-list${items.length > defaultOptions.thumbnailSliderThreshold ? ' is-slider' : ''}`}
			onKeyDown={onKeyDown}
		>
			{items.map((item, position) => (
				<li key={position} className="shop-islands-gallery__thumb">
					<button
						type="button"
						aria-current={position === index ? 'true' : undefined}
						tabIndex={position === index ? 0 : -1}
						onClick={() => onPick(position)}
					>
						<img src={item.thumbSrc || undefined} alt={item.thumbAlt || item.title} decoding="async" />
					</button>
				</li>
			))}
		</ol>
	);
}

/** Scrolls the strip (and only the strip, not the page) so the thumbnail shown is in it, in either direction. */
function scrollIntoStrip(strip: HTMLElement, thumb: HTMLElement, vertical: boolean, reducedMotion: boolean): void {
	const view = strip.getBoundingClientRect();
	const box = thumb.getBoundingClientRect();
	const before = vertical ? box.top - view.top : box.left - view.left;
	const after = vertical ? box.bottom - view.bottom : box.right - view.right;
	const by = before < 0 ? before : after > 0 ? after : 0;
	if (by !== 0) {
		strip.scrollBy({ [vertical ? 'top' : 'left']: by, behavior: reducedMotion ? 'auto' : 'smooth' });
	}
}

const ERROR_CLASS = 'shop-islands-gallery__error';

function watchImageError(slide: HTMLElement): () => void {
	const image = slide.querySelector('img');
	if (!image) {
		return () => undefined;
	}
	const onError = (): void => {
		slide.querySelector(`.${ERROR_CLASS}`)?.remove();
		const message = document.createElement('p');
		message.className = ERROR_CLASS;
		message.append(__('The image could not be loaded.', 'shop-islands'));
		// The link only to an allowed address (shared/urls.ts): never a `javascript:` one.
		const href = allowedUrl(image.getAttribute('src'));
		if (href) {
			const link = document.createElement('a');
			link.href = href;
			link.textContent = image.alt || href;
			message.append(' ', link);
		}
		slide.append(message);
	};
	const onLoad = (): void => {
		slide.querySelector(`.${ERROR_CLASS}`)?.remove();
	};
	image.addEventListener('error', onError);
	image.addEventListener('load', onLoad);
	// It may have failed before the island came.
	if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
		onError();
	}
	return () => {
		image.removeEventListener('error', onError);
		image.removeEventListener('load', onLoad);
		onLoad();
	};
}
