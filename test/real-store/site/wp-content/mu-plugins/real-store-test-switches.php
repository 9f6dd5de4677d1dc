<?php
/**
 * The fixture store's test switches, so the shopper-flow tests ask both stores the same way:
 * ?redirect_after_add=yes turns on "Redirect to the cart page after successful addition" for
 * that page; ?account_passwords=yes gives the registration form and the checkout a password
 * field; ?combinations=no leaves out the plugin's variation combinations, as a theme whose
 * variable form lacks WooCommerce's hook does. And one of the real store's own: a visitor with the cookie
 * `shop_islands_classic=1` gets the store as if the plugin were inactive (every request of
 * that visitor, the plugin staying active for everyone else), so a test compares the same
 * page with and without the islands.
 *
 * For the full-page cache checks: ?test_islands=1 serves the page with the test islands
 * bundle (wp-content/shop-islands-test-build/, copied there by test/real-store/store.ts; the
 * plugin's zip never holds it) and a rest-probe island calling the REST route of ?probe_path=
 * (default /wp/v2/users/me) through the bundle's api-fetch. The plugin gets a nonce of its own
 * (quickViewNonce, as a quick-view plugin would add) and admin-ajax.php answers
 * action=shop_islands_test_plugin_call only with it, as such a plugin's endpoint does.
 *
 * @package Shop_Islands
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only test switches.
if ( isset( $_GET['redirect_after_add'] ) && 'yes' === $_GET['redirect_after_add'] ) {
	add_filter(
		'pre_option_woocommerce_cart_redirect_after_add',
		static function () {
			return 'yes';
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['combinations'] ) && 'no' === $_GET['combinations'] ) {
	// Once the plugin, loaded after the mu-plugins, has hooked it.
	add_action(
		'plugins_loaded',
		static function () {
			remove_action( 'woocommerce_before_variations_form', 'shop_islands_print_variation_combinations' );
		}
	);
}

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
if ( isset( $_GET['account_passwords'] ) && 'yes' === $_GET['account_passwords'] ) {
	// Password fields on the registration form and at the checkout ("Create an account?").
	add_filter(
		'pre_option_woocommerce_registration_generate_password',
		static function () {
			return 'no';
		}
	);
	add_filter(
		'pre_option_woocommerce_enable_signup_and_login_from_checkout',
		static function () {
			return 'yes';
		}
	);
}

if ( isset( $_COOKIE['shop_islands_classic'] ) && '1' === $_COOKIE['shop_islands_classic'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values(
				array_filter(
					(array) $plugins,
					static function ( $plugin ) {
						return 0 !== strpos( $plugin, 'shop-islands/' );
					}
				)
			);
		}
	);
}

if ( isset( $_GET['test_islands'] ) && '1' === $_GET['test_islands'] ) {
	add_filter(
		'shop_islands_build_dir',
		static function () {
			return WP_CONTENT_DIR . '/shop-islands-test-build';
		}
	);
	add_filter(
		'shop_islands_build_url',
		static function () {
			return content_url( 'shop-islands-test-build' );
		}
	);
	add_action(
		'wp_footer',
		static function () {
			$path = isset( $_GET['probe_path'] ) ? sanitize_text_field( wp_unslash( $_GET['probe_path'] ) ) : '/wp/v2/users/me';
			printf( '<div data-island="rest-probe" data-path="%s"></div>', esc_attr( $path ) );
		}
	);
}

/** The nonce action of the plugin call below. */
const SHOP_ISLANDS_TEST_PLUGIN_NONCE = 'shop_islands_test_plugin_call';

if ( wp_doing_ajax() || ( isset( $_GET['test_islands'] ) && '1' === $_GET['test_islands'] ) ) {
	add_filter(
		'shop_islands_nonce_actions',
		static function ( $actions ) {
			return array( 'quickViewNonce' => SHOP_ISLANDS_TEST_PLUGIN_NONCE ) + $actions;
		}
	);
}

$shop_islands_test_plugin_call = static function () {
	if ( false === check_ajax_referer( SHOP_ISLANDS_TEST_PLUGIN_NONCE, 'nonce', false ) ) {
		wp_send_json_error( 'invalid_nonce', 403 );
	}
	wp_send_json_success( array( 'user' => get_current_user_id() ) );
};
add_action( 'wp_ajax_' . SHOP_ISLANDS_TEST_PLUGIN_NONCE, $shop_islands_test_plugin_call );
add_action( 'wp_ajax_nopriv_' . SHOP_ISLANDS_TEST_PLUGIN_NONCE, $shop_islands_test_plugin_call );
