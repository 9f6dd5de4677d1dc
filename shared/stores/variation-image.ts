import { atom } from 'nanostores';

/**
 * The image of the variation the shopper has chosen, per product, for whatever shows the
 * product's main image: the variations form writes it (null when the choice is reset or the
 * variation has no image of its own); a gallery island reads it.
 */

export interface ChosenVariationImage {
	readonly productId: number;
	readonly src: string;
	readonly srcset: string;
	readonly sizes: string;
	readonly alt: string;
	readonly title: string;
	readonly caption: string;
	readonly fullSrc: string;
	readonly fullWidth: string;
	readonly fullHeight: string;
	readonly width: string;
	readonly height: string;
	readonly thumbnailSrc: string;
}

export const $variationImage = atom<ChosenVariationImage | null>(null);
