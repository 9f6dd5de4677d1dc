import { builtIn } from './page-document';
import { pageGlobal, scriptObject } from './page-globals';

/**
 * Whether WordPress printed a script on the page: its element, `<script id="{handle}-js">`. Not its
 * settings object: the plugin prints a retired script's object for a theme's script that reads it
 * (php-enqueue/includes/undeclared-uses.php), with no script of WooCommerce's behind it. A post
 * holds no script element (kses keeps none), so an element of its with that id is not it.
 */
function scriptPrinted(handle: string): boolean {
	return builtIn('querySelector')(`script[id="${handle}-js"]`) !== null;
}

/**
 * Whether WooCommerce's own `woocommerce` script is on the page. The plugin dequeues it, but
 * WordPress still prints it where a queued script depends on it (the cart and checkout
 * scripts), before any module runs. Where it runs it shows the store notice, adds the password
 * toggles and dismisses the coming-soon banner itself, so the islands that do the same stand
 * aside: a field never gets two toggles, a link never two handlers.
 */
export function wooCommerceScriptPresent(): boolean {
	return scriptPrinted('woocommerce');
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
 * Whether WooCommerce's own add-to-cart script is on the page. The plugin retires it, but WordPress
 * still prints it where a theme's or plugin's script depends on it (Astra's header cart). It then
 * adds from the cards' buttons and removes from the mini-carts itself, and the add-to-cart and
 * mini-cart removal islands stand aside: one click, one request.
 */
export function wooCommerceAddToCartPresent(): boolean {
	return scriptPrinted('wc-add-to-cart');
}

/**
 * Whether WooCommerce's single-product script is on the page: dequeued by the plugin, WordPress
 * still prints it where a theme's or plugin's script depends on it. It then runs the tabs and
 * draws the review stars itself, and the product-tabs and review-rating islands stand aside.
 */
export function wooCommerceSingleProductPresent(): boolean {
	return scriptPrinted('wc-single-product');
}
