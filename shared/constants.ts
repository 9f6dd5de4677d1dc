/**
 * The timings, limits and names several islands share, each with the reason it exists: the
 * cart's cookies, storage keys and requests, the reduced-motion query, the loader's tunables.
 * An island's own numbers live in its folder (`islands/<name>/options.ts`); no module writes
 * these numbers inline.
 */

// The cart
/** The value of cart_redirect_after_add that keeps the shopper on the page after an add. */
export const CART_REDIRECT_AFTER_ADD_OFF = 'no';
/** wc-ajax endpoint pattern; `%%endpoint%%` is replaced by the call's name. */
export const WC_AJAX_ENDPOINT_PLACEHOLDER = '%%endpoint%%';
/** A fragment refresh that takes longer than this counts as failed. */
export const FRAGMENTS_REQUEST_TIMEOUT_MS = 5000;
/** Cached fragments older than a day are not trusted. */
export const FRAGMENTS_CACHE_LIFETIME_MS = 86_400_000;
/**
 * A refresh that failed while a mini-cart is still empty is asked once more after this long: a
 * blip (a busy or restarting PHP worker, a dropped connection) has usually passed, and a server
 * that is really down gets one more request, not a loop.
 */
export const FRAGMENTS_RETRY_DELAY_MS = 2000;
/** Session-storage key of the time the cart was created. */
export const CART_CREATED_STORAGE_KEY = 'wc_cart_created';
/** Session-storage key prefix of the cart hash; the site hash follows. */
export const CART_HASH_STORAGE_PREFIX = 'wc_cart_hash_';
/** Session-storage key prefix of the cached fragments; the site hash follows. */
export const FRAGMENTS_STORAGE_PREFIX = 'wc_fragments_';
/** Suffix used when the settings carry no site hash. */
export const DEFAULT_SITE_HASH = 'default';
/** Cookie WooCommerce sets to the current cart's hash. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** Cookie WooCommerce sets to the number of items in the cart (absent when empty). */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';

// Motion
/** The shopper asked for less motion: every slide, fade and autoplay gives way to it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// Product images
/** A slide of the product gallery and of the quick view's images takes this long, as WooCommerce's flexslider's. */
export const GALLERY_SLIDE_ANIMATION_MS = 500;

// Order attribution
/**
 * Longest source cookie written, name and value: browsers drop a cookie over 4096 bytes whole
 * (WooCommerce's script then loses the visit); longer values are cut to fit instead.
 */
export const ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH = 4000;

// The loader and requests
/** Idle islands mount at the latest this long after load, even on a busy main thread. */
export const ISLAND_IDLE_TIMEOUT_MS = 2000;
/** Visible islands start loading this far before they scroll into view. */
export const ISLAND_VISIBLE_ROOT_MARGIN = '200px';
/** A wc-ajax or admin-ajax call (other than the fragment refresh and the add) gives up after this long. */
export const AJAX_REQUEST_TIMEOUT_MS = 15_000;
/**
 * An add to cart gives up after this long (WooCommerce's script waits forever): a shopper on
 * a dropped connection gets the button back, hears the add did not go through, and the cart
 * queue moves on to the next request.
 */
export const ADD_TO_CART_TIMEOUT_MS = 8000;
