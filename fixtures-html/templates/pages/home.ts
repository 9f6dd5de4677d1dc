import { type SafeHtml, html } from '../../server/html';
import type { Category } from '../../server/model/catalogue';
import { IMAGE_SIZES, imageSizes, imageSrcset, imageUrl, mainImage } from '../../server/model/images';
import { productSlider, promotions } from '../carousels';
import { contentBlocks, elementorSection } from '../content-blocks';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { productLoop } from '../product-card';

/**
 * Storefront's homepage template: a hero, the menu's categories and the featured dishes; then
 * WooLentor's blocks as the real store's page content has them (the best sellers' slider, the
 * week's special, the FAQ), the theme's promotions and an Elementor section.
 */

const CATEGORY_COLUMNS = 3;
const FEATURED_COLUMNS = 4;

export function homePage(ctx: PageContext): Page {
	const featured = ctx.catalogue.products.filter((product) => product.featured);
	return {
		kind: 'home',
		title: ctx.site.name,
		templateClasses: ['home', 'wp-singular', 'page-template', 'page-template-template-homepage', 'page-template-template-homepage-php', 'page', 'page-id-5'],
		woocommerceClasses: [],
		breadcrumb: null,
		content: html`${noticesWrapper(ctx.notices)}
<div id="post-5" class="post-5 page type-page status-publish hentry">
	<div class="entry-content">
		<section class="storefront-hero" aria-labelledby="storefront-hero-title">
			<h1 id="storefront-hero-title" class="storefront-hero__title">${ctx.site.name}</h1>
			<p class="storefront-hero__text">${ctx.site.tagline}. Order for pickup or delivery, or book a table for tonight.</p>
			<p><a class="button alt" href="/shop/">See the full menu</a></p>
		</section>
	</div>
</div>
<section class="storefront-product-section storefront-product-categories" aria-label="Product Categories">
	<h2 class="section-title">Our menu</h2>
	<div class="woocommerce columns-${CATEGORY_COLUMNS}"><ul class="products columns-${CATEGORY_COLUMNS}">
${ctx.catalogue.categories.map((category, index) => categoryCard(ctx, category, index))}</ul>
</div>
</section>
<section class="storefront-product-section storefront-featured-products" aria-label="Featured Products">
	<h2 class="section-title">Featured dishes</h2>
	<div class="woocommerce columns-${FEATURED_COLUMNS} ">${productLoop(ctx.catalogue, featured, { columns: FEATURED_COLUMNS, search: ctx.search, wishlistNonce: ctx.nonces.addToWishlist })}</div>
</section>
${productSlider(ctx)}${contentBlocks(ctx)}${promotions(ctx)}
${elementorSection(ctx)}`,
		sidebar: false,
	};
}

/** content-product-cat.php: the category's image (its first dish), name and count. */
function categoryCard(ctx: PageContext, category: Category, index: number): SafeHtml {
	const products = ctx.catalogue.products.filter((product) => product.category === category.slug);
	const cover = products.find((product) => mainImage(product) !== null);
	const image = cover ? mainImage(cover) : null;
	const size = IMAGE_SIZES.thumbnail;
	const position = index % CATEGORY_COLUMNS === 0 ? ' first' : index % CATEGORY_COLUMNS === CATEGORY_COLUMNS - 1 ? ' last' : '';
	const img =
		cover && image
			? html`<img src="${imageUrl(cover, image, size)}" alt="${category.name}" width="${size.width}" height="${size.height}" srcset="${imageSrcset(cover, image, size)}" sizes="${imageSizes(size)}" />`
			: '';
	return html`<li class="product-category product${position}">
	<a aria-label="Visit product category ${category.name}" href="/product-category/${category.slug}/">${img}		<h2 class="woocommerce-loop-category__title">
			${category.name} <mark class="count">(${products.length})</mark>		</h2>
		</a></li>
`;
}
