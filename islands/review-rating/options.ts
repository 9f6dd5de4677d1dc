/** Review rating's defaults. */
export const defaultOptions = {
	/** The lowest star rating a review can give: WooCommerce's review form offers 1 to 5 stars. */
	min: 1,
	/** The highest star rating a review can give (WooCommerce's five stars). */
	max: 5,
} as const;
