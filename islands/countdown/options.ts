/** The countdown's defaults. */
export const defaultOptions = {
	/** A countdown shows whole seconds: its figures change, and it is read again, this often (seconds are the smallest unit WooLentor's countdowns show). */
	stepMs: 1000,
	/** The store's clock: a final date without an offset is read in US Central time, the store's WordPress timezone setting. */
	storeTimezone: 'America/Chicago',
} as const;
