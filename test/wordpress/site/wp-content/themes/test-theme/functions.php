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
function shop_islands_test_classic_script( $handle, $in_footer ) {
	wp_enqueue_script( $handle, add_query_arg( 'handle', $handle, get_theme_file_uri( 'classic.js' ) ), array(), '1', $in_footer );
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		shop_islands_test_classic_script( 'wc-add-to-cart', false );
		shop_islands_test_classic_script( 'shop-islands-test-theme', true );
	}
);
