<?php
/**
 * Every name WordPress knows a script by, so that a script is retired for what it is rather
 * than for the handle it once had.
 *
 * WordPress prints a script for its handle and for every alias of it: a handle registered with
 * no source that depends on that script alone, which brings it wherever the alias is queued or
 * depended on. Since 10.3 WooCommerce registers its libraries under new handles (`flexslider` as
 * `wc-flexslider`, `zoom` as `wc-zoom`, `js-cookie` as `wc-js-cookie`, `jquery-blockui` as
 * `wc-jquery-blockui`, …) and keeps each old one as such an alias: it enqueues the new name
 * itself, while a theme or plugin may still enqueue or depend on the old one. The handles the
 * plugin's tables name are resolved here against the scripts registered on the page, both
 * ways: an alias to the script it stands for, and a script to every alias of it.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the page's script registry says of each handle: its source (false for an alias or a
 * group) and its dependencies.
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @return array<string,array{src:string|false,deps:string[]}>
 */
function shop_islands_registered_scripts( WP_Scripts $scripts ) {
	$registered = array();
	foreach ( $scripts->registered as $handle => $script ) {
		$registered[ $handle ] = array(
			'src'  => is_string( $script->src ) && '' !== $script->src ? $script->src : false,
			'deps' => is_array( $script->deps ) ? array_values( $script->deps ) : array(),
		);
	}
	return $registered;
}

/**
 * The handles, each with every other name of the same script: the script an alias stands for
 * (through aliases of aliases) and every alias standing for that script. A handle nothing
 * registered stays as it is.
 *
 * @param string[]                                          $handles    Handles, as the plugin's tables name them.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return string[]
 */
function shop_islands_script_names( array $handles, array $registered ) {
	$scripts = array();
	foreach ( $handles as $handle ) {
		$scripts[] = shop_islands_script_behind( $handle, $registered );
	}
	$names = $handles;
	foreach ( array_keys( $registered ) as $handle ) {
		if ( in_array( shop_islands_script_behind( $handle, $registered ), $scripts, true ) ) {
			$names[] = $handle;
		}
	}
	return array_values( array_unique( array_merge( $names, $scripts ) ) );
}

/**
 * The script a handle stands for: the handle itself, or, for an alias (no source, one
 * dependency), the script behind that dependency.
 *
 * @param string                                            $handle     A handle.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return string
 */
function shop_islands_script_behind( $handle, array $registered ) {
	$seen = array();
	while ( isset( $registered[ $handle ] ) && ! isset( $seen[ $handle ] ) && shop_islands_is_alias( $registered[ $handle ] ) ) {
		$seen[ $handle ] = true;
		$handle          = $registered[ $handle ]['deps'][0];
	}
	return $handle;
}

/**
 * Whether a registered script is an alias: no source of its own and exactly one dependency
 * (a group such as `jquery`, with two, is not the alias of either).
 *
 * @param array{src:string|false,deps:string[]} $script A registered script.
 * @return bool
 */
function shop_islands_is_alias( array $script ) {
	return false === $script['src'] && 1 === count( $script['deps'] );
}
