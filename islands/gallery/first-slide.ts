import { readImageAttributes, setAttributes, variationImageWrites } from '../../shared/product-image';
import type { ChosenVariationImage } from '../../shared/stores/variation-image';

/**
 * The first slide shows the chosen variation's image and gets the server's image back on
 * reset, as WooCommerce's variation script does to the main image. The variations form may
 * write the same values itself: both writes agree, so the order does not matter. An image
 * whose address is not the site's (shared/urls.ts) is shown as no image: the server's stays.
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
			const writes = chosen ? variationImageWrites(chosen) : null;
			if (!chosen || !writes) {
				setAttributes(image, original.image);
				setAttributes(link, { href: original.href });
				setAttributes(slide, { 'data-thumb': original.thumb, 'data-thumb-alt': original.thumbAlt });
				return;
			}
			setAttributes(image, writes.image);
			setAttributes(link, { href: writes.href });
			// The thumbnail is named after the image it shows.
			setAttributes(slide, { 'data-thumb': writes.thumb ?? original.thumb, 'data-thumb-alt': chosen.alt || original.thumbAlt });
		},
	};
}

