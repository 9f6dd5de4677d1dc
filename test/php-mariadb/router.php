<?php
/**
 * Router of PHP's built-in server for a WordPress site under test: existing files (static or PHP) are
 * served as they are; every other path goes to WordPress's index.php (pretty permalinks,
 * /wp-json/).
 */

$shop_islands_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$shop_islands_file = $_SERVER['DOCUMENT_ROOT'] . $shop_islands_path;

if ( is_file( $shop_islands_file ) || is_file( rtrim( $shop_islands_file, '/' ) . '/index.php' ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
