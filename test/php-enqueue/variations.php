<?php
/**
 * Runs the pure parts of php-enqueue's variation support outside WordPress, for
 * test/php-enqueue/variations.test.ts: `php variations.php '<json>'` with
 * `{"combinations": [options, variations]}` or `{"unneeded": [libraries, queue, deps, attached]}`
 * prints the function's answer as JSON.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/replaced-scripts.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/variation-combinations.php';

$shop_islands_call = json_decode( $argv[1], true );
if ( isset( $shop_islands_call['combinations'] ) ) {
	echo json_encode( shop_islands_variation_combinations( ...$shop_islands_call['combinations'] ) );
} else {
	echo json_encode( shop_islands_unneeded_libraries( ...$shop_islands_call['unneeded'] ) );
}
