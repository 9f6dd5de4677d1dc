<?php
/**
 * The fixture store's test switches, so the shopper-flow tests ask both stores the same way:
 * ?redirect_after_add=yes turns on "Redirect to the cart page after successful addition" for
 * that page.
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
