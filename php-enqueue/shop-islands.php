<?php
/**
 * Plugin Name:       Shop Islands
 * Description:       Replaces the jQuery scripts of a classic WooCommerce storefront with small islands that load on demand.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.0
 * WC tested up to:   10.7
 * Author:            Shop Islands
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       shop-islands
 * Domain Path:       /languages
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_VERSION', '0.1.0' );
define( 'SHOP_ISLANDS_FILE', __FILE__ );
/** The script (or script module) handle of the bundle's entry, and of its stylesheet. */
define( 'SHOP_ISLANDS_HANDLE', 'shop-islands' );
define( 'SHOP_ISLANDS_TEXT_DOMAIN', 'shop-islands' );

require_once __DIR__ . '/includes/build.php';
require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/settings-screen.php';
require_once __DIR__ . '/includes/enqueue.php';
require_once __DIR__ . '/includes/script-names.php';
require_once __DIR__ . '/includes/replaced-scripts.php';
require_once __DIR__ . '/includes/retired-script-data.php';
require_once __DIR__ . '/includes/variation-combinations.php';
require_once __DIR__ . '/includes/output-buffers.php';
require_once __DIR__ . '/includes/gallery-thumbnails.php';
require_once __DIR__ . '/includes/product-tabs.php';
require_once __DIR__ . '/includes/pagination-names.php';
require_once __DIR__ . '/includes/contact-form-names.php';
require_once __DIR__ . '/includes/search-form-names.php';
require_once __DIR__ . '/includes/page-landmark-names.php';
require_once __DIR__ . '/includes/page-output.php';
require_once __DIR__ . '/includes/variation-form-post.php';
require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/consent-type.php';
require_once __DIR__ . '/includes/nonces.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/trusted-markup.php';
require_once __DIR__ . '/includes/navigation-menu.php';
require_once __DIR__ . '/includes/wishlist.php';
require_once __DIR__ . '/includes/food-menu.php';
require_once __DIR__ . '/includes/elementor-lazyload.php';
require_once __DIR__ . '/includes/undeclared-uses.php';
require_once __DIR__ . '/includes/template-scripts.php';
require_once __DIR__ . '/includes/island-descriptions.php';
require_once __DIR__ . '/includes/page-record.php';
require_once __DIR__ . '/includes/site-health.php';

