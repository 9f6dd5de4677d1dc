/**
 * Names and values WooCommerce and WordPress define for every store. The fixture keeps its
 * own copy, never the bundle's, so the bundle is tested against WooCommerce's answers
 * rather than against itself.
 */

/** WooCommerce's cart cookies (wc_setcookie() in WC_Cart_Session::set_cart_cookies()). */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** The prefix of the hidden `wc_order_attribution_*` fields WooCommerce's checkout posts. */
export const ORDER_ATTRIBUTION_FIELD_PREFIX = 'wc_order_attribution_';

/**
 * The WP Consent API category WooCommerce's integration asks before order attribution tracks a
 * visitor (its `consentCategory`, WPConsentAPI::$consent_category).
 */
export const ORDER_ATTRIBUTION_CONSENT_CATEGORY = 'marketing';

/** The store's timezone setting (Settings → General): dates print in it. */
export const STORE_TIMEZONE = 'America/Chicago';
