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
 * - Hello Elementor 3.4.7: no WooCommerce feature of its own (its layout is Elementor's); its home
 *   page is built with Elementor (shop_islands_store_elementor_home()).
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
	shop_islands_store_elementor_home();
}

/** The Elementor-built home page's slug: the front page of a Hello Elementor visitor. */
const SHOP_ISLANDS_STORE_ELEMENTOR_HOME = 'elementor-home';

/**
 * A home page built with Elementor, as a site owner builds one on Hello Elementor: top-level
 * containers (Elementor's flexbox containers, on by default since 3.16), the first and the last
 * with a background image (the last one's lazy-loaded by Elementor's `e_lazyload`, on for sites
 * installed since 3.21), WooCommerce's products through Elementor's shortcode widget (its own
 * products widget is Pro's), WooLentor's universal product widget as a slider and its FAQ widget.
 * The page's content holds the same text, for themes that do not run Elementor.
 */
function shop_islands_store_elementor_home() {
	if ( get_page_by_path( SHOP_ISLANDS_STORE_ELEMENTOR_HOME ) ) {
		return;
	}
	$images = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_mime_type' => 'image/jpeg',
			'posts_per_page' => 2,
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	);
	$background = static function ( $index ) use ( $images ) {
		$image = $images[ $index ] ?? null;
		return $image ? array(
			'background_background' => 'classic',
			'background_image'      => array(
				'url' => wp_get_attachment_url( $image->ID ),
				'id'  => $image->ID,
			),
			'background_size'       => 'cover',
			'min_height'            => array(
				'unit' => 'px',
				'size' => 360,
			),
		) : array();
	};
	$widget    = static function ( $id, $type, array $settings ) {
		return array(
			'id'         => $id,
			'elType'     => 'widget',
			'widgetType' => $type,
			'settings'   => $settings,
			'elements'   => array(),
		);
	};
	$container = static function ( $id, array $settings, array $elements ) {
		return array(
			'id'       => $id,
			'elType'   => 'container',
			'isInner'  => false,
			'settings' => $settings,
			'elements' => $elements,
		);
	};
	$data      = array(
		$container(
			'a1e0001',
			$background( 0 ),
			array(
				$widget( 'a1e0011', 'heading', array( 'title' => 'Fresh from our kitchen' ) ),
				$widget(
					'a1e0012',
					'button',
					array(
						'text' => 'Order now',
						'link' => array( 'url' => home_url( '/shop/' ) ),
					)
				),
			)
		),
		$container(
			'a1e0002',
			array(),
			array(
				$widget( 'a1e0021', 'heading', array( 'title' => 'Our dishes' ) ),
				$widget( 'a1e0022', 'shortcode', array( 'shortcode' => '[products limit="4" columns="4" orderby="title" order="ASC"]' ) ),
			)
		),
		$container(
			'a1e0003',
			array(),
			array(
				$widget(
					'a1e0031',
					'woolentor-universal-product',
					array(
						'product_layout_style'                 => 'slider',
						'woolentor_product_grid_products_count' => 8,
					)
				),
			)
		),
		$container(
			'a1e0004',
			array(),
			array(
				$widget(
					'a1e0041',
					'wl-faq',
					array(
						'accordion_list' => array(
							array(
								'_id'     => 'f1',
								'title'   => 'Do you deliver?',
								'content' => 'Within five miles of the restaurant, every evening.',
							),
							array(
								'_id'     => 'f2',
								'title'   => 'Can I collect my order?',
								'content' => 'Yes: choose collection at checkout.',
							),
						),
					)
				),
			)
		),
		$container(
			'a1e0005',
			$background( 1 ),
			array( $widget( 'a1e0051', 'heading', array( 'title' => 'Book a table' ) ) )
		),
	);
	$page      = shop_islands_store_check(
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => SHOP_ISLANDS_STORE_ELEMENTOR_HOME,
				'post_title'   => 'Elementor home',
				'post_content' => '<h2>Fresh from our kitchen</h2><h2>Our dishes</h2>[products limit="4" columns="4" orderby="title" order="ASC"]<h2>Book a table</h2>',
			),
			true
		),
		'add the Elementor home page'
	);
	update_post_meta( $page, '_elementor_edit_mode', 'builder' );
	update_post_meta( $page, '_elementor_template_type', 'wp-page' );
	update_post_meta( $page, '_elementor_version', '3.21.2' );
	update_post_meta( $page, '_elementor_data', wp_slash( wp_json_encode( $data ) ) );
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
