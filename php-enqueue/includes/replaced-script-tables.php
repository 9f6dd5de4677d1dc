<?php
/**
 * What the plugin retires, as data: the classic scripts each island replaces, the scripts and
 * styles the islands share or replace through a stylesheet, the libraries retired with them and
 * the libraries scripts use without declaring them. replaced-scripts.php decides from these
 * tables what a page loses.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic script handles each island replaces. A handle is dequeued only when the build
 * has the island that does its job, so a page never loses a behaviour the bundle lacks.
 * Dequeuing a handle nobody registered does nothing; a dequeued script that another queued
 * script depends on is still printed.
 *
 * Theme scripts differ per theme: only those of the theme whose widgets the islands are built
 * for (poco) are listed; add another theme's through the `shop_islands_replaced_scripts` filter.
 */
const SHOP_ISLANDS_REPLACED_SCRIPTS = array(
	// The fragments cache and refresh.
	'mini-cart'          => array( 'wc-cart-fragments' ),
	// The variable product form: option filtering, lookups, the variation panel, reset.
	'variations-form'    => array( 'wc-add-to-cart-variation' ),
	// Storefront's sticky add-to-cart bar.
	'sticky-add-to-cart' => array( 'storefront-sticky-add-to-cart' ),
	// Kadence's `product-cls.js`, which holds the gallery's height until WooCommerce's gallery
	// says it started (`wc-product-gallery-after-init`), so that flexslider's start shifts nothing:
	// the gallery island's slides keep their room from the first paint, and it needs jQuery. It
	// stays where WooCommerce's gallery still runs (SHOP_ISLANDS_GALLERY_COMPANIONS).
	'gallery'            => array( 'kadence-product-cls' ),
	// The theme's live search (poco's `product-ajax-search.js`, posting poco_ajax_search_products on every key).
	'live-search'        => array( 'poco-products-ajax-search' ),
	// WooLentor's quick view: the modal, its slider and its add to cart (its script's handle; its stylesheet stays).
	'quick-view'         => array( 'woolentor-quickview' ),
	// Contact Form 7's script and its validation library (swv). Their wp-i18n and wp-hooks were
	// only dependencies: WordPress prints them only for a queued script that still needs them.
	'contact-form'       => array( 'contact-form-7', 'swv' ),
	// Storefront's header cart: the mini-cart dropdown's list capped at 15em when it would overflow.
	'mini-cart-dropdown' => array( 'storefront-header-cart' ),
	// Storefront's navigation: the menu toggle, the handheld submenu toggles, keyboard and touch dropdowns.
	'mobile-nav'         => array( 'storefront-navigation' ),
	// Storefront's handheld footer bar: its search toggle, and hiding the bar while a form field has focus.
	'footer-bar'         => array( 'storefront-handheld-footer-bar' ),
	// My account's script on every account page: the first alert holding text takes focus.
	'notice-focus'       => array( 'wc-account-i18n' ),
	// The address forms' country → state switching (the state field a select, a text input or
	// hidden per country) and each country's labels, required marks, order and hidden fields.
	'address-fields'     => array( 'wc-country-select', 'wc-address-i18n' ),
	// The strength meter of a new password (registration, account details, password reset,
	// checkout); WordPress's password-strength-meter and zxcvbn-async were only its dependencies.
	'password-strength'  => array( 'wc-password-strength-meter' ),
	// The lost-password forms' submit button, disabled once the form is sent.
	'lost-password'      => array( 'wc-lost-password' ),
	// WooLentor's flash-sale module script, queued on product, cart and checkout pages (and by its
	// block): it only starts the deal countdowns (`.woolentor-countdown`, seconds left) on jQuery
	// Countdown, which it depends on, so `countdown-min` is no longer printed with it. Its
	// stylesheet stays (the deal's card and countdown tiles).
	'countdown'          => array( 'woolentor-flash-sale-module' ),
	// YITH WooCommerce Wishlist: its React button (with the WordPress packages and lapilli-ui it
	// alone needs, which WordPress then leaves out) and its block editor preview script. The plugin
	// prints the button on the server (wishlist.php).
	'wishlist-button'    => array( 'yith-wcwl-add-to-wishlist', 'yith-wcwl-add-to-wishlist-gutenberg' ),
);

/**
 * Classic scripts that did the work of several islands: dequeued only when all of them are on.
 * WooCommerce's single-product script ran the gallery, the tabs and the review stars.
 */
const SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS = array(
	'wc-single-product'          => array( 'gallery', 'product-tabs', 'review-rating' ),
	// WooCommerce's add-to-cart script: background add to cart from the product loop, and the
	// mini-cart's removal.
	'wc-add-to-cart'             => array( 'add-to-cart', 'mini-cart-removal' ),
	// WooCommerce's site-wide script: the store notice, password toggles, the coming-soon banner's
	// dismissal, raising a quantity to its min, the sort select's submit on change, the focus on
	// the first error notice and the result count read again after the listing changes.
	'woocommerce'                => array( 'store-notice', 'password-toggle', 'coming-soon-banner', 'quantity', 'sort-order', 'notice-focus', 'result-count' ),
	// Order attribution: sourcebuster on every page, WooCommerce's script that fills the
	// checkout's fields, and its bridge to the WP Consent API (which calls that script).
	'sourcebuster-js'            => array( 'order-attribution', 'order-attribution-checkout' ),
	'wc-order-attribution'       => array( 'order-attribution', 'order-attribution-checkout' ),
	'wp-consent-api-integration' => array( 'order-attribution', 'order-attribution-checkout' ),
	// WooLentor's widget script (Elementor) and block script: each starts the product sliders
	// (slick over `.product-slider[data-settings]`), the countdowns (`.ht-product-countdown`, on
	// jQuery Countdown, `countdown-min`) and the FAQ accordions (`.htwoolentor-faq`, on
	// accordion-js, `woolentor-accordion-min`): they go once the build has the carousel,
	// countdown and FAQ islands. Both libraries go only with the scripts that call them, which
	// would otherwise throw.
	'woolentor-widgets-scripts'  => array( 'carousel', 'countdown', 'faq' ),
	'woolentor-block-main'       => array( 'carousel', 'countdown', 'faq' ),
	'countdown-min'              => array( 'carousel', 'countdown', 'faq' ),
	'woolentor-accordion-min'    => array( 'carousel', 'countdown', 'faq' ),
	// The theme's product script (poco's `main.js`): the card action buttons' tooltips (through
	// tooltipster), the wishlist counters' refresh on YITH's events, and a second binding of the
	// live search.
	'poco-products'              => array( 'tooltips', 'wishlist-count', 'live-search' ),
	// YITH WooCommerce Wishlist's jQuery script (or a theme's copy): the legacy links' adds and the
	// wishlist table's removals (wishlist-button), and the wishlist title's edit form (wishlist-title);
	// with selectBox and prettyPhoto, its dependencies.
	'jquery-yith-wcwl'           => array( 'wishlist-button', 'wishlist-title' ),
	'jquery-yith-wcwl-user'      => array( 'wishlist-button', 'wishlist-title' ),
);

/**
 * Classic scripts the bundle's stylesheet replaces: dequeued wherever that stylesheet is on the
 * page, which is every page the bundle loads on. Storefront's brands script, queued on every page
 * while WooCommerce's brands are on (always, on WooCommerce 10), only keeps the A–Z index of the
 * `[product_brand_list]` listing in view as the listing scrolls, from 768 px up, padding it down on
 * every scroll: the stylesheet makes that index sticky (islands/brands-index.css).
 */
const SHOP_ISLANDS_STYLESHEET_REPLACED_SCRIPTS = array( 'storefront-woocommerce-brands' );

/**
 * Themes' quantity stepper scripts the quantity island takes over, each with the look it gives a
 * box it dressed (islands/quantity/theme-look.ts): `boxClass`, the class it adds to the box (the
 * theme's styles key on it); `control`, its buttons (`input`: WooCommerce's classic
 * `<input type="button" value="-" class="minus">` before the field and one with "+" and `plus`
 * after it; `link`: `<a class="minus">-</a>` and `<a class="plus">+</a>`); `placeholder`, the class
 * of the inert steppers the theme prints on the server for the script to replace; `updatesCart`,
 * whether the script sends the cart form's "Update cart" after each step; `keptWith`, constants
 * (a theme's add-on) that change how the script draws, where it stays. Each such script draws its
 * buttons once the page is ready and steps the field on their clicks. Where the quantity island is
 * on, such a script is retired and the island draws the same buttons at the same moment, so the
 * theme's styles dress them as before and jQuery goes where nothing else uses it; a theme's
 * stepper script of another shape stays, and the island stands aside for its buttons. Add a
 * theme's script of this shape through the `shop_islands_theme_steppers` filter.
 */
