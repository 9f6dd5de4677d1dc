import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';
import { rovingIndex } from '../../shared/roving-focus';
import { createSlider } from '../../shared/slider';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * The quick view's image slider (docs/search-and-quick-view.md) over WooLentor's markup: the main
 * images (`.woolentor-quickview-main-image-slider`, one slide per child) in a glider-js slider as
 * the product gallery's, one shown at a time, swipeable; below, the thumbnail strip
 * (`.woolentor-quickview-thumbnail-slider`), four in view, each thumbnail a button that shows
 * its image. One tab stop in the strip; the arrows (mirrored right to left), Home and End move
 * along it. Plain DOM: the images are server HTML, React never renders inside them.
 */

const MAIN = '.woolentor-quickview-main-image-slider';
const STRIP = '.woolentor-quickview-thumbnail-slider';
const THUMBNAIL = '.woolentor-quickview-thumb-single';
const BUTTON_CLASS = 'shop-islands-quick-view__thumbnail';
const VISIBLE_PROPERTY = '--shop-islands-quick-view-thumbnails';

export function startSlider(root: HTMLElement, reducedMotion: boolean): () => void {
	const wrapper = root.querySelector<HTMLElement>(MAIN);
	const slides = wrapper ? [...wrapper.children].filter((slide): slide is HTMLElement => slide instanceof HTMLElement) : [];
	if (!wrapper || slides.length < 2) {
		return () => {};
	}
	const strip = root.querySelector<HTMLElement>(STRIP);
	strip?.style.setProperty(VISIBLE_PROPERTY, String(defaultOptions.thumbnailsVisible));
	// The server's thumbnails are plain `div`s: each gets a button around its image, one per slide.
	const buttons = [...(strip?.querySelectorAll<HTMLElement>(THUMBNAIL) ?? [])].slice(0, slides.length).map((thumbnail) => {
		const button = builtIn('createElement')('button');
		button.type = 'button';
		button.className = BUTTON_CLASS;
		button.append(...thumbnail.childNodes);
		thumbnail.append(button);
		return button;
	});
	let shown = 0;
	const show = (index: number, moveSlider: boolean): void => {
		shown = index;
		slides.forEach((slide, position) => {
			// Only the slide shown is read; the thumbnails reach the others.
			if (position === index) {
				slide.removeAttribute('aria-hidden');
			} else {
				slide.setAttribute('aria-hidden', 'true');
			}
		});
		buttons.forEach((button, position) => {
			button.tabIndex = position === index ? 0 : -1;
			if (position === index) {
				button.setAttribute('aria-current', 'true');
			} else {
				button.removeAttribute('aria-current');
			}
		});
		const current = buttons[index];
		if (strip && current) {
			scrollIntoStrip(strip, current, reducedMotion);
		}
		if (moveSlider) {
			slider.go(index);
		}
	};
	const slider = createSlider(wrapper, {
		reducedMotion,
		durationMs: GALLERY_SLIDE_ANIMATION_MS,
		onSwipe: (index) => show(index, false),
	});
	const onClick = (event: MouseEvent): void => {
		const index = buttons.findIndex((button) => event.target instanceof Node && button.contains(event.target));
		if (index >= 0) {
			show(index, true);
		}
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		if (!strip || !buttons.some((button) => button === event.target)) {
			return;
		}
		const rtl = getComputedStyle(strip).direction === 'rtl';
		const next = rovingIndex(event.key, shown, buttons.length, rtl ? { next: 'ArrowLeft', previous: 'ArrowRight' } : { next: 'ArrowRight', previous: 'ArrowLeft' });
		if (next === null) {
			return;
		}
		event.preventDefault();
		show(next, true);
		buttons[next]?.focus();
	};
	const events = listeners();
	events.on(strip, 'click', onClick);
	events.on(strip, 'keydown', onKeyDown);
	// WooLentor's slides are images alone, nothing in them to focus (the product gallery's are
	// links): the scrolling viewport takes a tab stop of its own, so a keyboard scrolls it too.
	const focusable = wrapper.querySelector('a[href], button, input, select, textarea, [tabindex]') === null;
	if (focusable) {
		wrapper.tabIndex = 0;
	}
	show(0, false);
	return () => {
		events.removeAll();
		if (focusable) {
			wrapper.removeAttribute('tabindex');
		}
		slider.destroy();
	};
}

/** Scrolls the strip (not the dialog or the page) so the thumbnail of the image shown is in it. */
function scrollIntoStrip(strip: HTMLElement, thumbnail: HTMLElement, reducedMotion: boolean): void {
	const view = strip.getBoundingClientRect();
	const box = thumbnail.getBoundingClientRect();
	const by = box.left < view.left ? box.left - view.left : box.right > view.right ? box.right - view.right : 0;
	if (by !== 0) {
		strip.scrollBy({ left: by, behavior: reducedMotion ? 'auto' : 'smooth' });
	}
}
