<?php
/**
 * What a theme's or plugin's script uses without declaring it.
 *
 * WordPress prints a script's dependencies because the script names them. Many theme and plugin
 * scripts use jQuery, or a jQuery plugin WooCommerce happened to queue on that page (its gallery's
 * flexslider), without naming it: classic WooCommerce prints those anyway, so nothing breaks until
 * the plugin retires them. Before the plugin dequeues anything, it reads each queued script of a
 * theme or plugin (its file under wp-content, and the inline scripts attached to it) for the
 * libraries of SHOP_ISLANDS_UNDECLARED_USES it does not depend on, and declares each it uses as a
 * dependency of that script: WordPress then prints the library before it, and the plugin's own
 * "still needed" check (replaced-scripts.php) sees it as needed, so it stays, and the islands that
 * would do its work stand aside as for any script that depends on it.
 *
 * A file is read once per change (its path, size and modification time, kept in a non-autoloaded
 * option); WordPress's own scripts (wp-includes, wp-admin), the plugin's and the retired ones are
 * not read. A file that merely names a library (in a comment) keeps it too: a page heavier than it
 * need be, never a broken one. What each kept library was kept for is noted
 * (shop_islands_kept_for()), for the settings screen and Site Health.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The libraries a script may use without naming them, each with how its use reads in code:
 * jQuery itself; WooCommerce's gallery slider, which a theme's quick view calls on its own slides
 * (OceanWP's); and the jQuery plugins WooCommerce queues with the scripts the plugin retires, which
 * a theme's script finds on classic pages and calls as its own: blockUI (`$.blockUI`,
 * `$( el ).block( { … } )`, queued with the variation form) and selectWoo (`$( select ).selectWoo()`,
 * with the account pages' address fields). WooCommerce's variation form and gallery plugins
 * (`$.fn.wc_variation_form`, `$.fn.wc_product_gallery`) are not here: the bundle's jQuery bridge
 * provides both (shared/legacy-events.ts), its islands doing their work.
 */
const SHOP_ISLANDS_UNDECLARED_USES = array(
	'jquery'         => '/\bjQuery\b/',
	'flexslider'     => '/\.flexslider\s*\(/',
	'jquery-blockui' => '/\.blockUI\b|\.block\s*\(\s*\{/',
	'selectWoo'      => '/\.selectWoo\s*\(/',
);

/** The option that keeps what each read file uses: path => [size, modification time, libraries]. */
const SHOP_ISLANDS_SCRIPT_USES_OPTION = 'shop_islands_script_uses';

/** A file larger than this (bytes) is not read: no theme script is. */
const SHOP_ISLANDS_SCRIPT_USES_MAX_BYTES = 2097152;

/**
 * Declares what each queued theme or plugin script uses without naming it (wp_enqueue_scripts and
 * the print hooks, just before the plugin's dequeues).
 */
function shop_islands_declare_undeclared_uses() {
	if ( ! shop_islands_is_enqueued() ) {
		return;
	}
	$scripts    = wp_scripts();
	$registered = shop_islands_registered_scripts( $scripts );
	$retired    = shop_islands_script_names( shop_islands_replaced_scripts(), $registered );
	$deps       = shop_islands_dependencies( $registered );
	$known      = shop_islands_known_script_uses();
	$changed    = false;
	$handles    = array_merge( $scripts->queue, shop_islands_dependency_closure( $scripts->queue, $deps ) );
	foreach ( array_unique( $handles ) as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) || SHOP_ISLANDS_HANDLE === $handle || in_array( $handle, $retired, true ) ) {
			continue;
		}
		$closure = shop_islands_dependency_closure( array( $handle ), $deps );
		$missing = array_filter(
			array_keys( SHOP_ISLANDS_UNDECLARED_USES ),
			static function ( $library ) use ( $handle, $closure, $registered, $deps ) {
				$names = shop_islands_script_names( array( $library ), $registered );
				// Not the library itself (flexslider's own file calls flexslider), not one it already
				// needs, and none that needs this script (a loop WordPress would never leave).
				return isset( $registered[ $library ] ) && ! in_array( $handle, $names, true ) && ! array_intersect( $names, $closure )
					&& ! in_array( $handle, shop_islands_dependency_closure( $names, $deps ), true );
			}
		);
		if ( ! $missing ) {
			continue;
		}
		$code = shop_islands_inline_code( $scripts, $handle );
		$uses = shop_islands_uses_in( $code, $missing );
		$path = shop_islands_script_path( $registered[ $handle ]['src'] );
		if ( null !== $path ) {
			$file_uses = shop_islands_file_uses( $path, $known, $changed );
			$uses      = array_values( array_unique( array_merge( $uses, array_intersect( $file_uses, $missing ) ) ) );
		}
		foreach ( $uses as $library ) {
			$scripts->registered[ $handle ]->deps[] = $library;
			$deps[ $handle ][]                      = $library;
			shop_islands_kept_for( $library, $handle );
		}
	}
	if ( $changed ) {
		update_option( SHOP_ISLANDS_SCRIPT_USES_OPTION, $known, false );
	}
}

