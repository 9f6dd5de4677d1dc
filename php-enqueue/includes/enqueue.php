<?php
/**
 * The bundle on the front end: the stylesheet, the entry as a module script, modulepreload
 * links for the chunks the entry imports, and the settings tag.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether Shop Islands takes over this page: front end only, with a usable build.
 *
 * @return bool
 */
function shop_islands_should_load() {
	if ( is_admin() || wp_doing_ajax() || is_feed() || is_embed() ) {
		return false;
	}
	/**
	 * Filters whether Shop Islands loads on the current page (and replaces the classic scripts).
	 *
	 * @param bool $enabled Default true.
	 */
	if ( ! apply_filters( 'shop_islands_enabled', true ) || shop_islands_compare_without() ) {
		return false;
	}
	return ! is_wp_error( shop_islands_build() );
}

/**
 * Whether to use the script-module API (WordPress 6.5+) rather than a classic script turned
 * into a module through `script_loader_tag`.
 *
 * @return bool
 */
function shop_islands_use_script_modules() {
	$available = function_exists( 'wp_register_script_module' ) && function_exists( 'wp_enqueue_script_module' );
	/**
	 * Filters whether the entry is enqueued through the script-module API.
	 *
	 * @param bool $use Default: whether the API exists.
	 */
	return $available && (bool) apply_filters( 'shop_islands_use_script_modules', $available );
}

/**
 * Enqueues the stylesheet and the entry module (wp_enqueue_scripts).
 */
function shop_islands_enqueue_assets() {
	if ( ! shop_islands_should_load() ) {
		return;
	}
	$build = shop_islands_build();
	// No `ver` query: the build's files are in a folder named by its version, and the chunks import
	// the entry at its plain address, which its tag must print for the page to have one entry.
	$no_version = null;

	if ( $build['style'] ) {
		wp_enqueue_style( SHOP_ISLANDS_HANDLE, $build['url'] . $build['style'], array(), $no_version );
	}

	$entry_url = $build['url'] . $build['entry'];
	if ( shop_islands_use_script_modules() ) {
		wp_register_script_module( SHOP_ISLANDS_HANDLE, $entry_url, array(), $no_version );
		wp_enqueue_script_module( SHOP_ISLANDS_HANDLE );
		// Classic scripts the bundle expects run before any module (modules are deferred).
		foreach ( $build['dependencies'] as $handle ) {
			wp_enqueue_script( $handle );
		}
	} else {
		wp_register_script( SHOP_ISLANDS_HANDLE, $entry_url, $build['dependencies'], $no_version, false );
		wp_enqueue_script( SHOP_ISLANDS_HANDLE );
		add_filter( 'script_loader_tag', 'shop_islands_module_script_tag', 10, 2 );
	}

	add_action( 'wp_head', 'shop_islands_print_head_tags', 2 );

	/**
	 * Fires once the bundle is enqueued on a front-end page (the replaced scripts are
	 * dequeued from then on).
	 *
	 * @param array $build The build: dir, url, version, entry, style, preload, dependencies.
	 */
	do_action( 'shop_islands_enqueued', $build );
}

/**
 * Whether the bundle was enqueued on this page.
 *
 * @return bool
 */
function shop_islands_is_enqueued() {
	return did_action( 'shop_islands_enqueued' ) > 0;
}

/**
 * Turns the entry's classic script tag into a module script (script_loader_tag). Only the
 * entry's own tag changes: inline scripts other code attached to the handle stay as they are.
 *
 * @param string $tag    The script tag(s) of the handle.
 * @param string $handle Script handle.
 * @return string
 */
function shop_islands_module_script_tag( $tag, $handle ) {
	if ( SHOP_ISLANDS_HANDLE !== $handle ) {
		return $tag;
	}
	$id = preg_quote( SHOP_ISLANDS_HANDLE . '-js', '#' );
	return (string) preg_replace_callback(
		'#<script\b([^>]*\bid=([\'"])' . $id . '\2[^>]*)>#',
		static function ( $match ) {
			$attributes = preg_replace( '#\s+type=([\'"])[^\'"]*\1#', '', $match[1] );
			return '<script type="module"' . $attributes . '>';
		},
		$tag
	);
}

/**
 * Prints the settings tag and the modulepreload links (wp_head).
 */
function shop_islands_print_head_tags() {
	$build = shop_islands_build();
	if ( is_wp_error( $build ) ) {
		return;
	}

	// JSON_HEX_TAG turns < and > into \u003C and \u003E: no value can close the script element.
	$json = wp_json_encode( (object) shop_islands_page_settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	printf(
		"<script type=\"application/json\" id=\"shop-islands-settings\">%s</script>\n",
		$json // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with < > & escaped, checked by shop_islands_page_settings().
	);

	// The chunks the entry imports statically: fetched in parallel with it, not after it.
	foreach ( $build['preload'] as $chunk ) {
		printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $build['url'] . $chunk ) );
	}
}
