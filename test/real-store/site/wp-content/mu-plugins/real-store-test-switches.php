<?php
/**
 * The fixture store's test switches, so the shopper-flow tests ask both stores the same way:
 * ?redirect_after_add=yes turns on "Redirect to the cart page after successful addition" for
 * that page. And one of the real store's own: a visitor with the cookie
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
