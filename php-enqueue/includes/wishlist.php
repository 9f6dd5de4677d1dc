<?php
/**
 * YITH WooCommerce Wishlist's "Add to wishlist" button, printed on the server.
 *
 * YITH 4 prints an empty `div.yith-add-to-wishlist-button-block[data-product-id][data-attributes]`
 * and renders the button into it with React (its `yith-wcwl-add-to-wishlist` script and the
 * WordPress packages it needs): without JavaScript there is no button at all. Once the build has
 * the `wishlist-button` island, which replaces that script, the plugin fills the placeholder
 * with the button itself, in YITH's own words (its options' labels), the same for every visitor,
 * since page caches serve one copy of a shop or product page to everyone:
 * - a link to the wishlist page with YITH's no-JavaScript add
 *   (`?add_to_wishlist=<id>&_wpnonce=<add_to_wishlist nonce>`, which YITH handles on `init`
 *   and the wishlist page then lists), `a.add_to_wishlist` as YITH 3 printed it;
 * - a guest, where the store keeps wishlists for customers only: YITH's link to log in first.
 * The visitor's own state (a product already in their wishlist) is filled in the browser, as the
 * cart is from fragments: the plugin keeps a cookie with the number of products in the visitor's
 * wishlist (`shop_islands_wishlist`, set where that number changes, never on a visitor with none),
 * and the island asks `admin-ajax.php?action=shop_islands_wishlist` for the products only where it
 * is there. The island adds in the background on click. YITH has no filter on the placeholder's HTML, so
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

/** The cookie with the number of products in the visitor's wishlist, for the browser to know whether to ask. */
const SHOP_ISLANDS_WISHLIST_COOKIE = 'shop_islands_wishlist';

/** The admin-ajax action answering the visitor's wishlist: its products and its page. */
const SHOP_ISLANDS_WISHLIST_ACTION = 'shop_islands_wishlist';

/**
 * The number of products in the visitor's default wishlist, or 0 for a visitor who cannot have one
 * (a guest without YITH's session cookie: no query for them).
 *
 * @return int
 */
function shop_islands_wishlist_count() {
	if ( ! function_exists( 'yith_wcwl_count_products' ) || ! ( is_user_logged_in() || ( function_exists( 'yith_wcwl_session' ) && yith_wcwl_session()->has_session() ) ) ) {
		return 0;
	}
	return max( 0, (int) yith_wcwl_count_products() );
}

/**
 * Keeps the wishlist cookie in step with the visitor's wishlist: on a page the server renders
 * (template_redirect), and as YITH adds or removes a product (its `yith_wcwl_added_to_wishlist`
 * and `yith_wcwl_removed_from_wishlist`, in the island's admin-ajax calls). Set only where it
 * changes, so a visitor with no wishlist never gets it, and a cacheable page carries no cookie.
 */
function shop_islands_sync_wishlist_cookie() {
	// Before the bundle is enqueued (template_redirect): whether it will take YITH's buttons.
	if ( ! class_exists( 'YITH_WCWL_Add_To_Wishlist_Button' ) || ( is_admin() && ! wp_doing_ajax() ) || ! shop_islands_build_has_island( SHOP_ISLANDS_WISHLIST_ISLAND ) ) {
		return;
	}
	$count = shop_islands_wishlist_count();
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- compared as a number only.
	$sent = isset( $_COOKIE[ SHOP_ISLANDS_WISHLIST_COOKIE ] ) ? (int) $_COOKIE[ SHOP_ISLANDS_WISHLIST_COOKIE ] : 0;
	if ( $count === $sent || headers_sent() ) {
		return;
	}
	$_COOKIE[ SHOP_ISLANDS_WISHLIST_COOKIE ] = (string) $count;
	// Read by the page's script (not httponly); the products themselves come only from the endpoint.
	wc_setcookie( SHOP_ISLANDS_WISHLIST_COOKIE, (string) $count, $count > 0 ? 0 : time() - HOUR_IN_SECONDS, is_ssl(), false );
}

/**
 * `admin-ajax.php?action=shop_islands_wishlist`: the products in the visitor's default wishlist
 * (`{"products": [ids], "url": the wishlist page}`), with WordPress's no-cache headers.
 */
function shop_islands_send_wishlist() {
	$products = array();
	if ( shop_islands_wishlist_count() > 0 && class_exists( 'YITH_WCWL_Wishlist_Factory' ) ) {
		$wishlist = YITH_WCWL_Wishlist_Factory::get_default_wishlist();
		foreach ( $wishlist ? $wishlist->get_items() : array() as $item ) {
			$products[] = (int) $item->get_product_id();
		}
	}
	wp_send_json(
		array(
			'products' => array_values( array_unique( $products ) ),
			'url'      => function_exists( 'YITH_WCWL' ) ? YITH_WCWL()->get_wishlist_url() : '',
		)
	);
}

