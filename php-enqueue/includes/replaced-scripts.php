<?php
/**
 * The classic scripts Shop Islands replaces, dequeued when the bundle loads: what a page loses,
 * decided from the tables of replaced-script-tables.php and WordPress's dependency data.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/replaced-script-tables.php';

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
	if ( in_array( 'quantity', $islands, true ) ) {
		$handles = array_merge( $handles, array_keys( shop_islands_theme_steppers() ) );
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
	 *                          the themes' stepper scripts the quantity island takes over (shop_islands_theme_steppers()),
	 *                          those the stylesheet replaces, and `comment-reply` on a product page that prints no reply link.
	 */
	$handles = apply_filters( 'shop_islands_replaced_scripts', $handles );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * The themes' stepper scripts the quantity island takes over: SHOP_ISLANDS_THEME_STEPPERS and the
 * site's additions, each with its look as the island reads it, but those a constant of their
 * `keptWith` keeps.
 *
 * @return array<string,array{boxClass:string,control:string,placeholder:string|null,updatesCart:bool}> Handle => its look.
 */
function shop_islands_theme_steppers() {
	/**
	 * Filters the themes' quantity stepper scripts the quantity island takes over. Add a theme's
	 * script that draws WooCommerce's classic `input.minus` and `input.plus` buttons (or links)
	 * around the field once the page is ready, with the look it gives the box
	 * (SHOP_ISLANDS_THEME_STEPPERS); a class alone stands for `array( 'boxClass' => $class )`.
	 * Remove one to keep it.
	 *
	 * @param array<string,string|array> $steppers Handle => its look.
	 */
	$steppers = apply_filters( 'shop_islands_theme_steppers', SHOP_ISLANDS_THEME_STEPPERS );
	if ( ! is_array( $steppers ) ) {
		return array();
	}
	$looks = array();
	foreach ( $steppers as $handle => $stepper ) {
		$look = is_string( $handle ) ? shop_islands_stepper_look( is_string( $stepper ) ? array( 'boxClass' => $stepper ) : $stepper ) : null;
		if ( null !== $look ) {
			$looks[ $handle ] = $look;
		}
	}
	return $looks;
}

/**
 * A stepper script's look as the quantity island reads it, or null when it is malformed or one of
 * its `keptWith` constants is defined.
 *
 * @param mixed $stepper The table's or the filter's entry.
 * @return array{boxClass:string,control:string,placeholder:string|null,updatesCart:bool}|null
 */
function shop_islands_stepper_look( $stepper ) {
	$class_name = '/^-?[A-Za-z_][\w-]*$/';
	if ( ! is_array( $stepper ) || ! isset( $stepper['boxClass'] ) || ! is_string( $stepper['boxClass'] ) || 1 !== preg_match( $class_name, $stepper['boxClass'] ) ) {
		return null;
	}
	$look = array(
		'boxClass'    => $stepper['boxClass'],
		'control'     => $stepper['control'] ?? 'input',
		'placeholder' => $stepper['placeholder'] ?? null,
		'updatesCart' => $stepper['updatesCart'] ?? false,
	);
	$valid = in_array( $look['control'], array( 'input', 'link' ), true )
		&& ( null === $look['placeholder'] || ( is_string( $look['placeholder'] ) && 1 === preg_match( $class_name, $look['placeholder'] ) ) )
		&& is_bool( $look['updatesCart'] );
	foreach ( (array) ( $stepper['keptWith'] ?? array() ) as $constant ) {
		$valid = $valid && ! ( is_string( $constant ) && defined( $constant ) );
	}
	return $valid ? $look : null;
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
 * The replaced scripts this page retires: all of them, but for those that serve WooCommerce's own
 * gallery (SHOP_ISLANDS_GALLERY_COMPANIONS) where its single-product script still runs once the
 * others are gone, because a theme's or plugin's script needs it.
 *
 * @param string[]                                             $replaced   shop_islands_replaced_scripts().
 * @param string[]                                             $queue      The queued handles.
 * @param array<string,array>                                  $deps       shop_islands_dependencies().
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return string[]
 */
function shop_islands_scripts_to_retire( array $replaced, array $queue, array $deps, array $registered ) {
	$staying = array_diff( $queue, shop_islands_script_names( $replaced, $registered ) );
	if ( ! shop_islands_needed( array( 'wc-single-product' ), $staying, $deps, $registered ) ) {
		return $replaced;
	}
	return array_values( array_diff( $replaced, SHOP_ISLANDS_GALLERY_COMPANIONS ) );
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
	$deps       = shop_islands_dependencies( $registered );
	foreach ( shop_islands_scripts_to_retire( shop_islands_replaced_scripts(), $scripts->queue, $deps, $registered ) as $handle ) {
		$names = shop_islands_script_names( array( $handle ), $registered );
		if ( array_intersect( $names, $scripts->queue ) ) {
			shop_islands_retired_from_page( $handle );
		}
		foreach ( $names as $name ) {
			wp_dequeue_script( $name );
		}
	}
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
