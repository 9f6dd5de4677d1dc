import type { Page } from 'playwright-core';

/**
 * What `npm run bench` measures: the pages, and the interactions timed from the shopper's
 * input to the feedback on screen. Both are tables: a new page or a new island's interaction
 * is one more entry, measured and reported like the others. Quick view will be
 * `click('a.woolentor-quickview-btn[data-quick-id="101"]')` until its modal shows; search,
 * `typeInto('.site-search .search-field', 'pizza')` from `keydown` until the results list
 * shows.
 */

export interface BenchPage {
	/** The row's name in the results. */
	readonly id: string;
	readonly path: string;
}

/** Every page is visited by a shopper with items in the cart (support/cart.ts), so the cart and checkout show them. */
export const BENCH_PAGES: readonly BenchPage[] = [
	{ id: 'home', path: '/' },
	{ id: 'shop, 24 cards', path: '/shop/' },
	{ id: 'shop, 200 cards', path: '/shop/?cards=200' },
	{ id: 'simple product', path: '/product/garlic-bread/' },
	{ id: 'variable product', path: '/product/margherita/' },
	{ id: 'variable product, 36 variations', path: '/product/poke-bowl/' },
	{ id: 'variable product, 36 variations, no printed combinations', path: '/product/poke-bowl/?combinations=no' },
	{ id: 'grouped product', path: '/product/tapas-trio/' },
	{ id: 'external product', path: '/product/signature-chilli-oil/' },
	{ id: 'cart', path: '/cart/' },
	{ id: 'checkout', path: '/checkout/' },
	{ id: 'contact', path: '/contact/' },
];

/** Feedback is shown once every condition holds: the selector matches (and its text contains `text`). */
export interface Feedback {
	readonly selector: string;
	readonly text?: string;
}

export interface Interaction {
	/** The page it starts from, with an empty cart, once its load has settled. */
	readonly path: string;
	/** The input event the clock starts at (its `timeStamp`, the moment of input). */
	readonly startOn: 'click' | 'keydown';
	readonly act: (page: Page) => Promise<void>;
	/** The clock stops at the first frame where all of these hold. */
	readonly until: readonly Feedback[];
}

/** A real click (pointer moved over it first, as a mouse does). */
export const click =
	(selector: string) =>
	(page: Page): Promise<void> =>
		page.click(selector);

/** Keys typed one by one into a field. */
export const typeInto =
	(selector: string, text: string) =>
	(page: Page): Promise<void> =>
		page.locator(selector).pressSequentially(text);

/** `count` clicks as fast as script can make them, cycling through `selectors`. */
export const clickBurst =
	(selectors: readonly string[], count: number) =>
	(page: Page): Promise<void> =>
		page.evaluate(
			({ targets, times }) => {
				for (let index = 0; index < times; index += 1) {
					document.querySelector<HTMLElement>(targets[index % targets.length] as string)?.click();
				}
			},
			{ targets: [...selectors], times: count },
		);

/** Keys pressed on the elements in turn (a closed select takes ArrowDown / End as a new choice). */
export const pressOn =
	(steps: ReadonlyArray<readonly [selector: string, key: string]>) =>
	async (page: Page): Promise<void> => {
		for (const [selector, key] of steps) {
			await page.press(selector, key);
		}
	};

const SELECT = (name: string): string => `form.variations_form select[name="attribute_${name}"]`;

const CARD = (productId: number): string => `ul.products a.ajax_add_to_cart[data-product_id="${productId}"]`;
const MINI_CART_ITEM = (productId: number): string => `#site-header-cart .mini_cart_item a.remove[data-product_id="${productId}"]`;
const HEADER_COUNT = '#site-header-cart .cart-contents .count';
const FIVE_DISHES = [101, 102, 103, 104, 105];
const GALLERY_TRIGGER = '.woocommerce-product-gallery__trigger';

