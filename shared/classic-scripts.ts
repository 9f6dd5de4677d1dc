import { pageGlobal, scriptObject } from './page-globals';

/**
 * Whether WooCommerce's own `woocommerce` script is on the page. The plugin dequeues it, but
 * WordPress still prints it where a queued script depends on it (the cart and checkout
 * scripts); its settings object, `woocommerce_params`, is printed with it, before any module
 * runs (an object: an element with that id in a post is not it). Where it runs it shows the
 * store notice, adds the password toggles and dismisses the coming-soon banner itself, so the
 * islands that do the same stand aside: a field never gets two toggles, a link never two
 * handlers.
 */
export function wooCommerceScriptPresent(): boolean {
	return scriptObject(pageGlobal('woocommerce_params')) !== null;
}

/**
 * Whether YITH WooCommerce Wishlist's own script is on the page: its settings object,
 * `yith_wcwl_l10n` (with the nonces its calls need), is printed with it. It then handles the
 * wishlist links itself, and the wishlist buttons island stands aside.
 */
export function yithWishlistScriptPresent(): boolean {
	return scriptObject(pageGlobal('yith_wcwl_l10n')) !== null;
}

/**
 * Whether WooCommerce's own add-to-cart script is on the page: its settings object,
 * `wc_add_to_cart_params`, is printed with it. The plugin retires it, but WordPress still prints it
 * where a theme's or plugin's script depends on it (Astra's header cart). It then adds from the
 * cards' buttons and removes from the mini-carts itself, and the add-to-cart and mini-cart
 * removal islands stand aside: one click, one request.
 */
export function wooCommerceAddToCartPresent(): boolean {
	return scriptObject(pageGlobal('wc_add_to_cart_params')) !== null;
}
