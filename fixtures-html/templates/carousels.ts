import { type SafeHtml, html } from '../server/html';
import { type Product, isOnSale } from '../server/model/catalogue';
import { IMAGE_SIZES, imageUrl, mainImage } from '../server/model/images';
import { productUrl } from '../server/model/urls';
import type { PageContext } from './page';
import { addToCartLink, loopPrice } from './product-card';
import { thumbnailImg } from './thumbnail';
import { woolentorWishlistButton } from './woolentor-markup';

/**
 * The home page's carousels, below the fold:
 * - WooLentor's product slider, its "Product Tab" block with the slider on as the real store's
 *   home page prints it (seed-markup §4.1): the core heading, the block's wrapper (its class
 *   printed with a leading space), `woolentor-grid-columns-4` (the block saves only the desktop
 *   count), the `.product-slider` with its `data-settings` JSON as `wp_json_encode()` prints it
 *   (`pause_on_hover` always false: the block compares the editor's boolean with 'yes') and
 *   `style="display:none"`, which WooLentor's script lifts (the fixture prints `hidden`: its pages hold no style attribute), one
 *   `slide-item` per dish around the `product-item` card with WooLentor's YITH wishlist button
 *   between its image and its actions. Two differences, each for the fixture's own checks: the
 *   dishes are the first ten that are not featured (the real store's ten best sellers repeat
 *   dishes of its other sections, so WooCommerce's `describedby` ids repeat on its page), and
 *   the title is an `h3` where WooLentor prints `h4` (after the block's `h2`, a level skipped:
 *   axe's heading-order, which the fixture's pages are held to).
 * - a theme block of promotions carrying slick's own `data-slick` options (the generic carousel's
 *   defaults, docs/listings-and-content.md#carousels, for whatever it leaves out): the fixture
 *   theme's; no plugin of the real store prints one.
 * `?carousel_rtl=1` prints both as on a right-to-left site (`dir="rtl"`, `"rtl":true`: the block
 * reads `is_rtl()`), as the real store's test switch of that name makes its site right to left.
 */

const BLOCK_ID = 'b3c9e1f';
const CAROUSEL_PRODUCTS = 10;

export function productSlider(ctx: PageContext): SafeHtml {
	const rtl = new URLSearchParams(ctx.search).get('carousel_rtl') === '1';
	// Not the featured dishes shown above: a card's ids must stay unique on the page.
	const products = ctx.catalogue.products.filter((product) => !product.featured).slice(0, CAROUSEL_PRODUCTS);
	const settings = {
		arrows: true,
		dots: true,
		autoplay: true,
		autoplay_speed: 3000,
		animation_speed: 300,
		pause_on_hover: false,
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
	return html`<h2 class="wp-block-heading">Best sellers</h2><div class=" woolentorblock-${BLOCK_ID}">
<div class="woolentor-product-tab-area woolentor-grid-columns-4">
			<div class="woolentor-grid woolentor-grid-slider">
			<div id="product-slider-${BLOCK_ID}" dir="${direction}" class="product-slider" data-settings='${JSON.stringify(settings)}' hidden>
${products.map((product) => slideItem(ctx, product))}			</div>
		</div>
	</div>
</div>
`;
}

function slideItem(ctx: PageContext, product: Product): SafeHtml {
	const { catalogue, search } = ctx;
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
	return html`				<!-- product item start -->
				<div class="slide-item woolentor-grid-column">
				<div class="product-item  ">
    <div class="product-inner">
        <div class="image-wrap">
            <a href="${productUrl(product)}" class="image">
                ${isOnSale(catalogue, product) ? html`<span class="onsale">Sale!</span>` : ''}${thumbnailImg(product, mainImage(product), { lazy: true })}            </a>
            ${woolentorWishlistButton(ctx, product, 'fa-heart-o')}                            <div class="actions ">
                    ${addToCartLink(product, describedBy, search)}	<span id="${describedBy}" class="screen-reader-text">
		${product.type === 'variable' ? 'This product has multiple variants. The options may be chosen on the product page' : ''}	</span>
                </div>
        </div>
        <div class="content">
            <h3 class="title"><a href="${productUrl(product)}">${product.name}</a></h3>
	<span class="price">${loopPrice(catalogue, product)}</span>
        </div>
    </div>
</div></div>
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

/** The theme's promotions block (`data-slick`), printed after WooLentor's blocks. */
export function promotions(ctx: PageContext): SafeHtml {
	const rtl = new URLSearchParams(ctx.search).get('carousel_rtl') === '1';
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
