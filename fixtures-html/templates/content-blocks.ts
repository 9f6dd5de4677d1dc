import { type SafeHtml, html } from '../server/html';
import type { Product } from '../server/model/catalogue';
import { mainImage } from '../server/model/images';
import { BANNER_ELEMENT_ID, ELEMENTOR_POST_CSS_URL, ELEMENTOR_POST_ID } from '../server/model/elementor';
import { CONTACT_URL, productUrl } from '../server/model/urls';
import { STORE_TIMEZONE } from '../server/model/woocommerce';
import type { PageContext } from './page';
import { addToCartHref, loopPrice } from './product-card';
import { thumbnailImg } from './thumbnail';
import { woolentorWishlistButton } from './woolentor-markup';

/**
 * The home page's content blocks, as the real store's home page prints WooLentor's Gutenberg
 * blocks (seed-markup §4.2, §4.3), each under a core heading:
 * - "Product Flash Sale": the week's special (the Veggie Supreme) in WooLentor's card, its
 *   countdown printed twice (over the image and in the content), `data-countdown` the **seconds
 *   left** until the deal's last day ends (23:59:59 in the store's zone), counted when the page
 *   is rendered, as WooLentor's flash-sale module counts them;
 * - the FAQ, "Show first item" on, its icon on the left, `data-settings` unquoted as WooLentor
 *   prints it (`esc_attr( 'data-settings=' . wp_json_encode(…) )`), answers as plain text.
 * Then, fixture only, an Elementor section (no plugin of the real store prints Elementor's
 * containers): an opening-hours container and a banner whose background image Elementor's
 * per-post stylesheet sets, held back until the container nears the viewport.
 *
 * Differences, each for the fixture's own checks: the deal's discount is not applied to the
 * price (the fixture has no deals), and the card's add-to-cart icon link, which WooLentor prints
 * without a name, is named (axe's link-name, which the fixture's pages are held to).
 *
 * The deal's product page prints its countdown too (`dealCountdown`).
 *
 * Test switches, as the real store's (site/wp-content/mu-plugins/real-store-test-switches.php):
 * `?countdown_seconds=<value>` prints that `data-countdown` as it is (zero, negative, not a
 * number), `?countdown_labels=<value>` that `data-customlavel`, `?faq_settings=<json>` that
 * `data-settings` (an out-of-range showitem).
 */

/** The week's special: the real store's deal is on the same dish (SHOP_ISLANDS_STORE_SPECIAL_PRODUCT). */
const SPECIAL_SLUG = 'veggie-supreme';
const FLASH_SALE_BLOCK_ID = 'c0a1f3d';
const FAQ_BLOCK_ID = 'd1e2a04';
const SECOND_MS = 1000;
const DAY_MS = 86_400_000;
/** A deal runs to the end of its last day: 23:59:59. */
const LAST_SECOND_OF_DAY_MS = DAY_MS - SECOND_MS;

export function contentBlocks(ctx: PageContext): SafeHtml {
	const { countdown, faq } = ctx.site.contentBlocks;
	const query = new URLSearchParams(ctx.search);
	const special = ctx.catalogue.products.find((product) => product.slug === SPECIAL_SLUG);
	const faqSettings = query.get('faq_settings') ?? JSON.stringify({ showitem: faq.showFirstItem });
	return html`<h2 class="wp-block-heading">${countdown.title}</h2><div class="woolentorblock-${FLASH_SALE_BLOCK_ID} woolentor_block_flash_sale_product woolentor-grid-columns-1"><div class="ht-products woocommerce woolentor-grid ">${special ? flashSaleCard(ctx, special) : ''}</div></div><h2 class="wp-block-heading">${faq.title}</h2><div class="woolentorblock-${FAQ_BLOCK_ID} woolentorfaq-block-area">
	<div class="htwoolentor-faq woolentorfaq-icon-pos-left" id="htwoolentor-faq-${FAQ_BLOCK_ID}" data-settings=${faqSettings}>

${faq.items.map(
	(item) => html`						<div class="htwoolentor-faq-card">
					<div class="htwoolentor-faq-head"><span class="htwoolentor-faq-head-indicator"></span> <span class="htwoolentor-faq-head-text">${item.question}</span></div>					<div class="htwoolentor-faq-body">
						<div class="htwoolentor-faq-content">
							${item.answer}						</div>
					</div>
				</div>
				
`,
)}
	</div>
</div>
`;
}

/**
 * The deal's countdown on its dish's product page, as the flash-sale module prints it before the
 * add-to-cart form (its "flip" style, the module's default); nothing for another dish.
 */
export function dealCountdown(ctx: PageContext, product: Product): SafeHtml {
	if (product.slug !== SPECIAL_SLUG) {
		return html``;
	}
	const { countdown } = ctx.site.contentBlocks;
	return html`        <div class="woolentor-flash-product-countdown">

                            <p class="woolentor-flash-product-offer-timer-text">Hurry Up! Offer ends in</p>
            
            <div class="woolentor-countdown woolentor-countdown-flip" data-countdown="${secondsLeftInDeal(countdown.daysFromNow, new Date())}" data-customlavel='${JSON.stringify(countdown.labels)}'></div>
        </div>

`;
}

