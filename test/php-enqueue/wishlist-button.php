<?php
/**
 * Runs shop_islands_fill_wishlist_placeholders() outside WordPress, for
 * test/php-enqueue/wishlist-button.test.ts: `php wishlist-button.php '<json {html, islands, inList, loginOnly, loggedIn}>'`
 * prints the filled HTML. YITH, WooCommerce and WordPress are stood in for by the little they are asked.
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

$input = json_decode( $argv[1], true );

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/wishlist.php';

/** The bundle is on the page. */
function shop_islands_is_enqueued() {
	return true;
}

/** The build's islands, from the input. */
function shop_islands_build_has_island( $island ) {
	global $input;
	return in_array( $island, $input['islands'], true );
}

/** YITH's button object: its labels, YITH 4's defaults. */
class YITH_WCWL_Add_To_Wishlist_Button {
	public static function get( $data ) {
		return new self();
	}
	public function get_add_label() {
		return 'Add to wishlist';
	}
	public function get_added_label() {
		return 'Product added!';
	}
	public function get_browse_label() {
		return 'Remove from list';
	}
	public function get_already_in_label() {
		return 'The product is already in your wishlist!';
	}
}

/** YITH's lists: the products of the input's `inList`. */
class Stand_In_Wishlists {
	public function is_product_in_wishlist( $id ) {
		global $input;
		return in_array( $id, $input['inList'], true );
	}
}
function yith_wcwl_wishlists() {
	return new Stand_In_Wishlists();
}

/** YITH's main object: the wishlist page's URL. */
class Stand_In_Yith {
	public function get_wishlist_url() {
		return 'https://shop.test/wishlist/';
	}
}
function YITH_WCWL() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
	return new Stand_In_Yith();
}

/** A product: 101 (simple) and 115 (variable) exist, nothing else. */
class Stand_In_Product {
	public $type;
	public function __construct( $type ) {
		$this->type = $type;
	}
	public function get_type() {
		return $this->type;
	}
}
function wc_get_product( $id ) {
	return array( 101 => new Stand_In_Product( 'simple' ), 115 => new Stand_In_Product( 'variable' ) )[ $id ] ?? false;
}

function get_option( $name, $default = false ) {
	global $input;
	return 'yith_wcwl_disable_wishlist_for_unauthenticated_users' === $name && $input['loginOnly'] ? 'yes' : $default;
}
function is_user_logged_in() {
	global $input;
	return $input['loggedIn'];
}
function wc_get_page_permalink( $page ) {
	return 'https://shop.test/my-account/';
}
function add_query_arg( $args, $value, $url = null ) {
	if ( ! is_array( $args ) ) {
		$args = array( $args => $value );
	} else {
		$url = $value;
	}
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . http_build_query( $args );
}
function wp_nonce_url( $url, $action ) {
	return $url . '&_wpnonce=nonce-of-' . $action;
}
function esc_url( $url ) {
	return str_replace( '&', '&#038;', $url );
}
function esc_attr( $text ) {
	return htmlspecialchars( $text, ENT_QUOTES );
}
function esc_html( $text ) {
	return htmlspecialchars( $text, ENT_QUOTES );
}

echo shop_islands_fill_wishlist_placeholders( $input['html'] );
