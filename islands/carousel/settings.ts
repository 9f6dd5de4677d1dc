import { isObject, parseMarkupSettings, settingFlag, type MarkupSettings } from '../../shared/markup-settings';
import { defaultOptions } from './options';

/**
 * A carousel's settings, from the product-carousel block's `data-settings` or a generic carousel's
 * `data-slick`, each with its defaults (docs/listings-and-content.md#carousels). A value that is
 * not a positive number (a word, a negative, zero, JSON that does not parse) falls back to its
 * default; the booleans left out take slick's own defaults (arrows, pause on hover and looping on,
 * the rest off), and the direction the page's (RTL).
 */

export interface Layout {
	/** Slides in view. */
	readonly show: number;
	/** Slides moved by Previous, Next and autoplay. */
	readonly scroll: number;
}

/** A layout that applies while the window is narrower than `below` pixels. */
export interface Breakpoint extends Layout {
	readonly below: number;
}

export interface CarouselOptions {
	readonly arrows: boolean;
	readonly dots: boolean;
	readonly autoplay: boolean;
	readonly autoplaySpeedMs: number;
	readonly speedMs: number;
	readonly pauseOnHover: boolean;
	readonly infinite: boolean;
	readonly rtl: boolean;
	readonly layout: Layout;
	/** Widest first. */
	readonly breakpoints: readonly Breakpoint[];
}

type Settings = MarkupSettings;

/** WooLentor's product slider: `data-settings` on `.product-slider`. */
export function productCarouselOptions(json: string | undefined, pageRtl: boolean): CarouselOptions {
	const settings = parseMarkupSettings(json);
	return {
		...flags(settings, { arrows: 'arrows', dots: 'dots', autoplay: 'autoplay', pauseOnHover: 'pause_on_hover', infinite: 'infinite', rtl: 'rtl' }, pageRtl),
		infinite: settingFlag(settings.infinite, defaultOptions.productInfinite),
		autoplaySpeedMs: positive(settings.autoplay_speed, defaultOptions.productAutoplaySpeedMs),
		speedMs: positive(settings.animation_speed, defaultOptions.productAnimationSpeedMs),
		layout: layout(settings.product_items, settings.scroll_columns, defaultOptions.productItems, defaultOptions.productScroll),
		breakpoints: sortBreakpoints([
			{
				below: positive(settings.tablet_width, defaultOptions.productTabletWidthPx),
				...layout(settings.tablet_display_columns, settings.tablet_scroll_columns, defaultOptions.productTabletItems, defaultOptions.productTabletScroll),
			},
			{
				below: positive(settings.mobile_width, defaultOptions.productMobileWidthPx),
				...layout(settings.mobile_display_columns, settings.mobile_scroll_columns, defaultOptions.productMobileItems, defaultOptions.productMobileScroll),
			},
		]),
	};
}

/** A generic carousel: slick's own `data-slick` options on the slider element. */
export function contentCarouselOptions(json: string | undefined, pageRtl: boolean): CarouselOptions {
	const settings = parseMarkupSettings(json);
	const base = layout(settings.slidesToShow, settings.slidesToScroll, defaultOptions.slidesToShow, defaultOptions.slidesToScroll);
	const responsive = Array.isArray(settings.responsive) ? settings.responsive : [];
	const breakpoints: Breakpoint[] = [];
	for (const entry of responsive) {
		if (isObject(entry) && isObject(entry.settings)) {
			const below = positive(entry.breakpoint, 0);
			if (below > 0) {
				breakpoints.push({ below, ...layout(entry.settings.slidesToShow, entry.settings.slidesToScroll, base.show, base.scroll) });
			}
		}
	}
	return {
		...flags(settings, { arrows: 'arrows', dots: 'dots', autoplay: 'autoplay', pauseOnHover: 'pauseOnHover', infinite: 'infinite', rtl: 'rtl' }, pageRtl),
		autoplaySpeedMs: positive(settings.autoplaySpeed, defaultOptions.autoplaySpeedMs),
		speedMs: positive(settings.speed, defaultOptions.transitionSpeedMs),
		layout: base,
		breakpoints: sortBreakpoints(breakpoints),
	};
}

/** The layout for a window this wide. */
export function layoutAt(options: CarouselOptions, windowWidth: number): Layout {
	let current = options.layout;
	for (const breakpoint of options.breakpoints) {
		if (windowWidth < breakpoint.below) {
			current = breakpoint;
		}
	}
	return { show: current.show, scroll: current.scroll };
}

type FlagKeys = Record<'arrows' | 'dots' | 'autoplay' | 'pauseOnHover' | 'infinite' | 'rtl', string>;

function flags(settings: Settings, keys: FlagKeys, pageRtl: boolean) {
	return {
		arrows: settingFlag(settings[keys.arrows], true),
		dots: settingFlag(settings[keys.dots], false),
		autoplay: settingFlag(settings[keys.autoplay], false),
		pauseOnHover: settingFlag(settings[keys.pauseOnHover], true),
		infinite: settingFlag(settings[keys.infinite], true),
		rtl: settingFlag(settings[keys.rtl], pageRtl),
	};
}

function layout(show: unknown, scroll: unknown, defaultShow: number, defaultScroll: number): Layout {
	const shown = Math.floor(positive(show, defaultShow));
	// Moving more than is shown would skip slides nobody saw.
	return { show: shown, scroll: Math.min(Math.floor(positive(scroll, defaultScroll)), shown) };
}

function sortBreakpoints(breakpoints: Breakpoint[]): readonly Breakpoint[] {
	return breakpoints.sort((a, b) => b.below - a.below);
}

/** At least 1: a number, or a string of digits as PHP prints some settings. */
function positive(value: unknown, fallback: number): number {
	const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
	return Number.isFinite(number) && number >= 1 ? number : fallback;
}
