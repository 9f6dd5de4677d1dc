<?php
/**
 * Runs the order-attribution consent settings of php-enqueue/includes/order-attribution-consent.php outside
 * WordPress, for test/php-enqueue/allow-tracking.test.ts, on WordPress's own hooks
 * (wp-includes/plugin.php) and, with the WP Consent API on, WooCommerce's own integration
 * (WPConsentAPI), both read from their release archives into the folder given:
 * `php allow-tracking.php <folder> '<case JSON>'` prints
 * `{"allowTracking": …, "woocommerceAllowTracking": …, "consentCategory": …}`: what the plugin
 * prints, what WooCommerce's own script would get from the filter afterwards, and the category.
 *
 * A case: `consentApi` (a consent plugin with the WP Consent API, opt-in), `marketing` (the
 * visitor's `wp_consent_marketing` cookie), `siteFilter` (the site's callback on
 * `wc_order_attribution_allow_tracking`: `false` added at load, before WooCommerce's;
 * `false-late`, at priority 20; `statistics-consent`, another plugin's consent callback),
 * `category` (what the site's `shop_islands_order_attribution_consent_category` returns),
 * `saved` (the settings screen's consent category).
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'WP_PLUGIN_DIR', '/var/www/wp-content/plugins' );
define( 'WPMU_PLUGIN_DIR', '/var/www/wp-content/mu-plugins' );
define( 'WC_PLUGIN_FILE', WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' );

$shop_islands_folder = $argv[1];
$shop_islands_case   = json_decode( $argv[2], true );
$wp_plugin_paths     = array();

require $shop_islands_folder . '/plugin.php';

/**
 * WordPress's wp_normalize_path() (wp-includes/functions.php), which plugin_basename() calls.
 *
 * @param string $path Path.
 * @return string
 */
function wp_normalize_path( $path ) {
	return str_replace( '\\', '/', $path );
}

if ( $shop_islands_case['consentApi'] ) {
	// The WP Consent API, as its plugin defines it: a consent plugin sets the type.
	// phpcs:disable
	class WP_CONSENT_API {}
	function wp_get_consent_type() {
		return apply_filters( 'wp_get_consent_type', 'optin' );
	}
	function wp_has_consent( $category, $requested_by = false ) {
		$has_consent = 'allow' === ( $_COOKIE[ "wp_consent_$category" ] ?? '' );
		return apply_filters( 'wp_has_consent', $has_consent, $category, $requested_by );
	}
	// phpcs:enable
}
if ( null !== $shop_islands_case['marketing'] ) {
	$_COOKIE['wp_consent_marketing'] = $shop_islands_case['marketing'];
}

// A site's own callbacks are added while plugins load, before WooCommerce's (on init, at 20).
if ( 'false' === $shop_islands_case['siteFilter'] ) {
	add_filter( 'wc_order_attribution_allow_tracking', static fn() => false );
} elseif ( 'statistics-consent' === $shop_islands_case['siteFilter'] ) {
	add_filter( 'wc_order_attribution_allow_tracking', static fn() => wp_has_consent( 'statistics' ) );
}
if ( array_key_exists( 'category', $shop_islands_case ) ) {
	add_filter( 'shop_islands_order_attribution_consent_category', static fn() => $shop_islands_case['category'] );
}

require $shop_islands_folder . '/ScriptDebug.php';
require $shop_islands_folder . '/WPConsentAPI.php';
( new Automattic\WooCommerce\Internal\Integrations\WPConsentAPI() )->register();
do_action( 'init' );

if ( 'false-late' === $shop_islands_case['siteFilter'] ) {
	add_filter( 'wc_order_attribution_allow_tracking', static fn() => false, 20 );
}

/**
 * The settings screen's option, from the case.
 *
 * @param string $name    Option name.
 * @param mixed  $default Default.
 * @return mixed
 */
function get_option( $name, $default = false ) {
	global $shop_islands_case;
	return 'shop_islands_options' === $name && isset( $shop_islands_case['saved'] ) ? array( 'consent_category' => $shop_islands_case['saved'] ) : $default;
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/settings.php';
require dirname( __DIR__, 2 ) . '/php-enqueue/includes/options.php';

echo json_encode(
	array(
		'allowTracking'            => shop_islands_site_allows_tracking(),
		'woocommerceAllowTracking' => (bool) apply_filters( 'wc_order_attribution_allow_tracking', true ),
		'consentCategory'          => shop_islands_order_attribution_consent_category(),
	)
);
