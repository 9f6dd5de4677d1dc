<?php
/**
 * The data WooCommerce prints for a script the plugin retired, printed for the island that
 * does its job instead, on the pages where WooCommerce would have printed the script.
 *
 * WooCommerce hands its scripts their data as globals (`wc_country_select_params`, …), printed
 * only with the script. Where the plugin dequeued one (shop_islands_retired_from_page()) and no
 * script still queued needs it, the same data, after WooCommerce's `woocommerce_get_script_data`
 * filter, goes into a `<script type="application/json">` block in the footer: JSON, never code,
 * and nothing that depends on the visitor, so cached pages stay shareable.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The address fields' block: every country's states, each country's field locale and their selectors. */
const SHOP_ISLANDS_ADDRESS_FIELDS_ID = 'shop-islands-address-fields';
/** The password strength meter's block: zxcvbn's URL, the minimum strength and the meter's words. */
const SHOP_ISLANDS_PASSWORD_STRENGTH_ID = 'shop-islands-password-strength';
/** The quantity boxes' block where a theme's stepper script was taken over: the look it gave them. */
const SHOP_ISLANDS_THEME_STEPPERS_ID = 'shop-islands-theme-steppers';
/** The body's class on such a page, so the quantity boxes keep no room for the island's own buttons. */
const SHOP_ISLANDS_THEME_STEPPERS_CLASS = 'shop-islands-theme-steppers';

/**
 * Prints the blocks of the retired scripts this page had (wp_print_footer_scripts, once the
 * last dequeue has run).
 */
function shop_islands_print_retired_script_data() {
	if ( ! shop_islands_is_enqueued() || ! function_exists( 'WC' ) ) {
		return;
	}
	$retired = array_filter(
		shop_islands_retired_from_page(),
		function ( $handle ) {
			// A script some queued script still depends on is printed with its own data.
			return ! wp_script_is( $handle, 'enqueued' );
		}
	);
	if ( array_intersect( array( 'wc-country-select', 'wc-address-i18n' ), $retired ) ) {
		shop_islands_print_json_block( SHOP_ISLANDS_ADDRESS_FIELDS_ID, shop_islands_address_fields_data() );
	}
	if ( in_array( 'wc-password-strength-meter', $retired, true ) ) {
		shop_islands_print_json_block( SHOP_ISLANDS_PASSWORD_STRENGTH_ID, shop_islands_password_strength_data() );
	}
	$look = shop_islands_taken_over_steppers();
	if ( null !== $look ) {
		shop_islands_print_json_block( SHOP_ISLANDS_THEME_STEPPERS_ID, $look );
	}
}

/**
 * The look of the theme's stepper script the quantity island took over on this page: one the
 * plugin retired from it (shop_islands_theme_steppers()) that nothing still printed needs, whose
 * buttons the island then draws (islands/quantity/theme-look.ts). Null when there is none.
 *
 * @return array{boxClass:string,control:string,placeholder:string|null,updatesCart:bool}|null
 */
function shop_islands_taken_over_steppers() {
	$steppers = array_intersect_key( shop_islands_theme_steppers(), array_flip( shop_islands_retired_from_page() ) );
	if ( array() === $steppers ) {
		return null;
	}
	$scripts    = wp_scripts();
	$registered = shop_islands_registered_scripts( $scripts );
	$deps       = shop_islands_dependencies( $registered );
	foreach ( $steppers as $handle => $look ) {
		if ( ! shop_islands_needed( array( $handle ), $scripts->queue, $deps, $registered ) ) {
			return $look;
		}
	}
	return null;
}

/**
 * Adds SHOP_ISLANDS_THEME_STEPPERS_CLASS to the body where the quantity island took over the
 * theme's stepper script (body_class, once the head's scripts are queued).
 *
 * @param string[] $classes The body's classes.
 * @return string[]
 */
function shop_islands_theme_steppers_body_class( $classes ) {
	if ( shop_islands_is_enqueued() && null !== shop_islands_taken_over_steppers() ) {
		$classes[] = SHOP_ISLANDS_THEME_STEPPERS_CLASS;
	}
	return $classes;
}

/**
 * What WooCommerce's country select and address i18n scripts are given
 * (`wc_country_select_params`, `wc_address_i18n_params`), as the address-fields island reads it.
 *
 * @return array{states: array, locale: array, localeFields: array, i18n: array}
 */
