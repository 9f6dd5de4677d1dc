import { describe, expect, it } from 'vitest';
import { contentCarouselOptions, layoutAt, productCarouselOptions } from '../../../islands/carousel/settings';

const PRODUCT_DEFAULTS = {
	arrows: true,
	dots: false,
	autoplay: false,
	autoplaySpeedMs: 3000,
	speedMs: 300,
	pauseOnHover: true,
	infinite: true,
	rtl: false,
	layout: { show: 4, scroll: 4 },
	breakpoints: [
		{ below: 800, show: 2, scroll: 2 },
		{ below: 480, show: 1, scroll: 1 },
	],
};

describe('product carousel settings (data-settings)', () => {
	it('reads every setting WooLentor prints', () => {
		const json = JSON.stringify({
			arrows: false,
			dots: true,
			autoplay: true,
			rtl: true,
			autoplay_speed: 5000,
			animation_speed: 600,
			pause_on_hover: false,
			product_items: 5,
			scroll_columns: 2,
			tablet_width: 900,
			tablet_display_columns: 3,
			tablet_scroll_columns: 1,
			mobile_width: 600,
			mobile_display_columns: 2,
			mobile_scroll_columns: 2,
		});
		expect(productCarouselOptions(json, false)).toEqual({
			arrows: false,
			dots: true,
			autoplay: true,
			autoplaySpeedMs: 5000,
			speedMs: 600,
			pauseOnHover: false,
			infinite: true,
			rtl: true,
			layout: { show: 5, scroll: 2 },
			breakpoints: [
				{ below: 900, show: 3, scroll: 1 },
				{ below: 600, show: 2, scroll: 2 },
			],
		});
	});

	it('takes the defaults for an empty object or no attribute', () => {
		expect(productCarouselOptions('{}', false)).toEqual(PRODUCT_DEFAULTS);
		expect(productCarouselOptions(undefined, false)).toEqual(PRODUCT_DEFAULTS);
	});

	it.each([
		['not JSON', '{arrows: true'],
		['an array', '[4, 4]'],
		['a number', '4'],
		['null', 'null'],
		['a string', '"product_items"'],
	])('falls back to the defaults, never throwing, for malformed data-settings (%s)', (_, json) => {
		expect(() => productCarouselOptions(json, false)).not.toThrow();
		expect(productCarouselOptions(json, false)).toEqual(PRODUCT_DEFAULTS);
	});

	it('replaces non-numbers, negatives, zero and NaN-like values with their defaults', () => {
		const json = JSON.stringify({
			autoplay_speed: 'soon',
			animation_speed: -300,
			product_items: 0,
			scroll_columns: 'four',
			tablet_width: null,
			tablet_display_columns: -2,
			tablet_scroll_columns: {},
			mobile_width: '-480',
			mobile_display_columns: [],
			mobile_scroll_columns: '1e9x',
		});
		expect(productCarouselOptions(json, false)).toEqual(PRODUCT_DEFAULTS);
	});

	it('reads numbers PHP printed as strings, and never scrolls more than it shows', () => {
		const options = productCarouselOptions(JSON.stringify({ product_items: '3', scroll_columns: '6', autoplay_speed: '2500' }), false);
		expect(options.layout).toEqual({ show: 3, scroll: 3 });
		expect(options.autoplaySpeedMs).toBe(2500);
	});

	it('follows the page direction when the settings say nothing of rtl', () => {
		expect(productCarouselOptions('{}', true).rtl).toBe(true);
		expect(productCarouselOptions('{"rtl":false}', true).rtl).toBe(false);
	});
});

describe('generic carousel settings (data-slick)', () => {
	it('shows and scrolls one slide, autoplays every 3000 ms once asked and moves in 500 ms', () => {
		const options = contentCarouselOptions('{"autoplay":true}', false);
		expect(options.layout).toEqual({ show: 1, scroll: 1 });
		expect(options.autoplay).toBe(true);
		expect(options.autoplaySpeedMs).toBe(3000);
		expect(options.speedMs).toBe(500);
		expect(options.breakpoints).toEqual([]);
	});

	it('reads slick options and responsive breakpoints, dropping the broken ones', () => {
		const options = contentCarouselOptions(
			JSON.stringify({
				slidesToShow: 3,
				slidesToScroll: 1,
				autoplaySpeed: 4000,
				speed: 250,
				responsive: [{ breakpoint: 600, settings: { slidesToShow: 1 } }, { breakpoint: -1, settings: {} }, 'garbage', { breakpoint: 1000, settings: { slidesToShow: 2, slidesToScroll: 2 } }],
			}),
			false,
		);
		expect(options.layout).toEqual({ show: 3, scroll: 1 });
		expect(options.breakpoints).toEqual([
			{ below: 1000, show: 2, scroll: 2 },
			{ below: 600, show: 1, scroll: 1 },
		]);
		expect([options.autoplaySpeedMs, options.speedMs]).toEqual([4000, 250]);
	});

	it('falls back to the defaults for malformed JSON and bad numbers', () => {
		for (const json of ['{', JSON.stringify({ slidesToShow: -1, slidesToScroll: 'x', autoplaySpeed: -5, speed: 'fast' })]) {
			const options = contentCarouselOptions(json, false);
			expect(options.layout).toEqual({ show: 1, scroll: 1 });
			expect([options.autoplaySpeedMs, options.speedMs]).toEqual([3000, 500]);
		}
	});
});

describe('layout by window width', () => {
	it('uses the tablet layout under 800 px and the mobile one under 480 px', () => {
		const options = productCarouselOptions('{}', false);
		expect(layoutAt(options, 1280)).toEqual({ show: 4, scroll: 4 });
		expect(layoutAt(options, 800)).toEqual({ show: 4, scroll: 4 });
		expect(layoutAt(options, 799)).toEqual({ show: 2, scroll: 2 });
		expect(layoutAt(options, 479)).toEqual({ show: 1, scroll: 1 });
	});
});
