<?php
/**
 * What the plugin did on the front end, for the settings screen and Site Health: on each page
 * it runs on, once the footer's scripts have printed, which classic scripts it retires are still
 * printed (and jQuery), and which queued scripts made WordPress print them (the page's report).
 *
 * The report of a shopper's page view goes into one small non-autoloaded option, the record:
 * per kind of page (home, shop, product, cart, checkout, account, other), what kept what, and
 * the names this site registers each retired script under (script-names.php). The admin screens
 * never see the front end's scripts (WooCommerce and themes register them only there), so they
 * read the record. The option is written only when a page adds something to it, or when an entry
 * is a day old (each entry keeps the day it was last seen; one not seen for a week is dropped), so
 * a site's pages, once seen, cost one read of the option a view and no write. Views of a user who
 * sees the admin bar are not recorded: the bar and the editors' tools bring scripts no shopper
 * gets. The record starts again when the build or the islands turned off change.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The option of the record. */
const SHOP_ISLANDS_PAGE_RECORD_OPTION = 'shop_islands_page_record';

/** Days an entry of the record lasts unseen. */
const SHOP_ISLANDS_PAGE_RECORD_DAYS = 7;

/** The handle the report names jQuery by (WordPress's group of jquery-core and jquery-migrate). */
const SHOP_ISLANDS_JQUERY = 'jquery';

/**
 * Every classic handle of the plugin's tables an island retires, or helps retire.
 *
 * @param string $island An island.
 * @return string[]
 */
function shop_islands_island_handles( $island ) {
	$shared  = array_keys( array_filter( SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS, static fn( $needed ) => in_array( $island, $needed, true ) ) );
	$handles = array_merge( SHOP_ISLANDS_REPLACED_SCRIPTS[ $island ] ?? array(), $shared, SHOP_ISLANDS_RETIRED_LIBRARIES[ $island ] ?? array() );
	if ( SHOP_ISLANDS_LOCATION_ISLAND === $island ) {
		$handles[] = SHOP_ISLANDS_FOOD_MENU_SCRIPT;
	}
	if ( 'quantity' === $island ) {
		$handles = array_merge( $handles, array_keys( shop_islands_theme_steppers() ) );
	}
	return array_values( array_unique( $handles ) );
}

/**
 * Every handle of the plugin's tables: the islands', the stylesheet's and comment-reply.
 *
 * @return string[]
 */
function shop_islands_table_handles() {
	$handles = array_merge( array_keys( SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS ), SHOP_ISLANDS_STYLESHEET_REPLACED_SCRIPTS, array( 'comment-reply', SHOP_ISLANDS_FOOD_MENU_SCRIPT ), array_keys( shop_islands_theme_steppers() ) );
	foreach ( array_merge( SHOP_ISLANDS_REPLACED_SCRIPTS, SHOP_ISLANDS_RETIRED_LIBRARIES ) as $island_handles ) {
		$handles = array_merge( $handles, $island_handles );
	}
	return array_values( array_unique( $handles ) );
}

/**
 * The names this registry knows each handle by (itself, the script behind an alias, every alias).
 *
 * @param string[]                                          $handles    Handles, as the tables name them.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return array<string,string[]> Handle => its registered names; handles nothing registered left out.
 */
function shop_islands_registered_names( array $handles, array $registered ) {
	// One pass over the registry (every page view runs this): each script with the names standing for it.
	$by_script = array();
	foreach ( array_keys( $registered ) as $name ) {
		$by_script[ shop_islands_script_behind( $name, $registered ) ][] = $name;
	}
	$names = array();
	foreach ( $handles as $handle ) {
		$known = $by_script[ shop_islands_script_behind( $handle, $registered ) ] ?? array();
		if ( $known ) {
			$names[ $handle ] = $known;
		}
	}
	return $names;
}

/**
 * A page's report: each handle the plugin meant to retire here (and jQuery) that was printed,
 * under the name it was printed by, with the queued scripts that needed it and their files.
 *
 * @param string[]                                          $queue      The queued handles once the page printed.
 * @param string[]                                          $done       The handles WordPress printed.
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @param string[]                                          $retire     The handles the plugin retires on this page, as the tables name them.
 * @param string                                            $root       The site's path (home_url's), with a trailing slash.
 * @return array<string,array<string,string>> Printed handle => [queued script => its file from the site's root, '' for none]; '' for the handle queued itself.
 */
