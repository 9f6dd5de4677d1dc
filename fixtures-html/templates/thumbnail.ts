import { type SafeHtml, html } from '../server/html';
import type { CatalogueImage, Product } from '../server/model/catalogue';
import { IMAGE_SIZES, imageSizes, imageSrcset, imageUrl, placeholderUrl } from '../server/model/images';

/**
 * The product card / cart thumbnail (`woocommerce_thumbnail`), or the placeholder.
 * `decorative` empties the alt text where the same link already names the product (the
 * mini-cart, product pagination), so screen readers do not read the name twice.
 */
export function thumbnailImg(product: Product, image: CatalogueImage | null, options: { lazy: boolean; decorative?: boolean }): SafeHtml {
	const size = IMAGE_SIZES.thumbnail;
	const loading = options.lazy ? 'lazy' : null;
	if (!image) {
		return html`<img width="${size.width}" height="${size.height}" src="${placeholderUrl(size)}" class="woocommerce-placeholder wp-post-image" alt="${options.decorative ? '' : 'Placeholder'}" decoding="async"${loading ? html` loading="${loading}"` : ''} />`;
	}
	return html`<img width="${size.width}" height="${size.height}" src="${imageUrl(product, image, size)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${options.decorative ? '' : product.name}" decoding="async"${loading ? html` loading="${loading}"` : ''} srcset="${imageSrcset(product, image, size)}" sizes="${imageSizes(size)}" />`;
}
