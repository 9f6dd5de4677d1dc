/** The header mini-cart dropdown's defaults, both Storefront's. */
export const defaultOptions = {
	/** Under this width the dropdown is not used and the header cart is a plain link to the cart: Storefront's desktop breakpoint, where its header cart script stops. */
	breakpointPx: 768,
	/** The mini-cart list never grows taller than this before it scrolls (when it would run off the window): Storefront's header cart script's 15em cap. */
	listMaxHeightEm: 15,
} as const;
