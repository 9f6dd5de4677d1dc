import { type SafeHtml, html } from '../server/html';
import { ACCOUNT_URL } from '../server/model/urls';
import { productSearchForm, wishlistCounter } from './header';
import { footerCartContentsLink, miniCartPlaceholder } from './mini-cart';
import type { PageContext } from './page';

/**
 * Storefront's footer and handheld footer bar, the sidebar, and the overlays the theme
 * prints site-wide: store notice, cart side panel, special-menu popup, coming-soon banner.
 */

export function siteFooter(ctx: PageContext): SafeHtml {
	return html`<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="col-full">

					<div class="site-info">
			&copy; ${ctx.site.name} ${new Date().getFullYear()}
							<br />
				Built with WooCommerce.					</div><!-- .site-info -->
				<div class="storefront-handheld-footer-bar">
			<ul class="columns-4">
									<li class="my-account">
						<a href="${ACCOUNT_URL}">My Account</a>					</li>
									<li class="search">
						<a href="">Search</a>			<div class="site-search ajax-search">
				${productSearchForm(1)}			</div>
								</li>
									<li class="wishlist">
						${wishlistCounter(ctx.wishlist.length, 'footer')}					</li>
									<li class="cart">
									${footerCartContentsLink(ctx.cart)}					</li>
							</ul>
		</div>
		
		</div><!-- .col-full -->
	</footer><!-- #colophon -->`;
}

/**
 * WooCommerce prints the store notice with `style="display:none;"` and shows it from
 * script unless its cookie says it was dismissed; `hidden` does the same without an inline style.
 */
export function storeNotice(ctx: PageContext): SafeHtml {
	const { id, text } = ctx.site.storeNotice;
	return html`<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${id}" hidden>${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
}

/**
 * The sidebar: the menu's categories. Like Storefront's sidebar on the real store it holds no
 * cart widget; `withCartWidget` adds WooCommerce's Cart widget set to "Hide if cart is empty",
 * as a site owner places it (WooCommerce leaves it out of the cart and checkout), printed as
 * the widget prints it: its mini-cart empty, for the fragments to fill.
 */
export function sidebar(ctx: PageContext, withCartWidget: boolean): SafeHtml {
	const cartWidget = withCartWidget
		? html`<div id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart"><span class="gamma widget-title">Your order</span><div class="hide_cart_widget_if_empty">${miniCartPlaceholder()}</div></div>`
		: '';
	return html`<div id="secondary" class="widget-area" role="complementary">
	<div id="woocommerce_product_categories-2" class="widget woocommerce widget_product_categories"><span class="gamma widget-title">Menu</span><ul class="product-categories">${ctx.catalogue.categories.map(
		(category) =>
			html`<li class="cat-item cat-item-${category.slug}"><a href="/product-category/${category.slug}/">${category.name}</a> <span class="count">(${ctx.catalogue.products.filter((product) => product.category === category.slug).length})</span></li>`,
	)}</ul></div>${cartWidget}</div><!-- #secondary -->`;
}

/**
 * The theme's slide-in cart: opened by the header cart and after every add to cart. The
 * island reads its heading and close label from `data-title` and `data-close-label`.
 */
export function cartPanel(ctx: PageContext): SafeHtml {
	return html`<aside id="cart-panel" class="cart-panel" data-island="cart-panel" data-title="Your order" data-close-label="Close cart" aria-label="Your order" hidden>
	<div class="cart-panel__overlay"></div>
	<div class="cart-panel__inner">
		<div class="cart-panel__header">
			<h2 id="cart-panel-title" class="cart-panel__title">Your order</h2>
			<button type="button" class="cart-panel__close" aria-label="Close cart">&times;</button>
		</div>
		<div class="widget woocommerce widget_shopping_cart">${miniCartPlaceholder()}</div>
	</div>
</aside>`;
}

export function specialMenuPopup(ctx: PageContext): SafeHtml {
	const special = ctx.site.specialMenu;
	return html`<div id="special-menu-popup" class="special-menu-popup" data-island="special-menu" role="dialog" aria-modal="true" aria-labelledby="special-menu-title" hidden>
	<div class="special-menu-popup__overlay"></div>
	<div class="special-menu-popup__dialog">
		<button type="button" class="special-menu-popup__close" aria-label="Close">&times;</button>
		<h2 id="special-menu-title" class="special-menu-popup__title">${special.title}</h2>
		<p class="special-menu-popup__text">${special.text}</p>
		<a class="button alt" href="/product/${special.productSlug}/">${special.linkText}</a>
	</div>
</div>`;
}

/**
 * WooCommerce's "Coming soon" footer banner; dismissal is stored as user meta over REST. As
 * WooCommerce prints it, the dismiss control carries the REST URL and the nonce (WooCommerce's
 * is a link without `href` or name; here a named button). The plugin prints it inside
 * `<shop-islands-trusted>`, which post content cannot hold: only this banner sends the nonce.
 */
export function comingSoonBanner(ctx: PageContext): SafeHtml {
	if (ctx.comingSoonDismissed) {
		return html``;
	}
	return html`<shop-islands-trusted><div id="coming-soon-footer-banner" class="woocommerce-coming-soon-banner-container" role="region" aria-label="Coming soon">
	<div class="woocommerce-coming-soon-banner">${ctx.site.comingSoonText}</div>
	<button type="button" class="coming-soon-footer-banner-dismiss" aria-label="Dismiss the coming soon banner" data-rest-url="${ctx.origin}/wp-json/wp/v2/users/me" data-rest-nonce="${ctx.nonces.rest}">&times;</button>
</div></shop-islands-trusted>`;
}