export const INTERACTIONS: Readonly<Record<string, Interaction>> = {
	// Issue 3: click → the button shows "added" and the header mini-cart lists the dish (first add on the page, island not loaded yet).
	'add to cart': {
		path: '/shop/',
		startOn: 'click',
		act: click(CARD(101)),
		until: [{ selector: `${CARD(101)}.added` }, { selector: MINI_CART_ITEM(101) }],
	},
	// Issue 3: twenty fast clicks on five dishes, until the queue has drained and the count says 20.
	'20 adds, queue drained': {
		path: '/shop/',
		startOn: 'click',
		act: clickBurst(FIVE_DISHES.map(CARD), 20),
		until: [{ selector: HEADER_COUNT, text: '20 items' }],
	},
	// Issue 10: a choice of size → the crusts it cannot come with are disabled (no request).
	'variation options filtered': {
		path: '/product/margherita/',
		startOn: 'keydown',
		act: pressOn([[SELECT('pa_size'), 'End']]),
		until: [{ selector: `${SELECT('crust')} option[value="Thin"]:disabled` }],
	},
	// Issue 10: a full choice matched in the page's data → the price shows (300 ms panel delay included).
	'variation shown (in page)': {
		path: '/product/margherita/',
		startOn: 'keydown',
		act: pressOn([
			[SELECT('pa_size'), 'ArrowDown'],
			[SELECT('crust'), 'ArrowDown'],
		]),
		until: [{ selector: '.single_variation .woocommerce-variation-price' }],
	},
	// Issue 10: above the threshold, a full choice asked of get_variation → the price shows.
	'variation shown (get_variation)': {
		path: '/product/poke-bowl/',
		startOn: 'keydown',
		act: pressOn([
			[SELECT('pa_base'), 'ArrowDown'],
			[SELECT('pa_protein'), 'ArrowDown'],
		]),
		until: [{ selector: '.single_variation .woocommerce-variation-price' }],
	},
	// Issue 10: the first click on the size-chart button (its chunk loads on that click) until the dialog shows.
	'size chart open': {
		path: '/product/margherita/',
		startOn: 'click',
		act: click('[data-island="size-chart"]'),
		until: [{ selector: '.size-chart-popup.is-active[role="dialog"]' }],
	},
	// Issue 11: the gallery trigger's first click until PhotoSwipe's dialog shows, its chunk fetched on that click…
	'lightbox first open (cold)': {
		path: '/product/chefs-tasting-menu/',
		startOn: 'click',
		act: click(GALLERY_TRIGGER),
		until: [{ selector: '.pswp--open .pswp__img' }],
	},
	// …and once pointing at the trigger has fetched it (the shopper's pointer passes over it first).
	'lightbox first open (warm)': {
		path: '/product/chefs-tasting-menu/',
		startOn: 'click',
		act: async (page) => {
			await page.hover(GALLERY_TRIGGER);
			await page.waitForFunction(() =>
				performance.getEntriesByType('resource').some((entry) => /\/chunks\/lightbox-[\w-]+\.js$/.test(entry.name)),
			);
			await page.click(GALLERY_TRIGGER);
		},
		until: [{ selector: '.pswp--open .pswp__img' }],
	},
	// Issue 10: the rating summary's review link until the reviews tab is selected (the tabs may still be loading).
	'review link opens reviews': {
		path: '/product/margherita/',
		startOn: 'click',
		act: click('.woocommerce-review-link'),
		until: [{ selector: '#tab-title-reviews a[aria-selected="true"]' }],
	},	// Issue 14: at a phone's width, the menu button's first click (the navigation's chunk loads on
	// the first interaction with it; the click is held meanwhile) until the menu is open with its toggles.
	'handheld menu first open': {
		path: '/',
		startOn: 'click',
		act: async (page) => {
			await page.setViewportSize({ width: 390, height: 800 });
			await page.click('#site-navigation button.menu-toggle');
		},
		until: [{ selector: '#site-navigation.toggled .handheld-navigation .dropdown-toggle' }],
	},
	// Issue 14: the header's location button (its island loaded once the page was idle) until the popup shows.
	'location popup open': {
		path: '/',
		startOn: 'click',
		act: click('.site-header-location__toggle'),
		until: [{ selector: '#location-popup:not([hidden]) .location-popup__select' }],
	},
};
