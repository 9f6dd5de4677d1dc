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
	// The request code and @wordpress/i18n (in more, smaller chunks since the live search, the header
	// login, the quick view and the contact form share them, and the button state it shares with the
	// variations form and the quick view).
	'add-to-cart': 13.5 * 1024,
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
	// React (shared with the cart panel), the combobox, the price allow-list, and the request code and
	// @wordpress/i18n the add to cart already uses; loaded only when the shopper reaches for the box.
	'live-search': 55 * 1024,
	// React (shared with the cart panel), the dialog and its slider, and the request code the add to cart already uses.
	'quick-view': 62 * 1024,
	// Site chrome, account side: plain DOM. The notice reads and writes its cookie (the `cookie`
	// package); the toggle's labels need @wordpress/i18n; the login brings the request code; the
	// banner loads api-fetch only on its first dismissal.
	'store-notice': 2.5 * 1024,
	'password-toggle': 6 * 1024,
	'account-dropdown': 7 * 1024,
	'coming-soon-banner': 1024,
	// The listing's sort select (with these and the quantity it retires WooCommerce's site-wide script).
	'sort-order': 1024,
	// WooCommerce's site-wide script's two jobs at load: the first alert notice's focus, the result count's re-announcement.
	'notice-focus': 1024,
	'result-count': 1024,
	// React (shared with the cart panel), its own rules, requests and view (~6 KB), the request code and @wordpress/i18n.
	'contact-form': 62 * 1024,
	// Order attribution, at idle on every page: its own 3.9 KB (the classifier, the source cookies,
	// the consent and attribution stores) and the settings and nanostores the mini-cart already
	// brings to most pages. WooCommerce's sourcebuster and script were ~5.5 KB, at load.
	'order-attribution': 6.5 * 1024,
	// The same, and the checkout's inputs and extension data; only where a form posts the fields.
	'order-attribution-checkout': 7 * 1024,
	// The consent store with the settings and nanostores.
	analytics: 3.25 * 1024,
	// Site chrome, plain DOM over Storefront's and the theme's markup, each with the panel store
	// (nanostores, 1.3 KB); the popups with the focus trap and storage.
	'mobile-nav': 3.5 * 1024,
	'footer-bar': 1024,
	'location-popup': 3.5 * 1024,
	'special-menu': 3.5 * 1024,
	// Content blocks, plain DOM over WooLentor's and Elementor's markup. The countdown loads
	// @wordpress/i18n only for a block missing its labels, as a chunk of its own.
	countdown: 2 * 1024,
	faq: 2 * 1024,
	'lazy-background': 0.5 * 1024,
	// Listings and wishlist, plain DOM, on first reach for a wishlist link. The counters: the wishlist store
	// (0.9 KB with its own chunk) beside the settings, nanostores and the request code (whose errors bring
	// @wordpress/i18n), which the mini-cart and the order attribution mostly load already.
	'wishlist-count': 8.5 * 1024,
	// The links: the same, admin-ajax's calls and the announcer.
	'wishlist-button': 10.5 * 1024,
	// One tooltip per card action button, on first pointer or focus: no library.
	tooltips: 1024,
	// React (shared with the cart panel), glider-js (shared with the gallery) and its own controls,
	// settings and autoplay; only once a carousel nears the viewport.
	carousel: 58 * 1024,
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
 * product forms and the cart. Every page records its view for order attribution at idle (about
 * 4 KB beside the mini-cart's shared code, 5.5 KB on the cart and checkout, which have no
 * mini-cart; WooCommerce's sourcebuster and attribution script, ~5.5 KB at load, go). The
 * loader carries one registry line per island.
 */
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
	// Every page: the store notice (1.4 KB, at load: it is printed hidden and shown unless dismissed)
	// and the cookie code it shares with the mini-cart; the location popup (its saved name shows at
	// load) and the special menu (its 3 s timer starts at load), ~3 KB with the panel store, which
	// the cart and checkout had not loaded; the shop: the sort select (0.3 KB); My account: the
	// password toggle.
	'/': 27 * 1024,
	// The shop: 24 cards a page; its wishlist links, counters and tooltips load only on interaction, so
	// they add only their registry lines to the loader (27,440 B measured with them).
	'/shop/': 27.5 * 1024,
	// Product pages: the gallery is in the first view, so React and glider-js come at load (~52 KB);
	// on a variable product the variations form (visible too) adds its own chunk beside the same React.
	'/product/garlic-bread/': 83 * 1024,
	'/product/margherita/': 90 * 1024,
	'/product/poke-bowl/': 90 * 1024,
	'/product/tapas-trio/': 83 * 1024,
	'/product/signature-chilli-oil/': 82 * 1024,
	'/cart/': 21 * 1024,
	// The checkouts add the attribution fields (order-attribution-checkout) to the page view's record.
	'/checkout/': 20.5 * 1024,
	'/block-checkout/': 21.5 * 1024,
	'/my-account/': 27.5 * 1024,
	// The first CF7 form is in the first view: the contact-form island, React with it, at load (~52 KB).
	'/contact/': 80 * 1024,
};
