<?php
/**
 * WooCommerce set up as a classic-theme restaurant store: its tables and pages, shortcode
 * cart / checkout / my-account pages (the installer makes block pages, which a classic theme
 * and the classic scripts Shop Islands replaces do not use), coming-soon off, cash on delivery,
 * order attribution, the fixture store's currency and shipping.
 *
 * @package Shop_Islands
 */

/**
 * Runs once, on the process after WooCommerce's activation.
 */
function shop_islands_store_configure() {
	WC_Install::install();

	$options = array(
		'woocommerce_coming_soon'                      => 'no',
		'woocommerce_store_pages_only'                 => 'no',
		'woocommerce_currency'                         => 'USD',
		'woocommerce_currency_pos'                     => 'left',
		'woocommerce_price_num_decimals'               => '2',
		'woocommerce_default_country'                  => 'US:CA',
		'woocommerce_allowed_countries'                => 'all',
		'woocommerce_enable_ajax_add_to_cart'          => 'yes',
		'woocommerce_cart_redirect_after_add'          => 'no',
		'woocommerce_enable_reviews'                   => 'yes',
		'woocommerce_enable_review_rating'             => 'yes',
		'woocommerce_feature_order_attribution_enabled' => 'yes',
		'woocommerce_allow_tracking'                   => 'no',
		'woocommerce_show_marketplace_suggestions'     => 'no',
		'woocommerce_enable_guest_checkout'            => 'yes',
		'woocommerce_enable_myaccount_registration'    => 'yes',
		'woocommerce_onboarding_profile'               => array( 'skipped' => true ),
		'woocommerce_cod_settings'                     => array(
			'enabled'            => 'yes',
			'title'              => 'Cash on delivery',
			'description'        => 'Pay with cash upon delivery.',
			'instructions'       => 'Pay with cash upon delivery.',
			'enable_for_methods' => array(),
			'enable_for_virtual' => 'yes',
		),
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}

	$shortcodes = array(
		'cart'      => 'woocommerce_cart',
		'checkout'  => 'woocommerce_checkout',
		'myaccount' => 'woocommerce_my_account',
	);
	foreach ( $shortcodes as $page => $shortcode ) {
		$page_id = wc_get_page_id( $page );
		if ( $page_id <= 0 ) {
			shop_islands_store_fail( "WooCommerce made no $page page" );
		}
		shop_islands_store_check(
			wp_update_post(
				array(
					'ID'           => $page_id,
					'post_content' => "<!-- wp:shortcode -->[$shortcode]<!-- /wp:shortcode -->",
				),
				true
			),
			"the $page page"
		);
	}

	// The fixture store's only zone, flat rate ($5) and free shipping: here the zone of
	// "locations not covered by your other zones", so every address gets both.
	$zone      = new WC_Shipping_Zone( 0 );
	$flat_rate = $zone->add_shipping_method( 'flat_rate' );
	update_option(
		"woocommerce_flat_rate_{$flat_rate}_settings",
		array(
			'title'      => 'Flat rate',
			'tax_status' => 'none',
			'cost'       => '5.00',
		)
	);
	$zone->add_shipping_method( 'free_shipping' );
	WC_Cache_Helper::get_transient_version( 'shipping', true );
}
