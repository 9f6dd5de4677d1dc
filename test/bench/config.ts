import type { Page } from 'playwright-core';

/**
 * What `npm run bench` measures: the pages, and the interactions timed from the shopper's
 * input to the feedback on screen. Both are tables: a new page or a new island's interaction
 * is one more entry, measured and reported like the others.
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
	{ id: 'block checkout', path: '/block-checkout/' },
	{ id: 'contact', path: '/contact/' },
	{ id: 'my account', path: '/my-account/' },
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
	/** Start at the last such event rather than the first (typed words: the time after the last key). */
	readonly fromLast?: boolean;
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

/** Keys typed one by one at a shopper's pace. */
export const typeAt =
	(selector: string, text: string, charactersPerSecond: number) =>
	(page: Page): Promise<void> =>
		page.locator(selector).pressSequentially(text, { delay: 1000 / charactersPerSecond });

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

/** The pointer reaches the gallery, which starts its island (on intent since #24), and its trigger shows. */
async function reachGallery(page: Page): Promise<void> {
	await page.hover('.woocommerce-product-gallery');
	await page.waitForSelector(GALLERY_TRIGGER);
}
const SEARCH_FIELD = '#masthead .site-search.ajax-search input[name="s"]';
const SEARCH_RESULTS = '#masthead .shop-islands-live-search:not([hidden]) [role="option"]';
const QUICK_VIEW = (productId: number): string => `a.woolentor-quickview-btn[data-product_id="${productId}"]`;
const QUICK_VIEW_CONTENT = '.shop-islands-quick-view__dialog .shop-islands-quick-view__body .product';

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
	// Issue 11: the gallery trigger's first click until PhotoSwipe's dialog shows, its chunk fetched on that click
	// (the gallery itself started by the pointer reaching it, #24: the trigger is the island's)…
	'lightbox first open (cold)': {
		path: '/product/chefs-tasting-menu/',
		startOn: 'click',
		act: async (page) => {
			await reachGallery(page);
			await page.click(GALLERY_TRIGGER);
		},
		until: [{ selector: '.pswp--open .pswp__img' }],
	},
	// …and once pointing at the trigger has fetched it (the shopper's pointer passes over it first).
	'lightbox first open (warm)': {
		path: '/product/chefs-tasting-menu/',
		startOn: 'click',
		act: async (page) => {
			await reachGallery(page);
			await page.hover(GALLERY_TRIGGER);
			await page.waitForFunction(() =>
				performance.getEntriesByType('resource').some((entry) => /\/chunks-\w+\/lightbox-[\w-]+\.js$/.test(entry.name)),
			);
			await page.click(GALLERY_TRIGGER);
		},
		until: [{ selector: '.pswp--open .pswp__img' }],
	},
	// Issue 14: the password toggle's click until the field shows its text (the toggle mounted at load).
	'password shown': {
		path: '/my-account/',
		startOn: 'click',
		act: click('form.woocommerce-form-login .show-password-input'),
		until: [{ selector: 'form.woocommerce-form-login #password[type="text"]' }],
	},
	// Issue 14: the header login's submit (its chunk loads on pointing at the dropdown) until the server's refusal shows.
	'header login refused': {
		path: '/',
		startOn: 'click',
		act: async (page) => {
			await page.hover('.site-header-account__toggle');
			await page.fill('.site-header-account input[name="username"]', 'demo');
			await page.fill('.site-header-account input[name="password"]', 'wrong');
			await page.click('.site-header-account button[type="submit"]');
		},
		until: [{ selector: '.shop-islands-login-notice', text: 'Wrong username or password.' }],
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
	// Issue 12: "pho" typed at 8 characters a second into the header's live search, its chunk loading on the
	// first key; from the last key until the results show (the theme's "No results"). Requests: goal 1.
	'live search "pho" at 8 keys/s (chunk cold)': {
		path: '/',
		startOn: 'keydown',
		fromLast: true,
		act: typeAt(SEARCH_FIELD, 'pho', 8),
		until: [{ selector: SEARCH_RESULTS }],
	},
	// …and "pizza" once pointing at the box has loaded the island: two dishes found.
	'live search "pizza" at 8 keys/s (chunk warm)': {
		path: '/',
		startOn: 'keydown',
		fromLast: true,
		act: async (page) => {
			await page.hover(SEARCH_FIELD);
			await page.waitForFunction(() => document.querySelector('#masthead [role="combobox"]') !== null);
			await typeAt(SEARCH_FIELD, 'pizza', 8)(page);
		},
		until: [{ selector: SEARCH_RESULTS, text: 'Pizza' }],
	},
	// Issue 12: a quick-view button's first click until the dialog shows the product: React and the
	// island load as the pointer reaches the button, then the quick-view HTML is fetched…
	'quick view open (cold)': {
		path: '/shop/',
		startOn: 'click',
		act: click(QUICK_VIEW(101)),
		until: [{ selector: QUICK_VIEW_CONTENT }],
	},
	// …and once the island is there (the pointer passed over a button): the request and the render alone.
	'quick view open (warm)': {
		path: '/shop/',
		startOn: 'click',
		act: async (page) => {
			await page.hover(QUICK_VIEW(102));
			await page.waitForSelector('.shop-islands-quick-view-root', { state: 'attached' });
			await page.click(QUICK_VIEW(101));
		},
		until: [{ selector: QUICK_VIEW_CONTENT }],
	},
	// Issue 15: sending the empty contact form until the server's errors show under the fields.
	'contact form, invalid submit': {
		path: '/contact/',
		startOn: 'click',
		act: click('#wpcf7-f11-p62-o1 .wpcf7-submit'),
		until: [{ selector: '#wpcf7-f11-p62-o1 form.invalid .wpcf7-not-valid-tip' }],
	},
	// Issue 13: a card's "Add to wishlist" until the header counter shows the new count: the link's and the
	// counters' chunks load as the pointer reaches the link, then the add and the count request.
	'wishlist add (cold)': {
		path: '/shop/',
		startOn: 'click',
		act: click('a.add_to_wishlist[data-product-id="101"]'),
		until: [{ selector: 'a.add_to_wishlist.added[data-product-id="101"]' }, { selector: '.header-wishlist .count', text: '1' }],
	},
	// Issue 13: the home page's product carousel, scrolled into view (its chunk and React load then),
	// from a click on Next until the second page's dot is current.
	'carousel next page': {
		path: '/',
		startOn: 'click',
		act: async (page) => {
			await page.locator('#product-slider-b3c9e1f').scrollIntoViewIfNeeded();
			await page.click('#product-slider-b3c9e1f + .shop-islands-carousel__controls .shop-islands-carousel__pause');
			await page.click('#product-slider-b3c9e1f + .shop-islands-carousel__controls .shop-islands-carousel__next');
		},
		until: [{ selector: '#product-slider-b3c9e1f + .shop-islands-carousel__controls [aria-current="true"][aria-label="Go to page 2"]' }],
	},
};
