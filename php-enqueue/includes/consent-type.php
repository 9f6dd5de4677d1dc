<?php
/**
 * The consent type where a consent banner speaks the WP Consent API only in the browser.
 *
 * The WP Consent API hands the browser its consent type (`consent_api.consent_type`, from
 * `wp_get_consent_type()`) as the fallback `wp_has_consent()` uses until the banner's script sets
 * `window.wp_consent_type`, and with no type it answers that every category is allowed. CookieYes
 * sets the type only in the browser, on its own consent event: at `DOMContentLoaded` for a new
 * visitor, and never on the pages of a visitor who has answered. On those pages, and before the
 * banner's script has run on any page, every script that asks the API hears "allowed", a
 * visitor who refused included (WooCommerce's sourcebuster writes its cookies then). With the API
 * active and no type named on the server, the plugin names opt-in: the visitor's
 * `wp_consent_<category>` cookies decide, nothing is allowed before the banner has answered, and
 * the banner's own type wins in the browser once its script sets it
 * (docs/attribution-and-consent.md).
 *
 * @package Shop_Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The consent type (wp_get_consent_type, last): the one a plugin named, else opt-in where the
 * WP Consent API is active.
 *
 * @param mixed $type The consent type so far; false or '' when nobody named one.
 * @return mixed
 */
function shop_islands_consent_type( $type ) {
	return ( false === $type || '' === $type ) && class_exists( 'WP_CONSENT_API' ) ? 'optin' : $type;
}
