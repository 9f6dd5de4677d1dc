import type { ChosenVariationImage } from '../../shared/stores/variation-image';

/**
 * The first slide shows the chosen variation's image and gets the server's image back on
 * reset, as WooCommerce's variation script does to the main image. The variations form may
 * write the same values itself: both writes agree, so the order does not matter.
 */

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

type Attributes = Partial<Record<(typeof IMAGE_ATTRIBUTES)[number] | 'href' | 'data-thumb' | 'data-thumb-alt', string | null>>;

export interface FirstSlide {
	show(image: ChosenVariationImage | null): void;
}

export function firstSlide(slide: HTMLElement): FirstSlide {
	const image = slide.querySelector('img');
	const link = slide.querySelector('a');
	const original = {
		image: image ? Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, image.getAttribute(name)])) : {},
		href: link?.getAttribute('href') ?? null,
		thumb: slide.getAttribute('data-thumb'),
		thumbAlt: slide.getAttribute('data-thumb-alt'),
	};
	return {
		show(chosen) {
			if (!chosen) {
				apply(image, original.image);
				apply(link, { href: original.href });
				apply(slide, { 'data-thumb': original.thumb, 'data-thumb-alt': original.thumbAlt });
				return;
			}
			apply(image, {
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
			});
			apply(link, { href: chosen.fullSrc });
			// The thumbnail is named after the image it shows.
			apply(slide, { 'data-thumb': chosen.thumbnailSrc || original.thumb, 'data-thumb-alt': chosen.alt || original.thumbAlt });
		},
	};
}

function apply(element: Element | null, attributes: Attributes): void {
	for (const [name, value] of Object.entries(attributes)) {
		if (value === null || value === undefined) {
			element?.removeAttribute(name);
		} else if (element?.getAttribute(name) !== value) {
			element?.setAttribute(name, value);
		}
	}
}
