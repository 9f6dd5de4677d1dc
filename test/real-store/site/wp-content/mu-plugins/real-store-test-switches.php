<?php
/**
 * The fixture store's test switches, so the shopper-flow tests ask both stores the same way:
 * ?redirect_after_add=yes turns on "Redirect to the cart page after successful addition" for
 * that page; ?combinations=no leaves out the plugin's variation combinations, as a theme whose
 * variable form lacks WooCommerce's hook does. And one of the real store's own: a visitor with the cookie
 * `shop_islands_classic=1` gets the store as if the plugin were inactive (every request of
 * that visitor, the plugin staying active for everyone else), so a test compares the same
 * page with and without the islands.
 *
 * @package Shop_Islands
 */

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only test switch.
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
