<?php
/**
 * A variable product's form posted without a variation id, resolved from its attributes.
 *
 * WooCommerce 10's form handler refuses such a post ("Please choose product options by
 * visiting …"): its own script fills `variation_id` before the form is sent. With JavaScript
 * off, or when the variations-form island hands the form back after a failed lookup, nothing
 * has, so the form would not add what the shopper chose. The plugin names the variation the
 * posted attributes match, the way WooCommerce's own background add accepts a variation as
 * the product; the shopper's values for "any" attributes still come from the form.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The matching variation's id in place of the variable product's (woocommerce_add_to_cart_product_id),
 * for the product form's plain post only: wc-ajax adds and carts restored from orders are left alone.
 *
 * @param int $product_id The posted `add-to-cart` id.
 * @return int
 */
function shop_islands_resolve_posted_variation( $product_id ) {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- WooCommerce's add-to-cart form carries no nonce.
	if ( wp_doing_ajax() || ! isset( $_REQUEST['add-to-cart'] ) || absint( $_REQUEST['add-to-cart'] ) !== (int) $product_id || ! empty( $_REQUEST['variation_id'] ) ) {
		return $product_id;
	}
	$product = wc_get_product( $product_id );
	if ( ! $product || ! $product->is_type( 'variable' ) ) {
		return $product_id;
	}
	$attributes = array();
	foreach ( wp_unslash( $_REQUEST ) as $key => $value ) {
		if ( is_string( $key ) && 0 === strpos( $key, 'attribute_' ) && is_string( $value ) ) {
			$attributes[ sanitize_title( $key ) ] = wc_clean( $value );
		}
	}
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	$variation_id = $attributes ? WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $attributes ) : 0;
	return $variation_id ? $variation_id : $product_id;
}
