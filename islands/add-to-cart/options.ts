/** Add to cart's defaults. */
export const defaultOptions = {
	/** The button's success message is read out 1000 ms after the add, once the cart has updated, as WooCommerce's add-to-cart script does (`.delay(1000)`). */
	successMessageDelayMs: 1000,
} as const;
