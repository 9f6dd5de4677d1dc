<?php
/**
 * The classic scripts Shop Islands replaces, dequeued when the bundle loads.
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

/**
 * The handles to dequeue on pages Shop Islands runs on.
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$islands = shop_islands_active_islands();
	$handles = array();
	foreach ( SHOP_ISLANDS_REPLACED_SCRIPTS as $island => $island_handles ) {
		if ( in_array( $island, $islands, true ) ) {
			$handles = array_merge( $handles, $island_handles );
		}
	}
	foreach ( SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS as $handle => $needed ) {
		if ( array() === array_diff( $needed, $islands ) ) {
			$handles[] = $handle;
		}
	}
	if ( wp_style_is( SHOP_ISLANDS_HANDLE ) ) {
		$handles = array_merge( $handles, SHOP_ISLANDS_STYLESHEET_REPLACED_SCRIPTS );
	}
	if ( shop_islands_prints_no_reply_link() ) {
		// WordPress's comment-reply moves the comment form under the comment whose reply link is
		// clicked: Storefront queues it on every product page with reviews open, where there is none.
		$handles[] = 'comment-reply';
	}
	/**
	 * Filters the script handles Shop Islands dequeues. Remove a handle to keep the classic
	 * script; add a theme's or plugin's handle whose behaviour an island replaces.
	 *
	 * @param string[] $handles The handles of SHOP_ISLANDS_REPLACED_SCRIPTS whose islands the build has and the site left on,
	 *                          those the stylesheet replaces, and `comment-reply` on a product page that prints no reply link.
	 */
	$handles = apply_filters( 'shop_islands_replaced_scripts', $handles );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * Whether this is a product page whose reviews can print no reply link: WooCommerce's review list
 * (single-product-reviews.php) and review (single-product/review.php) templates, no theme's copy of
 * either, and the list's callback left as WooCommerce's. A plugin that prints reply links there
 * keeps comment-reply by taking it out of the `shop_islands_replaced_scripts` filter's handles.
 *
 * @return bool
 */
function shop_islands_prints_no_reply_link() {
	if ( ! function_exists( 'is_product' ) || ! is_product() ) {
		return false;
	}
	$path       = WC()->template_path();
	$theme_copy = locate_template( array( $path . 'single-product-reviews.php', 'single-product-reviews.php', $path . 'single-product/review.php', 'single-product/review.php' ) );
	return '' === $theme_copy && ! has_filter( 'woocommerce_product_review_list_args' );
}

/**
 * Dequeues the replaced scripts (wp_enqueue_scripts, and again just before scripts print),
 * each under every name the page's registry knows it by (script-names.php).
 * Dequeued rather than deregistered: a script that still depends on one keeps working.
 */
function shop_islands_dequeue_replaced_scripts() {
	if ( ! shop_islands_is_enqueued() ) {
		return;
	}
	$scripts    = wp_scripts();
	$registered = shop_islands_registered_scripts( $scripts );
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		$names = shop_islands_script_names( array( $handle ), $registered );
		if ( array_intersect( $names, $scripts->queue ) ) {
			shop_islands_retired_from_page( $handle );
		}
		foreach ( $names as $name ) {
			wp_dequeue_script( $name );
		}
	}
	$deps = shop_islands_dependencies( $registered );
	// PhotoSwipe 4's styles and its `.pswp` template, which WooCommerce prints in the footer for its
	// lightbox, unless WooCommerce's gallery still runs.
	if ( ! shop_islands_needed( array( 'wc-single-product' ), $scripts->queue, $deps, $registered ) ) {
		foreach ( shop_islands_replaced_styles() as $handle ) {
			wp_dequeue_style( $handle );
		}
		if ( shop_islands_build_has_island( 'gallery' ) ) {
			remove_action( 'wp_footer', 'woocommerce_photoswipe' );
		}
	}
	$libraries = shop_islands_script_names( shop_islands_retired_libraries(), $registered );
	$attached  = array_filter(
		$libraries,
		function ( $library ) use ( $scripts ) {
			return (bool) $scripts->get_data( $library, 'before' ) || (bool) $scripts->get_data( $library, 'after' );
		}
	);
	foreach ( shop_islands_unneeded_libraries( $libraries, $scripts->queue, $deps, $attached ) as $library ) {
		wp_dequeue_script( $library );
	}
}

/**
 * The replaced scripts this page had queued (WooCommerce queues some of them while the content
 * renders), so that the data they would have been printed with reaches their islands
 * (retired-script-data.php). Called with a handle, notes it; always returns the notes.
 *
 * @param string|null $handle A handle just taken off the queue.
 * @return string[]
 */
function shop_islands_retired_from_page( $handle = null ) {
	static $retired = array();
	if ( null !== $handle && ! in_array( $handle, $retired, true ) ) {
		$retired[] = $handle;
	}
	return $retired;
}

/**
 * Whether one of the handles still runs on this page (under any of its names): it is queued (a
 * site kept it through `shop_islands_replaced_scripts`), or a script still queued depends on it,
 * directly, through another or through SHOP_ISLANDS_OPTIONAL_DEPENDENCIES, and WordPress prints
 * it even though it was dequeued.
 *
 * @param string[]                                          $handles    Handles, as the tables name them.
 * @param string[]                                          $queue      The queued handles.
 * @param array<string,array>                               $deps       shop_islands_dependencies().
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return bool
 */
