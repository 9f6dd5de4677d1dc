<?php
/**
 * Runs the plugin's Site Health test on the real store from PHP's CLI, for
 * test/real-store/site-health.test.ts: `php site-health.php '<json>'` from the site folder, with
 * `{otherScript, theme}`: the product page it loads carries the store's ?other_script=<case> switch
 * (real-store-other-scripts.php), and its loopback requests the cookie shop_islands_theme=<theme>
 * (real-store-test-switches.php), as a site with that plugin or theme would be. Prints the result
 * as JSON.
 *
 * @package Shop_Islands
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require getcwd() . '/wp-load.php';

$shop_islands_case = json_decode( $argv[1] ?? '{}', true );
if ( ! empty( $shop_islands_case['otherScript'] ) ) {
	add_filter(
		'shop_islands_site_health_pages',
		static function ( $pages ) use ( $shop_islands_case ) {
			$pages['product'] = add_query_arg( 'other_script', $shop_islands_case['otherScript'], $pages['product'] );
			return $pages;
		}
	);
}
if ( ! empty( $shop_islands_case['theme'] ) ) {
	add_filter(
		'http_request_args',
		static function ( $args ) use ( $shop_islands_case ) {
			$args['cookies'] = array(
				new WP_Http_Cookie(
					array(
						'name'  => 'shop_islands_theme',
						'value' => $shop_islands_case['theme'],
					)
				),
			);
			return $args;
		}
	);
}
echo wp_json_encode( shop_islands_site_health_result() ) . "\n";
