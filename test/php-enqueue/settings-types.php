<?php
/**
 * Prints what php-enqueue/includes/settings.php knows of the settings fields, outside
 * WordPress, for test/php-enqueue/settings.test.ts:
 * `php settings-types.php '<settings JSON>'` prints `{"fields": [...], "refused": [...]}`,
 * the fields of SHOP_ISLANDS_SETTINGS_TYPES and those whose value in the given settings the
 * plugin's type check refuses.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

/**
 * WordPress's wp_is_numeric_array(), which the type check calls.
 *
 * @param mixed $data Value.
 * @return bool
 */
function wp_is_numeric_array( $data ) {
	return is_array( $data ) && 0 === count( array_filter( array_keys( $data ), 'is_string' ) );
}

/**
 * WordPress's wp_parse_url(), which the origin check calls: PHP's parse_url() for the URLs tested.
 *
 * @param string $url       URL.
 * @param int    $component Component.
 * @return mixed
 */
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- the stand-in for WordPress's own.
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/settings.php';

$shop_islands_settings = json_decode( $argv[1], true );
$shop_islands_refused  = array();
foreach ( SHOP_ISLANDS_SETTINGS_TYPES as $shop_islands_field => $shop_islands_type ) {
	if ( ! shop_islands_settings_value_is( $shop_islands_settings[ $shop_islands_field ] ?? null, $shop_islands_type ) ) {
		$shop_islands_refused[] = $shop_islands_field;
	}
}
echo json_encode(
	array(
		'fields'  => array_keys( SHOP_ISLANDS_SETTINGS_TYPES ),
		'refused' => $shop_islands_refused,
	)
);
