import type { Page } from 'playwright-core';

/**
 * Every modal, dropdown and popup the fixture pages can open, for the checks that look at
 * them open (accessibility, reduced motion). An island that adds one (quick view, live
 * search results, the location popup…) adds an entry here and is checked on every page
 * where it is available.
 */

export interface Overlay {
	/** Matches (visible or not) on pages where the overlay can be opened. */
	readonly available: string;
	/** Visible while the overlay is open, hidden once it is closed: what the checks look at. */
	readonly shown: string;
	open(page: Page): Promise<void>;
	close(page: Page): Promise<void>;
	/**
	 * The same overlay as the page without the islands opens it with its plugin's own script
	 * (the real store's classic page), which the checks hold the island's to; absent where that
	 * page has none.
	 */
	readonly classic?: Omit<Overlay, 'classic'>;
}

/** Closes what hover or focus opened: the pointer moves off it and focus leaves it. */
async function moveAway(page: Page): Promise<void> {
	await page.mouse.move(1, 1);
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const ROW_TOGGLE = 'tr.woocommerce-cart-form__cart-item button.shop-islands-row-toggle';

/** The row details start expanded: the toggle is clicked only when it is not in the wanted state. */
async function setRowDetails(page: Page, expanded: boolean): Promise<void> {
	const toggle = page.locator(ROW_TOGGLE).first();
	if ((await toggle.getAttribute('aria-expanded')) !== String(expanded)) {
		await toggle.click();
	}
}

/** How long an overlay may take to open or close before the check fails. */
const OVERLAY_TIMEOUT_MS = 5000;

export const OVERLAYS: Readonly<Record<string, Overlay>> = {
	'cart side panel': {
		available: '.shop-islands-cart-panel',
		shown: '.shop-islands-cart-panel [role="dialog"]',
		open: (page) => page.click('.site-header-cart a.cart-contents'),
		close: (page) => page.keyboard.press('Escape'),
	},
	'header mini-cart dropdown': {
		available: '.site-header-cart:not(.shop-islands-no-dropdown) .widget_shopping_cart',
		shown: '.site-header-cart .widget_shopping_cart',
		open: (page) => page.hover('.site-header-cart a.cart-contents'),
		close: moveAway,
	},
	'account dropdown': {
		available: '.site-header-account__panel',
		shown: '.site-header-account__panel',
		open: (page) => page.hover('.site-header-account__toggle'),
		close: moveAway,
	},
	'navigation submenu': {
		available: '.primary-navigation .menu-item-has-children > .sub-menu',
		shown: '.primary-navigation .menu-item-has-children > .sub-menu',
		open: (page) => page.hover('.primary-navigation .menu-item-has-children > a'),
		close: moveAway,
	},
	'size chart': {
		available: '[data-island="size-chart"]',
		shown: '.size-chart-popup[role="dialog"]',
		open: (page) => page.click('[data-island="size-chart"]'),
		close: (page) => page.keyboard.press('Escape'),
	},
	// PhotoSwipe 5 from the gallery's trigger (its chunk loads on the click).
	'gallery lightbox': {
		available: '.woocommerce-product-gallery--with-images',
		shown: '.pswp--open',
		open: (page) => page.click('.woocommerce-product-gallery__trigger'),
		close: (page) => page.keyboard.press('Escape'),
	},
	// WooLentor's quick view of the first card; its root is there once a quick-view button has been used or focused.
	'quick view': {
		available: '.shop-islands-quick-view-root',
		shown: '.shop-islands-quick-view__body .product',
		open: (page) => page.click('a.woolentor-quickview-btn'),
		close: (page) => page.keyboard.press('Escape'),
		// WooLentor's own modal, where its script runs: the same answer, from the same button.
		classic: {
			available: 'html:not(:has(#shop-islands-settings)) #woolentor-quickview-modal',
			shown: '#woolentor-quickview-modal.woolentor-quickview-open .woolentor-quickview-modal-body .product',
			open: (page) => page.click('a.woolentor-quickview-btn'),
			close: (page) => page.keyboard.press('Escape'),
		},
	},
	// Offered once its island has mounted (the page without islands has the markup but cannot open it).
	'location popup': {
		available: '[data-island="location-popup"] .site-header-location__toggle[aria-expanded]',
		shown: '#location-popup .location-popup__dialog',
		open: (page) => page.click('.site-header-location__toggle'),
		close: (page) => page.keyboard.press('Escape'),
	},
	'cart row details': {
		available: ROW_TOGGLE,
		shown: 'tr.woocommerce-cart-form__cart-item dl.variation',
		open: (page) => setRowDetails(page, true),
		close: (page) => setRowDetails(page, false),
	},
	// The header's live search results, for a query typed into the theme's box (the island loads on focus);
	// only where the bundle runs (its settings tag): on the classic page the box is a plain search form.
	'live search results': {
		available: 'html:has(#shop-islands-settings) #masthead .site-search.ajax-search',
		shown: '#masthead .shop-islands-live-search',
		open: (page) => page.fill('#masthead .site-search.ajax-search input[name="s"]', 'pizza'),
		close: (page) => page.keyboard.press('Escape'),
	},
};

/** The overlays this page offers. */
export async function overlaysOn(page: Page): Promise<Array<[string, Overlay]>> {
	const entries = Object.entries(OVERLAYS);
	const available = await page.evaluate(
		(selectors) => selectors.map((selector) => document.querySelector(selector) !== null),
		entries.map(([, overlay]) => overlay.available),
	);
	return entries.filter((_entry, index) => available[index]);
}

export async function openOverlay(page: Page, overlay: Overlay): Promise<void> {
	await overlay.open(page);
	await page.locator(overlay.shown).first().waitFor({ state: 'visible', timeout: OVERLAY_TIMEOUT_MS });
	// Opened means settled: a check made mid-fade (PhotoSwipe's backdrop and bars) reads colours that are not the overlay's.
	await page.waitForFunction(
		(selector) =>
			(document.querySelector(selector)?.getAnimations({ subtree: true }) ?? []).every(
				(animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
			),
		overlay.shown,
		{ timeout: OVERLAY_TIMEOUT_MS },
	);
}

/** Closed: hidden, or moved off the screen (Storefront parks its dropdowns at `left: -999em`). */
export async function closeOverlay(page: Page, overlay: Overlay): Promise<void> {
	await overlay.close(page);
	await page.waitForFunction(
		(selector) => {
			const element = document.querySelector(selector);
			if (!element) {
				return true;
			}
			const box = element.getBoundingClientRect();
			const empty = box.width === 0 && box.height === 0;
			const offScreen = box.right <= 0 || box.bottom <= 0 || box.left >= window.innerWidth;
			return empty || offScreen || getComputedStyle(element).visibility === 'hidden';
		},
		overlay.shown,
		{ timeout: OVERLAY_TIMEOUT_MS },
	);
}
