<?php
/**
 * The product tabs' first state, printed with the tabs.
 *
 * WooCommerce's single-product script marks the first tab selected at load (its `active` class,
 * which Storefront draws, and `aria-selected`). The tabs island starts only on the shopper's
 * intent, unless the page's address asks for another panel (islands/product-tabs/start.ts), so
 * the plugin prints that state instead: the first tab shows selected with the page, as the
 * island's stylesheet already shows its panel alone, and the island takes over when it starts.
 * WooCommerce prints the tabs from woocommerce_output_product_data_tabs (priority 10 of
 * woocommerce_after_single_product_summary), with no hook inside: that output is buffered from
 * priority 9 to 11, and its first tab marked only when it starts with WooCommerce's tabs and
 * none is marked yet. Anything else is printed as it came. Without JavaScript every panel shows,
 * the first tab's mark aside.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Starts buffering the tabs (woocommerce_after_single_product_summary, 9), when the bundle with
 * the tabs island is on the page.
 */
function shop_islands_buffer_product_tabs() {
	if ( shop_islands_is_enqueued() && shop_islands_build_has_island( 'product-tabs' ) ) {
		shop_islands_start_buffer( 'tabs' );
	}
}

/**
 * Prints the buffered tabs with their first tab selected (woocommerce_after_single_product_summary, 11).
 */
function shop_islands_print_product_tabs() {
	$tabs = shop_islands_end_buffer( 'tabs' );
	if ( null !== $tabs ) {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the tabs as WooCommerce printed them, two attributes set by the tag processor.
		echo shop_islands_tabs_with_first_selected( $tabs );
	}
}

/**
 * The tabs' HTML with the first tab selected: its item `active`, its link `aria-selected`;
 * `$html` unchanged unless it starts with `.wc-tabs-wrapper` whose tab list (`ul.tabs`) holds a
 * `role="tab"` link in its first item, and no item is `active` already.
 *
 * @param string $html What woocommerce_output_product_data_tabs printed.
 * @return string
 */
function shop_islands_tabs_with_first_selected( $html ) {
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag() || ! $tags->has_class( 'wc-tabs-wrapper' ) ) {
		return $html;
	}
	if ( ! $tags->next_tag() || 'UL' !== $tags->get_tag() || ! $tags->has_class( 'tabs' ) ) {
		return $html;
	}
	$first = null;
	while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
		$tag = $tags->get_tag();
		if ( 'UL' === $tag ) {
			break;
		}
		if ( 'LI' === $tag && ! $tags->is_tag_closer() ) {
			if ( $tags->has_class( 'active' ) ) {
				return $html;
			}
			if ( null === $first ) {
				$first = $tags->set_bookmark( 'shop-islands-first-tab' );
				if ( ! $first || ! $tags->next_tag() || 'A' !== $tags->get_tag() || 'tab' !== $tags->get_attribute( 'role' ) ) {
					return $html;
				}
				$tags->set_attribute( 'aria-selected', 'true' );
			}
		}
	}
	if ( ! $first || ! $tags->seek( 'shop-islands-first-tab' ) ) {
		return $html;
	}
	$tags->add_class( 'active' );
	return $tags->get_updated_html();
}
