<?php
/**
 * Elementor's lazy-loaded backgrounds (its `e_lazyload` feature, on for sites installed since
 * Elementor 3.21), taken over by the lazy-background island.
 *
 * Elementor prints a stylesheet in the head that keeps the background images of the page's later
 * top-level containers (`.e-con.e-parent`) off until they have `e-lazyloaded`, with or without
 * JavaScript, and an inline script in the footer that adds the class as each nears the viewport.
 * Where the bundle and the islands' stylesheet are on the page with the island, the plugin takes
 * both out: the islands' stylesheet holds the same rule, only where scripting runs (so a page
 * without JavaScript shows every background), and the island adds the class, the one writer of it.
 * Elementor's front end, which depends on jQuery, stays as it is.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The island that does the job. */
const SHOP_ISLANDS_LAZY_BACKGROUND_ISLAND = 'lazy-background';

/** Elementor's module that prints the stylesheet and the script, each from a closure of its own. */
const SHOP_ISLANDS_ELEMENTOR_LAZYLOAD_MODULE = 'Elementor\Modules\LazyLoad\Module';

/**
 * Takes Elementor's lazy-load stylesheet (wp_head) and script (wp_footer) out, once the bundle
 * has been enqueued (wp_head, after wp_enqueue_scripts and before Elementor prints).
 */
function shop_islands_take_over_elementor_lazyload() {
	if ( ! shop_islands_is_enqueued() || ! wp_style_is( SHOP_ISLANDS_HANDLE ) || ! shop_islands_build_has_island( SHOP_ISLANDS_LAZY_BACKGROUND_ISLAND ) ) {
		return;
	}
	foreach ( array( 'wp_head', 'wp_footer' ) as $hook ) {
		foreach ( shop_islands_closures_of( $hook, SHOP_ISLANDS_ELEMENTOR_LAZYLOAD_MODULE ) as $priority => $closures ) {
			foreach ( $closures as $closure ) {
				remove_action( $hook, $closure, $priority );
			}
		}
	}
}

/**
 * The closures an object of `$class` hooked to `$hook`, by priority.
 *
 * @param string $hook  An action.
 * @param string $class A class name.
 * @return array<int,Closure[]>
 */
function shop_islands_closures_of( $hook, $class ) {
	global $wp_filter;
	$found = array();
	if ( ! isset( $wp_filter[ $hook ] ) ) {
		return $found;
	}
	foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$function = $callback['function'];
			if ( $function instanceof Closure ) {
				$owner = ( new ReflectionFunction( $function ) )->getClosureThis();
				if ( is_object( $owner ) && get_class( $owner ) === $class ) {
					$found[ $priority ][] = $function;
				}
			}
		}
	}
	return $found;
}
