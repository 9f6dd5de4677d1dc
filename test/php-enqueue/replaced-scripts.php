<?php
/**
 * Runs shop_islands_replaced_scripts() outside WordPress, for test/php-enqueue/replaced-scripts.test.ts:
 * `php replaced-scripts.php '<json list of the build's islands>' ['<json page>']` prints the handles it
 * dequeues as JSON, on a page described by the second argument (default: neither the bundle's
 * stylesheet nor a product page): `{stylesheet?: bool, product?: bool, themeFiles?: string[],
 * filtered?: string[]}`, whether the bundle's stylesheet is queued, whether it is a product page,
 * the template files the theme has (paths under the theme folder), the hooks something filters and
 * the constants defined (`defined?: string[]`, a theme's add-on).
 * With `libraries` as the second argument, it prints the libraries it may retire (shop_islands_retired_libraries()).
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'SHOP_ISLANDS_HANDLE', 'shop-islands' );

$page = isset( $argv[2] ) && 'libraries' !== $argv[2] ? json_decode( $argv[2], true ) : array();
foreach ( $page['defined'] ?? array() as $constant ) {
	define( $constant, '1.0.0' );
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/replaced-scripts.php';

/** The islands of the build that are on (includes/options.php): the input's. */
function shop_islands_active_islands() {
	global $argv;
	return json_decode( $argv[1], true );
}

/** No site filters its handles here. */
function apply_filters( $hook, $value ) {
	return $value;
}

/** Only the bundle's stylesheet is asked about: queued when the page says so. */
function wp_style_is( $handle ) {
	global $page;
	return SHOP_ISLANDS_HANDLE === $handle && ! empty( $page['stylesheet'] );
}

/** WooCommerce's conditional: the page's. */
function is_product() {
	global $page;
	return ! empty( $page['product'] );
}

/** WooCommerce's main object: the folder a theme copies its templates into. */
class Stand_In_WooCommerce {
	public function template_path() {
		return 'woocommerce/';
	}
}
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
	return new Stand_In_WooCommerce();
}

/** WordPress's lookup in the theme: the first of the names the theme has, or ''. */
function locate_template( $names ) {
	global $page;
	foreach ( $names as $name ) {
		if ( in_array( $name, $page['themeFiles'] ?? array(), true ) ) {
			return '/themes/child/' . $name;
		}
	}
	return '';
}

/** Whether something filters the hook: the page's. */
function has_filter( $hook ) {
	global $page;
	return in_array( $hook, $page['filtered'] ?? array(), true );
}

echo json_encode(
	isset( $argv[2] ) && 'libraries' === $argv[2] ? shop_islands_retired_libraries() : array(
		'handles'  => shop_islands_replaced_scripts(),
		'steppers' => shop_islands_theme_steppers(),
	)
);
