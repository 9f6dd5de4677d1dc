/** The navigation's defaults. */
export const defaultOptions = {
	/** A handheld submenu slides open or closed over 400 ms (at once under reduced motion), the store's contract's figure; Storefront's own 0.9 s transition is switched off. */
	submenuSlideMs: 400,
} as const;