/**
 * The libraries of `$libraries` the code uses.
 *
 * @param string   $code      JavaScript.
 * @param string[] $libraries Handles of SHOP_ISLANDS_UNDECLARED_USES.
 * @return string[]
 */
function shop_islands_uses_in( $code, array $libraries ) {
	if ( '' === $code ) {
		return array();
	}
	return array_values(
		array_filter(
			$libraries,
			static function ( $library ) use ( $code ) {
				return 1 === preg_match( SHOP_ISLANDS_UNDECLARED_USES[ $library ], $code );
			}
		)
	);
}

/**
 * The inline scripts attached to a handle (before and after it), as one text.
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string     $handle  A handle.
 * @return string
 */
function shop_islands_inline_code( WP_Scripts $scripts, $handle ) {
	$code = array();
	foreach ( array( 'before', 'after' ) as $position ) {
		$data = $scripts->get_data( $handle, $position );
		if ( is_array( $data ) ) {
			$code = array_merge( $code, array_filter( $data, 'is_string' ) );
		}
	}
	return implode( "\n", $code );
}

/**
 * The local file of a theme's or plugin's script: its source under wp-content, or null (WordPress's
 * own scripts, another host's, a path leaving wp-content).
 *
 * @param string|false $src The registered source.
 * @return string|null
 */
function shop_islands_script_path( $src ) {
	if ( ! is_string( $src ) || '' === $src ) {
		return null;
	}
	$path    = (string) wp_parse_url( $src, PHP_URL_PATH );
	$content = (string) wp_parse_url( content_url( '/' ), PHP_URL_PATH );
	if ( '' === $content || 0 !== strpos( $path, $content ) ) {
		return null;
	}
	if ( preg_match( '#^https?://#i', $src ) && wp_parse_url( $src, PHP_URL_HOST ) !== wp_parse_url( content_url(), PHP_URL_HOST ) ) {
		return null;
	}
	$file = realpath( WP_CONTENT_DIR . '/' . substr( $path, strlen( $content ) ) );
	$root = realpath( WP_CONTENT_DIR );
	if ( false === $file || false === $root || 0 !== strpos( $file, $root . DIRECTORY_SEPARATOR ) || ! is_file( $file ) ) {
		return null;
	}
	return $file;
}

/**
 * What the file uses of SHOP_ISLANDS_UNDECLARED_USES, read once per change of the file.
 *
 * @param string $path    The file.
 * @param array  $known   shop_islands_known_script_uses(), updated in place.
 * @param bool   $changed Set to true when `$known` changed.
 * @return string[]
 */
function shop_islands_file_uses( $path, array &$known, &$changed ) {
	$size  = (int) filesize( $path );
	$mtime = (int) filemtime( $path );
	$entry = $known[ $path ] ?? null;
	if ( is_array( $entry ) && ( $entry[0] ?? null ) === $size && ( $entry[1] ?? null ) === $mtime && is_array( $entry[2] ?? null ) ) {
		return $entry[2];
	}
	$code           = $size <= SHOP_ISLANDS_SCRIPT_USES_MAX_BYTES ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the site.
	$uses           = shop_islands_uses_in( $code, array_keys( SHOP_ISLANDS_UNDECLARED_USES ) );
	$known[ $path ] = array( $size, $mtime, $uses );
	$changed        = true;
	return $uses;
}

/**
 * What the read files use, as kept.
 *
 * @return array<string,array>
 */
function shop_islands_known_script_uses() {
	$known = get_option( SHOP_ISLANDS_SCRIPT_USES_OPTION, array() );
	return is_array( $known ) ? $known : array();
}

/**
 * Which scripts of this page made the plugin keep a library; called with both, notes that one did.
 *
 * @param string|null $library A handle of SHOP_ISLANDS_UNDECLARED_USES.
 * @param string|null $handle  The script that uses it.
 * @return array<string,string[]> Library => the scripts that use it.
 */
function shop_islands_kept_for( $library = null, $handle = null ) {
	static $kept = array();
	if ( null !== $library && null !== $handle && ! in_array( $handle, $kept[ $library ] ?? array(), true ) ) {
		$kept[ $library ][] = $handle;
	}
	return $kept;
}