function shop_islands_address_fields_data() {
	$countries = WC()->countries;
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own strings, as it prints them for its scripts.
	$country_select = shop_islands_wc_script_data(
		'wc-country-select',
		array(
			'countries'              => wp_json_encode( array_merge( $countries->get_allowed_country_states(), $countries->get_shipping_country_states() ) ),
			'i18n_select_state_text' => esc_attr__( 'Select an option&hellip;', 'woocommerce' ),
		)
	);
	$address_i18n   = shop_islands_wc_script_data(
		'wc-address-i18n',
		array(
			'locale'             => wp_json_encode( $countries->get_country_locale() ),
			'locale_fields'      => wp_json_encode( $countries->get_country_locale_field_selectors() ),
			'i18n_required_text' => esc_attr__( 'required', 'woocommerce' ),
			'i18n_optional_text' => esc_html__( 'optional', 'woocommerce' ),
		)
	);
	// phpcs:enable
	return array(
		'states'       => shop_islands_decoded_json( $country_select['countries'] ?? null ),
		'locale'       => shop_islands_decoded_json( $address_i18n['locale'] ?? null ),
		'localeFields' => shop_islands_decoded_json( $address_i18n['locale_fields'] ?? null ),
		'i18n'         => array(
			'selectState' => shop_islands_script_text( $country_select['i18n_select_state_text'] ?? '' ),
			'optional'    => shop_islands_script_text( $address_i18n['i18n_optional_text'] ?? '' ),
		),
	);
}

/**
 * What WooCommerce's password strength meter is given (`wc_password_strength_meter_params`),
 * with what WordPress gives the meter it calls: zxcvbn's URL and the strength words (`pwsL10n`).
 *
 * @return array{zxcvbn: string, minStrength: int, stopCheckout: bool, i18n: array}
 */
function shop_islands_password_strength_data() {
	// phpcs:disable WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own strings, as it prints them for its script.
	$params = shop_islands_wc_script_data(
		'wc-password-strength-meter',
		array(
			'min_password_strength' => apply_filters( 'woocommerce_min_password_strength', 3 ),
			'stop_checkout'         => apply_filters( 'woocommerce_enforce_password_strength_meter_on_checkout', false ),
			'i18n_password_error'   => esc_attr__( 'Please enter a stronger password.', 'woocommerce' ),
			'i18n_password_hint'    => esc_attr( wp_get_password_hint() ),
		)
	);
	// phpcs:enable
	return array(
		'zxcvbn'       => includes_url( 'js/zxcvbn.min.js' ),
		'minStrength'  => (int) ( $params['min_password_strength'] ?? 3 ),
		'stopCheckout' => (bool) ( $params['stop_checkout'] ?? false ),
		'i18n'         => array(
			'error'  => shop_islands_script_text( $params['i18n_password_error'] ?? '' ),
			'hint'   => shop_islands_script_text( $params['i18n_password_hint'] ?? '' ),
			// WordPress's words for zxcvbn's scores (its password-strength-meter's pwsL10n).
			// phpcs:disable WordPress.WP.I18n.MissingArgDomain -- WordPress's own strings.
			'short'  => _x( 'Very weak', 'password strength' ),
			'bad'    => _x( 'Weak', 'password strength' ),
			'good'   => _x( 'Medium', 'password strength' ),
			'strong' => _x( 'Strong', 'password strength' ),
			// phpcs:enable
		),
	);
}

/**
 * A WooCommerce script's data after the filter WooCommerce runs it through.
 *
 * @param string $handle The script's handle.
 * @param array  $params Its data, as WooCommerce builds it.
 * @return array
 */
function shop_islands_wc_script_data( $handle, array $params ) {
	$filtered = apply_filters( 'woocommerce_get_script_data', $params, $handle );
	return is_array( $filtered ) ? $filtered : array();
}

/**
 * A JSON string WooCommerce nests in its script data, decoded to objects (so keys such as "01"
 * come out as they went in); an empty object when it is not JSON.
 *
 * @param mixed $json The nested JSON.
 * @return object|array
 */
function shop_islands_decoded_json( $json ) {
	$decoded = is_string( $json ) ? json_decode( $json ) : null;
	return is_object( $decoded ) || is_array( $decoded ) ? $decoded : new stdClass();
}

/**
 * A string as WordPress hands it to a script (wp_localize_script() decodes HTML entities), to
 * be shown as text.
 *
 * @param mixed $text The string.
 * @return string
 */
function shop_islands_script_text( $text ) {
	return is_scalar( $text ) ? html_entity_decode( (string) $text, ENT_QUOTES, 'UTF-8' ) : '';
}

/**
 * Prints one JSON block.
 *
 * @param string $id   The block's id.
 * @param array  $data Its data.
 */
function shop_islands_print_json_block( $id, array $data ) {
	printf(
		'<script type="application/json" id="%s">%s</script>' . "\n",
		esc_attr( $id ),
		wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
	);
}
