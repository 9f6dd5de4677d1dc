import type { RefusedRequest } from '../browser/support/store';

/**
 * What the seed store's own plugins, YITH WooCommerce Wishlist 4.16 and WooLentor 3.4 (both
 * free), do on the real store by themselves, whatever the islands do: the tests list it here
 * rather than hold it against the islands.
 */

/**
 * YITH's add-to-wishlist script (`yith-wcwl-add-to-wishlist`, its React buttons) asks for the
 * visitor's wishlists on every page that has a button, `GET /wp-json/yith/wishlist/v1/lists/`,
 * and YITH refuses a guest who has no wishlist session yet with 401
 * (`wishlist_rest_cannot_view`): Chromium logs "Failed to load resource: … 401 (Unauthorized)".
 * With the plugin active the script is retired (the wishlist-button island, and the button printed
 * on the server); the classic page, which the checks compare with, still makes the request.
 */
export const YITH_GUEST_LISTS: RefusedRequest = { status: 401, path: '/wp-json/yith/wishlist/v1/lists/' };

/**
 * The visitor cookie for which the real store runs without the seed plugins, as plain
 * WooCommerce + Storefront + Contact Form 7 (site/wp-content/mu-plugins/real-store-test-switches.php),
 * for the checks that count every request a page makes: YITH's React buttons call its REST
 * routes through WordPress's api-fetch, whose own nonce refresh (`admin-ajax.php?action=rest-nonce`)
 * cannot be told from the bundle's.
 */
export const PLAIN_STOREFRONT_COOKIE = { name: 'shop_islands_plain_storefront', value: '1' } as const;

/**
 * The visitor cookie for which the real store runs with a consent banner, the WP Consent API and
 * CookieYes (site/wp-content/mu-plugins/real-store-test-switches.php): CookieYes's own banner,
 * opt-in (GDPR), as it comes. Installed on every store (store.ts), active for this visitor alone.
 */
export const CONSENT_BANNER_COOKIE = { name: 'shop_islands_consent_banner', value: '1' } as const;

/** The visitor cookie for which the real store prints an analytics script held for statistics consent. */
export const ANALYTICS_COOKIE = { name: 'shop_islands_analytics', value: '1' } as const;

/**
 * The visitor cookie for which the real store runs with Food Menu 5.1.4 active, its location popup
 * on and the site's pickup locations as its locations (site/wp-content/mu-plugins/real-store-test-switches.php).
 * Installed on every store (store.ts), active for this visitor alone: its popup opens on every page
 * for a visitor who has stored no location, which every other check would have to close first.
 */
export const FOOD_MENU_COOKIE = { name: 'shop_islands_food_menu', value: '1' } as const;