add_action( 'init', 'shop_islands_load_textdomain' );
add_filter( 'wp_get_consent_type', 'shop_islands_consent_type', PHP_INT_MAX );
add_action( 'wp_enqueue_scripts', 'shop_islands_enqueue_assets', 20 );
// What a theme's or plugin's script uses without naming it is named first, so that it stays: the
// scripts printed in the page's template (as last seen on this kind of page), then the queued ones.
add_action( 'wp_enqueue_scripts', 'shop_islands_queue_template_uses', 98 );
add_action( 'wp_enqueue_scripts', 'shop_islands_declare_undeclared_uses', 99 );
add_action( 'wp_print_scripts', 'shop_islands_declare_undeclared_uses', 0 );
add_action( 'wp_print_footer_scripts', 'shop_islands_declare_undeclared_uses', 0 );
add_action( 'wp_enqueue_scripts', 'shop_islands_dequeue_replaced_scripts', 100 );
// Scripts enqueued while the content renders (product templates, shortcodes) are caught just before printing.
add_action( 'wp_print_scripts', 'shop_islands_dequeue_replaced_scripts', 1 );
add_action( 'wp_print_footer_scripts', 'shop_islands_dequeue_replaced_scripts', 1 );
// The data of the scripts it retired, for their islands, once the last dequeue has run.
add_action( 'wp_print_footer_scripts', 'shop_islands_print_retired_script_data', 2 );
add_filter( 'body_class', 'shop_islands_theme_steppers_body_class' );
add_action( 'wp_print_scripts', 'shop_islands_print_undeclared_params', 2 );
add_action( 'wp_print_footer_scripts', 'shop_islands_print_undeclared_params', 2 );
add_action( 'woocommerce_before_variations_form', 'shop_islands_print_variation_combinations' );
// Around WooCommerce's gallery (woocommerce_show_product_images, 20): its thumbnail strip.
add_action( 'woocommerce_before_single_product_summary', 'shop_islands_buffer_product_gallery', 19 );
add_action( 'woocommerce_before_single_product_summary', 'shop_islands_print_product_gallery', 21 );
// Around WooCommerce's tabs (woocommerce_output_product_data_tabs, 10): their first tab selected.
add_action( 'woocommerce_after_single_product_summary', 'shop_islands_buffer_product_tabs', 9 );
add_action( 'woocommerce_after_single_product_summary', 'shop_islands_print_product_tabs', 11 );
add_filter( 'woocommerce_add_to_cart_product_id', 'shop_islands_resolve_posted_variation' );
// Around WooCommerce's pagination template, above and below the products: the two named apart.
add_action( 'woocommerce_before_template_part', 'shop_islands_pagination_starts', PHP_INT_MAX );
add_action( 'woocommerce_after_template_part', 'shop_islands_pagination_ends', PHP_INT_MIN );
add_action( 'woocommerce_after_shop_loop', 'shop_islands_release_pagination', PHP_INT_MAX );
// Once the whole page has printed: Contact Form 7's forms and the search forms that share a name
// named apart, and what the scripts printed in the template use printed before them.
if ( function_exists( 'wp_start_template_enhancement_output_buffer' ) ) {
	add_filter( 'wp_template_enhancement_output_buffer', 'shop_islands_finish_page' );
} else {
	add_filter( 'template_include', 'shop_islands_hold_template', PHP_INT_MAX );
}
add_action( 'wp_ajax_' . SHOP_ISLANDS_NONCES_ACTION, 'shop_islands_send_fresh_nonces' );
add_action( 'wp_ajax_nopriv_' . SHOP_ISLANDS_NONCES_ACTION, 'shop_islands_send_fresh_nonces' );
add_action( 'wp_ajax_nopriv_rest-nonce', 'shop_islands_send_guest_rest_nonce' );
add_action( 'admin_notices', 'shop_islands_build_notice' );
add_action( 'admin_init', 'shop_islands_register_settings' );
add_action( 'admin_menu', 'shop_islands_add_settings_screen', 60 );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'shop_islands_plugin_action_links' );
// Once the bundle is enqueued (wp_head) and before the footer prints.
add_action( 'wp_head', 'shop_islands_vouch_for_footer_markup', 100 );
// YITH WooCommerce Wishlist's button printed on the server, after YITH hooked its own (init, 10).
add_action( 'init', 'shop_islands_wrap_wishlist_buttons', 20 );
add_filter( 'do_shortcode_tag', 'shop_islands_fill_wishlist_shortcode', 10, 2 );
// The visitor's wishlist, filled in the browser: the cookie that says there is one, and its products.
add_action( 'template_redirect', 'shop_islands_sync_wishlist_cookie' );
add_action( 'yith_wcwl_added_to_wishlist', 'shop_islands_sync_wishlist_cookie', 20 );
add_action( 'yith_wcwl_removed_from_wishlist', 'shop_islands_sync_wishlist_cookie', 20 );
add_action( 'wp_ajax_' . SHOP_ISLANDS_WISHLIST_ACTION, 'shop_islands_send_wishlist' );
add_action( 'wp_ajax_nopriv_' . SHOP_ISLANDS_WISHLIST_ACTION, 'shop_islands_send_wishlist' );
// Food Menu's location popup printed on the server, and its script retired where the island does its work.
add_action( 'wp_footer', 'shop_islands_take_over_food_menu_popup', 0 );
add_action( 'wp_head', 'shop_islands_take_over_elementor_lazyload', 2 );
add_filter( 'do_shortcode_tag', 'shop_islands_note_food_menu_listing', 10, 2 );
add_filter( 'shop_islands_replaced_scripts', 'shop_islands_retire_food_menu_script' );
// What each page kept, once its footer's scripts have printed, for the settings screen and Site Health.
add_action( 'wp_footer', 'shop_islands_record_page', PHP_INT_MAX );
add_action( 'template_redirect', 'shop_islands_checked_page_not_cached' );
add_filter( 'site_status_tests', 'shop_islands_site_status_tests' );
add_action( 'rest_api_init', 'shop_islands_register_site_health_route' );

/**
 * Loads the translations of the plugin's PHP strings (the admin notice).
 */
function shop_islands_load_textdomain() {
	load_plugin_textdomain( SHOP_ISLANDS_TEXT_DOMAIN, false, dirname( plugin_basename( SHOP_ISLANDS_FILE ) ) . '/languages' );
}
