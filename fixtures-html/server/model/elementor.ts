import type { Catalogue } from './catalogue';
import { IMAGE_SIZES, imageUrl, mainImage } from './images';
import type { ContentBlocks } from './site';

/**
 * Elementor on the home page: its page id (in its classes and its per-post stylesheet's name)
 * and that stylesheet, which sets the banner container's background image.
 */

export const ELEMENTOR_POST_ID = 5;
export const ELEMENTOR_POST_CSS_URL = `/wp-content/uploads/elementor/css/post-${ELEMENTOR_POST_ID}.css`;
export const BANNER_ELEMENT_ID = 'c0a4b7e';

export function elementorPostCss(blocks: ContentBlocks, catalogue: Catalogue): string {
	const product = catalogue.products.find((candidate) => candidate.slug === blocks.banner.productSlug);
	const image = product ? mainImage(product) : null;
	const url = product && image ? imageUrl(product, image, IMAGE_SIZES.full) : '';
	return `.elementor-${ELEMENTOR_POST_ID} .elementor-element.elementor-element-${BANNER_ELEMENT_ID}:not(.elementor-motion-effects-element-type-background) {
	background-image: url("${url}");
	background-position: center center;
	background-size: cover;
}
`;
}
