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
 * A script may read a retired script's settings object just as well (`wc_add_to_cart_params`,
 * printed by WordPress only with WooCommerce's add-to-cart script): a theme's quick view that
 * reads `wc_single_product_params`, a header cart that reads `wc_add_to_cart_params.ajax_url`.
 * Those keep no script: where the script whose object it is stays off the page, the object is
 * printed before the reader (shop_islands_print_undeclared_params()), as WooCommerce builds and
 * filters it.
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

/**
 * The settings objects WooCommerce prints with the scripts the plugin may retire, by the script's
 * handle: the name WooCommerce gives each (the handle, `_params`), which is how a reader's use
 * reads in code.
 */
const SHOP_ISLANDS_UNDECLARED_PARAMS = array(
	'woocommerce'              => 'woocommerce_params',
	'wc-add-to-cart'           => 'wc_add_to_cart_params',
	'wc-cart-fragments'        => 'wc_cart_fragments_params',
	'wc-single-product'        => 'wc_single_product_params',
	'wc-add-to-cart-variation' => 'wc_add_to_cart_variation_params',
);

/** The option that keeps what each read file uses: path => [size, modification time, uses, what was looked for]. */
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
		$params  = array_diff( array_keys( SHOP_ISLANDS_UNDECLARED_PARAMS ), $closure, array( $handle ) );
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
		$wanted = array_merge( $missing, array_map( 'shop_islands_params_name', $params ) );
		if ( ! $wanted ) {
			continue;
		}
		$code = shop_islands_inline_code( $scripts, $handle );
		$uses = shop_islands_uses_in( $code, $wanted );
		$path = shop_islands_script_path( $registered[ $handle ]['src'] );
		if ( null !== $path ) {
			$file_uses = shop_islands_file_uses( $path, $known, $changed );
			$uses      = array_values( array_unique( array_merge( $uses, array_intersect( $file_uses, $wanted ) ) ) );
		}
		foreach ( array_intersect( $uses, $missing ) as $library ) {
			$scripts->registered[ $handle ]->deps[] = $library;
			$deps[ $handle ][]                      = $library;
			shop_islands_kept_for( $library, $handle );
		}
		foreach ( $params as $owner ) {
			if ( in_array( shop_islands_params_name( $owner ), $uses, true ) ) {
				shop_islands_params_readers( $owner, $handle );
			}
		}
	}
	if ( $changed ) {
		update_option( SHOP_ISLANDS_SCRIPT_USES_OPTION, $known, false );
	}
}

/**
 * The libraries and settings objects of `$uses` the code uses.
 *
 * @param string   $code JavaScript.
 * @param string[] $uses Handles of SHOP_ISLANDS_UNDECLARED_USES, names of SHOP_ISLANDS_UNDECLARED_PARAMS.
 * @return string[]
 */
function shop_islands_uses_in( $code, array $uses ) {
	if ( '' === $code ) {
		return array();
	}
	$patterns = shop_islands_use_patterns();
	return array_values(
		array_filter(
			$uses,
			static function ( $use ) use ( $code, $patterns ) {
				return isset( $patterns[ $use ] ) && 1 === preg_match( $patterns[ $use ], $code );
			}
		)
	);
}

/**
 * How each use reads in code: the libraries' patterns, and each settings object's name as a word.
 *
 * @return array<string,string> A library's handle or an object's name => its pattern.
 */
function shop_islands_use_patterns() {
	$patterns = SHOP_ISLANDS_UNDECLARED_USES;
	foreach ( SHOP_ISLANDS_UNDECLARED_PARAMS as $name ) {
		$patterns[ $name ] = '/\\b' . $name . '\\b/';
	}
	return $patterns;
}

/**
 * The settings object WooCommerce prints with a script.
 *
 * @param string $handle A handle of SHOP_ISLANDS_UNDECLARED_PARAMS.
 * @return string
 */
function shop_islands_params_name( $handle ) {
	return SHOP_ISLANDS_UNDECLARED_PARAMS[ $handle ];
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
	$entry    = $known[ $path ] ?? null;
	$patterns = shop_islands_use_patterns();
	// Read again when the file changed, or when this version of the plugin looks for other uses.
	$sought = md5( (string) wp_json_encode( $patterns ) );
	if ( is_array( $entry ) && ( $entry[0] ?? null ) === $size && ( $entry[1] ?? null ) === $mtime && is_array( $entry[2] ?? null ) && ( $entry[3] ?? null ) === $sought ) {
		return $entry[2];
	}
	$code           = $size <= SHOP_ISLANDS_SCRIPT_USES_MAX_BYTES ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the site.
	$uses           = shop_islands_uses_in( $code, array_keys( $patterns ) );
	$known[ $path ] = array( $size, $mtime, $uses, $sought );
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

/**
 * Which scripts of this page read a settings object of a WooCommerce script they do not depend on;
 * called with both, notes that one does.
 *
 * @param string|null $owner  A handle of SHOP_ISLANDS_UNDECLARED_PARAMS.
 * @param string|null $reader The script that reads its object.
 * @return array<string,string[]> Owner => the scripts that read its object.
 */
function shop_islands_params_readers( $owner = null, $reader = null ) {
	static $readers = array();
	if ( null !== $owner && null !== $reader && ! in_array( $reader, $readers[ $owner ] ?? array(), true ) ) {
		$readers[ $owner ][] = $reader;
	}
	return $readers;
}

/**
 * Prints, before the first script that reads it, the settings object of each WooCommerce script
 * that stays off this page (wp_print_scripts and wp_print_footer_scripts, after the plugin's
 * dequeues, before WordPress prints): where the script is printed after all, WooCommerce prints
 * its object itself.
 */
function shop_islands_print_undeclared_params() {
	static $printed = array();
	$scripts = wp_scripts();
	foreach ( shop_islands_params_readers() as $owner => $readers ) {
		if ( isset( $printed[ $owner ] ) || wp_script_is( $owner ) || ! wp_script_is( $owner, 'registered' ) ) {
			continue;
		}
		$reader = current(
			array_filter(
				$readers,
				static function ( $handle ) use ( $scripts ) {
					return wp_script_is( $handle ) && ! in_array( $handle, $scripts->done, true );
				}
			)
		);
		$data = false === $reader ? null : shop_islands_woocommerce_script_data( $owner );
		if ( null === $data ) {
			continue;
		}
		$name = shop_islands_params_name( $owner );
		/** This filter is documented in WooCommerce's WC_Frontend_Scripts::localize_script(). */
		$data = apply_filters( $name, $data ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WooCommerce's own filter.
		if ( is_array( $data ) && wp_localize_script( $reader, $name, $data ) ) {
			$printed[ $owner ] = true;
		}
	}
}

/**
 * A WooCommerce script's settings object as WooCommerce builds it for this page, its
 * `woocommerce_get_script_data` filter applied: from WooCommerce's own builder, which it keeps
 * private; null when this WooCommerce has none for the script.
 *
 * @param string $handle A handle of SHOP_ISLANDS_UNDECLARED_PARAMS.
 * @return array|null
 */
function shop_islands_woocommerce_script_data( $handle ) {
	if ( ! method_exists( 'WC_Frontend_Scripts', 'get_script_data' ) ) {
		return null;
	}
	$builder = new ReflectionMethod( 'WC_Frontend_Scripts', 'get_script_data' );
	$builder->setAccessible( true );
	$data = $builder->invoke( null, $handle );
	return is_array( $data ) && $data ? $data : null;
}
