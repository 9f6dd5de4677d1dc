<?php
/**
 * The settings screen (WooCommerce → Shop Islands; Settings → Shop Islands without WooCommerce):
 * the islands grouped by where they act, each with its name and line, on or off, the classic
 * scripts it retires under the names this site registers them by and the theme's or plugins'
 * scripts that kept one (the record of shoppers' pages, page-record.php), what kept jQuery, the consent category
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

	$record = shop_islands_page_record();
	if ( ! $record['names'] ) {
		// No shopper's page seen yet: the shop, a product and the cart, as a guest, fill the record.
		shop_islands_fill_page_record();
		$record = shop_islands_page_record();
	}
	echo '<h2>' . esc_html__( 'Islands', 'shop-islands' ) . '</h2>';
	echo '<p>' . esc_html__( 'Each island does the work of classic scripts of your storefront, which it retires. Turn one off to keep its classic scripts instead; a script that did the work of several islands is retired only while all of them are on. Code that filters shop_islands_islands_off wins over these boxes.', 'shop-islands' ) . '</p>';
	echo '<p class="description">' . esc_html__( 'The scripts listed are those this site registers, under its own names, as seen on the pages shoppers visited this week.', 'shop-islands' ) . '</p>';
	$descriptions = shop_islands_island_descriptions();
	$groups       = shop_islands_island_group_labels();
	foreach ( shop_islands_islands_by_group( $build['islands'] ) as $group => $islands ) {
		printf( '<h3 id="shop-islands-group-%1$s">%2$s</h3>', esc_attr( $group ), esc_html( $groups[ $group ] ) );
		printf( '<table class="widefat striped shop-islands-group" aria-labelledby="shop-islands-group-%s"><thead><tr><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th></tr></thead><tbody>', esc_attr( $group ), esc_html__( 'Island', 'shop-islands' ), esc_html__( 'On', 'shop-islands' ), esc_html__( 'Classic scripts it retires on this site', 'shop-islands' ) );
		foreach ( $islands as $island ) {
			$field_id = 'shop-islands-on-' . $island;
			$filtered = in_array( $island, $off, true ) !== in_array( $island, $saved['off'], true );
			list( $name, $line ) = $descriptions[ $island ] ?? array( $island, '' );
			printf(
				'<tr class="shop-islands-island" data-island="%2$s"><th scope="row"><label for="%1$s"><strong>%6$s</strong></label><br><span class="description">%7$s</span> <code>%2$s</code></th><td><input type="hidden" name="%3$s[shown][]" value="%2$s"><input type="checkbox" id="%1$s" name="%3$s[on][]" value="%2$s"%4$s>%5$s</td><td class="shop-islands-retires">%8$s</td></tr>',
				esc_attr( $field_id ),
				esc_html( $island ),
				esc_attr( SHOP_ISLANDS_OPTION ),
				checked( ! in_array( $island, $saved['off'], true ), true, false ),
				$filtered ? ' <em>' . esc_html( in_array( $island, $off, true ) ? __( 'off by a filter', 'shop-islands' ) : __( 'on by a filter', 'shop-islands' ) ) . '</em>' : '',
				esc_html( $name ),
				esc_html( $line ),
				shop_islands_island_scripts_html( $island, $record ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.
			);
		}
		echo '</tbody></table>';
	}
	echo '<h2>' . esc_html__( 'jQuery', 'shop-islands' ) . '</h2>';
	$jquery = shop_islands_kept_lines( $record, SHOP_ISLANDS_JQUERY, true );
	echo '' === $jquery
		? '<p class="shop-islands-jquery">' . esc_html__( 'No page shoppers visited this week kept jQuery.', 'shop-islands' ) . '</p>'
		: '<p>' . esc_html__( 'jQuery goes from every page where nothing needs it. It stayed:', 'shop-islands' ) . '</p><ul class="shop-islands-jquery">' . $jquery . '</ul>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped as it is built.

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

/**
 * An island's classic scripts as this site registers them, and what kept any of them.
 *
 * @param string $island An island.
 * @param array  $record shop_islands_page_record().
 * @return string HTML.
 */
