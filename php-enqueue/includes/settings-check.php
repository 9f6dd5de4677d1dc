<?php
/**
 * The settings tag's fields and their types, and the check every page's settings pass before
 * they are printed: a field of the wrong type is dropped, so the bundle uses its own default.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The type each settings field must have. A field of another type is dropped, so the bundle
 * uses its own default for it.
 *
 * The contract is the `Settings` interface of shared/config.ts, not this list: its tests hold
 * this list (test/php-enqueue/settings.test.ts) and the printed tag (test/wordpress/) to it.
 */
const SHOP_ISLANDS_SETTINGS_TYPES = array(
	'ajaxUrl'              => 'string',
	'wcAjaxUrl'            => 'string',
	'restRoot'             => 'string',
	'restNonce'            => 'string',
	'cartUrl'              => 'string',
	'isCart'               => 'bool',
	'isCheckout'           => 'bool',
	'cartRedirectAfterAdd' => 'string',
	'viewCartLabel'        => 'string',
	'siteHash'             => 'string',
	'locale'               => 'string',
	'localeData'           => 'map_or_null',
	'features'             => 'bool_map',
	'quickViewNonce'       => 'string',
	'wishlistAjaxUrl'      => 'string',
	'wishlistNonce'        => 'string',
	'cf7ApiRoot'           => 'string',
	'allowedOrigins'       => 'origin_list',
	'imageOrigins'         => 'origin_list',
	'orderAttribution'     => 'map_or_null',
	'consent'              => 'map',
	'islandsOff'           => 'string_list',
);

/**
 * Checks filtered settings loosely: known fields of the wrong type are dropped, and so are
 * fields JSON cannot carry; other fields pass. Empty maps become JSON objects.
 *
 * @param mixed $settings Filtered settings.
 * @return array|null Checked settings, or null when unusable as a whole.
 */
function shop_islands_check_settings( $settings ) {
	if ( ! is_array( $settings ) || ! $settings || wp_is_numeric_array( $settings ) ) {
		return null;
	}
	$checked = array();
	foreach ( $settings as $key => $value ) {
		$type = SHOP_ISLANDS_SETTINGS_TYPES[ $key ] ?? null;
		if ( ( null !== $type && ! shop_islands_settings_value_is( $value, $type ) ) || false === wp_json_encode( $value ) ) {
			continue;
		}
		$is_map                   = in_array( $type, array( 'map', 'map_or_null', 'bool_map' ), true );
		$checked[ (string) $key ] = $is_map && array() === $value ? new stdClass() : $value;
	}
	return false === wp_json_encode( $checked ) ? null : $checked;
}

/**
 * Whether a settings value has the given type.
 *
 * @param mixed  $value Value.
 * @param string $type  One of the SHOP_ISLANDS_SETTINGS_TYPES types.
 * @return bool
 */
function shop_islands_settings_value_is( $value, $type ) {
	switch ( $type ) {
		case 'string':
			return is_string( $value );
		case 'bool':
			return is_bool( $value );
		case 'map':
			return is_array( $value ) && ( ! $value || ! wp_is_numeric_array( $value ) );
		case 'map_or_null':
			return null === $value || shop_islands_settings_value_is( $value, 'map' );
		case 'origin_list':
			return is_array( $value ) && wp_is_numeric_array( $value ) && count( $value ) === count( array_filter( $value, static fn( $origin ) => '' !== shop_islands_origin( $origin ) && shop_islands_origin( $origin ) === $origin ) );
		case 'string_list':
			return is_array( $value ) && wp_is_numeric_array( $value ) && count( $value ) === count( array_filter( $value, 'is_string' ) );
		case 'bool_map':
			return shop_islands_settings_value_is( $value, 'map' ) && count( $value ) === count( array_filter( $value, 'is_bool' ) );
	}
	return false;
}
