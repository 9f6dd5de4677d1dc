import { readImageAttributes, setAttributes, variationImageAttributes } from '../../shared/product-image';
import type { ChosenVariationImage } from '../../shared/stores/variation-image';

/**
 * The first slide shows the chosen variation's image and gets the server's image back on
 * reset, as WooCommerce's variation script does to the main image. The variations form may
 * write the same values itself: both writes agree, so the order does not matter.
 */

export interface FirstSlide {
	show(image: ChosenVariationImage | null): void;
}

export function firstSlide(slide: HTMLElement): FirstSlide {
	const image = slide.querySelector('img');
	const link = slide.querySelector('a');
	const original = {
		image: image ? readImageAttributes(image) : {},
		href: link?.getAttribute('href') ?? null,
		thumb: slide.getAttribute('data-thumb'),
		thumbAlt: slide.getAttribute('data-thumb-alt'),
	};
	return {
		show(chosen) {
			if (!chosen) {
				setAttributes(image, original.image);
				setAttributes(link, { href: original.href });
				setAttributes(slide, { 'data-thumb': original.thumb, 'data-thumb-alt': original.thumbAlt });
				return;
			}
			setAttributes(image, variationImageAttributes(chosen));
			setAttributes(link, { href: chosen.fullSrc });
			// The thumbnail is named after the image it shows.
			setAttributes(slide, { 'data-thumb': chosen.thumbnailSrc || original.thumb, 'data-thumb-alt': chosen.alt || original.thumbAlt });
		},
	};
}

