<?php
/**
 * Runs php-enqueue's choice of the libraries to retire outside WordPress, for
 * test/php-enqueue/retired-libraries.test.ts: `php retired-libraries.php '<json>'` with
 * `{islands, queue, registered, attached, replaced?}` (the build's islands that are on, the queued
 * handles, every registered script as handle => {src, deps}, the handles carrying an inline script,
 * the replaced scripts' handles) prints `{retired, singleProductRuns, retiredScripts}`: the
 * libraries dequeued, sorted, whether WooCommerce's single-product script (and so its gallery)
 * still runs, and which of the replaced scripts the page retires.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/script-names.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/replaced-scripts.php';

$shop_islands_page = json_decode( $argv[1], true );

/** The islands of the build that are on (includes/options.php): the input's. */
function shop_islands_active_islands() {
	global $shop_islands_page;
	return $shop_islands_page['islands'];
}

$registered = $shop_islands_page['registered'];
$deps       = shop_islands_dependencies( $registered );
$retired    = shop_islands_unneeded_libraries(
	shop_islands_script_names( shop_islands_retired_libraries(), $registered ),
	$shop_islands_page['queue'],
	$deps,
	$shop_islands_page['attached']
);
sort( $retired );
echo json_encode(
	array(
		'retired'           => $retired,
		'singleProductRuns' => shop_islands_needed( array( 'wc-single-product' ), $shop_islands_page['queue'], $deps, $registered ),
		'retiredScripts'    => shop_islands_scripts_to_retire( $shop_islands_page['replaced'] ?? array(), $shop_islands_page['queue'], $deps, $registered ),
	)
);
