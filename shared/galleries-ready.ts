import { pageGlobal, scriptFunction } from './page-globals';
import { builtIn } from './page-document';
import { ISLAND_GALLERIES } from './selectors';

/**
 * WooCommerce's `wc-product-gallery-before-init` / `wc-product-gallery-after-init`, with its
 * arguments (the gallery, its options), on each gallery the island runs, once jQuery's ready
 * handlers have run: the server prints the gallery as it shows (its first image, the thumbnail
 * strip), so it is ready at load, where WooCommerce's script raised them. A theme that holds the
 * gallery's height until then (Kadence's `product-cls.js`) lets it go. Nothing without jQuery.
 * The loader's alone: the island chunks never raise them.
 */

interface JQueryReady {
	(handler: () => void): unknown;
	(target: Element): { trigger(event: string, args: unknown[]): unknown };
}

/** What the island's gallery does, in the shape of WooCommerce's `wc_single_product_params`. */
const GALLERY_OPTIONS = { flexslider_enabled: false, zoom_enabled: true, photoswipe_enabled: true };

export function raiseGalleriesReady(): void {
	const $ = scriptFunction<JQueryReady>(pageGlobal('jQuery'));
	$?.(() => {
		for (const gallery of builtIn('querySelectorAll')(ISLAND_GALLERIES)) {
			for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
				$(gallery).trigger(name, [gallery, GALLERY_OPTIONS]);
			}
		}
	});
}
