<?php
/**
 * Test-only switches for the Shop Islands WordPress test (never on a real site).
 *
 * - Puts a rest-probe island on every front-end page.
 * - Serves the test islands bundle (SHOP_ISLANDS_TEST_BUILD_URL, set in wp-config.php) unless
 *   ?main_build=1; ?no_build=1 points the plugin at a folder without a build.
 * - ?stale_nonce=1 prints a REST nonce WordPress refuses, as a cached page would hold.
 * - ?garbage=string|types makes the settings filter return garbage.
 * - ?keep=<handle> keeps one replaced classic script; ?locale=<locale> switches the site locale.
 * - Registers a quick-view nonce, so the plugin's nonce refresh has something to answer.
 * - Keeps the site offline: no update checks (they warn when WordPress.org is unreachable),
 *   no avatars or emoji images from other hosts.
 *
 * @package Shop_Islands
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- test switches, read-only.

/**
 * A test switch from the query string.
 *
 * @param string $name Query parameter.
 * @return string Empty when absent.
 */
function shop_islands_test_flag( $name ) {
	return isset( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
}

add_action(
	'wp_footer',
	static function () {
		$path = shop_islands_test_flag( 'probe_path' );
		printf( '<div data-island="rest-probe" data-path="%s"></div>', esc_attr( '' !== $path ? $path : '/wp/v2/users/me' ) );
	}
);

if ( '' !== shop_islands_test_flag( 'no_build' ) ) {
	add_filter(
		'shop_islands_build_dir',
		static function () {
			return WP_CONTENT_DIR . '/no-build-here';
		}
	);
} elseif ( '' === shop_islands_test_flag( 'main_build' ) ) {
	add_filter(
		'shop_islands_build_dir',
		static function () {
			return SHOP_ISLANDS_TEST_BUILD_DIR;
		}
	);
	add_filter(
		'shop_islands_build_url',
		static function () {
			return SHOP_ISLANDS_TEST_BUILD_URL;
		}
	);
}

if ( '' !== shop_islands_test_flag( 'stale_nonce' ) ) {
	add_filter(
		'shop_islands_settings',
		static function ( $settings ) {
			return array( 'restNonce' => '0123456789' ) + $settings;
		}
	);
}

if ( 'string' === shop_islands_test_flag( 'garbage' ) ) {
	add_filter(
		'shop_islands_settings',
		static function () {
			return 'garbage';
		}
	);
} elseif ( 'types' === shop_islands_test_flag( 'garbage' ) ) {
	add_filter(
		'shop_islands_settings',
		static function ( $settings ) {
			return array(
				'restRoot'   => 42,
				'isCart'     => 'yes',
				'features'   => array( 'zoom' => 'on' ),
				'consent'    => 'granted',
				'localeData' => array( 'not', 'a', 'map' ),
				'themeExtra' => array( 'columns' => 4 ),
			) + $settings;
		}
	);
}

if ( '' !== shop_islands_test_flag( 'keep' ) ) {
	add_filter(
		'shop_islands_replaced_scripts',
		static function ( $handles ) {
			return array_diff( $handles, array( shop_islands_test_flag( 'keep' ) ) );
		}
	);
}

if ( '' !== shop_islands_test_flag( 'locale' ) ) {
	add_filter(
		'locale',
		static function () {
			return shop_islands_test_flag( 'locale' );
		}
	);
}

add_filter(
	'shop_islands_nonce_actions',
	static function ( $actions ) {
		return array( 'quickViewNonce' => 'shop_islands_test_quick_view' ) + $actions;
	}
);

foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $shop_islands_check ) {
	remove_action( 'admin_init', $shop_islands_check );
}
remove_action( 'load-plugins.php', 'wp_update_plugins' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
add_filter( 'pre_option_show_avatars', '__return_zero' );