/** One dish of the deal, as the flash-sale block prints it (its countdown twice). */
function flashSaleCard(ctx: PageContext, product: Product): SafeHtml {
	const { countdown } = ctx.site.contentBlocks;
	const query = new URLSearchParams(ctx.search);
	const seconds = query.get('countdown_seconds') ?? String(secondsLeftInDeal(countdown.daysFromNow, new Date()));
	const labels = query.get('countdown_labels') ?? JSON.stringify(countdown.labels);
	const box = html`<div class="woolentor-countdown woolentor-countdown-default" data-countdown="${seconds}" data-customlavel='${labels}'></div>`;
	return html`                    <div class="woolentor-grid-column">
                        <div class="woolentor-flash-product ">
                            <div class="woolentor-flash-product-thumb">
                                <a href="${productUrl(product)}">
                                    <div class="woolentor-flash-product-image">
                                        ${thumbnailImg(product, mainImage(product), { lazy: true })}                                    </div>
                                </a>
                                ${box}
                                <ul class="woolentor-flash-product-action">
                                    <li><a href="${addToCartHref(ctx.search, product.id)}" data-quantity="1" class="woolentor-flash-product-action-btn  add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" aria-label="Add to cart: &ldquo;${product.name}&rdquo;"><i class="fa fa-shopping-cart"></i></a></li>
                                    <li>${woolentorWishlistButton(ctx, product, 'fa-heart')}</li>
                                    <li>
                                            <a href="#" class="woolentor-flash-product-action-btn woolentorquickview" data-product_id="${product.id}" aria-label="${product.name}">
                                                <i class="fa fa-eye"></i>
                                            </a>
                                        </li>
                                </ul>
                            </div>
                            <div class="woolentor-flash-product-content">
                                    <div class="woolentor-flash-product-offer-timer">
                                        ${box}
                                    </div>
                                <h3 class="woolentor-flash-product-title"><a href="${productUrl(product)}">${product.name}</a></h3>
                                <div class="woolentor-flash-product-price-rating woolentor-product-has-no-rating">
                                    <div class="woolentor-flash-product-price">
                                        <div class="price">${loopPrice(ctx.catalogue, product)}</div>                                    </div>
                                </div>
                            </div>
                        </div>
                    </div>
                `;
}

/**
 * The seconds from `now` to the end of the deal's last day, `daysFromNow` days after today in
 * the store's zone, as WooLentor counts them: the store's wall-clock times subtracted.
 */
export function secondsLeftInDeal(daysFromNow: number, now: Date): number {
	const wallNow = storeWallClock(now);
	const today = wallNow - (wallNow % DAY_MS);
	return Math.floor((today + daysFromNow * DAY_MS + LAST_SECOND_OF_DAY_MS - wallNow) / SECOND_MS);
}

/** The store's wall-clock time at `date`, as milliseconds since the epoch read as if UTC. */
function storeWallClock(date: Date): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone: STORE_TIMEZONE,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	}).formatToParts(date);
	const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((candidate) => candidate.type === type)?.value);
	return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * Elementor's section (fixture only): top-level flexbox containers (`.e-con.e-parent`), the
 * banner third, so at most 1024 px tall it is held back until it nears the viewport.
 */
export function elementorSection(ctx: PageContext): SafeHtml {
	const { banner } = ctx.site.contentBlocks;
	return html`<link rel="stylesheet" id="elementor-post-${ELEMENTOR_POST_ID}-css" href="${ELEMENTOR_POST_CSS_URL}" media="all" />
<div data-elementor-type="wp-page" data-elementor-id="${ELEMENTOR_POST_ID}" class="elementor elementor-${ELEMENTOR_POST_ID}">
	${container('c0a2e8b', html`${widget('d1e2a03', 'heading', html`<h2 class="elementor-heading-title elementor-size-default">Opening hours</h2>`)}
		${widget('d1e2a04', 'text-editor', html`<p>Open every day from 11 am to 10 pm.</p>`)}`)}
	${container('c0a3d52', widget('d1e2a05', 'text-editor', html`<p>Kitchen orders close at 10 pm; the terrace stays open until 11 pm.</p>`))}
	${container(BANNER_ELEMENT_ID, html`${widget('d1e2a06', 'heading', html`<h2 class="elementor-heading-title elementor-size-default">${banner.title}</h2>`)}
		${widget('d1e2a07', 'text-editor', html`<p>${banner.text}</p>`)}
		${widget('d1e2a08', 'button', html`<a class="elementor-button elementor-button-link" href="${CONTACT_URL}"><span class="elementor-button-text">${banner.linkText}</span></a>`)}`)}
</div>
`;
}

/** A top-level flexbox container, boxed, as Elementor prints it. */
function container(id: string, content: SafeHtml): SafeHtml {
	return html`<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
		<div class="e-con-inner">
		${content}
		</div>
	</div>`;
}

function widget(id: string, type: string, content: SafeHtml): SafeHtml {
	return html`<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
			<div class="elementor-widget-container">
			${content}
			</div>
		</div>`;
}