function shop_islands_island_scripts_html( $island, array $record ) {
	$handles = shop_islands_island_handles( $island );
	$names   = array();
	foreach ( $handles as $handle ) {
		foreach ( array_keys( $record['names'][ $handle ] ?? array() ) as $name ) {
			$names[ $name ] = true;
		}
	}
	if ( ! $handles ) {
		return esc_html__( 'None: it adds to the page.', 'shop-islands' );
	}
	if ( ! $names ) {
		/* translators: %s: the classic handles an island retires. */
		return esc_html( sprintf( __( 'This site registers none of its classic scripts (%s).', 'shop-islands' ), implode( ', ', $handles ) ) );
	}
	$names = array_keys( $names );
	sort( $names );
	$html = '<code>' . implode( '</code>, <code>', array_map( 'esc_html', $names ) ) . '</code>';
	$kept = '';
	foreach ( $names as $name ) {
		$kept .= shop_islands_kept_lines( $record, $name );
	}
	return '' === $kept ? $html : $html . '<ul class="shop-islands-kept">' . $kept . '</ul>';
}

/**
 * What kept a script, per kind of page, as list items ("wc-single-product stayed on product pages
 * for quick-view (plugin Quick View)"): the theme's and plugins' scripts that alone kept it. Where
 * WordPress's or WooCommerce's own scripts need it (the cart's), it is the page's own need: left
 * out, or, with `$own`, said in a line.
 *
 * @param array  $record shop_islands_page_record().
 * @param string $handle A printed handle (or jquery).
 * @param bool   $own    Whether to say where WordPress's or WooCommerce's own scripts kept it.
 * @return string HTML.
 */
function shop_islands_kept_lines( array $record, $handle, $own = false ) {
	// Kinds of page kept it for the same scripts: one line naming them all.
	$by_keepers = array();
	$own_kinds  = array();
	foreach ( shop_islands_page_kind_labels() as $kind => $label ) {
		if ( ! isset( $record['kept'][ $kind ][ $handle ] ) ) {
			continue;
		}
		$keepers = array();
		foreach ( array_keys( $record['kept'][ $kind ][ $handle ] ) as $keeper ) {
			$keepers[ $keeper ] = $record['files'][ $keeper ] ?? '';
		}
		ksort( $keepers );
		if ( shop_islands_report_left( array( $handle => $keepers ) ) ) {
			$by_keepers[ shop_islands_keepers_html( $keepers ) ][] = $label;
		} else {
			$own_kinds[] = $label;
		}
	}
	$lines = '';
	foreach ( $by_keepers as $keepers => $labels ) {
		/* translators: 1: a script's handle, 2: kinds of page, 3: the scripts that needed it. */
		$lines .= '<li>' . sprintf( esc_html__( '%1$s stayed on %2$s for %3$s', 'shop-islands' ), '<code>' . esc_html( $handle ) . '</code>', esc_html( wp_sprintf_l( '%l', $labels ) ), $keepers ) . '</li>';
	}
	if ( $own && $own_kinds ) {
		/* translators: 1: a script's handle, 2: kinds of page. */
		$lines .= '<li>' . sprintf( esc_html__( '%1$s stayed on %2$s for WordPress\'s and WooCommerce\'s own scripts there', 'shop-islands' ), '<code>' . esc_html( $handle ) . '</code>', esc_html( wp_sprintf_l( '%l', $own_kinds ) ) ) . '</li>';
	}
	return $lines;
}

/**
 * Loads the Site Health test's pages with the plugin, as a guest, so that the record has them.
 */
function shop_islands_fill_page_record() {
	$pages = shop_islands_site_health_pages();
	if ( ! $pages ) {
		return;
	}
	$token = shop_islands_new_check_token();
	foreach ( $pages as $url ) {
		shop_islands_checked_page( $url, $token, true );
	}
	shop_islands_forget_check_token( $token );
}
