/**
 * The islands' library: the cart's actions and requests, the fragments, and the request code,
 * which the islands a shopper reaches for share (the add-to-cart buttons, the variations form,
 * the quick view, the mini-cart's removal, the wishlist…), built as one file that loads with the
 * first of them rather than in every page's kernel. The kernel has its own copy of the few it
 * runs at load (the cart session's refresh); these are stateless, and what they keep lives in
 * the kernel's stores and queue, which this file imports from there (esbuild.config.mjs).
 *
 * An island chunk takes a module listed here from this file; every name it imports must be
 * exported (the build fails otherwise).
 */

export * from '../shared/legacy-events';
export * from '../shared/api/http';
export * from '../shared/api/ajax';
export * from '../shared/cart/responses';
export * from '../shared/cart/fragments';
export * from '../shared/cart/apply';
export * from '../shared/cart/cache';
export * from '../shared/cart/refresh';
export * from '../shared/cart/actions';