const SHOP_ISLANDS_THEME_STEPPERS = array(
	// Kadence's `shop-spinner.js` (its "custom quantity" setting, on by default): jQuery for it alone.
	'kadence-shop-spinner'           => array( 'boxClass' => 'spinners-added' ),
	// Astra's `add-to-cart-quantity-btn.js` (its "plus minus button" setting): links in place of the
	// placeholders Astra prints (`ast-qty-placeholder`), and the cart updated after each step; it
	// uses jQuery without declaring it, for WooCommerce's `wc_fragments_refreshed` alone (to dress
	// the boxes of a refreshed mini-cart: Astra Pro's, whose other looks and mini-cart quantities
	// keep the script where Astra Pro runs).
	'astra-add-to-cart-quantity-btn' => array(
		'boxClass'    => 'buttons_added',
		'control'     => 'link',
		'placeholder' => 'ast-qty-placeholder',
		'updatesCart' => true,
		'keptWith'    => array( 'ASTRA_EXT_VER' ),
	),
);

/**
 * Replaced scripts that serve WooCommerce's own gallery: where a theme's or plugin's script keeps
 * WooCommerce's single-product script, its flexslider gallery runs and the gallery island stands
 * aside (gallery-thumbnails.php), so these stay with it. Kadence's `product-cls.js` holds that
 * gallery's height until it has started.
 */
const SHOP_ISLANDS_GALLERY_COMPANIONS = array( 'kadence-product-cls' );

/**
 * Classic stylesheets an island makes useless, per island: PhotoSwipe 4's core and skin
 * (the gallery brings PhotoSwipe 5's styles with its lightbox chunk).
 */
const SHOP_ISLANDS_REPLACED_STYLES = array(
	'gallery' => array( 'photoswipe', 'photoswipe-default-skin' ),
);

/**
 * Libraries a replaced script brought in, per island. WordPress prints a dependency only for
 * the queued scripts that need it, so once the replaced script is gone these go with it; one
 * that was queued by itself is dequeued only when no script still queued depends on it and
 * nothing was attached to it (an inline script), read from WordPress's dependency data as the
 * page prints, never assumed.
 */
const SHOP_ISLANDS_RETIRED_LIBRARIES = array(
	// The product gallery's slider, zoom and PhotoSwipe 4 lightbox, which WooCommerce queues by
	// themselves on product pages for its single-product script: a theme's or plugin's script that
	// asks for one (a slider plugin depending on `flexslider`) keeps it.
	'gallery'         => array( 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default' ),
	'variations-form' => array( 'wp-util', 'underscore', 'jquery-blockui' ),
	// WooCommerce's cookie library, which its site-wide script read the store notice's cookie with.
	'store-notice'    => array( 'js-cookie' ),
	// The theme's tooltip library, which it queues by itself on listings and product pages; its
	// product and live-search scripts depend on it.
	'tooltips'        => array( 'tooltipster' ),
	// WooLentor's slick, which its widgets queue beside its widget script: other WooLentor
	// widgets' scripts may still need it, so it goes only when nothing queued does.
	'carousel'        => array( 'slick' ),
	// selectWoo, which WooCommerce queues by itself on the cart, checkout and every account page
	// for its country select to enhance the country and state selects with: the address fields
	// keep the native selects, so it goes wherever WooCommerce's country select is not printed.
	'address-fields'  => array( 'selectWoo' ),
	// WooLentor's quick-view module queues slick by itself on every page, for its modal's slider.
	'quick-view'      => array( 'slick' ),
);

/**
 * Libraries a script uses when they are on the page without declaring them as dependencies:
 * WooCommerce's country select enhances its selects with selectWoo where selectWoo is loaded, and
 * its single-product script runs the gallery on flexslider, zoom and PhotoSwipe where they are.
 * Deciding what still needs a retired library, each counts as a dependency of its script: where a
 * theme's or plugin's script still needs WooCommerce's single-product script, WooCommerce's gallery
 * keeps everything it runs on, and the gallery island stands aside (gallery-thumbnails.php).
 */
const SHOP_ISLANDS_OPTIONAL_DEPENDENCIES = array(
	'wc-country-select' => array( 'selectWoo' ),
	'wc-single-product' => array( 'flexslider', 'zoom', 'photoswipe-ui-default' ),
);