function shop_islands_page_report( array $queue, array $done, array $registered, array $retire, $root = '/' ) {
	$printed_names = array_flip( $done );
	$checks        = array();
	foreach ( shop_islands_registered_names( $retire, $registered ) as $names ) {
		$printed = array_values( array_filter( $names, static fn( $name ) => isset( $printed_names[ $name ] ) && false !== $registered[ $name ]['src'] ) );
		if ( $printed ) {
			$checks[ $printed[0] ] = $names;
		}
	}
	if ( isset( $printed_names[ SHOP_ISLANDS_JQUERY ] ) || isset( $printed_names['jquery-core'] ) ) {
		$checks[ SHOP_ISLANDS_JQUERY ] = array( SHOP_ISLANDS_JQUERY, 'jquery-core' );
	}
	if ( ! $checks ) {
		return array();
	}
	$deps     = shop_islands_dependencies( $registered );
	$retired  = shop_islands_script_names( $retire, $registered );
	$closures = array();
	$report   = array();
	foreach ( $checks as $printed => $names ) {
		$keepers = array();
		foreach ( $queue as $script ) {
			if ( SHOP_ISLANDS_HANDLE === $script || ( in_array( $script, $retired, true ) && ! in_array( $script, $names, true ) ) ) {
				continue;
			}
			$closures[ $script ] = $closures[ $script ] ?? shop_islands_dependency_closure( array( $script ), $deps );
			if ( in_array( $script, $names, true ) ) {
				$keepers[''] = '';
			} elseif ( array_intersect( $names, $closures[ $script ] ) ) {
				$keepers[ $script ] = shop_islands_site_file( $registered[ $script ]['src'] ?? false, $root );
			}
		}
		// Queued by itself is worth saying only when no script needs it.
		if ( count( $keepers ) > 1 ) {
			unset( $keepers[''] );
		}
		ksort( $keepers );
		$report[ $printed ] = $keepers;
	}
	ksort( $report );
	return $report;
}

/**
 * A script's file as a path from the site's root (`wp-content/plugins/…`), '' for none or another host's.
 *
 * @param string|false $src  The registered source.
 * @param string       $root The site's path, with a trailing slash.
 * @return string
 */
function shop_islands_site_file( $src, $root ) {
	if ( ! is_string( $src ) || '' === $src ) {
		return '';
	}
	$path = (string) parse_url( $src, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- also runs outside WordPress (its tests).
	if ( 0 === strpos( $path, $root ) ) {
		return substr( $path, strlen( $root ) );
	}
	return ltrim( $path, '/' );
}

/**
 * Whether a script's file is WordPress's or WooCommerce's own: what those keep is the page's own
 * need (the cart's and checkout's scripts), not a theme's or another plugin's.
 *
 * @param string $file A file from the site's root, as shop_islands_site_file() gives it.
 * @return bool
 */
function shop_islands_is_own_file( $file ) {
	return 1 === preg_match( '#^(wp-includes/|wp-admin/|wp-content/plugins/woocommerce/)#', $file );
}

/**
 * The handles of a report kept only by scripts that are neither WordPress's nor WooCommerce's
 * (or queued by themselves): what the plugin would have retired but for a theme or a plugin.
 *
 * @param array<string,array<string,string>> $report shop_islands_page_report().
 * @return array<string,array<string,string>>
 */
function shop_islands_report_left( array $report ) {
	return array_filter(
		$report,
		static function ( $keepers ) {
			foreach ( $keepers as $keeper => $file ) {
				if ( '' !== $keeper && shop_islands_is_own_file( $file ) ) {
					return false;
				}
			}
			return true;
		}
	);
}

/**
 * The kind of the current page, as the record keeps it.
 *
 * @return string One of shop_islands_page_kind_labels()'s keys.
 */
function shop_islands_page_kind() {
	if ( function_exists( 'is_cart' ) && is_cart() ) {
		return 'cart';
	}
	if ( function_exists( 'is_checkout' ) && is_checkout() ) {
		return 'checkout';
	}
	if ( function_exists( 'is_account_page' ) && is_account_page() ) {
		return 'account';
	}
	if ( function_exists( 'is_product' ) && is_product() ) {
		return 'product';
	}
	if ( function_exists( 'is_shop' ) && ( is_shop() || is_product_taxonomy() ) ) {
		return 'shop';
	}
	return is_front_page() ? 'home' : 'other';
}

/**
 * The kinds of page, as the screens name them.
 *
 * @return array<string,string>
 */
function shop_islands_page_kind_labels() {
	return array(
		'home'     => __( 'the home page', 'shop-islands' ),
		'shop'     => __( 'the shop and its categories', 'shop-islands' ),
		'product'  => __( 'product pages', 'shop-islands' ),
		'cart'     => __( 'the cart', 'shop-islands' ),
		'checkout' => __( 'the checkout', 'shop-islands' ),
		'account'  => __( 'My account', 'shop-islands' ),
		'other'    => __( 'other pages', 'shop-islands' ),
	);
}

/**
 * The current page's report (once the footer's scripts have printed).
 *
 * @param array<string,array{src:string|false,deps:string[]}> $registered shop_islands_registered_scripts().
 * @return array<string,array<string,string>>
 */
function shop_islands_current_page_report( array $registered ) {
	$scripts = wp_scripts();
	// Not the scripts that serve WooCommerce's gallery where it still runs: those stay rightly.
	$retire = shop_islands_scripts_to_retire( shop_islands_replaced_scripts(), $scripts->queue, shop_islands_dependencies( $registered ), $registered );
	return shop_islands_page_report(
		$scripts->queue,
		$scripts->done,
		$registered,
		array_merge( $retire, shop_islands_retired_libraries() ),
		trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) )
	);
}

