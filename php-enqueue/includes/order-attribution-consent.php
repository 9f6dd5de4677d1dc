<?php
/**
 * Order attribution's settings and consent: whether the site lets order attribution track
 * visitors (WooCommerce's `wc_order_attribution_allow_tracking` as the site's own callbacks
 * answer it, without WooCommerce's WP Consent API callback, which answers for whoever the page
 * is rendered for), the consent category a visitor must allow, and whether a consent mechanism
 * is on the site. Nothing here depends on the visitor: their consent is the bundle's to read in
 * their browser, so cached pages stay shareable.
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/** The WP Consent API's consent categories (the `ConsentCategory` of shared/config.ts). */
const SHOP_ISLANDS_CONSENT_CATEGORIES = array( 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing' );

/** The class of WooCommerce's WP Consent API integration, which hooks `wc_order_attribution_allow_tracking`. */
const SHOP_ISLANDS_WOOCOMMERCE_CONSENT_INTEGRATION = 'Automattic\WooCommerce\Internal\Integrations\WPConsentAPI';

/**
 * Order attribution settings when WooCommerce's order attribution is on, else null. The
 * defaults are those WooCommerce prints; its filters of the same values apply. Whether a
 * visitor is tracked is the bundle's to decide in their browser, from the site's word
 * (`allowTracking`) and the visitor's consent in `consentCategory`.
 *
 * @return array|null
 */
function shop_islands_order_attribution_settings() {
	if ( 'yes' !== get_option( 'woocommerce_feature_order_attribution_enabled', 'yes' )
		|| ! class_exists( 'Automattic\WooCommerce\Internal\Orders\OrderAttributionController' ) ) {
		return null;
	}
	return array(
		'lifetime'        => (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 0.00001 ),
		'session'         => (float) apply_filters( 'wc_order_attribution_session_length_minutes', 30 ),
		'base64'          => (bool) apply_filters( 'wc_order_attribution_use_base64_cookies', false ),
		'prefix'          => 'wc_order_attribution_',
		'allowTracking'   => shop_islands_site_allows_tracking(),
		'consentCategory' => shop_islands_order_attribution_consent_category(),
	);
}

/**
 * Whether the site lets order attribution track visitors at all: WooCommerce's
 * `wc_order_attribution_allow_tracking` as the site's own callbacks answer it.
 *
 * With the WP Consent API active, WooCommerce hooks a callback of its own on that filter that
 * answers with the consent of whoever the page is rendered for and drops what the filter held
 * (a site's `__return_false` added before it included). That consent is the bundle's to ask in
 * the visitor's browser, as a cached page would hand one visitor's answer to the next. So the
 * filter runs here without WooCommerce's callback, and as for a visitor who consented to every
 * category (`wp_has_consent` answering true), which any other plugin's consent callback on it
 * sees too: a false that is left is the site's own, and holds for every visitor.
 *
 * @return bool
 */
function shop_islands_site_allows_tracking() {
	global $wp_filter;
	$hook_name = 'wc_order_attribution_allow_tracking';
	$hook      = $wp_filter[ $hook_name ] ?? null;
	if ( $hook instanceof WP_Hook ) {
		// A copy without WooCommerce's callback: the site's own hook stays as it was, order included.
		$without = clone $hook;
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( shop_islands_is_woocommerce_consent_callback( $callback['function'] ) ) {
					$without->remove_filter( $hook_name, $callback['function'], $priority );
				}
			}
		}
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back below.
		$wp_filter[ $hook_name ] = $without;
	}
	$consented = static function () {
		return true;
	};
	add_filter( 'wp_has_consent', $consented, PHP_INT_MAX );
	try {
		return (bool) apply_filters( $hook_name, true );
	} finally {
		remove_filter( 'wp_has_consent', $consented, PHP_INT_MAX );
		if ( $hook instanceof WP_Hook ) {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the site's own hook, back.
			$wp_filter[ $hook_name ] = $hook;
		}
	}
}

/**
 * Whether a filter callback is the one WooCommerce's WP Consent API integration adds: a closure
 * of that class.
 *
 * @param mixed $callback Callback.
 * @return bool
 */
function shop_islands_is_woocommerce_consent_callback( $callback ) {
	if ( ! $callback instanceof Closure ) {
		return false;
	}
	$scope = ( new ReflectionFunction( $callback ) )->getClosureScopeClass();
	return null !== $scope && is_a( $scope->getName(), SHOP_ISLANDS_WOOCOMMERCE_CONSENT_INTEGRATION, true );
}

/**
 * The WP Consent API category a visitor must allow before order attribution tracks them:
 * WooCommerce's own (`marketing`), unless the site chose another.
 *
 * @return string One of SHOP_ISLANDS_CONSENT_CATEGORIES.
 */
function shop_islands_order_attribution_consent_category() {
	$integration = SHOP_ISLANDS_WOOCOMMERCE_CONSENT_INTEGRATION;
	$default     = class_exists( $integration ) && in_array( $integration::$consent_category ?? null, SHOP_ISLANDS_CONSENT_CATEGORIES, true ) ? $integration::$consent_category : 'marketing';
	$chosen      = shop_islands_saved_options()['consent_category'];
	$default     = '' === $chosen ? $default : $chosen;
	/**
	 * Filters the WP Consent API category a visitor must allow before order attribution records
	 * their visits in the source cookies and the checkout's fields. A site whose own callback on
	 * `wc_order_attribution_allow_tracking` asks for another category names it here. Anything
	 * but a WP Consent API category gives the default. Wins over the settings screen.
	 *
	 * @param string $category The settings screen's choice, or WooCommerce's category, `marketing`.
	 */
	$category = apply_filters( 'shop_islands_order_attribution_consent_category', $default );
	return in_array( $category, SHOP_ISLANDS_CONSENT_CATEGORIES, true ) ? $category : $default;
}

/**
 * Consent: whether a consent plugin (the WP Consent API with a consent type) is on the site.
 * The visitor's own choice lives in their cookies and is never printed (a cached page would
 * hand it to the next visitor): with a consent mechanism, statistics start off until the
 * bundle hears the visitor's consent; without one, analytics may run
 * (docs/attribution-and-consent.md).
 *
 * @return array{hasMechanism: bool, statistics: bool}
 */
function shop_islands_consent_settings() {
	$has_mechanism = function_exists( 'wp_get_consent_type' ) && (bool) wp_get_consent_type();
	return array(
		'hasMechanism' => $has_mechanism,
		'statistics'   => ! $has_mechanism,
	);
}
