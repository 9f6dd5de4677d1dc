<?php
/**
 * Nonces in the settings tag, and fresh ones on demand for pages served from a full-page cache.
 *
 * A nonce in cached HTML belongs to whoever the page was rendered for, and expires after a
 * day. Rather than failing as the classic scripts do, the bundle asks for a fresh nonce when
 * a call is refused and retries once:
 * - the REST nonce through WordPress's `admin-ajax.php?action=rest-nonce`, which WordPress
 *   answers for logged-in visitors only; the plugin answers it for guests too;
 * - the plugin's nonces (the quick-view nonce, YITH's wishlist add and removal nonces) through
 *   `admin-ajax.php?action=shop_islands_nonces`, which answers `{"quickViewNonce": "…", …}` for
 *   the current visitor.
 * Handing nonces out is safe: a nonce only proves a request came from a page of this site,
 * and another site's script cannot read these answers (admin-ajax sends no CORS headers for
 * foreign origins). Both answers are sent with WordPress's no-cache headers.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The admin-ajax action of the plugin's nonce refresh. */
const SHOP_ISLANDS_NONCES_ACTION = 'shop_islands_nonces';

/**
 * The plugin's nonces: settings field => nonce action.
 *
 * @return array<string, string>
 */
function shop_islands_nonce_actions() {
	$actions = array();
	if ( defined( 'WOOLENTOR_VERSION' ) ) {
		// The nonce WooLentor checks on its quick-view calls.
		$actions['quickViewNonce'] = 'woolentor_quickview_nonce';
	}
	if ( defined( 'YITH_WCWL' ) ) {
		// The nonce YITH WooCommerce Wishlist checks on its admin-ajax add (its script's `add_to_wishlist_nonce`).
		$actions['wishlistNonce'] = 'add_to_wishlist';
	}
	/**
	 * Filters the nonces printed in the settings and answered by the refresh endpoint, as a
	 * map of settings field to nonce action (a theme with its own quick view adds
	 * `'quickViewNonce' => 'its_action'`).
	 *
	 * @param array<string, string> $actions Settings field => nonce action.
	 */
	$actions = apply_filters( 'shop_islands_nonce_actions', $actions );
	if ( ! is_array( $actions ) ) {
		return array();
	}
	return array_filter(
		$actions,
		static function ( $action, $field ) {
			return is_string( $field ) && is_string( $action ) && '' !== $action;
		},
		ARRAY_FILTER_USE_BOTH
	);
}

/**
 * The plugin's nonces for the current visitor, by settings field.
 *
 * @return array<string, string>
 */
function shop_islands_nonce_settings() {
	return array_map( 'wp_create_nonce', shop_islands_nonce_actions() );
}

/**
 * `admin-ajax.php?action=shop_islands_nonces`: the plugin's nonces, fresh, as JSON; with YITH
 * WooCommerce Wishlist, its removal nonce too (`wishlistRemoveNonce`), which its wishlist table
 * prints in each remove link rather than the settings.
 */
function shop_islands_send_fresh_nonces() {
	$nonces = shop_islands_nonce_settings();
	if ( defined( 'YITH_WCWL' ) ) {
		$nonces['wishlistRemoveNonce'] = wp_create_nonce( 'remove_from_wishlist' );
	}
	wp_send_json( (object) $nonces );
}

/**
 * `admin-ajax.php?action=rest-nonce` for guests. A REST nonce of a logged-out visitor grants
 * nothing (REST calls without a login cookie run as nobody), but WordPress still checks one
 * that is sent: a guest holding a stale nonce from a cached page would otherwise fail for good.
 */
function shop_islands_send_guest_rest_nonce() {
	echo esc_html( wp_create_nonce( 'wp_rest' ) );
	wp_die();
}
