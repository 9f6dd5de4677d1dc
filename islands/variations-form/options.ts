/** The variations form's defaults: WooCommerce's own, from its add-to-cart-variation script. */
export const defaultOptions = {
	/** The first variation lookup waits this long for the form to settle (a theme's script may still set values), as WooCommerce's first `check_variations` does. */
	lookupDelayMs: 100,
	/** Opacity of the white overlay that blocks the form during a lookup, WooCommerce's blockUI overlay. */
	overlayOpacity: 0.6,
	/** A matched variation's panel shows this long after the match, so screen readers pick up the change, as WooCommerce delays it. */
	panelShowDelayMs: 300,
	/** The variation panel slides open over this time (at once under reduced motion), WooCommerce's `slideDown( 200 )`. */
	panelSlideMs: 200,
} as const;
