<?php
/**
 * The themes site owners run, each with its own WooCommerce features on, as an owner turns them on
 * in the Customizer (theme_mods_<theme>, or the theme's own option): they are the theme of a
 * visitor with the cookie `shop_islands_theme=<theme>` (mu-plugins/real-store-test-switches.php).
 *
 * - Astra 4.13.1 (its `astra-settings` option): a card's add to cart opens its slide-in cart (the
 *   shop's "Add To Cart Action", its own AJAX add), the header's cart (desktop and mobile) opens it
 *   too (flyout),
 *   +/- buttons on the quantity boxes, the sticky add to cart on product pages with its AJAX add.
 * - OceanWP 4.1.5 (theme mods): its quick view, floating add-to-cart bar and mobile mini-cart are on
 *   by default; its AJAX add on the product page turned on.
 * - Kadence 1.4.5 (theme mods): the header's cart (desktop and mobile) opening its cart drawer, and
 *   its quantity +/- buttons.
 * - Hello Elementor 3.4.7: no WooCommerce feature of its own (its layout is Elementor's).
 *
 * @package Shop_Islands
 */

/** Turns each theme's WooCommerce features on. */
function shop_islands_store_seed_themes() {
	$astra = get_option( 'astra-settings' );
	update_option(
		'astra-settings',
		array_merge(
			is_array( $astra ) ? $astra : array(),
			array(
				'shop-add-to-cart-action'          => 'slide_in_cart',
				'woo-header-cart-click-action'     => 'flyout',
				'responsive-cart-click-action'     => 'flyout',
				'single-product-plus-minus-button' => true,
				'single-product-sticky-add-to-cart' => true,
				'single-product-ajax-add-to-cart'  => true,
				// The header's cart (desktop and mobile), as Astra's header presets place it.
				'header-desktop-items'             => shop_islands_store_astra_header( array( 'menu-1', 'woo-cart' ) ),
				'header-mobile-items'              => shop_islands_store_astra_header( array( 'woo-cart', 'mobile-trigger' ) ),
			)
		)
	);
	shop_islands_store_theme_mods(
		'oceanwp',
		array(
			'ocean_woo_quick_view'              => true,
			'ocean_woo_display_floating_bar'    => 'on',
			'ocean_woo_add_mobile_mini_cart'    => true,
			'ocean_woo_product_ajax_add_to_cart' => true,
		)
	);
	shop_islands_store_theme_mods(
		'kadence',
		array(
			'custom_quantity'          => true,
			'header_cart_style'        => 'slide',
			'header_mobile_cart_style' => 'slide',
			'header_desktop_items'     => array(
				'top'    => array(),
				'main'   => array(
					'main_left'  => array( 'logo' ),
					'main_right' => array( 'navigation', 'cart' ),
				),
				'bottom' => array(),
			),
			'header_mobile_items'      => array(
				'popup' => array( 'popup_content' => array( 'mobile-navigation' ) ),
				'top'   => array(),
				'main'  => array(
					'main_left'  => array( 'mobile-logo' ),
					'main_right' => array( 'mobile-cart', 'popup-toggle' ),
				),
				'bottom' => array(),
			),
		)
	);
}

/**
 * An Astra header layout: the logo left, `$right` right, the mobile menu in its popup.
 *
 * @param string[] $right The items on the main row's right.
 * @return array
 */
function shop_islands_store_astra_header( array $right ) {
	return array(
		'popup'   => array( 'popup_content' => array( 'mobile-menu' ) ),
		'above'   => array(),
		'primary' => array(
			'primary_left'  => array( 'logo' ),
			'primary_right' => $right,
		),
		'below'   => array(),
	);
}

/**
 * Sets some of a theme's mods, keeping the rest.
 *
 * @param string $theme The theme's folder.
 * @param array  $mods  The mods to set.
 */
function shop_islands_store_theme_mods( $theme, array $mods ) {
	$current = get_option( 'theme_mods_' . $theme );
	update_option( 'theme_mods_' . $theme, array_merge( is_array( $current ) ? $current : array(), $mods ) );
}
