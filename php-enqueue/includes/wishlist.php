<?php
/**
 * YITH WooCommerce Wishlist's "Add to wishlist" button, printed on the server.
 *
 * YITH 4 prints an empty `div.yith-add-to-wishlist-button-block[data-product-id][data-attributes]`
 * and renders the button into it with React (its `yith-wcwl-add-to-wishlist` script and the
 * WordPress packages it needs): without JavaScript there is no button at all. Once the build has
 * the `wishlist-button` island, which replaces that script, the plugin fills the placeholder
 * with the button itself, in YITH's own words (its options' labels):
 * - not in the visitor's wishlist: a link to the wishlist page with YITH's no-JavaScript add
 *   (`?add_to_wishlist=<id>&_wpnonce=<add_to_wishlist nonce>`, which YITH handles on `init`
 *   and the wishlist page then lists), `a.add_to_wishlist` as YITH 3 printed it;
 * - already in it: YITH's "already in" text and a link to the wishlist (`.yith-wcwl-wishlistexistsbrowse`);
 * - a guest, where the store keeps wishlists for customers only: YITH's link to log in first.
 * The island adds in the background on click. YITH has no filter on the placeholder's HTML, so
 * its button callbacks are wrapped: the print hooks (loop and product page), the shortcode (and
 * the block that renders it).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The island that replaces YITH's button script. */
const SHOP_ISLANDS_WISHLIST_ISLAND = 'wishlist-button';

/**
 * Whether the plugin prints YITH's button on this page: YITH 4 is active and the bundle, with
 * the island that replaces YITH's button script, is enqueued.
 *
 * @return bool
 */
function shop_islands_prints_wishlist_buttons() {
	return class_exists( 'YITH_WCWL_Add_To_Wishlist_Button' ) && function_exists( 'yith_wcwl_wishlists' )
		&& shop_islands_is_enqueued() && shop_islands_build_has_island( SHOP_ISLANDS_WISHLIST_ISLAND );
}

/**
 * Swaps YITH's button callbacks for ones that fill the placeholder (init, after YITH hooked them).
 */
function shop_islands_wrap_wishlist_buttons() {
	global $wp_filter;
	if ( ! class_exists( 'YITH_WCWL_Frontend' ) ) {
		return;
	}
	$found = array();
	foreach ( $wp_filter as $hook => $wp_hook ) {
		foreach ( $wp_hook->callbacks as $priority => $entries ) {
			foreach ( $entries as $entry ) {
				$callback = $entry['function'];
				if ( is_array( $callback ) && $callback[0] instanceof YITH_WCWL_Frontend && 'print_button' === $callback[1] ) {
					$found[] = array( $hook, $callback, $priority );
				}
			}
		}
	}
	foreach ( $found as list( $hook, $callback, $priority ) ) {
		remove_action( $hook, $callback, $priority );
		add_action(
			$hook,
			static function () use ( $callback ) {
				ob_start();
				call_user_func( $callback );
				echo shop_islands_fill_wishlist_placeholders( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- YITH's markup, our part escaped.
			},
			$priority
		);
	}
}

/**
 * The `[yith_wcwl_add_to_wishlist]` shortcode (and YITH's block, which renders it): filled too.
 *
 * @param string $output The shortcode's HTML.
 * @param string $tag    The shortcode.
 * @return string
 */
function shop_islands_fill_wishlist_shortcode( $output, $tag ) {
	return 'yith_wcwl_add_to_wishlist' === $tag && is_string( $output ) ? shop_islands_fill_wishlist_placeholders( $output ) : $output;
}

/**
 * Fills every empty YITH placeholder in some HTML with the button.
 *
 * @param string $html HTML.
 * @return string
 */
function shop_islands_fill_wishlist_placeholders( $html ) {
	if ( ! shop_islands_prints_wishlist_buttons() || false === strpos( $html, 'yith-add-to-wishlist-button-block' ) ) {
		return $html;
	}
	$filled = preg_replace_callback(
		'/(<div class="yith-add-to-wishlist-button-block[^"]*" data-product-id="(\d+)"[^>]*>)(<\/div>)/',
		static function ( $match ) {
			return $match[1] . shop_islands_wishlist_button( (int) $match[2] ) . $match[3];
		},
		$html
	);
	return is_string( $filled ) ? $filled : $html;
}

/**
 * The button of one product, as the placeholder's content.
 *
 * @param int $product_id The product's id.
 * @return string
 */
function shop_islands_wishlist_button( $product_id ) {
	$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
	if ( ! $product ) {
		return '';
	}
	$button       = YITH_WCWL_Add_To_Wishlist_Button::get( array( 'product_id' => $product_id ) );
	$wishlist_url = YITH_WCWL()->get_wishlist_url();
	if ( yith_wcwl_wishlists()->is_product_in_wishlist( $product_id ) ) {
		return sprintf(
			'<span class="yith-wcwl-wishlistexistsbrowse"><span class="feedback">%1$s</span> <a href="%2$s" rel="nofollow">%3$s</a></span>',
			esc_html( $button->get_already_in_label() ),
			esc_url( $wishlist_url ),
			esc_html( $button->get_browse_label() )
		);
	}
	if ( 'yes' === get_option( 'yith_wcwl_disable_wishlist_for_unauthenticated_users', 'no' ) && ! is_user_logged_in() ) {
		// The store keeps wishlists for customers: YITH's link to log in first (no add, so no island).
		return sprintf(
			'<a href="%1$s" class="disabled_item" rel="nofollow"><span>%2$s</span></a>',
			esc_url( add_query_arg( array( 'wishlist_notice' => 'true', 'add_to_wishlist' => $product_id ), wc_get_page_permalink( 'myaccount' ) ) ),
			esc_html( $button->get_add_label() )
		);
	}
	$add_url = wp_nonce_url( add_query_arg( 'add_to_wishlist', $product_id, $wishlist_url ), 'add_to_wishlist' );
	return sprintf(
		'<a href="%1$s" class="add_to_wishlist single_add_to_wishlist" data-product-id="%2$d" data-product-type="%3$s" data-added-label="%4$s" data-exists-label="%5$s" data-browse-label="%6$s" rel="nofollow"><span>%7$s</span></a>',
		esc_url( $add_url ),
		$product_id,
		esc_attr( $product->get_type() ),
		esc_attr( $button->get_added_label() ),
		esc_attr( $button->get_already_in_label() ),
		esc_attr( $button->get_browse_label() ),
		esc_html( $button->get_add_label() )
	);
}
