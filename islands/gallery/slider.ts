import Glider from 'glider-js';
import { GALLERY_SLIDE_ANIMATION_MS } from '../../shared/constants';

/**
 * The main slider: glider-js over the server's own wrapper and slides, so the first image
 * stays where the server put it. One slide at a time, no autoplay, no loop; each move takes
 * GALLERY_SLIDE_ANIMATION_MS whatever its distance, and the height follows the slide shown.
 */

export interface Slider {
	go(index: number): void;
	destroy(): void;
}

export interface SliderOptions {
	/** The shopper moved the slider (a swipe or a drag); not called for `go()`. */
	readonly onSwipe: (index: number) => void;
	readonly reducedMotion: boolean;
}

interface SlideVisibleEvent extends CustomEvent<{ slide: number }> {}

const SETTLED_CLASS = 'is-settled';

export function createSlider(wrapper: HTMLElement, { onSwipe, reducedMotion }: SliderOptions): Slider {
	const glider = new Glider(wrapper, { slidesToShow: 1, slidesToScroll: 1, draggable: true, scrollLock: true, duration: 0 });
	let moving = false;

	const onVisible = (event: Event): void => {
		const { slide } = (event as SlideVisibleEvent).detail;
		if (!moving) {
			onSwipe(slide);
		}
	};
	const onAnimated = (): void => {
		moving = false;
		glider.opt.scrollLock = true;
	};
	const onHeightSettled = (event: TransitionEvent): void => {
		if (event.target === wrapper && event.propertyName === 'height') {
			wrapper.style.height = '';
		}
	};
	wrapper.addEventListener('glider-slide-visible', onVisible);
	wrapper.addEventListener('glider-animated', onAnimated);
	wrapper.addEventListener('transitionend', onHeightSettled);
	wrapper.classList.add(SETTLED_CLASS);

	return {
		go(index) {
			const target = glider.slides[index];
			if (!(target instanceof HTMLElement)) {
				return;
			}
			const distance = Math.abs(wrapper.scrollLeft - target.offsetLeft);
			glider.opt.duration = reducedMotion || distance === 0 ? 0 : GALLERY_SLIDE_ANIMATION_MS / distance;
			if (!reducedMotion) {
				followHeight(wrapper, target);
			}
			moving = true;
			// No snapping to the nearest slide half-way (a slow frame would stop the move there).
			window.clearTimeout(glider.scrollLock);
			glider.opt.scrollLock = false;
			glider.scrollItem(index);
		},
		destroy() {
			wrapper.removeEventListener('glider-slide-visible', onVisible);
			wrapper.removeEventListener('glider-animated', onAnimated);
			wrapper.removeEventListener('transitionend', onHeightSettled);
			// glider's own destroy() swaps the wrapper for a copy; the server's elements stay instead.
			window.removeEventListener('resize', glider.resize);
			wrapper.append(...glider.track.children);
			glider.track.remove();
			wrapper.classList.remove('glider', 'draggable', 'drag', SETTLED_CLASS);
			// glider hands an element's old instance back to a new Glider(); a later mount needs a fresh one.
			Reflect.deleteProperty(wrapper, '_glider');
			wrapper.style.height = '';
			for (const slide of wrapper.children) {
				if (slide instanceof HTMLElement) {
					const added = [...slide.classList].filter((name) => /^(glider-slide|active|visible|center|left-\d+|right-\d+)$/.test(name));
					slide.classList.remove(...added);
					slide.removeAttribute('data-gslide');
					slide.style.width = '';
					slide.style.height = '';
				}
			}
		},
	};
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
