/**
 * The product gallery's defaults: the full-screen lightbox as WooCommerce configures PhotoSwipe,
 * the zoomable gallery with PhotoSwipe 4's own defaults, the thumbnail strip as the theme lays
 * it out.
 */
export const defaultOptions = {
	/** The zoomable gallery animates in over 333 ms: PhotoSwipe 4's default `showAnimationDuration`. */
	zoomGalleryShowAnimationMs: 333,
	/** The zoomable gallery animates out over 333 ms: PhotoSwipe 4's default `hideAnimationDuration`. */
	zoomGalleryHideAnimationMs: 333,
	/** The zoomable gallery zooms up to 133%: PhotoSwipe 4's default `maxSpreadZoom`. */
	zoomGalleryMaxZoom: 1.33,
	/** Images preloaded before and after the current one in the zoomable gallery: PhotoSwipe 4's default `preload`. */
	zoomGalleryPreload: [1, 1] as readonly [number, number],
	/** The full-screen lightbox opens and closes without animation: WooCommerce's PhotoSwipe options set both durations to 0. */
	lightboxAnimationMs: 0,
	/**
	 * The open lightbox's id, which the trigger the island adds names in `aria-controls`: WooCommerce's
	 * own (10.2+'s `.pswp` template and its trigger), so a theme's rules for it still apply.
	 */
	lightboxId: 'photoswipe-fullscreen-dialog',
	/** The thumbnail strip becomes a slider above this many thumbnails: the theme shows four in a row. */
	thumbnailSliderThreshold: 4,
} as const;
