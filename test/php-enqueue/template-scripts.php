<?php
/**
 * Runs php-enqueue's record of what template scripts use outside WordPress, for
 * test/php-enqueue/template-scripts.test.ts: `php template-scripts.php '<json>'` with one of
 *   {"merge": {record, kind, uses, day}}        prints shop_islands_merge_template_uses() as {record, changed};
 *   {"order": {handle, registered, printed}}    prints shop_islands_print_order() for the handle.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'SHOP_ISLANDS_HANDLE', 'shop-islands' );

/** No site filters the plugin's tables here. */
function apply_filters( $hook, $value ) {
	return $value;
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/page-record.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/template-scripts.php';

$shop_islands_input = json_decode( $argv[1], true );

if ( isset( $shop_islands_input['merge'] ) ) {
	$shop_islands_merge = $shop_islands_input['merge'];
	list( $shop_islands_record, $shop_islands_changed ) = shop_islands_merge_template_uses( $shop_islands_merge['record'], $shop_islands_merge['kind'], $shop_islands_merge['uses'], $shop_islands_merge['day'] );
	echo json_encode(
		array(
			'record'  => (object) $shop_islands_record,
			'changed' => $shop_islands_changed,
		)
	);
} else {
	$shop_islands_order = $shop_islands_input['order'];
	$shop_islands_done  = $shop_islands_order['printed'];
	echo json_encode(
		shop_islands_print_order(
			$shop_islands_order['handle'],
			$shop_islands_order['registered'],
			static fn( $handle ) => in_array( $handle, $shop_islands_done, true )
		)
	);
}
