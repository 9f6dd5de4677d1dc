import { atom } from 'nanostores';

/**
 * The variation the shopper has chosen in a variable product's form, for what follows it outside
 * the form: the variations form publishes it (null when the choice is reset or incomplete); the
 * gallery shows its image, the wishlist button adds it. One writer per element: while a gallery
 * island runs, it alone writes the product's main image inside it (`holdMainImage()`); where none
 * does (WooCommerce's own gallery, a gallery not there yet or gone), the variations form writes
 * it, as WooCommerce's variation script does.
 */

/** A variation's image, as WooCommerce's variation data gives it. */
export interface VariationImage {
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

export interface ChosenVariation {
	readonly productId: number;
	readonly variationId: number;
	/** Its own image; null when it has none (the product's shows). */
	readonly image: VariationImage | null;
}

export const $chosenVariation = atom<ChosenVariation | null>(null);

/** The elements inside which a gallery island writes the main image (its slides' wrapper). */
export const $mainImageHolders = atom<readonly Element[]>([]);

/**
 * Makes the gallery whose slides are in `holder` the writer of the main image inside it, until the
 * returned release. The variations form hands the image back as the server printed it at once,
 * so the gallery reads the server's image as the product's own.
 */
export function holdMainImage(holder: Element): () => void {
	$mainImageHolders.set([...$mainImageHolders.get(), holder]);
	return () => {
		$mainImageHolders.set($mainImageHolders.get().filter((held) => held !== holder));
	};
}

/** Whether a gallery island writes `element` (part of a product's main image) in `holders`. */
export function isMainImageHeld(holders: readonly Element[], element: Element): boolean {
	return holders.some((holder) => holder.contains(element));
}
