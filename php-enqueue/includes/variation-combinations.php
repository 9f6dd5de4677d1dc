<?php
/**
 * The valid attribute combinations of a large variable product, printed inside its form.
 *
 * Above woocommerce_ajax_variation_threshold (30 variations) WooCommerce prints
 * data-product_variations="false" and its form stops filtering options. The variations-form
 * island reads this block instead: every variation as one value index per attribute
 * (-1 = "any"), and the rows of inactive ones, a few KB for 1,000 variations. It filters
 * the options from it without a request and asks get_variation only for a full choice.
 * Printed on woocommerce_before_variations_form, so any theme that keeps WooCommerce's
 * variable.php hooks gets it; without it the island behaves as WooCommerce's script does.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The class of the data block; the island looks for `script.shop-islands-variation-combinations`. */
const SHOP_ISLANDS_COMBINATIONS_CLASS = 'shop-islands-variation-combinations';

/**
 * Prints the block for the current product (woocommerce_before_variations_form), when the
 * bundle with the variations-form island is on the page and the form has no variations.
 */
function shop_islands_print_variation_combinations() {
	global $product;
	if ( ! shop_islands_is_enqueued() || ! ( $product instanceof WC_Product_Variable ) ) {
		return;
	}
	if ( ! shop_islands_build_has_island( 'variations-form' ) ) {
		return;
	}
	$children = $product->get_children();
	if ( count( $children ) <= (int) apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product ) ) {
		return;
	}
	$options = array();
	foreach ( $product->get_variation_attributes() as $name => $values ) {
		$options[ 'attribute_' . sanitize_title( $name ) ] = array_values( array_map( 'strval', $values ) );
	}
	$hide_out_of_stock = 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' );
	$variations        = array();
	foreach ( $children as $child_id ) {
		$variation = wc_get_product( $child_id );
		// The variations WooCommerce itself would list (get_available_variations()).
		if ( ! $variation || ! $variation->exists() || ! $variation->variation_is_visible() || ( $hide_out_of_stock && ! $variation->is_in_stock() ) ) {
			continue;
		}
		$variations[] = array(
			'attributes' => $variation->get_variation_attributes(),
			'active'     => $variation->variation_is_active(),
		);
	}
	printf(
		'<script type="application/json" class="%s">%s</script>',
		esc_attr( SHOP_ISLANDS_COMBINATIONS_CLASS ),
		wp_json_encode( shop_islands_variation_combinations( $options, $variations ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
	);
}

/**
 * The compact form: `{attributes, values, variations, inactive}`. A variation holding a value
 * the form does not offer can never be chosen, and is left out.
 *
 * @param array<string,string[]> $options    Each attribute field's option values, in the form's order.
 * @param array[]                $variations Each variation's `attributes` (field => value, "" = any) and `active`.
 * @return array
 */
function shop_islands_variation_combinations( array $options, array $variations ) {
	$rows     = array();
	$inactive = array();
	foreach ( $variations as $variation ) {
		$row = array();
		foreach ( $options as $field => $values ) {
			$value = isset( $variation['attributes'][ $field ] ) ? (string) $variation['attributes'][ $field ] : '';
			$index = '' === $value ? -1 : array_search( $value, $values, true );
			if ( false === $index ) {
				continue 2;
			}
			$row[] = $index;
		}
		if ( empty( $variation['active'] ) ) {
			$inactive[] = count( $rows );
		}
		$rows[] = $row;
	}
	return array(
		'attributes' => array_keys( $options ),
		'values'     => array_values( $options ),
		'variations' => $rows,
		'inactive'   => $inactive,
	);
}
