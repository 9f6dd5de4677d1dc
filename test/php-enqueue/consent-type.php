<?php
/**
 * Runs php-enqueue/includes/consent-type.php outside WordPress, for
 * test/php-enqueue/consent-type.test.ts: `php consent-type.php '<case JSON>'` prints the consent
 * type as JSON. A case: `consentApi` (the WP Consent API is active: its class exists), `named`
 * (what `wp_get_consent_type` holds before the plugin's filter: false, '' or a plugin's type).
 *
 * @package Shop_Islands
 */

define( 'ABSPATH', __DIR__ . '/' );

$shop_islands_case = json_decode( $argv[1], true );
if ( $shop_islands_case['consentApi'] ) {
	// The WP Consent API's class, which the plugin looks for.
	class WP_CONSENT_API {} // phpcs:ignore
}

require dirname( __DIR__, 2 ) . '/php-enqueue/includes/consent-type.php';

echo json_encode( shop_islands_consent_type( $shop_islands_case['named'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- WordPress is not loaded here.
