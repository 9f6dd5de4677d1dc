<?php
/**
 * Test theme: enqueues stand-ins for classic scripts (each records its handle in
 * window.shopIslandsTestClassic when it runs), one that Shop Islands replaces early, one it
 * replaces that is enqueued late (while the content renders, as product templates do), and
 * one of the theme's own that stays.
 *
 * @package Shop_Islands
 */

add_theme_support( 'html5', array( 'script', 'style' ) );
add_theme_support( 'title-tag' );

/**
 * Registers a stand-in classic script under a handle.
 *
 * @param string $handle    Script handle.
 * @param bool   $in_footer Whether it prints in the footer.
 */
function shop_islands_test_classic_script( $handle, $in_footer, $deps = array() ) {
	wp_enqueue_script( $handle, add_query_arg( 'handle', $handle, get_theme_file_uri( 'classic.js' ) ), $deps, '1', $in_footer );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		shop_islands_test_classic_script( 'wc-add-to-cart', false );
		// The theme's live search (poco's handle), which the live-search island replaces.
		shop_islands_test_classic_script( 'poco-products-ajax-search', true );
		// The theme's tooltip library, queued by itself, and its product script that needs it
		// (tooltips, wishlist counters): both go once the tooltips and wishlist counters are built.
		shop_islands_test_classic_script( 'tooltipster', true );
		shop_islands_test_classic_script( 'poco-products', true, array( 'tooltipster' ) );
		shop_islands_test_classic_script( 'shop-islands-test-theme', true );
		// ?variation_scripts=1: WooCommerce's variation script with blockUI, which a theme also
		// queued by itself; &blockui_user=1 adds a script of another plugin that needs blockUI.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test switch.
		if ( isset( $_GET['variation_scripts'] ) ) {
			shop_islands_test_classic_script( 'jquery-blockui', true );
			shop_islands_test_classic_script( 'wc-add-to-cart-variation', true, array( 'jquery-blockui' ) );
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test switch.
			if ( isset( $_GET['blockui_user'] ) ) {
				shop_islands_test_classic_script( 'another-plugin', true, array( 'jquery-blockui' ) );
			}
		}
	}
);
