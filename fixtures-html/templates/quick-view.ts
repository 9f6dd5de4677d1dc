import { type SafeHtml, html } from '../server/html';
import { type Catalogue, type Product, categoryOf } from '../server/model/catalogue';
import { IMAGE_SIZES, galleryAlt, imageSizes, imageSrcset, imageUrl, placeholderUrl } from '../server/model/images';
import { addToCartArea } from './add-to-cart';
import { productUrl } from '../server/model/urls';
import { loopPrice, productClasses } from './product-card';

/**
 * The quick-view body `woolentor_quickview` answers: an image slider (main images and a
 * thumbnail strip), the summary and the product's own add-to-cart form. Ids carry a
 * `quickview-` prefix so the modal can open on a product page without duplicate ids.
 */

export function quickViewHtml(catalogue: Catalogue, product: Product): SafeHtml {
	const category = categoryOf(catalogue, product);
	return html`<div class="woolentor-quickview-content woocommerce single-product">
	<div id="quickview-product-${product.id}" class="${productClasses(catalogue, product, null)}">
		${quickViewImages(product)}
		<div class="summary entry-summary woolentor-quickview-summary">
			<h2 class="product_title entry-title">${product.name}</h2>
			<p class="price">${loopPrice(catalogue, product)}</p>
			<div class="woocommerce-product-details__short-description">
				${product.shortDescription.map((paragraph) => html`<p>${paragraph}</p>`)}
			</div>
			${addToCartArea(catalogue, product, { idPrefix: 'quickview-', selected: {}, printCombinations: true })}
			<div class="product_meta">
				<span class="sku_wrapper">SKU: <span class="sku">${product.sku}</span></span>
				<span class="posted_in">Category: <a href="/product-category/${category.slug}/" rel="tag">${category.name}</a></span>
			</div>
			<a class="woolentor-quickview-details" href="${productUrl(product)}">View full details</a>
		</div>
	</div>
</div>
`;
}

function quickViewImages(product: Product): SafeHtml {
	const { single, galleryThumbnail, full } = IMAGE_SIZES;
	if (product.images.length === 0) {
		return html`<div class="woolentor-quickview-images"><div class="woolentor-quickview-main-image"><div class="woolentor-quickview-main-image__slide"><img width="${single.width}" height="${single.height}" src="${placeholderUrl(single)}" alt="Awaiting product image" /></div></div></div>`;
	}
	return html`<div class="woolentor-quickview-images">
			<div class="woolentor-quickview-main-image">
${product.images.map(
	(image, position) => html`				<div class="woolentor-quickview-main-image__slide"><img width="${single.width}" height="${single.height}" src="${imageUrl(product, image, single)}" srcset="${imageSrcset(product, image, single)}" sizes="${imageSizes(single)}" alt="${galleryAlt(product, position)}" data-large_image="${imageUrl(product, image, full)}" data-large_image_width="${full.width}" data-large_image_height="${full.height}" decoding="async" /></div>
`,
)}			</div>
			<ul class="woolentor-quickview-thumbnails">
${product.images.map(
	(image, position) => html`				<li><button type="button" class="woolentor-quickview-thumbnail" aria-label="Show image ${position + 1} of ${product.images.length}"><img width="${galleryThumbnail.width}" height="${galleryThumbnail.height}" src="${imageUrl(product, image, galleryThumbnail)}" alt="" decoding="async" /></button></li>
`,
)}			</ul>
		</div>`;
}
