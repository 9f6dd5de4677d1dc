/**
 * Stock markup that both the loader (to find or start an island) and the islands read:
 * each selector in one home. Kept free of imports so the loader entry stays tiny.
 */

/** WooCommerce's mini-cart: also the key of its cart fragment, without which a cached set is useless. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

/**
 * The list WooCommerce's mini-cart template prints, wherever a theme shows it: the Cart widget's
 * fragment, or a theme's own (Kadence's cart drawer fills `div.kadence-mini-cart-refresh`).
 */
export const MINI_CART_LIST = 'ul.woocommerce-mini-cart';

/** What opens and closes the cart panel: the header cart icon, the handheld footer bar's cart, or any element the theme marks. */
export const CART_PANEL_TOGGLES = '.site-header-cart a.cart-contents, .storefront-handheld-footer-bar a.footer-cart-contents, [data-cart-panel-toggle]';

/**
 * The quick-view dialog's body, where the island puts the server's quick-view HTML: a product
 * form inside it is sent by the quick view (even with options missing,
 * docs/search-and-quick-view.md), not by the variations form.
 */
export const QUICK_VIEW_BODY = '.shop-islands-quick-view__body';

/**
 * WooCommerce's notices printed as alerts, and on My account pages (`body.woocommerce-account`)
 * any alert, as WooCommerce's account script took them: the first one a page arrives with
 * holding text takes focus (docs/site-chrome.md#notices-account-and-listing).
 */
export const ALERT_NOTICES =
	'.woocommerce-message[role="alert"], .woocommerce-error[role="alert"], .wc-block-components-notice-banner[role="alert"], .woocommerce-account [role="alert"]';

/**
 * A product card's (a loop's `li.product`) action buttons that show a tooltip with their text
 * (docs/listings-and-content.md#tooltips): compare (YITH's `a.compare`), quick view (WooLentor's,
 * YITH's), add to wishlist (YITH's link, its "Browse wishlist" link once added, or its wishlist
 * page's remove link) and the theme's colour swatches.
 */
export const CARD_ACTION_BUTTONS =
	'li.product a.compare, li.product .woolentor-quickview-btn, li.product .yith-wcqv-button, li.product a.add_to_wishlist, li.product .yith-wcwl-wishlistexistsbrowse a, li.product .yith-wcwl-wishlistaddedbrowse a, li.product a.remove_from_wishlist, li.product .poco-color-type';

/** YITH's wishlist links: add on cards, remove on the wishlist page. */
export const WISHLIST_BUTTONS = 'a.add_to_wishlist, a.remove_from_wishlist';

/** The theme's wishlist counters in the header and the footer; their `.count` shows the number. */
export const WISHLIST_COUNTERS = '.header-wishlist, .footer-wishlist';

/**
 * What the plugin prints around markup it vouches for (php-enqueue/includes/trusted-markup.php):
 * kses strips the element from post content, so what is inside came from a trusted plugin.
 */
export const TRUSTED_MARKUP = 'shop-islands-trusted';

/** Analytics held for consent, as a consent plugin prints it: a `script` element, which post content cannot hold. */
export const HELD_ANALYTICS = 'script[type="text/plain"][data-consent-category]';

/** The theme's live search box, around WooCommerce's product search form (Storefront's own `.site-search` is plain). */
export const LIVE_SEARCH_BOXES = '.site-search.ajax-search';

/** The theme's header account dropdown. */
export const ACCOUNT_DROPDOWN = '.site-header-account';

/**
 * A modal dialog the shopper opened (the quick view's): an island inside it starts at once, as
 * the shopper has just asked for what it shows, and its React is running already.
 */
export const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

/**
 * The product galleries the gallery island runs: WooCommerce's, except those the plugin marks
 * `shop-islands-classic-gallery` where a theme's or plugin's script still needs WooCommerce's
 * single-product script, which then runs it (php-enqueue/includes/gallery-thumbnails.php; the
 * gallery island reads the class itself, so that its chunk shares nothing with the loader's).
 */
export const ISLAND_GALLERIES = '.woocommerce-product-gallery:not(.shop-islands-classic-gallery)';
