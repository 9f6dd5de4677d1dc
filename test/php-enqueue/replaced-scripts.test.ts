// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/** The classic handles php-enqueue dequeues for a build's islands (includes/replaced-scripts.php). */

const RUNNER = path.join(import.meta.dirname, 'replaced-scripts.php');

/** The page the handles are asked for (test/php-enqueue/replaced-scripts.php); by default neither. */
interface Page {
	/** The bundle's stylesheet is queued. */
	readonly stylesheet?: boolean;
	readonly product?: boolean;
	/** The theme's template files, as paths in its folder. */
	readonly themeFiles?: readonly string[];
	/** Hooks something filters. */
	readonly filtered?: readonly string[];
	/** Constants defined (a theme's add-on). */
	readonly defined?: readonly string[];
}

interface Answer {
	readonly handles: readonly string[];
	readonly steppers: Readonly<Record<string, unknown>>;
}

describeWithPhp('php-enqueue replaced scripts', (php) => {
	function handlesFor(islands: readonly string[], list: 'scripts' | 'libraries' | Page = 'scripts'): unknown {
		if (list === 'libraries') {
			return runPhpJson(php, [RUNNER, JSON.stringify(islands), 'libraries']);
		}
		return answerFor(islands, list === 'scripts' ? {} : list).handles;
	}

	function answerFor(islands: readonly string[], page: Page): Answer {
		return runPhpJson(php, [RUNNER, JSON.stringify(islands), JSON.stringify(page)]) as Answer;
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

	it("dequeues the themes' stepper scripts of the shapes the quantity island draws (Kadence's, Astra's) with it, and Kadence's gallery-height script with the gallery", () => {
		expect(handlesFor(['quantity'])).toEqual(['kadence-shop-spinner', 'astra-add-to-cart-quantity-btn']);
		expect(handlesFor(['gallery'])).toEqual(['kadence-product-cls']);
		expect(handlesFor(['product-tabs', 'review-rating'])).toEqual([]);
	});

	it("gives the island each stepper script's look, and keeps Astra's where Astra Pro (which draws other looks) runs", () => {
		expect(answerFor(['quantity'], {}).steppers).toEqual({
			'kadence-shop-spinner': { boxClass: 'spinners-added', control: 'input', placeholder: null, updatesCart: false },
			'astra-add-to-cart-quantity-btn': { boxClass: 'buttons_added', control: 'link', placeholder: 'ast-qty-placeholder', updatesCart: true },
		});
		const withPro = answerFor(['quantity'], { defined: ['ASTRA_EXT_VER'] });
		expect(withPro.handles).toEqual(['kadence-shop-spinner']);
		expect(Object.keys(withPro.steppers)).toEqual(['kadence-shop-spinner']);
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

	it("dequeues Storefront's brands script wherever the bundle's stylesheet is queued, whose sticky A–Z index replaces it", () => {
		expect(handlesFor([], { stylesheet: true })).toEqual(['storefront-woocommerce-brands']);
		expect(handlesFor([], { stylesheet: false })).toEqual([]);
	});

	it("dequeues comment-reply on a product page whose reviews are WooCommerce's templates, which print no reply link", () => {
		expect(handlesFor([], { product: true })).toEqual(['comment-reply']);
		// Posts and pages: a blog's comments do reply.
		expect(handlesFor([], { product: false })).toEqual([]);
		// A theme's copy of a review or of the list, in its WooCommerce folder or at its root, may print one.
		for (const file of ['woocommerce/single-product/review.php', 'single-product/review.php', 'woocommerce/single-product-reviews.php', 'single-product-reviews.php']) {
			expect(handlesFor([], { product: true, themeFiles: [file] })).toEqual([]);
		}
		// So may a list whose callback code changed.
		expect(handlesFor([], { product: true, filtered: ['woocommerce_product_review_list_args'] })).toEqual([]);
		// The theme's other templates change nothing.
		expect(handlesFor([], { product: true, themeFiles: ['woocommerce/single-product/title.php'] })).toEqual(['comment-reply']);
	});
});
