import { type SafeHtml, html } from '../server/html';
import type { CatalogueImage, Product } from '../server/model/catalogue';
import {
	IMAGE_SIZES,
	fullSize,
	galleryAlt,
	imageSizes,
	imageSrcset,
	imageTitle,
	imageUrl,
	placeholderUrl,
} from '../server/model/images';

/**
 * single-product/product-image.php and wc_get_gallery_image_html(): every slide links to the
 * full-size image and carries the data the gallery scripts read (`data-thumb`,
 * `data-large_image*`). WooCommerce hides the gallery with an inline `opacity: 0` until its
 * script runs; here the theme stylesheet does that, and only once the body has `woocommerce-js`.
 * WooCommerce's script adds the full-screen trigger; the markup has none. The theme's layout
 * option adds `woocommerce-product-gallery--vertical` (thumbnails beside the image) or
 * `--without-thumbnails`. Shop Islands' plugin adds the thumbnail strip (thumbnailStrip()).
 */

export const GALLERY_COLUMNS = 4;

export function productGallery(product: Product): SafeHtml {
	const withImages = product.images.length > 0;
	const slides = withImages
		? product.images.map((image, position) => galleryImage(product, image, position))
		: [
				html`<div class="woocommerce-product-gallery__image--placeholder"><img src="${placeholderUrl(IMAGE_SIZES.single)}" width="${IMAGE_SIZES.single.width}" height="${IMAGE_SIZES.single.height}" alt="Awaiting product image" class="wp-post-image" /></div>`,
			];
	const layout = product.galleryLayout === 'horizontal' ? '' : ` woocommerce-product-gallery--${product.galleryLayout}`;
	const strip = product.images.length > 1 && product.galleryLayout !== 'without-thumbnails' ? thumbnailStrip(product) : '';
	return html`<div class="woocommerce-product-gallery woocommerce-product-gallery--${withImages ? 'with-images' : 'without-images'} woocommerce-product-gallery--columns-${GALLERY_COLUMNS}${layout} images" data-columns="${GALLERY_COLUMNS}">
	<div class="woocommerce-product-gallery__wrapper">
		${slides}	</div>
${strip}</div>
`;
}

/**
 * Shop Islands' plugin prints the thumbnail strip inside the gallery, after its wrapper
 * (php-enqueue's gallery-thumbnails.php): a button per slide, its image the slide's
 * `data-thumb`, named by its `data-thumb-alt`, the first current.
 */
function thumbnailStrip(product: Product): SafeHtml {
	const items = product.images.map(
		(image, position) =>
			html`<li class="shop-islands-gallery__thumb"><button type="button"${position === 0 ? html` aria-current="true"` : html` tabindex="-1"`}><img src="${imageUrl(product, image, IMAGE_SIZES.galleryThumbnail)}" alt="${galleryAlt(product, position)}" decoding="async" loading="lazy" /></button></li>`,
	);
	return html`<div class="shop-islands-gallery__thumbs"><ol class="shop-islands-gallery__thumbs-list">${items}</ol></div>`;
}

export function galleryImage(product: Product, image: CatalogueImage, position: number): SafeHtml {
	const { galleryThumbnail, single } = IMAGE_SIZES;
	const full = fullSize(image);
	const alt = galleryAlt(product, position);
	const fullUrl = imageUrl(product, image, full);
	return html`<div data-thumb="${imageUrl(product, image, galleryThumbnail)}" data-thumb-alt="${alt}" data-thumb-srcset="${imageSrcset(product, image, galleryThumbnail)}" data-thumb-sizes="${imageSizes(galleryThumbnail)}" class="woocommerce-product-gallery__image"><a href="${fullUrl}"><img width="${single.width}" height="${single.height}" src="${imageUrl(product, image, single)}" class="${position === 0 ? 'wp-post-image' : ''}" alt="${alt}" data-caption="${image.caption}" data-src="${fullUrl}" data-large_image="${fullUrl}" data-large_image_width="${full.width}" data-large_image_height="${full.height}" decoding="async"${position === 0 ? html` fetchpriority="high"` : html` loading="lazy"`} srcset="${imageSrcset(product, image, single)}" sizes="${imageSizes(single)}" title="${imageTitle(product, image)}" /></a></div>`;
}

/** PhotoSwipe's template, which WooCommerce prints once on product pages (photoswipe.php). */
export function photoSwipeTemplate(): SafeHtml {
	return html`<div class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true">
	<div class="pswp__bg"></div>
	<div class="pswp__scroll-wrap">
		<div class="pswp__container">
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
			<div class="pswp__item"></div>
		</div>
		<div class="pswp__ui pswp__ui--hidden">
			<div class="pswp__top-bar">
				<div class="pswp__counter"></div>
				<button class="pswp__button pswp__button--zoom" aria-label="Zoom in/out"></button>
				<button class="pswp__button pswp__button--fs" aria-label="Toggle fullscreen"></button>
				<button class="pswp__button pswp__button--share" aria-label="Share"></button>
				<button class="pswp__button pswp__button--close" aria-label="Close (Esc)"></button>
				<div class="pswp__preloader">
					<div class="pswp__preloader__icn">
						<div class="pswp__preloader__cut">
							<div class="pswp__preloader__donut"></div>
						</div>
					</div>
				</div>
			</div>
			<div class="pswp__share-modal pswp__share-modal--hidden pswp__single-tap">
				<div class="pswp__share-tooltip"></div>
			</div>
			<button class="pswp__button pswp__button--arrow--left" aria-label="Previous (arrow left)"></button>
			<button class="pswp__button pswp__button--arrow--right" aria-label="Next (arrow right)"></button>
			<div class="pswp__caption">
				<div class="pswp__caption__center"></div>
			</div>
		</div>
	</div>
</div>
`;
}
