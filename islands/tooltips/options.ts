/** The card buttons' tooltips' defaults: the theme's tooltip settings (tooltipster). */
export const defaultOptions = {
	/** A tooltip shows at once on pointer over or focus: the theme sets tooltipster's delay to 0. */
	delayMs: 0,
	/** The "grow" animation's length (the theme's tooltip library's default speed); none under reduced motion. */
	growMs: 350,
} as const;
