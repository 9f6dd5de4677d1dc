<?php
/**
 * Runs shop_islands_replaced_scripts() outside WordPress, for test/php-enqueue/replaced-scripts.test.ts:
 * `php replaced-scripts.php '<json list of the build's islands>'` prints the handles it dequeues as JSON;
 * with a second argument `libraries`, the libraries it may retire (shop_islands_retired_libraries()).
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

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

echo json_encode( isset( $argv[2] ) && 'libraries' === $argv[2] ? shop_islands_retired_libraries() : shop_islands_replaced_scripts() );
