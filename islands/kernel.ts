/**
 * The kernel: what runs at load on nearly every page, built into the loader, which re-exports it
 * (docs/loading.md, "The build"): the islands of every page's load, the state every island shares
 * and must find once, and small stateless helpers most islands use. Not what only a shopper's
 * reach runs (the cart's actions, the request code the islands share: islands/library.ts), nor
 * order attribution, which waits for the visitor's first input. No translation code: what it
 * shows in words comes from the settings (`viewCartLabel`), so @wordpress/i18n loads with the
 * first island that needs it.
 *
 * A module listed here (`export *`, or `export { … }` for a package of which islands use a few
 * names) is taken from the loader, which re-exports this file, by every island chunk that
 * imports it, and every name they import must be exported: the build fails otherwise, and when
 * this file bundles a module that must live once without listing it. The kernel's own islands
 * are exported by name, for the registry.
 */

export * as miniCart from './mini-cart/mount';
export * as hideIfEmpty from './hide-if-empty/mount';
// WooCommerce's store notice, which the seed store prints on every page: in a file of its own it
// would be one more request at load there, for 0.35 KB less here on a shop without one.
export * as storeNotice from './store-notice/mount';
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
// The runtime's report of a failed island, which the variations form makes for its view: once per island.
export * from './runtime/errors';
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
export * from '../shared/page-document';
export * from '../shared/is-record';
export * from '../shared/clicks';
// The listener pool: the store notice's at load, and most islands' unmounts.
export * from '../shared/listeners';
// Two small helpers that the product tabs (at load on a product page), the size chart, the FAQ
// and the quick view's slider share: as chunks of their own they cost a request each for a
// few hundred bytes.
export * from '../shared/url-parts';
export * from '../shared/roving-focus';
