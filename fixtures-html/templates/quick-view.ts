import { type SafeHtml, html } from '../server/html';
import { type Catalogue, type Product, categoryOf, isOnSale } from '../server/model/catalogue';
import { IMAGE_SIZES, imageSizes, imageSrcset, imageTitle, imageUrl, placeholderUrl } from '../server/model/images';
import { productUrl } from '../server/model/urls';
import { addToCartArea } from './add-to-cart';
import { reviewSummary } from './pages/product';
import { loopPrice, productClasses } from './product-card';

/**
 * The body WooLentor 3.4's `woolentor_quickview` answers (its quickview-content.php with the
 * "slider" thumbnail layout): the sale flash, the main images (`.woolentor-quickview-main-image-slider`,
 * the first a `figure`, the others each in a `div`) and the thumbnail strip
 * (`.woolentor-quickview-thumbnail-slider`, plain `div`s with the single-size image, its URL
 * between spaces, as WooLentor prints it), then the summary: the `h1` title, rating, price,
 * short description, WooCommerce's own add-to-cart area (ids unprefixed, as on the product
 * page), the meta and WooLentor's share links, which have no text.
 */

export function quickViewHtml(catalogue: Catalogue, product: Product): SafeHtml {
	const category = categoryOf(catalogue, product);
	return html`<div class='woolentorquickview-content-template ${product.type}'><div class="woolentor-quickview-content-area woocommerce single-product">
	<div id="product-${product.id}" class="${productClasses(catalogue, product, 'first')}" >
		
	${isOnSale(catalogue, product) ? html`<span class="onsale">Sale!</span>` : ''}
	${quickViewImages(product)}
		<div class="summary entry-summary woolentor-quickview-custom-scroll">
						<div class="summary-content">
				<h1 class="product_title entry-title">${product.name}</h1>${reviewSummary(product)}<p class="price">${loopPrice(catalogue, product)}</p>
<div class="woocommerce-product-details__short-description">
	${product.shortDescription.map((paragraph) => html`<p>${paragraph}</p>`)}
</div>
	${addToCartArea(catalogue, product, { idPrefix: '', selected: {}, printCombinations: true })}
<div class="product_meta">
		<span class="sku_wrapper">SKU: <span class="sku">${product.sku}</span></span>
	<span class="posted_in">Category: <a href="/product-category/${category.slug}/" rel="tag">${category.name}</a></span>
</div>
${socialShare(product)}
			</div>
					</div>
	</div>
</div></div>`;
}

function quickViewImages(product: Product): SafeHtml {
	const { single } = IMAGE_SIZES;
	if (product.images.length === 0) {
		return html`<div class="images">
	<div class="woocommerce-product-gallery__wrapper woolentor-quickview-main-image-slider">
		<figure class="woocommerce-product-gallery__image--placeholder"><img src="${placeholderUrl(single)}" alt="Placeholder" /></figure>	</div>
		<div class="woolentor-quickview-thumbnail-slider">
	        <div class="woocommerce-product-gallery__image--placeholder"><img src="${placeholderUrl(single)}" alt="Placeholder" /></div>	    </div>
</div>`;
	}
	const img = (position: number): SafeHtml => {
		const image = product.images[position];
		return image
			? html`<img width="${single.width}" height="${single.height}" src="${imageUrl(product, image, single)}" class="attachment-woocommerce_single size-woocommerce_single${position === 0 ? ' wp-post-image' : ''}" alt=""${position === 0 ? html` title="${imageTitle(product, image)}"` : ''} decoding="async" loading="lazy" srcset="${imageSrcset(product, image, single)}" sizes="auto, ${imageSizes(single)}" />`
			: html``;
	};
	return html`<div class="images">
	<div class="woocommerce-product-gallery__wrapper woolentor-quickview-main-image-slider">
		<figure class="woolentor-quickview-product-image-wrap woocommerce-product-gallery__image">${img(0)}</figure>${product.images
			.slice(1)
			.map((_image, index) => html`<div class="woolentor-quickview-product-image-wrap"><figure class="woocommerce-product-gallery__image">${img(index + 1)}</figure></div>`)}	</div>
			<div class="woolentor-quickview-thumbnail-slider">
	        ${product.images.map((image) => html`<div class="woolentor-quickview-thumb-single"><img src=" ${imageUrl(product, image, single)} " alt="${product.name}"></div>`)}	    </div>
</div>`;
}

/** WooLentor's share list: five links to share the product page, each only an icon. */
function socialShare(product: Product): SafeHtml {
	const page = productUrl(product);
	const name = encodeURIComponent(product.name);
	const links = [
		`https://www.facebook.com/sharer/sharer.php?u=${page}`,
		`https://twitter.com/share?url=${page}&text=${name}`,
		`https://pinterest.com/pin/create/button/?url=${page}`,
		`https://www.linkedin.com/shareArticle?mini=true&url=${page}&title=${name}`,
		`https://telegram.me/share/url?url=${page}`,
	];
	return html`<div class="woolentor-quickview-social-share">
	<span class="woolentor-quickview-social-title">Share:</span>
	<ul>
		${links.map((href) => html`<li><a rel="nofollow" href="${href}" target="_blank"><span class="woolentor-quickview-social-icon"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16"><circle cx="8" cy="8" r="7"/></svg></span></a></li>
		`)}</ul>
</div>`;
}
