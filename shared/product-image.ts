import type { ChosenVariationImage } from './stores/variation-image';

/**
 * The attributes of a product's main image that follow the chosen variation, as WooCommerce's
 * variation script moves them: the variations form writes them on the page's main `<img>`, the
 * gallery on its first slide. Each remembers what the server printed (`readImageAttributes`)
 * so a reset puts it back.
 */

export type ImageAttributes = Readonly<Record<string, string | null>>;

const IMAGE_ATTRIBUTES = [
	'src',
	'srcset',
	'sizes',
	'alt',
	'title',
	'width',
	'height',
	'data-caption',
	'data-src',
	'data-large_image',
	'data-large_image_width',
	'data-large_image_height',
] as const;

export function readImageAttributes(image: Element): ImageAttributes {
	return Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, image.getAttribute(name)]));
}

/** The image's attributes for a variation's image; an empty value is left off, as WooCommerce does. */
export function variationImageAttributes(chosen: Omit<ChosenVariationImage, 'productId'>): ImageAttributes {
	return {
		src: chosen.src,
		srcset: chosen.srcset || null,
		sizes: chosen.sizes || null,
		alt: chosen.alt,
		title: chosen.title,
		width: chosen.width || null,
		height: chosen.height || null,
		'data-caption': chosen.caption,
		'data-src': chosen.fullSrc,
		'data-large_image': chosen.fullSrc,
		'data-large_image_width': chosen.fullWidth || null,
		'data-large_image_height': chosen.fullHeight || null,
	};
}

/** Sets each attribute (null removes it), leaving one that already has its value untouched. */
export function setAttributes(element: Element | null, attributes: ImageAttributes): void {
	for (const [name, value] of Object.entries(attributes)) {
		if (value === null) {
			element?.removeAttribute(name);
		} else if (element?.getAttribute(name) !== value) {
			element?.setAttribute(name, value);
		}
	}
}
