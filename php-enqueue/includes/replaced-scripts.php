<?php
/**
 * The classic scripts Shop Islands replaces, dequeued when the bundle loads.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script handles of WooCommerce, Contact Form 7 and WooLentor whose work the islands do.
 * Where WooCommerce renamed a vendor handle (the `wc-` prefixed ones), both names are listed;
 * dequeuing a handle nobody registered does nothing.
 *
 * Left out on purpose: YITH Wishlist's `jquery-yith-wcwl` (it also drives the add-to-wishlist
 * buttons, which the islands do not), WooCommerce's `woocommerce`, `wc-cart` and `wc-checkout`
 * (account, cart and checkout forms), and theme scripts, which differ per theme: add yours
 * through the `shop_islands_replaced_scripts` filter.
 */
const SHOP_ISLANDS_REPLACED_SCRIPTS = array(
	// WooCommerce: add to cart buttons, cart fragments, variation forms, the product page.
	'wc-add-to-cart',
	'wc-cart-fragments',
	'wc-add-to-cart-variation',
	'wc-single-product',
	// WooCommerce order attribution and the cookie library it reads the traffic source with.
	'wc-order-attribution',
	'sourcebuster-js',
	'wc-sourcebuster-js',
	// Product gallery: hover zoom, slider, lightbox.
	'zoom',
	'wc-zoom',
	'flexslider',
	'wc-flexslider',
	'photoswipe-ui-default',
	'wc-photoswipe-ui-default',
	'photoswipe',
	'wc-photoswipe',
	// jQuery-only helpers of the scripts above (still printed when a remaining script needs them).
	'jquery-blockui',
	'wc-jquery-blockui',
	'js-cookie',
	'wc-js-cookie',
	// Contact Form 7 and its schema validation.
	'contact-form-7',
	'swv',
	// WooLentor quick view (it depends on the product-page scripts above).
	'woolentor-quickview',
);

/**
 * The handles to dequeue on pages Shop Islands runs on.
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	/**
	 * Filters the script handles Shop Islands dequeues. Remove a handle to keep the classic
	 * script; add a theme's or plugin's handle whose behaviour an island replaces.
	 *
	 * @param string[] $handles Default SHOP_ISLANDS_REPLACED_SCRIPTS.
	 */
	$handles = apply_filters( 'shop_islands_replaced_scripts', SHOP_ISLANDS_REPLACED_SCRIPTS );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * Dequeues the replaced scripts (wp_enqueue_scripts, and again just before scripts print).
 * Dequeued rather than deregistered: a script that still depends on one keeps working.
 */
function shop_islands_dequeue_replaced_scripts() {
	if ( ! shop_islands_is_enqueued() ) {
		return;
	}
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		wp_dequeue_script( $handle );
	}
}
