/**
 * The kernel: the islands that run on nearly every page at load or idle, and the shared code
 * they need (settings, cart stores and session, fragments, cookies, storage, the request code,
 * attribution), built as one file. No translation code: what it shows in words comes from the
 * settings (`viewCartLabel`), so @wordpress/i18n loads with the first island that needs it. The
 * build (esbuild.config.mjs) bundles it on its own, then has every island chunk import these
 * modules from it, so a page loads the loader, the kernel and only the chunks of the islands it
 * reaches for; a store lives once, in the kernel.
 *
 * A module the kernel bundles is listed here (`export *`, or `export { … }` for a package of
 * which islands use a few names) when an island chunk imports it, and every name an island
 * chunk imports from the kernel must be exported: the build fails otherwise. The type check
 * keeps the names apart. The kernel's own islands are exported by name, for the registry.
 */

export * as miniCart from './mini-cart/mount';
export * as hideIfEmpty from './hide-if-empty/mount';
export * as miniCartDropdown from './mini-cart-dropdown/mount';
export * as storeNotice from './store-notice/mount';
export * as noticeFocus from './notice-focus/mount';
export * as resultCount from './result-count/mount';
// A listing's sort select: 0.1 KB on every page rather than one more request on every listing.
export * as sortOrder from './sort-order/mount';
export * as orderAttribution from './order-attribution/mount';

// Only what islands use, so the rest of the package stays out of every page.
export { atom, computed, listenKeys, onMount } from 'nanostores';
export * from '../shared/config';
export * from '../shared/settings-tag';
export * from '../shared/constants';
export * from '../shared/selectors';
export * from '../shared/page-globals';
export * from '../shared/classic-scripts';
export * from '../shared/events';
export * from '../shared/legacy-events';
export * from '../shared/cookies';
export * from '../shared/storage';
export * from '../shared/urls';
export * from '../shared/stores/cart';
export * from '../shared/stores/cart-session';
export * from '../shared/stores/consent';
export * from '../shared/stores/attribution';
export * from '../shared/attribution/fields';
export * from '../shared/cart/actions';
export * from '../shared/cart/queue';
export * from '../shared/cart/responses';
export * from '../shared/cart/fragments';
export * from '../shared/cart/apply';
export * from '../shared/cart/cache';
export * from '../shared/api/http';
export * from '../shared/api/errors';
export * from '../shared/api/ajax';
// Two small helpers that the product tabs (at load on a product page), the size chart, the FAQ
// and the quick view's slider share: as chunks of their own they cost a request each for a
// few hundred bytes.
export * from '../shared/url-parts';
export * from '../shared/roving-focus';