/**
 * What makes the record start again: the build and the islands turned off.
 *
 * @return string
 */
function shop_islands_page_record_key() {
	$build = shop_islands_build();
	return md5( ( is_wp_error( $build ) ? '' : $build['version'] ) . '|' . implode( ',', shop_islands_islands_off() ) );
}

/**
 * The record with a page's report and the registry's names merged in, and whether that changed it.
 *
 * @param mixed                              $record The stored record.
 * @param string                             $key    shop_islands_page_record_key().
 * @param string                             $kind   The page's kind.
 * @param array<string,string[]>             $names  shop_islands_registered_names() of every table handle.
 * @param array<string,array<string,string>> $report The page's report.
 * @param int                                $day    Today, in days since 1970.
 * @return array{0: array, 1: bool}
 */
function shop_islands_merge_page_record( $record, $key, $kind, array $names, array $report, $day ) {
	$fresh  = array(
		'key'   => $key,
		'names' => array(),
		'kept'  => array(),
		'files' => array(),
	);
	$record = is_array( $record ) && ( $record['key'] ?? null ) === $key ? array_merge( $fresh, $record ) : $fresh;
	$before = $record;
	foreach ( $names as $handle => $handle_names ) {
		foreach ( $handle_names as $name ) {
			$record['names'][ $handle ][ $name ] = $day;
		}
	}
	foreach ( $report as $handle => $keepers ) {
		foreach ( $keepers as $keeper => $file ) {
			$record['kept'][ $kind ][ $handle ][ $keeper ] = $day;
			$record['files'][ $keeper ]                    = $file;
		}
	}
	$record = shop_islands_drop_stale( $record, $day );
	return array( $record, $record !== $before );
}

/**
 * The record without the entries not seen for SHOP_ISLANDS_PAGE_RECORD_DAYS.
 *
 * @param array $record A record.
 * @param int   $day    Today.
 * @return array
 */
function shop_islands_drop_stale( array $record, $day ) {
	$fresh = static fn( $seen ) => is_int( $seen ) && $day - $seen < SHOP_ISLANDS_PAGE_RECORD_DAYS;
	foreach ( $record['names'] as $handle => $names ) {
		$record['names'][ $handle ] = array_filter( $names, $fresh );
	}
	foreach ( $record['kept'] as $kind => $handles ) {
		foreach ( $handles as $handle => $keepers ) {
			$record['kept'][ $kind ][ $handle ] = array_filter( $keepers, $fresh );
		}
		$record['kept'][ $kind ] = array_filter( $record['kept'][ $kind ] );
	}
	$record['names'] = array_filter( $record['names'] );
	$record['kept']  = array_filter( $record['kept'] );
	return $record;
}

/**
 * Records what this page kept (wp_footer, last): on a page the plugin runs on, for a visitor
 * without the admin bar.
 */
function shop_islands_record_page() {
	if ( ! shop_islands_is_enqueued() || is_admin_bar_showing() ) {
		return;
	}
	$registered = shop_islands_registered_scripts( wp_scripts() );
	$report     = shop_islands_current_page_report( $registered );
	if ( shop_islands_check_requested() ) {
		shop_islands_print_page_report( $report );
	}
	$names = shop_islands_registered_names( shop_islands_table_handles(), $registered );
	list( $record, $changed ) = shop_islands_merge_page_record( get_option( SHOP_ISLANDS_PAGE_RECORD_OPTION ), shop_islands_page_record_key(), shop_islands_page_kind(), $names, $report, (int) floor( time() / DAY_IN_SECONDS ) );
	if ( $changed ) {
		update_option( SHOP_ISLANDS_PAGE_RECORD_OPTION, $record, false );
	}
}

/**
 * The record, as the screens read it: empty until a shopper's page was seen.
 *
 * @return array{names: array<string,array<string,int>>, kept: array<string,array<string,array<string,int>>>, files: array<string,string>}
 */
function shop_islands_page_record() {
	$record = get_option( SHOP_ISLANDS_PAGE_RECORD_OPTION );
	if ( ! is_array( $record ) || ( $record['key'] ?? null ) !== shop_islands_page_record_key() ) {
		return array(
			'names' => array(),
			'kept'  => array(),
			'files' => array(),
		);
	}
	$record = shop_islands_drop_stale( $record, (int) floor( time() / DAY_IN_SECONDS ) );
	return array(
		'names' => $record['names'],
		'kept'  => $record['kept'],
		'files' => $record['files'],
	);
}
