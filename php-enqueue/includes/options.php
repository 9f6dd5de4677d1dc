<?php
/**
 * What a site owner sets on the settings screen (includes/settings-screen.php): the islands
 * turned off, and the consent category of order attribution. One option, written only when the
 * screen is saved; the filters win over it.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The option the settings screen saves. */
const SHOP_ISLANDS_OPTION = 'shop_islands_options';

/** The admin-only query argument that shows a page as without the plugin (`?shop-islands=off`). */
const SHOP_ISLANDS_COMPARE_ARG = 'shop-islands';

/**
 * The saved settings, each field checked: `off`, the islands turned off (names of the build);
 * `consent_category`, a WP Consent API category or '' for WooCommerce's.
 *
 * @return array{off: string[], consent_category: string}
 */
function shop_islands_saved_options() {
	$saved = get_option( SHOP_ISLANDS_OPTION, array() );
	return shop_islands_sanitize_options( is_array( $saved ) ? $saved : array() );
}

/**
 * Keeps what the screen may save: island names as strings, a known consent category or ''.
 * Also the option's sanitize callback.
 *
 * @param mixed $value The posted or stored value.
 * @return array{off: string[], consent_category: string}
 */
function shop_islands_sanitize_options( $value ) {
	$value    = is_array( $value ) ? $value : array();
	$off      = isset( $value['off'] ) && is_array( $value['off'] ) ? $value['off'] : array();
	$category = $value['consent_category'] ?? '';
	return array(
		'off'              => array_values( array_unique( array_filter( $off, static fn( $island ) => is_string( $island ) && 1 === preg_match( '/^[a-z0-9-]+$/', $island ) ) ) ),
		'consent_category' => in_array( $category, SHOP_ISLANDS_CONSENT_CATEGORIES, true ) ? $category : '',
	);
}

/**
 * The islands turned off on this site: the screen's, then the filter's word.
 *
 * @return string[] Names of islands of the build.
 */
function shop_islands_islands_off() {
	$build = shop_islands_build();
	if ( is_wp_error( $build ) ) {
		return array();
	}
	/**
	 * Filters the islands turned off: each stays off the page (the loader skips it) and the
	 * classic scripts it replaces stay. Wins over the settings screen.
	 *
	 * @param string[] $off The islands the settings screen turned off.
	 */
	$off = apply_filters( 'shop_islands_islands_off', shop_islands_saved_options()['off'] );
	return is_array( $off ) ? array_values( array_intersect( $build['islands'], $off ) ) : array();
}

/**
 * The islands of the build that are on.
 *
 * @return string[]
 */
function shop_islands_active_islands() {
	$build = shop_islands_build();
	return is_wp_error( $build ) ? array() : array_values( array_diff( $build['islands'], shop_islands_islands_off() ) );
}

/**
 * Whether the current request asks for the page as without the plugin (`?shop-islands=off`),
 * which only a user who may manage the shop can (the settings screen's "compare" link), or the
 * Site Health test's own loopback, which carries its check token (site-health.php).
 *
 * @return bool
 */
function shop_islands_compare_without() {
	// Read-only and for the current user alone: it only leaves the plugin out of their page.
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return isset( $_GET[ SHOP_ISLANDS_COMPARE_ARG ] ) && 'off' === sanitize_key( wp_unslash( $_GET[ SHOP_ISLANDS_COMPARE_ARG ] ) ) && ( current_user_can( shop_islands_settings_capability() ) || shop_islands_check_requested() );
}

/**
 * Who may change the settings: who manages the shop (or the site, without WooCommerce).
 *
 * @return string
 */
function shop_islands_settings_capability() {
	return class_exists( 'WooCommerce' ) ? 'manage_woocommerce' : 'manage_options';
}
