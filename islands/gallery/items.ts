import { allowedImageUrl } from '../../shared/image-urls';

/**
 * What the gallery reads from WooCommerce's slides (`wc_get_gallery_image_html()`): each
 * `.woocommerce-product-gallery__image` carries its thumbnail (`data-thumb`, `data-thumb-alt`)
 * and its `<img>` the large image (`data-large_image`, `_width`, `_height`). Read as text and
 * numbers, never as markup; every address through `allowedImageUrl()` (a gallery may be written
 * in a post): one that is not an http(s) URL on the site's origins or its image origins is passed
 * over (the island reads it as no address; the markup keeps it as printed).
 */

export const SLIDE = '.woocommerce-product-gallery__image';

export interface GalleryItem {
	/** The server's slide element, which the slider moves and the zoom decorates. */
	readonly slide: HTMLElement;
	readonly image: HTMLImageElement | null;
	readonly thumbSrc: string;
	/** The thumbnail button's name. */
	readonly thumbAlt: string;
	/** The image shown in the page (the lightbox's placeholder while the large one loads); '' when not allowed. */
	readonly src: string;
	readonly alt: string;
	/** The first allowed of `data-large_image`, `data-src`, the link and `src`; '' when none is. */
	readonly largeSrc: string;
	/** The large image's size; null when the markup lacks it or it is not a positive number. */
	readonly largeWidth: number | null;
	readonly largeHeight: number | null;
	/** The caption, or the image's title. */
	readonly title: string;
}

export function readItem(slide: HTMLElement): GalleryItem {
	const image = slide.querySelector('img');
	const link = slide.querySelector('a');
	const src = allowedImageUrl(image?.getAttribute('src')) ?? '';
	const alt = image?.getAttribute('alt') ?? '';
	return {
		slide,
		image,
		thumbSrc: allowedImageUrl(slide.dataset.thumb) ?? src,
		thumbAlt: slide.dataset.thumbAlt || alt,
		src,
		alt,
		largeSrc: allowedImageUrl(image?.dataset.large_image) ?? allowedImageUrl(image?.dataset.src) ?? allowedImageUrl(link?.getAttribute('href')) ?? src,
		largeWidth: positiveNumber(image?.dataset.large_image_width),
		largeHeight: positiveNumber(image?.dataset.large_image_height),
		title: image?.dataset.caption || image?.getAttribute('title') || '',
	};
}

function positiveNumber(value: string | undefined): number | null {
	const number = Number(value);
	return value && Number.isFinite(number) && number > 0 ? number : null;
}
