import type { VariationImage } from './stores/chosen-variation';
import { allowedImageSrcset, allowedImageUrl } from './image-urls';

/**
 * The attributes of a product's main image that follow the chosen variation, as WooCommerce's
 * variation script moves them: the gallery on its first slide while it runs, the variations form
 * on the page's main `<img>` where no gallery island runs (one writer per element,
 * shared/stores/chosen-variation.ts). Each remembers what the server printed
 * (`readImageAttributes`) so a reset puts it back. Every URL a variation brings is checked first (shared/image-urls.ts):
 * the variation's JSON comes from the page or an answer, and only http(s) addresses on the
 * site's origins or its image origins reach the `<img>` or its link.
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

/** What a variation's image writes: the main `<img>`'s attributes, its link's `href`, the slide's thumbnail. */
export interface VariationImageWrites {
	readonly image: ImageAttributes;
	readonly href: string;
	/** The thumbnail's address; null when the variation has none (the slide keeps its own). */
	readonly thumb: string | null;
}

/**
 * The writes for a variation's image, an empty value left off as WooCommerce does. Null when
 * its `src` is not an allowed URL: the product's own image stays. A full image that is not
 * gives way to `src`, and srcset candidates that are not are left out.
 */
export function variationImageWrites(chosen: VariationImage): VariationImageWrites | null {
	const src = allowedImageUrl(chosen.src);
	if (!src) {
		return null;
	}
	const full = allowedImageUrl(chosen.fullSrc) ?? src;
	return {
		image: {
			src,
			srcset: allowedImageSrcset(chosen.srcset) || null,
			sizes: chosen.sizes || null,
			alt: chosen.alt,
			title: chosen.title,
			width: chosen.width || null,
			height: chosen.height || null,
			'data-caption': chosen.caption,
			'data-src': full,
			'data-large_image': full,
			'data-large_image_width': chosen.fullWidth || null,
			'data-large_image_height': chosen.fullHeight || null,
		},
		href: full,
		thumb: allowedImageUrl(chosen.thumbnailSrc),
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
