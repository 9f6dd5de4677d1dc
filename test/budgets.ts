/**
 * Gzipped size budgets, in bytes, checked by test/budget.test.ts against the production
 * build. An island's budget covers its own chunk and every chunk it imports statically,
 * except those the entry already loaded. A new island adds one line here.
 */
export const ENTRY_BUDGET = 6 * 1024;

export const ISLAND_BUDGETS: Readonly<Record<string, number>> = {
	// The cart store, storage and cookies; the request code loads only when needed.
	'mini-cart': 7 * 1024,
	'hide-if-empty': 7 * 1024,
	'mini-cart-dropdown': 2 * 1024,
	// The request code and @wordpress/i18n (shared/storage.ts, which the popups use too, is a chunk of its own: +70 B).
	'add-to-cart': 12.25 * 1024,
	// React and react-dom are the bulk of it.
	'cart-panel': 56 * 1024,
	// Plain DOM: it only decorates the server's row.
	'cart-row-toggle': 1024,
	// React (shared with the cart panel), its own 6.4 KB, and the request code and @wordpress/i18n
	// the add to cart already uses.
	'variations-form': 66 * 1024,
	// Product page, plain DOM over the server's markup (no React).
	quantity: 1024,
	'product-tabs': 1.5 * 1024,
	// @wordpress/i18n for "Please select a rating".
	'review-rating': 6 * 1024,
	// With the shared panel store (nanostores) and the focus trap.
	'size-chart': 3 * 1024,
	'sticky-add-to-cart': 1024,
	// React (shared with the cart panel), glider-js and the thumbnails; PhotoSwipe is a chunk of its own.
	gallery: 60 * 1024,
	// Site chrome, plain DOM over Storefront's and the theme's markup, each with the panel store
	// (nanostores, 1.3 KB); the popups with the focus trap and storage.
	'mobile-nav': 3.5 * 1024,
	'footer-bar': 1024,
	'location-popup': 3.5 * 1024,
	'special-menu': 3.5 * 1024,
};

/**
 * Chunks an island imports on first use (by their file name in `chunks/`), with what they
 * import that the island has not loaded already.
 */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, { readonly island: string; readonly budget: number }>> = {
	// PhotoSwipe 5 and its stylesheet, on the first pointer over the trigger or use of a lightbox.
	lightbox: { island: 'gallery', budget: 22 * 1024 },
};

/** The stylesheet of all islands. */
export const STYLE_BUDGET = 4 * 1024;

/**
 * The JavaScript each fixture page loads before any interaction (gzip, every file summed),
 * checked by test/browser/page-budgets.test.ts on a first visit with items in the cart. A new
 * fixture page adds one line here. Most pages carry the loader and the mini-cart with the cart
 * refresh code (React waits until the shopper reaches for the cart panel); the cart page has
 * no mini-cart, only its row toggles; the checkout has neither. A variable product adds the
 * variations form, React with it, which starts as soon as the form is in view (at load: it is
 * in the first view; README, "When it loads"). The
 * quantity stepper (under 1 KB, plain DOM) loads where a quantity box is in view at load:
 * product forms and the cart. The loader carries one registry line per island.
 */
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
	// Every page: the location popup (its saved name shows at load) and the special menu (its 3 s
	// timer starts at load), ~3 KB with the panel store, which the cart and checkout had not loaded.
	'/': 20 * 1024,
	'/shop/': 20 * 1024,
	// Product pages: the gallery is in the first view, so React and glider-js come at load (~52 KB);
	// on a variable product the variations form (visible too) adds its own chunk beside the same React.
	'/product/garlic-bread/': 74 * 1024,
	'/product/margherita/': 90 * 1024,
	'/product/poke-bowl/': 90 * 1024,
	'/product/tapas-trio/': 74 * 1024,
	'/product/signature-chilli-oil/': 73 * 1024,
	'/cart/': 12 * 1024,
	'/checkout/': 10.5 * 1024,
	'/my-account/': 20 * 1024,
	'/contact/': 20 * 1024,
};
