<?php
/**
 * The classic scripts Shop Islands replaces, dequeued when the bundle loads.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic script handles each island replaces. A handle is dequeued only when the build
 * has the island that does its job, so a page never loses a behaviour the bundle lacks (the
 * variation form, the gallery, the tabs keep their classic scripts until their islands land).
 * Dequeuing a handle nobody registered does nothing; a dequeued script that another queued
 * script depends on is still printed.
 *
 * Left out on purpose: theme scripts, which differ per theme (add yours through the
 * `shop_islands_replaced_scripts` filter).
 */
const SHOP_ISLANDS_REPLACED_SCRIPTS = array(
	// Background add to cart from the product loop, and mini-cart removal.
	'add-to-cart'        => array( 'wc-add-to-cart' ),
	// The fragments cache and refresh.
	'mini-cart'          => array( 'wc-cart-fragments' ),
	// Storefront's sticky add-to-cart bar. (wc-single-product stays: it also runs the gallery.)
	'sticky-add-to-cart' => array( 'storefront-sticky-add-to-cart' ),
);

/**
 * The handles to dequeue on pages Shop Islands runs on.
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	$build   = shop_islands_build();
	$islands = is_wp_error( $build ) ? array() : $build['islands'];
	$handles = array();
	foreach ( SHOP_ISLANDS_REPLACED_SCRIPTS as $island => $island_handles ) {
		if ( in_array( $island, $islands, true ) ) {
			$handles = array_merge( $handles, $island_handles );
		}
	}
	/**
	 * Filters the script handles Shop Islands dequeues. Remove a handle to keep the classic
	 * script; add a theme's or plugin's handle whose behaviour an island replaces.
	 *
	 * @param string[] $handles The handles of SHOP_ISLANDS_REPLACED_SCRIPTS whose islands the build has.
	 */
	$handles = apply_filters( 'shop_islands_replaced_scripts', $handles );
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
