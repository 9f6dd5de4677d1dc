/**
 * Gzipped size budgets, in bytes, checked by test/budget.test.ts against the production
 * build. An island's budget covers its own chunk and every chunk it imports statically,
 * except those the entry already loaded. A new island adds one line here.
 */
/**
 * The loader, the one file a page loads up front, which needs nothing else to start: the runtime,
 * the registry and the start conditions of the islands whose moment depends on their markup
 * (gallery, variations form, contact form, carousel), which keep React off every page until the
 * shopper reaches for one (#24); for each island, its chunk and the chunks it imports, asked for
 * beside it (islands/runtime/preload.ts), and the chunks of the `ahead` islands fetched once the
 * page has loaded, without running them. With it, since 2026-11-29, the **kernel**
 * (islands/kernel.ts), until then a second file fetched beside it (5.9 + 6.7 KB): what runs at
 * load on nearly every page, the mini-cart with the cart's stores, session, fragments cache and
 * refresh code (which a first visit's cart refresh runs at load), the hide-if-empty widgets, the
 * store notice, the notice focus, the result count and the listing's sort select; the settings,
 * nanostores, the cookies and storage; and the small stateless helpers every island uses (the
 * settings tag's reader, page globals, events, URL checks, the tabs' two helpers). One file is
 * 1 KB smaller than the two (one module's wrapper and one gzip dictionary) and one request fewer
 * on every page. Not in it: the shopper's cart actions and the request code the islands share
 * (the library, islands/library.ts), order attribution (after the visitor's first input), the
 * header dropdown and the mini-cart's removal (their own chunks), the `cookie` package (the
 * tests'), and translation code: the one string it can show comes in the settings
 * (`viewCartLabel`). 12.4 KB with what other themes' scripts need of it (WooCommerce's product-form
 * plugins on jQuery for a theme's quick view, the galleries' init events for a theme that waits for
 * them, the mini-cart's list wherever a theme holds it, WooCommerce's scripts told by their
 * elements) and the helpers the islands take from it rather than as files of their own (the
 * listener pool, the plain-click and record checks).
 */
export const ENTRY_BUDGET = 12.5 * 1024;

/**
 * Each island's chunk and the chunks it imports that are not on the page at start (the loader,
 * with the kernel). Each budget is the island's size as built on 2026-11-28 and a little room: a
 * quarter to half a KB for a plain island, about 2 KB for a React one. A chunk that uses one of esbuild's helpers (the module interop React needs, class
 * fields) imports their chunk (0.5 KB), once per page; the build drops the import from the others.
 */
