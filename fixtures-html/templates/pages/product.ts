import { type SafeHtml, html, raw } from '../../server/html';
import {
	type Catalogue,
	type Product,
	averageRating,
	brandsOf,
	categoryOf,
	isOnSale,
	priceRangeOf,
} from '../../server/model/catalogue';
import { formatDecimal, ksesPrice, priceInner, rangeInner } from '../../server/model/format';
import { mainImage } from '../../server/model/images';
import { brandUrl, productUrl } from '../../server/model/urls';
import { addToCartArea } from '../add-to-cart';
import { dealCountdown } from '../content-blocks';
import { photoSwipeTemplate, productGallery } from '../gallery';
import { noticesWrapper } from '../notices';
import type { Page, PageContext } from '../page';
import { addToCartHref, loopPrice, productClasses, productLoop, starRating } from '../product-card';
import { productTabs } from '../product-tabs';
import { sizeChartButton, sizeChartPopup } from '../size-chart';
import { thumbnailImg } from '../thumbnail';
import { wishlistButton } from '../wishlist-button';

/** single-product.php for every product type, with Storefront's sticky add-to-cart bar. */

const RELATED_COUNT = 3;

export function productPage(ctx: PageContext, product: Product): Page {
	const { catalogue } = ctx;
	const category = categoryOf(catalogue, product);
	const brands = brandsOf(catalogue, product);
	const selected = Object.fromEntries(
		[...new URLSearchParams(ctx.search)].filter(([name]) => name.startsWith('attribute_')),
	);
	const sizeChart = ctx.site.sizeChart.productSlugs.includes(product.slug) ? ctx.site.sizeChart : null;
	const content = html`${noticesWrapper(ctx.notices)}<div id="product-${product.id}" class="${productClasses(catalogue, product, 'first')}">

	${isOnSale(catalogue, product) ? html`<span class="onsale">Sale!</span>` : ''}
	${productGallery(product)}
	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${product.name}</h1>${reviewSummary(product)}<p class="price">${loopPrice(catalogue, product)}</p>
<div class="woocommerce-product-details__short-description">
	${product.shortDescription.map((paragraph) => html`<p>${paragraph}</p>`)}
</div>

	${dealCountdown(ctx, product)}${addToCartArea(catalogue, product, { idPrefix: '', selected, printCombinations: new URLSearchParams(ctx.search).get('combinations') !== 'no' })}
${wishlistButton(product, { nonce: ctx.nonces.addToWishlist, single: true })}
${sizeChart ? sizeChartButton(sizeChart) : ''}<div class="product_meta">

		<span class="sku_wrapper">SKU: <span class="sku">${product.sku}</span></span>

	<span class="posted_in">Category: <a href="/product-category/${category.slug}/" rel="tag">${category.name}</a></span>
${brands.length > 0 ? html` <span class="posted_in">Brand: ${brands.map((brand, index) => html`${index > 0 ? ', ' : ''}<a href="${brandUrl(brand)}" rel="tag">${brand.name}</a>`)}</span>` : ''}
</div>
	</div>

	${productTabs(product)}

	<section class="related products">

					<h2>Related products</h2>
				${productLoop(catalogue, relatedProducts(catalogue, product), { columns: RELATED_COUNT, search: '', wishlistNonce: ctx.nonces.addToWishlist })}
	</section>
	${productPagination(catalogue, product)}
</div>
`;
	return {
		kind: 'product',
		title: product.name,
		templateClasses: ['wp-singular', 'product-template-default', 'single', 'single-product', `postid-${product.id}`],
		woocommerceClasses: ['woocommerce', 'woocommerce-page'],
		breadcrumb: [
			{ label: 'Home', url: '/' },
			{ label: category.name, url: `/product-category/${category.slug}/` },
			{ label: product.name, url: null },
		],
		content,
		sidebar: true,
		afterFooter: html`${stickyAddToCart(ctx, product)}${sizeChart ? sizeChartPopup(sizeChart) : ''}${photoSwipeTemplate()}`,
		jsonLd: productStructuredData(ctx, product),
	};
}

