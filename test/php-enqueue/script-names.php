<?php
/**
 * Runs shop_islands_script_names() outside WordPress, for test/php-enqueue/script-names.test.ts:
 * `php script-names.php '<json handles>' '<json registry>'` prints, as JSON, every name of the
 * handles' scripts in the registry (handle => {src, deps}, as shop_islands_registered_scripts()
 * reads it from WordPress).
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/script-names.php';

$names = shop_islands_script_names( json_decode( $argv[1], true ), json_decode( $argv[2], true ) );
sort( $names );
echo json_encode( $names );
