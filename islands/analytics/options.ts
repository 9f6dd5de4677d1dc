/** Analytics' defaults. */
export const defaultOptions = {
	/** The WP Consent API category an analytics script waits for, `statistics` (order attribution waits for the one its settings name, WooCommerce's `marketing`). */
	consentCategory: 'statistics',
} as const;