export const ISLAND_BUDGETS: Readonly<Record<string, number>> = {
	// The add, its answer's checks and the button state it shares with the variations form and the
	// quick view, and @wordpress/i18n (1.8 KB, one instance without @wordpress/hooks: shared/i18n.ts)
	// for the failure's announcement; the islands' library (3 KB: the cart's actions, the request
	// code, the fragments), which the first island a shopper reaches for brings to the page.
	'add-to-cart': 6.5 * 1024,
	// The mini-cart's remove links, on first reach for the list: the library's removal.
	'mini-cart-removal': 3.5 * 1024,
	// The header dropdown (Storefront's), on first pointer, focus or key on the header cart.
	'mini-cart-dropdown': 1024,
	// React and react-dom are the bulk of it.
	'cart-panel': 50 * 1024,
	// Plain DOM: it only decorates the server's row.
	'cart-row-toggle': 1024,
	// The store and its answers on the server's selects, and the request code and @wordpress/i18n
	// the add to cart already uses; its React view is a chunk of its own (LAZY_CHUNK_BUDGETS).
	// Raised from 13.5 KB (2026-12-02) for the image CDN's address check (shared/image-urls.ts) and
	// the main image handed to a gallery island as it starts (shared/stores/chosen-variation.ts), and
	// from 13.75 KB (2026-12-06) for the store helper it shares with the contact form
	// (shared/effect-store.ts, a chunk of its own of 0.35 KB, fetched beside it).
	'variations-form': 14.25 * 1024,
	// Product page, plain DOM over the server's markup (no React). Raised from 1.5 KB (2026-12-08)
	// for the theme stepper looks of Astra's script (links in place of its placeholders, "Update
	// cart" after each step).
	quantity: 1.75 * 1024,
	// With the URL-part decoder it shares with the size chart (a chunk of its own).
	'product-tabs': 2.25 * 1024,
	// @wordpress/i18n for "Please select a rating".
	'review-rating': 4 * 1024,
	// With the shared panel store (nanostores) and the focus trap.
	'size-chart': 2.5 * 1024,
	'sticky-add-to-cart': 1.5 * 1024,
	// Plain DOM (no React since #24): glider-js, the slider it shares with the quick view, the
	// thumbnails, Space on a theme's trigger link and @wordpress/i18n; PhotoSwipe is a chunk of its own.
	// Raised from 11.75 KB (2026-12-02) for the image address check (shared/image-urls.ts: the image
	// CDN's origins, and the srcset check, which left the loader for it since only images use it),
	// and from 12.25 KB (2026-12-06) for a first pick's scroll of the server's slides before glider
	// starts (measured 12.36 KB as built with the test islands).
	gallery: 12.5 * 1024,
	// React (shared with the cart panel), the combobox, the price allow-list, and the request code and
	// @wordpress/i18n the add to cart already uses; loaded only when the shopper reaches for the box.
	'live-search': 55 * 1024,
	// React (shared with the cart panel), the dialog, and the request code (with its URL check) the add to cart
	// already uses; its image slider brings glider-js and the slider the gallery shares (shared/slider.ts), about 5 KB.
	'quick-view': 62.5 * 1024,
	// Site chrome, account side: plain DOM. The toggle's labels need @wordpress/i18n; the login brings
	// the library (the request code); the banner brings the settings and the URL check (the kernel's)
	// and loads api-fetch only on its first dismissal.
	'password-toggle': 3 * 1024,
	'account-dropdown': 4 * 1024,
	'coming-soon-banner': 1024,
	// React (shared with the cart panel), its own rules, requests and view (~6 KB), the request code and @wordpress/i18n.
	'contact-form': 61 * 1024,
	// Order attribution, on every page after the visitor's first input (`first-input`): its own 3.9 KB
	// (the classifier, the source cookies, the consent and attribution stores) beside the settings and
	// nanostores of the kernel. WooCommerce's sourcebuster and script were ~5.5 KB, at load.
	'order-attribution': 4.5 * 1024,
	// The same, and the checkout's inputs and extension data; only where a form posts the fields.
	'order-attribution-checkout': 5 * 1024,
	// The consent store and the URL check, with the settings and nanostores.
	analytics: 1024,
	// Site chrome, plain DOM over Storefront's and the theme's markup, each with the panel store
	// (nanostores, 1.3 KB); the popups with the focus trap and storage, and both with their wait for
	// a free stage (no open dialog, no field in use: shared/free-stage.ts), which they share.
	'mobile-nav': 2.5 * 1024,
	'footer-bar': 1.5 * 1024,
	'location-popup': 3 * 1024,
	'special-menu': 2.5 * 1024,
	// Content blocks, plain DOM over WooLentor's and Elementor's markup. The countdown loads
	// @wordpress/i18n only for a block missing its labels, as a chunk of its own.
	countdown: 2.75 * 1024,
	faq: 2.25 * 1024,
	'lazy-background': 1024,
	// Listings and wishlist, plain DOM, on first reach for a wishlist link (the links after the first input). The counters: the wishlist store
	// (0.9 KB with its own chunk) beside the settings, nanostores and the request code, which are the kernel's.
	'wishlist-count': 4 * 1024,
	// The links: the same, admin-ajax's calls and the announcer; with WooLentor's legacy block, the chosen
	// variation and the wishlist table's fragment request (YITH 4's real markup and calls), the refresh of a
	// refused nonce and the visitor's own state (which no cacheable page carries), 8.6 KB.
	'wishlist-button': 9 * 1024,
	// YITH's wishlist title form: plain DOM, no request.
	'wishlist-title': 1.5 * 1024,
	// One tooltip per card action button, on first pointer or focus: no library.
	tooltips: 1.5 * 1024,
	// React (shared with the cart panel), glider-js (shared with the gallery) and its own controls,
	// settings and autoplay; only once a carousel nears the viewport.
	carousel: 56.5 * 1024,
	// My account, plain DOM: the address form's country switch and locale (its data is the plugin's JSON
	// block, not code); the strength meter, with the URL check and the settings it reads (the mini-cart's
	// already) for zxcvbn's address (WordPress's ~400 KB, loaded beside it on focus, where WooCommerce's
	// meter had it loaded at every such page's load); the lost-password button.
	'address-fields': 3.25 * 1024,
	'password-strength': 2.25 * 1024,
	'lost-password': 1024,
};

