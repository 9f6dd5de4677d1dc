import { attachGlider } from './glider';
import { listeners } from './listeners';

/**
 * An image slider (the product gallery's, the quick view's): glider-js over the server's own
 * wrapper and slides, so the first image stays where the server put it. One slide at a time,
 * no autoplay, no loop; each move takes `durationMs` whatever its distance (none with reduced
 * motion), and the height follows the slide shown.
 */

export interface Slider {
	go(index: number): void;
	destroy(): void;
}

export interface SliderOptions {
	/** The shopper moved the slider (a swipe or a drag); not called for `go()`. */
	readonly onSwipe: (index: number) => void;
	readonly reducedMotion: boolean;
	/** How long a move takes, whatever its distance. */
	readonly durationMs: number;
}

interface SlideVisibleEvent extends CustomEvent<{ slide: number }> {}

const SETTLED_CLASS = 'is-settled';
/** On the element while the slider moves itself: a style that snaps a swipe must let the move through. */
const MOVING_CLASS = 'is-moving';
/**
 * How long after the last scroll a gesture counts as over: longer than glider's own snap
 * delay (250 ms), which leaves a slide up to 2% of its width off.
 */
const SETTLE_AFTER_MS = 300;

export function createSlider(wrapper: HTMLElement, { onSwipe, reducedMotion, durationMs }: SliderOptions): Slider {
	// A swipe may have scrolled the server's slides before the slider came, and the finger may
	// still be moving them (a touch starts the island): the slider takes them where they are.
	const handle = attachGlider(wrapper, { slidesToShow: 1, slidesToScroll: 1, draggable: true, scrollLock: true, duration: 0 });
	let moving = false;

	const onVisible = (event: Event): void => {
		const { slide } = (event as SlideVisibleEvent).detail;
		if (!moving) {
			onSwipe(slide);
		}
	};
	const onAnimated = (): void => {
		moving = false;
		wrapper.classList.remove(MOVING_CLASS);
	};
	const move = (index: number): void => {
		const target = handle.glider.slides[index];
		if (!(target instanceof HTMLElement)) {
			return;
		}
		if (!reducedMotion) {
			followHeight(wrapper, target);
		}
		moving = true;
		wrapper.classList.add(MOVING_CLASS);
		handle.scrollTo(index, reducedMotion ? 0 : durationMs);
	};
	// A swipe or a drag that stops off a slide (a mouse drag moves 3.3 px a pixel) ends on the nearest.
	let settleTimer: number | undefined;
	const settle = (): void => {
		if (moving || handle.glider.mouseDown !== undefined) {
			return;
		}
		const nearest = scrolledTo(wrapper, handle.glider.slides.length);
		if (Math.abs(wrapper.scrollLeft - nearest * handle.glider.itemWidth) > 1) {
			move(nearest);
			onSwipe(nearest);
		}
	};
	// After each scroll, and after the mouse lets go (a drag held still scrolls no more).
	const scheduleSettle = (): void => {
		window.clearTimeout(settleTimer);
		if (!moving) {
			settleTimer = window.setTimeout(settle, SETTLE_AFTER_MS);
		}
	};
	const onHeightSettled = (event: TransitionEvent): void => {
		if (event.target === wrapper && event.propertyName === 'height') {
			wrapper.style.height = '';
		}
	};
	const events = listeners();
	// glider's own events are no HTMLElement event type: listened for on the element as an EventTarget.
	events.on<EventTarget, string>(wrapper, 'glider-slide-visible', onVisible);
	events.on<EventTarget, string>(wrapper, 'glider-animated', onAnimated);
	for (const type of ['scroll', 'mouseup', 'mouseleave'] as const) {
		events.on(wrapper, type, scheduleSettle, { passive: true });
	}
	events.on(wrapper, 'transitionend', onHeightSettled);
	wrapper.classList.add(SETTLED_CLASS);

	return {
		go: move,
		destroy() {
			window.clearTimeout(settleTimer);
			events.removeAll();
			handle.destroy();
			wrapper.classList.remove(SETTLED_CLASS, MOVING_CLASS);
			wrapper.style.height = '';
		},
	};
}

/** The slide a slider's element is scrolled to, of `count` (one slide in view at a time). */
export function scrolledTo(wrapper: HTMLElement, count: number): number {
	const width = wrapper.clientWidth;
	return width > 0 ? Math.min(Math.max(Math.round(wrapper.scrollLeft / width), 0), Math.max(count - 1, 0)) : 0;
}

/** Smooth height: from the height shown to the next slide's, by a CSS transition; auto again after. */
function followHeight(wrapper: HTMLElement, target: HTMLElement): void {
	const from = wrapper.offsetHeight;
	const to = target.offsetHeight;
	if (from === to || to === 0) {
		return;
	}
	wrapper.style.height = `${from}px`;
	// Reading the height commits the start value, so the transition runs from it.
	void wrapper.offsetHeight;
	wrapper.style.height = `${to}px`;
}
