/** The result count's defaults. */
export const defaultOptions = {
	/** The result count is read again 2 s after a listing arrives, as WooCommerce's site-wide script had it. */
	reannounceDelayMs: 2000,
} as const;
