// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhp } from '../support/php';

/** The classic handles php-enqueue dequeues for a build's islands (includes/replaced-scripts.php). */

const RUNNER = path.join(import.meta.dirname, 'replaced-scripts.php');

describeWithPhp('php-enqueue replaced scripts', (php) => {
	function handlesFor(islands: readonly string[], list: 'scripts' | 'libraries' = 'scripts'): unknown {
		const result = runPhp(php, [RUNNER, JSON.stringify(islands), ...(list === 'libraries' ? ['libraries'] : [])]);
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
		return JSON.parse(result.stdout);
	}

	it('dequeues WooLentor\'s quick-view script only when the build has the quick-view island', () => {
		expect(handlesFor(['add-to-cart', 'mini-cart-removal', 'quick-view'])).toEqual(['woolentor-quickview', 'wc-add-to-cart']);
		expect(handlesFor(['add-to-cart', 'mini-cart-removal'])).toEqual(['wc-add-to-cart']);
	});

	it("dequeues WooCommerce's add-to-cart script only when the build has both its jobs, the loop's add and the mini-cart's removal", () => {
		expect(handlesFor(['add-to-cart'])).toEqual([]);
		expect(handlesFor(['mini-cart-removal'])).toEqual([]);
		expect(handlesFor(['mini-cart-removal', 'add-to-cart'])).toEqual(['wc-add-to-cart']);
	});

	it('may retire WooLentor\'s slick, which its quick-view module and its widgets queue, with the quick view or the carousel', () => {
		expect(handlesFor(['quick-view'], 'libraries')).toEqual(['slick']);
		expect(handlesFor(['carousel'], 'libraries')).toEqual(['slick']);
		expect(handlesFor(['carousel', 'quick-view'], 'libraries')).toEqual(['slick']);
		expect(handlesFor(['add-to-cart'], 'libraries')).toEqual([]);
	});

	it("dequeues WooLentor's widget and block scripts, jQuery Countdown and accordion-js only when the build has the carousel, the countdown and the FAQ", () => {
		const woolentor = ['woolentor-widgets-scripts', 'woolentor-block-main', 'countdown-min', 'woolentor-accordion-min'];
		expect(handlesFor(['carousel', 'countdown', 'faq'])).toEqual(['woolentor-flash-sale-module', ...woolentor]);
		expect(handlesFor(['countdown', 'faq'])).toEqual(['woolentor-flash-sale-module']);
		expect(handlesFor(['carousel'])).toEqual([]);
		expect(handlesFor(['faq', 'lazy-background'])).toEqual([]);
	});

	it("dequeues WooLentor's flash-sale module script (its deal countdowns) when the build has the countdown", () => {
		expect(handlesFor(['countdown'])).toEqual(['woolentor-flash-sale-module']);
		expect(handlesFor(['carousel', 'faq'])).toEqual([]);
	});

	it('dequeues the theme\'s product script (tooltips, wishlist counters, live search) only when the build has all three', () => {
		expect(handlesFor(['tooltips', 'wishlist-count', 'live-search'])).toEqual(['poco-products-ajax-search', 'poco-products']);
		expect(handlesFor(['tooltips', 'wishlist-count'])).toEqual([]);
		expect(handlesFor(['wishlist-count', 'live-search'])).toEqual(['poco-products-ajax-search']);
	});

	it("dequeues YITH's React button and editor scripts with the wishlist links island, and its jQuery script only with the title island too", () => {
		const react = ['yith-wcwl-add-to-wishlist', 'yith-wcwl-add-to-wishlist-gutenberg'];
		expect(handlesFor(['wishlist-button', 'wishlist-title'])).toEqual([...react, 'jquery-yith-wcwl', 'jquery-yith-wcwl-user']);
		expect(handlesFor(['wishlist-button'])).toEqual(react);
		expect(handlesFor(['wishlist-title'])).toEqual([]);
	});
});
