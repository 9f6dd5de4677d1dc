/** The FAQ's defaults. */
export const defaultOptions = {
	/** An FAQ answer slides open or closed over this time (at once under reduced motion), as WooLentor's FAQ accordion does. */
	accordionAnimationMs: 500,
} as const;
