/**
 * The carousel's defaults: a generic carousel's (`data-slick`) are slick's own, the product
 * carousel's (`data-settings`) WooLentor's product slider block's. A setting the markup gives
 * (a positive number) wins over these.
 */
export const defaultOptions = {
	/** A generic carousel autoplays one page every 3 s: slick's default `autoplaySpeed`. */
	autoplaySpeedMs: 3000,
	/** A generic carousel's move lasts 500 ms: slick's default `speed`. */
	transitionSpeedMs: 500,
	/** A generic carousel shows one slide: slick's default `slidesToShow`. */
	slidesToShow: 1,
	/** A generic carousel moves one slide: slick's default `slidesToScroll`. */
	slidesToScroll: 1,
	/** Swipe distance, as a fraction divisor of the slide width, before a drag moves the slider: slick's default `touchThreshold` (a fifth of a slide). */
	touchThreshold: 5,
	/** A lazy carousel image that fails is retried this many times, as slick's lazy loader does… */
	lazyImageRetries: 3,
	/** …this far apart (slick's retry delay). */
	lazyImageRetryDelayMs: 500,
	/** The product carousel autoplays one page every 3 s: WooLentor's product slider default `autoplay_speed`. */
	productAutoplaySpeedMs: 3000,
	/** The product carousel's move lasts 300 ms: WooLentor's product slider default `animation_speed`. */
	productAnimationSpeedMs: 300,
	/** The product carousel shows four products: WooLentor's product slider default `product_items`. */
	productItems: 4,
	/** The product carousel moves four products: WooLentor's product slider default `scroll_columns`. */
	productScroll: 4,
	/** Below this window width the product carousel takes its tablet layout: WooLentor's default `tablet_width`. */
	productTabletWidthPx: 800,
	/** Products shown in the tablet layout: WooLentor's default `tablet_display_columns`. */
	productTabletItems: 2,
	/** Products moved in the tablet layout: WooLentor's default `tablet_scroll_columns`. */
	productTabletScroll: 2,
	/** Below this window width the product carousel takes its mobile layout: WooLentor's default `mobile_width`. */
	productMobileWidthPx: 480,
	/** Products shown in the mobile layout: WooLentor's default `mobile_display_columns`. */
	productMobileItems: 1,
	/** Products moved in the mobile layout: WooLentor's default `mobile_scroll_columns`. */
	productMobileScroll: 1,
	/** The product carousel loops from its last page to its first unless told otherwise: WooLentor's default `infinite`. */
	productInfinite: true,
} as const;