/**
 * Chunks an island imports on first use (by their file name in the build's `chunks-<version>/`), with what they
 * import that the island has not loaded already.
 */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, { readonly island: string; readonly budget: number }>> = {
	// PhotoSwipe 5 and its stylesheet, on the first pointer over the trigger or use of a lightbox.
	lightbox: { island: 'gallery', budget: 22 * 1024 },
	// The variations form's React view, fetched as its island starts, rendered once React has run.
	'form-view': { island: 'variations-form', budget: 50 * 1024 },
};

/**
 * The stylesheet of all islands. 4.5 KB since the seed store's plugins (#23): the countdown keeps
 * the room of WooLentor's flash-sale tiles on a deal's product page, at each of its stylesheet's
 * breakpoints (about 130 B gzip with the flash-sale units' look), and the quick view lays
 * WooLentor's answer out over the theme's floats with its slider (about 0.2 KB). 4.75 KB since
 * 2026-11-29 (#24): the brand index kept in view as Storefront's script kept it, and the quantity
 * box's signs drawn in their room until its island starts on the shopper's reach (0.1 KB each),
 * CSS that spares every page a script (0.3 KB run at load) and a product page another (0.9 KB).
 */
export const STYLE_BUDGET = 4.75 * 1024;

/**
 * The JavaScript each fixture page runs before any interaction (gzip, every file summed),
 * checked by test/browser/page-budgets.test.ts on a first visit with items in the cart. A new
 * fixture page adds one line here. Every page carries the loader (12.2 KB, one file, with the
 * kernel: the mini-cart with the cart's stores, session, fragments cache and refresh code, the
 * store notice, the notice focus, the result count and the sort select, with the settings,
 * cookies and storage they share; 1 KB less than as two files). Order attribution waits for the
 * visitor's first input, the header dropdown and the mini-cart's removal for the shopper's reach
 * (2026-11-29: 5–7 KB less on every page). A page whose islands at load translate (the fixture
 * theme's popups) adds @wordpress/i18n's chunk (1.8 KB); the shop's paginations are named apart by
 * the plugin in its HTML, with no script, and My account's password toggles wait for the shopper.
 * No page runs React before the shopper reaches for an island (test/browser/intent.test.ts).
 * Beside that file each page runs only the plain islands in view. The chunks fetched ahead
 * and not run (the add to cart, the gallery, the variable product's form, order attribution) are
 * not counted.
 */
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
	// The fixture theme's islands on every page beside the loader (12.4 KB): the location popup (its saved
	// name shows at load) and the special menu (its 3 s timer starts at load), ~3 KB with the panel store,
	// the focus trap, their shared wait for a free stage (shared/free-stage.ts, a chunk of its own) and
	// @wordpress/i18n's chunk; the coming-soon banner (0.7 KB): 17.0 KB, the same on every page below but the
	// cart and checkouts, since each popup carries its own copy of the small helpers they share (a chunk under
	// 1 KB is copied into its importers: one request fewer for 40 B). Storefront's pages run the loader alone
	// (docs/real-store.md).
	'/': 17.25 * 1024,
	// The shop: nothing more (the sort select is the kernel's, the paginations are named on the server); its
	// wishlist links, counters and tooltips load only on interaction, so they add only their registry lines.
	'/shop/': 17.25 * 1024,
	// Product pages: nothing more. The quantity steppers and the tabs wait for the shopper's reach, the
	// gallery (plain DOM and glider-js, ~9 KB) and a variable product's form too, all fetched, not run.
	'/product/garlic-bread/': 17.25 * 1024,
	'/product/margherita/': 17.25 * 1024,
	'/product/poke-bowl/': 17.25 * 1024,
	'/product/tapas-trio/': 17.25 * 1024,
	'/product/signature-chilli-oil/': 17.25 * 1024,
	// The cart and checkouts carry the kernel too (its mini-cart code unused there, ~3 KB: the price of
	// one file on every page), and the cart its row toggles (17.3 KB in 8 files).
	'/cart/': 17.75 * 1024,
	// The checkouts fill the attribution fields at load (order-attribution-checkout, with the page view's
	// record): 21.8 and 22.9 KB.
	'/checkout/': 22 * 1024,
	'/block-checkout/': 23.25 * 1024,
	// Nothing more: the password toggles wait for the shopper's reach, the account islands' chunks load only
	// on a form that needs them, zxcvbn on focus, the registration form's attribution fields on the first
	// reach for it.
	'/my-account/': 17.25 * 1024,
	// The CF7 forms (the contact-form island, React with it, ~52 KB) wait for the shopper; they post natively meanwhile.
	'/contact/': 17.25 * 1024,
};
