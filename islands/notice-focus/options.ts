/** Notice focus's defaults. */
export const defaultOptions = {
	/** Focus moves to the first alert notice once it has rendered, 500 ms after load, as WooCommerce's site-wide script does, so a screen reader reads it. */
	delayMs: 500,
} as const;
