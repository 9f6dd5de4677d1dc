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
export * as noticeFocus from './notice-focus/mount';
export * as resultCount from './result-count/mount';
// A listing's sort select: 0.1 KB on every page rather than one more request on every listing.
export * as sortOrder from './sort-order/mount';

// What must live once on the page (state, or a class others test), for the island chunks to
// import from here (esbuild.config.mjs, SINGLE_INSTANCE_MODULES).
export { atom, computed, listenKeys, onMount } from 'nanostores';
export * from '../shared/config';
export * from '../shared/stores/cart';
export * from '../shared/stores/cart-session';
export * from '../shared/cart/queue';
export * from '../shared/api/errors';
// Small stateless helpers nearly every island uses, the kernel's own islands among them: here
// rather than a request of their own on the first island's use. Not the selectors and the
// constants: whole, they would add 0.85 KB gzip to every page, for names the island chunks
// carry as far as they use them.
export * from '../shared/settings-tag';
export * from '../shared/page-globals';
export * from '../shared/classic-scripts';
export * from '../shared/events';
export * from '../shared/cookies';
export * from '../shared/storage';
export * from '../shared/urls';
// Two small helpers that the product tabs (at load on a product page), the size chart, the FAQ
// and the quick view's slider share: as chunks of their own they cost a request each for a
// few hundred bytes.
export * from '../shared/url-parts';
export * from '../shared/roving-focus';