function shop_islands_needed( array $handles, array $queue, array $deps, array $registered ) {
	$runs = array_merge( $queue, shop_islands_dependency_closure( $queue, $deps ) );
	return (bool) array_intersect( shop_islands_script_names( $handles, $registered ), $runs );
}

/**
 * Whether a retired script still runs on this page (shop_islands_needed() on the page's scripts as
 * they are queued now): where WooCommerce's single-product script does, its gallery does.
 *
 * @param string $handle A handle, as the tables name it.
 * @return bool
 */
function shop_islands_retired_script_runs( $handle ) {
	$scripts    = wp_scripts();
	$registered = shop_islands_registered_scripts( $scripts );
	return shop_islands_needed( array( $handle ), $scripts->queue, shop_islands_dependencies( $registered ), $registered );
}

/**
 * Each registered script's dependencies, with SHOP_ISLANDS_OPTIONAL_DEPENDENCIES added.
 *
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return array<string,array>
 */
function shop_islands_dependencies( array $registered ) {
	$deps = array();
	foreach ( $registered as $handle => $script ) {
		$deps[ $handle ] = $script['deps'];
	}
	return shop_islands_with_optional_dependencies( $deps, $registered );
}

/**
 * Each script's dependencies with SHOP_ISLANDS_OPTIONAL_DEPENDENCIES added, under every name of
 * the script and of the library.
 *
 * @param array<string,array>                               $deps       Each registered handle's dependencies.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return array<string,array>
 */
function shop_islands_with_optional_dependencies( array $deps, array $registered ) {
	foreach ( SHOP_ISLANDS_OPTIONAL_DEPENDENCIES as $handle => $libraries ) {
		foreach ( shop_islands_script_names( array( $handle ), $registered ) as $name ) {
			if ( isset( $deps[ $name ] ) ) {
				$deps[ $name ] = array_values( array_unique( array_merge( $deps[ $name ], shop_islands_script_names( $libraries, $registered ) ) ) );
			}
		}
	}
	return $deps;
}

/**
 * The stylesheets of SHOP_ISLANDS_REPLACED_STYLES whose islands are on.
 *
 * @return string[]
 */
function shop_islands_replaced_styles() {
	$handles = array();
	foreach ( SHOP_ISLANDS_REPLACED_STYLES as $island => $island_handles ) {
		if ( shop_islands_build_has_island( $island ) ) {
			$handles = array_merge( $handles, $island_handles );
		}
	}
	return $handles;
}

/**
 * Whether the build has an island and the site left it on (shop_islands_islands_off()).
 *
 * @param string $island The island's name.
 * @return bool
 */
function shop_islands_build_has_island( $island ) {
	return in_array( $island, shop_islands_active_islands(), true );
}

/**
 * The libraries of SHOP_ISLANDS_RETIRED_LIBRARIES whose islands are on.
 *
 * @return string[]
 */
function shop_islands_retired_libraries() {
	$islands = shop_islands_active_islands();
	$handles = array();
	foreach ( SHOP_ISLANDS_RETIRED_LIBRARIES as $island => $island_handles ) {
		if ( in_array( $island, $islands, true ) ) {
			$handles = array_merge( $handles, $island_handles );
		}
	}
	return array_values( array_unique( $handles ) );
}

/**
 * The libraries that are queued by themselves yet needed by no other queued script
 * (directly or through a dependency of a dependency) and carry no inline script.
 *
 * @param string[]            $libraries Candidate handles.
 * @param string[]            $queue     The queued handles.
 * @param array<string,array> $deps      Each registered handle's dependencies.
 * @param string[]            $attached  Handles with an inline script of their own.
 * @return string[]
 */
function shop_islands_unneeded_libraries( array $libraries, array $queue, array $deps, array $attached ) {
	$unneeded = array_values( array_diff( array_intersect( $libraries, $queue ), $attached ) );
	// A kept script can need one of the candidates: keep it too, until nothing changes.
	do {
		$needed   = shop_islands_dependency_closure( array_diff( $queue, $unneeded ), $deps );
		$still    = array_values( array_diff( $unneeded, $needed ) );
		$changed  = count( $still ) !== count( $unneeded );
		$unneeded = $still;
	} while ( $changed );
	return $unneeded;
}

/**
 * Every handle the given scripts need, their dependencies' dependencies included.
 *
 * @param string[]            $handles Handles.
 * @param array<string,array> $deps    Each registered handle's dependencies.
 * @return string[]
 */
function shop_islands_dependency_closure( array $handles, array $deps ) {
	$seen  = array();
	$stack = array_values( $handles );
	while ( $stack ) {
		$handle = array_pop( $stack );
		foreach ( isset( $deps[ $handle ] ) ? $deps[ $handle ] : array() as $dependency ) {
			if ( ! isset( $seen[ $dependency ] ) ) {
				$seen[ $dependency ] = true;
				$stack[]             = $dependency;
			}
		}
	}
	return array_keys( $seen );
}
