<?php
/**
 * Runs php-enqueue's page report and record outside WordPress, for
 * test/php-enqueue/page-record.test.ts: `php page-record.php '<json>'` with one of
 *   {"report": {islands, queue, done, registered}}  prints shop_islands_page_report() and its
 *                                                    shop_islands_report_left(), as {report, left};
 *   {"merge": {record, kind, names, report, day}}    prints shop_islands_merge_page_record() as {record, changed};
 *   {"groups": [islands]}                            prints shop_islands_islands_by_group() and the
 *                                                    islands with no name, as {groups, unnamed}.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'SHOP_ISLANDS_HANDLE', 'shop-islands' );

/**
 * WordPress's translation, as the text itself.
 *
 * @param string $text Text.
 * @return string
 */
function __( $text ) {
	return $text;
}

/** No site filters the plugin's tables here. */
function apply_filters( $hook, $value ) {
	return $value;
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/script-names.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/replaced-scripts.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/food-menu.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/page-record.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/island-descriptions.php';

$shop_islands_input = json_decode( $argv[1], true );

/** The islands of the build that are on (includes/options.php): the input's. */
function shop_islands_active_islands() {
	global $shop_islands_input;
	return $shop_islands_input['report']['islands'];
}

if ( isset( $shop_islands_input['report'] ) ) {
	$shop_islands_page = $shop_islands_input['report'];
	$shop_islands_all  = shop_islands_table_handles();
	$shop_islands_on   = array_filter(
		$shop_islands_all,
		static function ( $handle ) use ( $shop_islands_page ) {
			foreach ( $shop_islands_page['islands'] as $island ) {
				if ( in_array( $handle, shop_islands_island_handles( $island ), true ) ) {
					return true;
				}
			}
			return false;
		}
	);
	$shop_islands_report = shop_islands_page_report( $shop_islands_page['queue'], $shop_islands_page['done'], $shop_islands_page['registered'], array_values( $shop_islands_on ), '/' );
	echo json_encode(
		array(
			'report' => (object) $shop_islands_report,
			'left'   => array_keys( shop_islands_report_left( $shop_islands_report ) ),
		)
	);
} elseif ( isset( $shop_islands_input['merge'] ) ) {
	$shop_islands_merge = $shop_islands_input['merge'];
	list( $shop_islands_record, $shop_islands_changed ) = shop_islands_merge_page_record( $shop_islands_merge['record'], 'key', $shop_islands_merge['kind'], $shop_islands_merge['names'], $shop_islands_merge['report'], $shop_islands_merge['day'] );
	echo json_encode(
		array(
			'record'  => $shop_islands_record,
			'changed' => $shop_islands_changed,
		)
	);
} else {
	echo json_encode(
		array(
			'groups'  => shop_islands_islands_by_group( $shop_islands_input['groups'] ),
			'unnamed' => array_values( array_diff( $shop_islands_input['groups'], array_keys( shop_islands_island_descriptions() ) ) ),
		)
	);
}
