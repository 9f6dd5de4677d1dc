/** The part of glider-js (a UMD script without types) the gallery and the carousels use. */
declare module 'glider-js' {
	export interface GliderOptions {
		slidesToShow?: number;
		slidesToScroll?: number;
		/** Milliseconds per pixel scrolled. */
		duration?: number;
		draggable?: boolean;
		scrollLock?: boolean;
		rewind?: boolean;
		skipTrack?: boolean;
		/** Keep the slide shown when the window is resized. */
		resizeLock?: boolean;
		/**
		 * The share of the distance left that a move's frame covers, `t` ms into a move of `d` ms
		 * (`b` 0 and `c` 1 as glider calls it; `x` unused).
		 */
		easing?: (x: number, t: number, b: number, c: number, d: number) => number;
	}

	export default class Glider {
		constructor(element: HTMLElement, options?: GliderOptions);
		readonly ele: HTMLElement;
		readonly track: HTMLElement;
		readonly slides: HTMLCollection;
		/** Each slide's width in pixels, set at init and on every resize. */
		readonly itemWidth: number;
		opt: GliderOptions;
		/** The timer that snaps the slider to a slide once scrolling stops. */
		readonly scrollLock: number | undefined;
		/** The window resize listener glider adds. */
		readonly resize: () => void;
		slide: number;
		/** The pointer's last x while a mouse button is down on the slider (a drag), else undefined. */
		readonly mouseDown: number | undefined;
		scrollItem(slide: number | 'prev' | 'next'): false;
		refresh(paging?: boolean): void;
		/** Merges options (`global`: the base ones, not a breakpoint's); a refresh applies them. */
		setOption(options: GliderOptions, global?: boolean): void;
		destroy(): void;
	}
}
