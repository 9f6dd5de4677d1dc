/**
 * Every timing and limit of the storefront spec (§9), named, with the reason it exists.
 * No other module writes these numbers inline.
 */

// §9.1 Store
/** Prices are shown in US dollars. */
export const STORE_CURRENCY = 'USD';
/** The store's clock: dates and countdowns are read in US Central time. */
export const STORE_TIMEZONE = 'America/Chicago';
/** WordPress date format of the store ('F j, Y'). */
export const STORE_DATE_FORMAT = 'F j, Y';
/** WordPress time format of the store ('g:i a'). */
export const STORE_TIME_FORMAT = 'g:i a';

// §9.2 Cart
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
/** The mini-cart list never grows taller than this before it scrolls. */
export const MINI_CART_LIST_MAX_HEIGHT_EM = 15;
/** Under this width the header mini-cart dropdown is not used. */
export const MINI_CART_BREAKPOINT_PX = 768;

// §9.3 Accessibility and motion timing
/** Screen readers hear the add-to-cart success message after the cart updates. */
export const SUCCESS_MESSAGE_DELAY_MS = 1000;
/** Focus moves to the first alert notice once it has rendered. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** The result count is read again after a listing changes. */
export const RESULT_COUNT_REANNOUNCE_DELAY_MS = 2000;
/** Scrolling to a notice stops this far above it. */
export const NOTICE_SCROLL_OFFSET_PX = 100;
/** Scrolling to a notice takes this long. */
export const NOTICE_SCROLL_DURATION_MS = 1000;
/** Field descriptions slide open and closed over this time. */
export const FIELD_DESCRIPTION_SLIDE_MS = 250;
/** The shopper asked for less motion: every slide, fade and autoplay gives way to it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Lazy backgrounds start loading this far before they scroll into view. */
export const LAZY_BACKGROUND_ROOT_MARGIN_PX = 200;
/** A countdown shows whole seconds: its figures change, and it is read again, this often. */
export const COUNTDOWN_STEP_MS = 1000;

// §9.4 Generic carousel defaults
export const CAROUSEL_AUTOPLAY_SPEED_MS = 3000;
export const CAROUSEL_TRANSITION_SPEED_MS = 500;
export const CAROUSEL_SLIDES_TO_SHOW = 1;
export const CAROUSEL_SLIDES_TO_SCROLL = 1;
/** Swipe distance, as a fraction divisor of the slide width, before a drag moves the slider. */
export const CAROUSEL_TOUCH_THRESHOLD = 5;
/** A lazy carousel image that fails is retried this many times… */
export const CAROUSEL_LAZY_IMAGE_RETRIES = 3;
/** …this far apart. */
export const CAROUSEL_LAZY_IMAGE_RETRY_DELAY_MS = 500;

// §9.5 Product carousel block defaults
export const PRODUCT_CAROUSEL_AUTOPLAY_SPEED_MS = 3000;
export const PRODUCT_CAROUSEL_ANIMATION_SPEED_MS = 300;
export const PRODUCT_CAROUSEL_ITEMS = 4;
export const PRODUCT_CAROUSEL_SCROLL = 4;
export const PRODUCT_CAROUSEL_TABLET_WIDTH_PX = 800;
export const PRODUCT_CAROUSEL_TABLET_ITEMS = 2;
export const PRODUCT_CAROUSEL_TABLET_SCROLL = 2;
export const PRODUCT_CAROUSEL_MOBILE_WIDTH_PX = 480;
export const PRODUCT_CAROUSEL_MOBILE_ITEMS = 1;
export const PRODUCT_CAROUSEL_MOBILE_SCROLL = 1;
export const PRODUCT_CAROUSEL_INFINITE = true;
export const PRODUCT_CAROUSEL_FADE = false;

