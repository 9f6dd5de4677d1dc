import { readImageAttributes, setAttributes, variationImageWrites } from '../../shared/product-image';
import type { VariationImage } from '../../shared/stores/chosen-variation';

/**
 * The first slide shows the chosen variation's image and gets the server's image back on
 * reset, as WooCommerce's variation script does to the main image. While the gallery runs it
 * alone writes that slide (shared/stores/chosen-variation.ts): the variations form handed it
 * back as the server printed it, so what is read here is the product's own. An image whose
 * address is not the site's (shared/image-urls.ts) is shown as no image: the server's stays.
 */

export interface FirstSlide {
	show(image: VariationImage | null): void;
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

