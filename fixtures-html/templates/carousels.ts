import { type SafeHtml, html } from '../server/html';
import { type Catalogue, type Product, isOnSale } from '../server/model/catalogue';
import { IMAGE_SIZES, imageUrl, mainImage } from '../server/model/images';
import { productUrl } from '../server/model/urls';
import type { PageContext } from './page';
import { addToCartLink, loopPrice } from './product-card';
import { thumbnailImg } from './thumbnail';

/**
 * The home page's carousels, below the fold:
 * - WooLentor's product slider (its Gutenberg block's `woolentor-grid-slider` wrapper, the
 *   `.product-slider` with its `data-settings` JSON as `wp_json_encode()` prints it, one
 *   `slide-item` per dish around the widgets' `product-item` card). WooLentor prints the
 *   slider with `style="display:none"` and shows it from its script; the fixture prints
 *   `hidden` instead (a strict CSP forbids style attributes), which acts the same.
 *   The block's own card template (`loop-item.php`) was not found; the card is the product
 *   widgets' (`product-inner`, `image-wrap`, `actions`, `content`), its title an `h3` where
 *   WooLentor prints `h4`, so the page's heading levels do not skip one.
 * - a theme block of promotions carrying slick's own `data-slick` options (§9.4's defaults
 *   for whatever it leaves out).
 * `?carousel_rtl=1` prints both as on a right-to-left site (`dir="rtl"`, `"rtl":true`).
 */

const BLOCK_ID = 'b3c9e1f';
const CAROUSEL_PRODUCTS = 10;

export function homeCarousels(ctx: PageContext): SafeHtml {
	const rtl = new URLSearchParams(ctx.search).get('carousel_rtl') === '1';
	// Not the featured dishes shown above: a card's ids must stay unique on the page.
	const products = ctx.catalogue.products.filter((product) => !product.featured).slice(0, CAROUSEL_PRODUCTS);
	const settings = {
		arrows: true,
		dots: true,
		autoplay: true,
		autoplay_speed: 3000,
		animation_speed: 300,
		pause_on_hover: true,
		rtl,
		product_items: 4,
		scroll_columns: 4,
		tablet_width: 800,
		tablet_display_columns: 2,
		tablet_scroll_columns: 2,
		mobile_width: 480,
		mobile_display_columns: 1,
		mobile_scroll_columns: 1,
	};
	const direction = rtl ? 'rtl' : 'ltr';
	return html`<section class="storefront-product-section woolentor-best-sellers" aria-labelledby="best-sellers-title">
	<h2 id="best-sellers-title" class="section-title">Best sellers</h2>
	<div class="woolentorblock-${BLOCK_ID}">
<div class="woolentor-product-tab-area woolentor-grid-columns-4 woolentor-grid-columns-laptop-3 woolentor-grid-columns-tablet-2 woolentor-grid-columns-mobile-1">
		<div class="woolentor-grid woolentor-grid-slider">
			<div id="product-slider-${BLOCK_ID}" dir="${direction}" class="product-slider" data-settings='${JSON.stringify(settings)}' hidden>
${products.map((product) => slideItem(ctx.catalogue, product, ctx.search))}			</div>
		</div>
	</div>
</div>
</section>
${promotions(ctx, rtl)}`;
}

function slideItem(catalogue: Catalogue, product: Product, search: string): SafeHtml {
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
	return html`				<div class="slide-item woolentor-grid-column">
					<div class="product-item">
						<div class="product-inner">
							<div class="image-wrap">
								<a href="${productUrl(product)}" class="image">${isOnSale(catalogue, product) ? html`<span class="onsale">Sale!</span>` : ''}${thumbnailImg(product, mainImage(product), { lazy: true })}</a>
								<div class="actions">${addToCartLink(product, describedBy, search)}<span id="${describedBy}" class="screen-reader-text">${product.type === 'variable' ? 'This product has multiple variants. The options may be chosen on the product page' : ''}</span></div>
							</div>
							<div class="content">
								<h3 class="title"><a href="${productUrl(product)}">${product.name}</a></h3>
								<span class="price">${loopPrice(catalogue, product)}</span>
							</div>
						</div>
					</div>
				</div>
`;
}

interface Promotion {
	readonly title: string;
	readonly text: string;
	readonly category: string;
	readonly link: string;
}

const PROMOTIONS: readonly Promotion[] = [
	{ title: 'Pizza Tuesday', text: 'Every pizza from the wood oven at a special price, all day.', category: 'pizza', link: 'See the pizzas' },
	{ title: 'Sweet endings', text: 'A dessert on the house with any two mains, this week only.', category: 'desserts', link: 'See the desserts' },
	{ title: 'Fresh from the bakery', text: 'Bread and focaccia baked every morning, to take home.', category: 'bakery', link: 'See the bakery' },
	{ title: 'Something to drink', text: 'House lemonades and iced teas, made with fresh fruit.', category: 'drinks', link: 'See the drinks' },
];

function promotions(ctx: PageContext, rtl: boolean): SafeHtml {
	const options = { autoplay: true, dots: true, arrows: true, rtl };
	const size = IMAGE_SIZES.thumbnail;
	return html`<section class="poco-promotions" aria-labelledby="promotions-title">
	<h2 id="promotions-title" class="section-title">This week</h2>
	<div id="poco-promotions-slider" class="poco-promotions__slider" dir="${rtl ? 'rtl' : 'ltr'}" data-slick='${JSON.stringify(options)}'>
${PROMOTIONS.map((promotion) => {
	const cover = ctx.catalogue.products.find((product) => product.category === promotion.category && mainImage(product) !== null);
	const image = cover ? mainImage(cover) : null;
	return html`		<div class="poco-promotions__slide">
			${cover && image ? html`<img class="poco-promotions__image" src="${imageUrl(cover, image, size)}" alt="" width="${size.width}" height="${size.height}" loading="lazy" decoding="async" />` : ''}
			<h3 class="poco-promotions__title">${promotion.title}</h3>
			<p>${promotion.text}</p>
			<p><a class="button" href="/product-category/${promotion.category}/">${promotion.link}</a></p>
		</div>
`;
})}	</div>
</section>
`;
}
