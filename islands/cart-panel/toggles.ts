/** What opens and closes the cart panel: the header cart icon, or any element the theme marks. */
export const CART_PANEL_TOGGLES = '.site-header-cart a.cart-contents, [data-cart-panel-toggle]';
