/** The quick view's defaults: WooLentor's quick-view module's layout. */
export const defaultOptions = {
	/** Thumbnails in view in the quick view's strip, the rest a scroll away: WooLentor's quick-view slider shows four. */
	thumbnailsVisible: 4,
	/** The quick-view modal is at most the window height minus this: WooLentor's quick-view modal limit. */
	maxHeightOffsetPx: 150,
} as const;
