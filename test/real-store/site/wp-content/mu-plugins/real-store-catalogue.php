<?php
/**
 * What the fixture catalogue says of a dish that WooCommerce has no setting for: an inactive
 * variation (`active: false` in fixtures-html/data/catalogue.json) stays on the page with its
 * options greyed out (`variation_is_active` false, as a store plugin makes it through
 * WooCommerce's filter) and cannot be added, as in the fixture store. store-seed.php flags it.
 * And related products come in the menu's order, as the fixture lists them.
 *
 * @package Shop_Islands
 */

/** The meta store-seed.php sets to "yes" on an inactive variation. */
const SHOP_ISLANDS_STORE_INACTIVE_META = '_shop_islands_inactive';

/**
 * Whether a product is a variation the catalogue marks inactive.
 *
 * @param WC_Product|false|null $product The product.
 * @return bool
 */
function shop_islands_store_is_inactive_variation( $product ) {
	return $product instanceof WC_Product_Variation && 'yes' === $product->get_meta( SHOP_ISLANDS_STORE_INACTIVE_META );
}

add_filter(
	'woocommerce_variation_is_active',
	static function ( $active, $variation ) {
		return $active && ! shop_islands_store_is_inactive_variation( $variation );
	},
	10,
	2
);

add_filter(
	'woocommerce_add_to_cart_validation',
	static function ( $passed, $product_id, $quantity, $variation_id = 0 ) {
		// The product form names the variation; the background add posts it as product_id.
		if ( $passed && shop_islands_store_is_inactive_variation( wc_get_product( $variation_id ? $variation_id : $product_id ) ) ) {
			wc_add_notice( __( 'Sorry, this product cannot be purchased.', 'woocommerce' ), 'error' );
			return false;
		}
		return $passed;
	},
	10,
	4
);

// Related products in the menu's order (by id), as the fixture store lists them, rather than shuffled on
// every request: a page and its classic self (the checks that compare them) show the same dishes.
add_filter( 'woocommerce_product_related_posts_shuffle', '__return_false' );
add_filter(
	'woocommerce_output_related_products_args',
	static function ( $args ) {
		$args['orderby'] = 'id';
		$args['order']   = 'asc';
		return $args;
	},
	// After Storefront's, which sets the arguments anew.
	20
);