export function reviewSummary(product: Product): SafeHtml {
	const count = product.reviews.length;
	if (count === 0) {
		return html``;
	}
	return html`
	<div class="woocommerce-product-rating">
		${starRating(averageRating(product))}		<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${count}</span> customer ${count === 1 ? 'review' : 'reviews'})</a>	</div>

`;
}

/** Same category first, then the rest of the menu, as many as the related loop shows. */
function relatedProducts(catalogue: Catalogue, product: Product): Product[] {
	const others = catalogue.products.filter((candidate) => candidate.id !== product.id);
	const sameCategory = others.filter((candidate) => candidate.category === product.category);
	const rest = others.filter((candidate) => candidate.category !== product.category);
	return [...sameCategory, ...rest].slice(0, RELATED_COUNT);
}

function productPagination(catalogue: Catalogue, product: Product): SafeHtml {
	const index = catalogue.products.findIndex((candidate) => candidate.id === product.id);
	const previous = catalogue.products[index - 1];
	const next = catalogue.products[index + 1];
	const link = (target: Product | undefined, rel: 'prev' | 'next'): SafeHtml =>
		target
			? html`
							<a href="${productUrl(target)}" rel="${rel}">
					${thumbnailImg(target, mainImage(target), { lazy: true, decorative: true })}					<span class="storefront-product-pagination__title">${target.name}</span>
				</a>
			`
			: html``;
	return html`<nav class="storefront-product-pagination" aria-label="More products">${link(previous, 'prev')}${link(next, 'next')}</nav><!-- .storefront-product-pagination -->`;
}

/** Storefront shows the bar for products that can be bought here, and for external ones. */
function stickyAddToCart(ctx: PageContext, product: Product): SafeHtml {
	const buyable =
		(product.type === 'simple' && product.stockStatus === 'instock') || product.type === 'variable' || product.type === 'external';
	if (!buyable) {
		return html``;
	}
	const button =
		product.type === 'simple'
			? { href: addToCartHref(ctx.search, product.id), text: 'Add to cart' }
			: product.type === 'external'
				? { href: product.externalUrl, text: product.buttonText }
				: { href: productUrl(product), text: 'Select options' };
	const price =
		product.type === 'variable'
			? rangeInner(priceRangeOf(ctx.catalogue, product), ksesPrice)
			: product.type === 'simple' || product.type === 'external'
				? priceInner(product.price, ksesPrice)
				: '';
	return html`				<section class="storefront-sticky-add-to-cart" aria-label="Add ${product.name} to your cart">
				<div class="col-full">
					<div class="storefront-sticky-add-to-cart__content">
						${thumbnailImg(product, mainImage(product), { lazy: true })}						<div class="storefront-sticky-add-to-cart__content-product-info">
							<span class="storefront-sticky-add-to-cart__content-title">You&#039;re viewing: <strong>${product.name}</strong></span>
							<span class="storefront-sticky-add-to-cart__content-price">${raw(price)}</span>
													</div>
						<a href="${button.href}" class="storefront-sticky-add-to-cart__content-button button alt" rel="nofollow">
							${button.text}						</a>
					</div>
				</div>
			</section><!-- .storefront-sticky-add-to-cart -->
		`;
}

function productStructuredData(ctx: PageContext, product: Product): unknown {
	const url = `${ctx.origin}${productUrl(product)}`;
	const range = priceRangeOf(ctx.catalogue, product);
	// WooCommerce's brands give one brand, the first by name.
	const brand = brandsOf(ctx.catalogue, product)[0];
	return {
		'@context': 'https://schema.org/',
		'@type': 'Product',
		'@id': `${url}#product`,
		name: product.name,
		url,
		description: product.shortDescription.join(' '),
		sku: product.sku,
		...(brand ? { brand: { '@type': 'Brand', name: brand.name } } : {}),
		offers: [
			{
				'@type': 'Offer',
				price: formatDecimal(range.min).replace(/,/g, ''),
				priceCurrency: 'USD',
				availability: `http://schema.org/${product.stockStatus === 'instock' ? 'InStock' : 'OutOfStock'}`,
				url,
			},
		],
	};
}
