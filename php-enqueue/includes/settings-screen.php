<?php
/**
 * The settings screen (WooCommerce → Shop Islands; Settings → Shop Islands without WooCommerce):
 * each island on or off with the classic scripts it retires on this site, the consent category
 * of order attribution, and links that open the shop with and without the plugin. WordPress's
 * Settings API saves it (options.php checks the nonce and the capability); the filters win.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug and the Settings API group of its option. */
const SHOP_ISLANDS_SETTINGS_PAGE = 'shop-islands';

/**
 * Registers the option (admin_init) and lets who manages the shop save it.
 */
function shop_islands_register_settings() {
	register_setting(
		SHOP_ISLANDS_SETTINGS_PAGE,
		SHOP_ISLANDS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'shop_islands_sanitize_posted_options',
			'default'           => array(),
			'show_in_rest'      => false,
		)
	);
	add_filter( 'option_page_capability_' . SHOP_ISLANDS_SETTINGS_PAGE, 'shop_islands_settings_capability' );
}

/**
 * Adds the screen (admin_menu): under WooCommerce when it is active, under Settings otherwise.
 */
function shop_islands_add_settings_screen() {
	$title = __( 'Shop Islands', 'shop-islands' );
	if ( class_exists( 'WooCommerce' ) ) {
		add_submenu_page( 'woocommerce', $title, $title, shop_islands_settings_capability(), SHOP_ISLANDS_SETTINGS_PAGE, 'shop_islands_render_settings_screen' );
	} else {
		add_options_page( $title, $title, shop_islands_settings_capability(), SHOP_ISLANDS_SETTINGS_PAGE, 'shop_islands_render_settings_screen' );
	}
}

/**
 * The screen's URL.
 *
 * @return string
 */
function shop_islands_settings_screen_url() {
	return add_query_arg( 'page', SHOP_ISLANDS_SETTINGS_PAGE, admin_url( class_exists( 'WooCommerce' ) ? 'admin.php' : 'options-general.php' ) );
}

/**
 * A "Settings" link in the plugin's row of the Plugins screen.
 *
 * @param string[] $links The row's links.
 * @return string[]
 */
function shop_islands_plugin_action_links( $links ) {
	if ( current_user_can( shop_islands_settings_capability() ) ) {
		array_unshift( $links, sprintf( '<a href="%1$s">%2$s</a>', esc_url( shop_islands_settings_screen_url() ), esc_html__( 'Settings', 'shop-islands' ) ) );
	}
	return $links;
}

/**
 * The posted form as the option: the islands shown and left unticked are off.
 *
 * @param mixed $value The posted value.
 * @return array{off: string[], consent_category: string}
 */
function shop_islands_sanitize_posted_options( $value ) {
	$value = is_array( $value ) ? $value : array();
	if ( isset( $value['shown'] ) && is_array( $value['shown'] ) ) {
		$on           = isset( $value['on'] ) && is_array( $value['on'] ) ? $value['on'] : array();
		$value['off'] = array_diff( $value['shown'], $on );
	}
	return shop_islands_sanitize_options( $value );
}

/**
 * Prints the screen.
 */
function shop_islands_render_settings_screen() {
	if ( ! current_user_can( shop_islands_settings_capability() ) ) {
		return;
	}
	$build = shop_islands_build();
	$saved = shop_islands_saved_options();
	$off   = shop_islands_islands_off();
	echo '<div class="wrap shop-islands-settings"><h1>' . esc_html__( 'Shop Islands', 'shop-islands' ) . '</h1>';
	if ( is_wp_error( $build ) ) {
		echo '<p>' . esc_html( $build->get_error_message() ) . '</p></div>';
		return;
	}
	echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
	settings_fields( SHOP_ISLANDS_SETTINGS_PAGE );

	echo '<h2>' . esc_html__( 'Islands', 'shop-islands' ) . '</h2>';
	echo '<p>' . esc_html__( 'Each island replaces classic scripts of the storefront. Turn one off to keep its classic scripts instead; a script that did the work of several islands is retired only while all of them are on. Code that filters shop_islands_islands_off wins over these boxes.', 'shop-islands' ) . '</p>';
	echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Island', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'On', 'shop-islands' ) . '</th><th scope="col">' . esc_html__( 'Classic scripts it retires', 'shop-islands' ) . '</th></tr></thead><tbody>';
	$islands = $build['islands'];
	sort( $islands );
	foreach ( $islands as $island ) {
		$field_id = 'shop-islands-on-' . $island;
		$shared   = array_keys( array_filter( SHOP_ISLANDS_SHARED_REPLACED_SCRIPTS, static fn( $needed ) => in_array( $island, $needed, true ) ) );
		$handles  = array_merge( SHOP_ISLANDS_REPLACED_SCRIPTS[ $island ] ?? array(), $shared );
		$filtered = in_array( $island, $off, true ) !== in_array( $island, $saved['off'], true );
		printf(
			'<tr><th scope="row"><label for="%1$s"><code>%2$s</code></label></th><td><input type="hidden" name="%3$s[shown][]" value="%2$s"><input type="checkbox" id="%1$s" name="%3$s[on][]" value="%2$s"%4$s>%5$s</td><td>%6$s</td></tr>',
			esc_attr( $field_id ),
			esc_html( $island ),
			esc_attr( SHOP_ISLANDS_OPTION ),
			checked( ! in_array( $island, $saved['off'], true ), true, false ),
			$filtered ? ' <em>' . esc_html( in_array( $island, $off, true ) ? __( 'off by a filter', 'shop-islands' ) : __( 'on by a filter', 'shop-islands' ) ) . '</em>' : '',
			$handles ? '<code>' . implode( '</code>, <code>', array_map( 'esc_html', $handles ) ) . '</code>' : esc_html__( 'none', 'shop-islands' )
		);
	}
	echo '</tbody></table>';

	echo '<h2>' . esc_html__( 'Order attribution', 'shop-islands' ) . '</h2>';
	printf(
		'<p><label for="shop-islands-consent-category">%s</label> <select id="shop-islands-consent-category" name="%s[consent_category]"><option value="">%s</option>',
		esc_html__( 'Consent a visitor must give before their visits are recorded:', 'shop-islands' ),
		esc_attr( SHOP_ISLANDS_OPTION ),
		esc_html__( "WooCommerce's (marketing)", 'shop-islands' )
	);
	foreach ( SHOP_ISLANDS_CONSENT_CATEGORIES as $category ) {
		printf( '<option value="%1$s"%2$s>%1$s</option>', esc_attr( $category ), selected( $saved['consent_category'], $category, false ) );
	}
	echo '</select></p><p class="description">' . esc_html__( 'Applies where a consent plugin using the WP Consent API is active. Code that filters shop_islands_order_attribution_consent_category wins over this choice.', 'shop-islands' ) . '</p>';

	submit_button();
	echo '</form>';

	$shop = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' );
	echo '<h2>' . esc_html__( 'Compare', 'shop-islands' ) . '</h2><p>';
	printf(
		'<a href="%1$s" target="_blank">%2$s</a> · <a href="%3$s" target="_blank">%4$s</a>',
		esc_url( $shop ),
		esc_html__( 'Open the shop', 'shop-islands' ),
		esc_url( add_query_arg( SHOP_ISLANDS_COMPARE_ARG, 'off', $shop ) ),
		esc_html__( 'Open it without Shop Islands', 'shop-islands' )
	);
	echo '</p><p class="description">' . esc_html__( 'The second link shows any page as it is without the plugin, to you alone: add ?shop-islands=off to its address.', 'shop-islands' ) . '</p></div>';
}
