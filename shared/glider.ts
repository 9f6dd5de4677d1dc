import Glider, { type GliderOptions } from 'glider-js';
import { builtIn } from './page-document';
import { listeners } from './listeners';

/**
 * glider-js over a server element and its own slides, for the islands that slide (the product
 * gallery, the carousels): moves take a set time whatever their distance, and destroying it
 * leaves the server's elements where they were (glider's own destroy() swaps in a copy).
 */

export interface GliderHandle {
	readonly glider: Glider;
	/** Scrolls to the slide at this position from the left (its left edge) in `durationMs`, 0 for at once. */
	scrollTo(index: number, durationMs: number): void;
	destroy(): void;
}

/** The classes glider puts on a slide as it moves. */
const SLIDE_CLASSES = /^(glider-slide|active|visible|center|left-\d+|right-\d+)$/;

/**
 * Moves decelerate (ease-out quadratic): the slides start at once and settle gently, so the
 * frame after a pick already shows them moving. glider's own curve eases in (quadratic), which
 * left the first frame or two of a move where the slides were.
 */
export function easeOut(_x: number, t: number, b: number, c: number, d: number): number {
	// A move of no duration is there at once.
	const progress = d > 0 ? Math.min(Math.max(t / d, 0), 1) : 1;
	return b + c * progress * (2 - progress);
}

/**
 * glider's `touchstart` listener only marks a drag (it never cancels the touch), but glider adds
 * every listener of its own with no options (its `passiveListeners` option is not passed on), so
 * it is not passive; its `mousedown` and `click` listeners must stay so, their `preventDefault`
 * keeping a mouse drag from dragging the image and from ending in a click on its link. A
 * `touchstart` listener that is not passive makes Chromium wait for the main thread before it
 * scrolls, and hold the page's loading tasks at each touch: so every `touchstart` listener added
 * to this element (glider adds its own again at each of its inits) is passive. Returns what puts
 * the element's own method back.
 */
function passiveTouchStart(element: HTMLElement): () => void {
	const add = element.addEventListener.bind(element);
	const passiveAdd = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void => {
		if (listener === null) {
			return;
		}
		const given = typeof options === 'object' ? options : { capture: options === true };
		add(type, listener, type === 'touchstart' ? { ...given, passive: true } : options);
	};
	Object.defineProperty(element, 'addEventListener', { value: passiveAdd, configurable: true, writable: true });
	return () => {
		Reflect.deleteProperty(element, 'addEventListener');
	};
}

/**
 * The slides stay where the element is scrolled to, to the pixel: a swipe may be moving them as
 * the island mounts (a touch starts it). glider would wrap them in a track of no set width,
 * where they shrink to the element's width and the scroll position is lost, then put them on
 * the nearest slide at its first frame: jumps under the finger. So the track comes already as
 * wide as the slides side by side, and only later inits (a resize) go back to a slide.
 */
export function attachGlider(element: HTMLElement, options: GliderOptions): GliderHandle {
	const slideWidth = element.clientWidth / (options.slidesToShow ?? 1);
	const slides = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
	const track = builtIn('createElement')('div');
	// Its class from the start, so the island's style lays the slides out in a row at once.
	track.className = 'glider-track';
	track.style.width = `${slideWidth * slides.length}px`;
	for (const slide of slides) {
		slide.style.width = `${slideWidth}px`;
	}
	track.append(...slides);
	element.prepend(track);
	const restoreListening = passiveTouchStart(element);
	const glider = new Glider(element, { easing: easeOut, ...options, skipTrack: true, resizeLock: false });
	glider.opt.resizeLock = options.resizeLock ?? true;
	const onAnimated = (): void => {
		glider.opt.scrollLock = options.scrollLock;
	};
	const events = listeners();
	// glider's own event is no HTMLElement event type: listened for on the element as an EventTarget.
	events.on<EventTarget, string>(element, 'glider-animated', onAnimated);
	return {
		glider,
		scrollTo(index, durationMs) {
			if (!(glider.slides[index] instanceof HTMLElement)) {
				return;
			}
			const distance = Math.abs(element.scrollLeft - index * glider.itemWidth);
			glider.opt.duration = durationMs <= 0 || distance === 0 ? 0 : durationMs / distance;
			// No snapping to the nearest slide half-way (a slow frame would stop the move there).
			window.clearTimeout(glider.scrollLock);
			glider.opt.scrollLock = false;
			glider.scrollItem(index);
		},
		destroy() {
			events.removeAll();
			restoreListening();
			// glider's own resize listener, which its constructor added: not the pool's to remove.
			window.removeEventListener('resize', glider.resize);
			element.append(...glider.track.children);
			glider.track.remove();
			element.classList.remove('glider', 'draggable', 'drag');
			// glider hands an element's old instance back to a new Glider(); a later mount needs a fresh one.
			Reflect.deleteProperty(element, '_glider');
			for (const slide of element.children) {
				if (slide instanceof HTMLElement) {
					slide.classList.remove(...[...slide.classList].filter((name) => SLIDE_CLASSES.test(name)));
					slide.removeAttribute('data-gslide');
					slide.style.width = '';
					slide.style.height = '';
				}
			}
		},
	};
}