// §9.6 Product page
/** An FAQ answer slides open or closed over this time (at once under reduced motion). */
export const FAQ_ACCORDION_ANIMATION_MS = 500;
export const ZOOM_GALLERY_SHOW_ANIMATION_MS = 333;
export const ZOOM_GALLERY_HIDE_ANIMATION_MS = 333;
export const ZOOM_GALLERY_MAX_ZOOM = 1.33;
/** Images preloaded before and after the current one in the zoomable gallery. */
export const ZOOM_GALLERY_PRELOAD: readonly [number, number] = [1, 1];
export const GALLERY_SLIDE_ANIMATION_MS = 500;
/** The full-screen lightbox opens and closes without animation. */
export const LIGHTBOX_ANIMATION_MS = 0;
/** The thumbnail strip becomes a slider above this many thumbnails… */
export const THUMBNAIL_SLIDER_THRESHOLD = 4;
/** …showing this many at a time. */
export const THUMBNAIL_SLIDER_VISIBLE = 4;
export const THUMBNAIL_STRIP_MAX_WIDTH_PX = 480;
export const VERTICAL_GALLERY_NO_THUMBS_MAX_WIDTH_PX = 660;
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;
/** The first variation lookup waits for the form to settle. */
export const VARIATION_LOOKUP_DELAY_MS = 100;
/** Opacity of the white overlay that blocks the form during a lookup. */
export const VARIATION_OVERLAY_OPACITY = 0.6;
export const VARIATION_PANEL_SHOW_DELAY_MS = 300;
export const VARIATION_PANEL_SLIDE_MS = 200;

// §9.7 Quick view
export const QUICK_VIEW_AJAX_ADD_TO_CART = 'on';
export const QUICK_VIEW_THUMBNAIL_LAYOUT = 'slider';
export const QUICK_VIEW_THUMBNAILS_VISIBLE = 4;
/** The quick-view modal is at most the window height minus this. */
export const QUICK_VIEW_MAX_HEIGHT_OFFSET_PX = 150;

// §9.8 Search, navigation and tooltips
/** A live search runs only when the query is longer than this. */
export const SEARCH_MIN_QUERY_LENGTH_EXCLUSIVE = 2;
export const MOBILE_SUBMENU_SLIDE_MS = 400;
export const TOOLTIP_POSITION = 'top';
export const TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_ANIMATION = 'grow';
/** The "grow" animation's length (the theme's tooltip library's default speed); none under reduced motion. */
export const TOOLTIP_GROW_MS = 350;

// §9.9 Popups and browser storage
export const SPECIAL_MENU_POPUP_DELAY_MS = 3000;
export const SPECIAL_MENU_DISMISSAL_MS = 86_400_000;
export const LOCATION_STORAGE_KEY = 'fmp_location';
export const SPECIAL_MENU_STORAGE_KEY = 'fmp_special_menu';

// §9.10 Order attribution
/** Source-cookie lifetime, in months, as the attribution library takes it. */
export const ORDER_ATTRIBUTION_COOKIE_LIFETIME_MONTHS = 0.00001;
export const ORDER_ATTRIBUTION_SESSION_MINUTES = 30;
export const ORDER_ATTRIBUTION_BASE64 = false;
export const ORDER_ATTRIBUTION_FIELD_PREFIX = 'wc_order_attribution_';
/**
 * Longest source cookie written, name and value: browsers drop a cookie over 4096 bytes whole
 * (WooCommerce's script then loses the visit); longer values are cut to fit instead.
 */
export const ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH = 4000;
/**
 * The WP Consent API category analytics wait for (spec §6). Order attribution waits for the
 * one its settings name, WooCommerce's `marketing`.
 */
export const ANALYTICS_CONSENT_CATEGORY = 'statistics';

// §9.11 Contact form
/** A phone number, separators dropped, is longer than this… (CF7 counts a leading `+` among the digits.) */
export const TEL_MIN_LENGTH_EXCLUSIVE = 5;
/** …and shorter than this. */
export const TEL_MAX_LENGTH_EXCLUSIVE = 16;
export const EMAIL_MIN_LENGTH = 6;
export const STEPNUMBER_PRECISION_DECIMALS = 6;

// Shop Islands' own limits (not in the spec)
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
/**
 * A live search waits this long after the last keystroke before it asks the server: a word
 * typed at 8 characters a second (125 ms apart) costs one request, not one per key.
 */
export const SEARCH_DEBOUNCE_MS = 300;
/** Answers to this many recent search queries are kept for the page's life, so going back costs no request. */
export const SEARCH_CACHE_SIZE = 20;
