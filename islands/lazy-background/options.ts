/** Lazy backgrounds' defaults: Elementor's own lazy-load figures. */
export const defaultOptions = {
	/** Lazy backgrounds start loading this far (above or below) before they scroll into view: Elementor's lazy-load margin. */
	rootMarginPx: 200,
} as const;
