import { type SafeHtml, html } from '../server/html';
import { ACCOUNT_URL, CART_URL, WISHLIST_URL } from '../server/model/urls';
import { cartContentsLink, miniCartPlaceholder } from './mini-cart';
import type { PageContext, PageKind } from './page';

/**
 * Storefront's header (branding, product search, primary navigation, header cart) plus the
 * theme's own widgets: live search, account dropdown, wishlist counter and location picker.
 */

interface MenuItem {
	readonly label: string;
	readonly url: string;
	readonly children?: readonly MenuItem[];
}

export function siteHeader(ctx: PageContext, kind: PageKind): SafeHtml {
	return html`<header id="masthead" class="site-header" role="banner">

		<div class="col-full">		<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>
		<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
				<div class="site-branding">
			<div class="beta site-title"><a href="/" rel="home">${ctx.site.name}</a></div><p class="site-description">${ctx.site.tagline}</p>		</div>
					<div class="site-search ajax-search">
				${productSearchForm(0)}			</div>
			<div class="site-header-tools">
				${ctx.foodMenu ? '' : locationPicker(ctx)}
				${accountDropdown(ctx)}
				${wishlistCounter(ctx.wishlist.length, 'header')}
			</div>
			</div><div class="storefront-primary-navigation"><div class="col-full">		<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>
			<div class="primary-navigation">${menu(ctx, 'menu-primary')}</div><div class="handheld-navigation">${menu(ctx, 'menu-handheld')}</div>		</nav><!-- #site-navigation -->
		${headerCart(ctx, kind)}
			</div></div>
	</header><!-- #masthead -->`;
}

/** How many product search forms a page prints: the header's and the handheld footer bar's. */
const PRODUCT_SEARCH_FORMS = 2;

/**
 * The product search widget; `index` keeps the field ids unique (header, footer bar). The two
 * come named apart on WooCommerce's placeholder, "Search products (1 of 2)", as the plugin
 * serves them (php-enqueue/includes/search-form-names.php).
 */
export function productSearchForm(index: number): SafeHtml {
	const id = `woocommerce-product-search-field-${index}`;
	const name = `Search products (${index + 1} of ${PRODUCT_SEARCH_FORMS})`;
	return html`<div class="widget woocommerce widget_product_search"><form aria-label="${name}" role="search" method="get" class="woocommerce-product-search" action="/">
	<label class="screen-reader-text" for="${id}">Search for:</label>
	<input type="search" id="${id}" class="search-field" placeholder="Search products&hellip;" value="" name="s" />
	<button type="submit" value="Search" class="">Search</button>
	<input type="hidden" name="post_type" value="product" />
</form>
</div>`;
}

/** storefront_header_cart(): no mini-cart dropdown on the cart and checkout pages. */
function headerCart(ctx: PageContext, kind: PageKind): SafeHtml {
	const onCartPages = kind === 'cart' || kind === 'checkout';
	return html`<ul id="site-header-cart" class="site-header-cart menu">
			<li class="${kind === 'cart' ? 'current-menu-item' : ''}">
				${cartContentsLink(ctx.cart)}			</li>
			<li>
				${onCartPages ? '' : html`<div class="widget woocommerce widget_shopping_cart">${miniCartPlaceholder()}</div>`}			</li>
		</ul>`;
}

function menuItems(ctx: PageContext): MenuItem[] {
	return [
		{ label: 'Home', url: '/' },
		{
			label: 'Menu',
			url: '/shop/',
			children: ctx.catalogue.categories.map((category) => ({
				label: category.name,
				url: `/product-category/${category.slug}/`,
			})),
		},
		{ label: 'Cart', url: CART_URL },
		{ label: 'Checkout', url: '/checkout/' },
		{ label: 'My account', url: ACCOUNT_URL },
		{ label: 'Contact', url: '/contact/' },
	];
}

function menu(ctx: PageContext, id: string): SafeHtml {
	return html`<ul id="${id}" class="menu">${menuItems(ctx).map((item) => menuItem(item, ctx.path))}</ul>`;
}

function menuItem(item: MenuItem, currentPath: string): SafeHtml {
	// WordPress marks the items above the current page, and Storefront's handheld menu opens them.
	const ancestor = item.children?.some((child) => child.url === currentPath) ? 'current-menu-ancestor current-menu-parent' : '';
	const classes = ['menu-item', item.children ? 'menu-item-has-children' : '', item.url === currentPath ? 'current-menu-item' : '', ancestor]
		.filter(Boolean)
		.join(' ');
	const current = item.url === currentPath ? html` aria-current="page"` : '';
	const children = item.children
		? html`
<ul class="sub-menu">${item.children.map((child) => menuItem(child, currentPath))}</ul>`
		: '';
	return html`<li class="${classes}"><a href="${item.url}"${current}>${item.label}</a>${children}</li>
`;
}

/** The pickup location: the chosen name in the header, and the popup that chooses it. */
function locationPicker(ctx: PageContext): SafeHtml {
	return html`<div class="site-header-location" data-island="location-popup">
					<button type="button" class="site-header-location__toggle" aria-haspopup="dialog" aria-controls="location-popup">
						<span class="site-header-location__label">Pickup location</span>
						<span class="site-header-location__name" hidden></span>
					</button>
					<div id="location-popup" class="location-popup" role="dialog" aria-modal="true" aria-labelledby="location-popup-title" hidden>
						<div class="location-popup__overlay"></div>
						<div class="location-popup__dialog">
							<button type="button" class="location-popup__close" aria-label="Close">&times;</button>
							<h2 id="location-popup-title" class="location-popup__title">Where are you ordering from?</h2>
							<label for="location-popup-select">Location</label>
							<select id="location-popup-select" class="location-popup__select" name="fmp_location">
								<option value="">Choose a location&hellip;</option>
								${ctx.site.locations.map((location) => html`<option value="${location.value}">${location.label}</option>`)}
							</select>
							<p class="location-popup__message" role="status" data-template="Orders will be ready for pickup at %s." hidden></p>
							<button type="button" class="button location-popup__save">Save location</button>
						</div>
					</div>
				</div>`;
}

/**
 * The account dropdown: a login form posted in the background by the island, and to
 * My account (WooCommerce's own login handler) without JavaScript.
 */
function accountDropdown(ctx: PageContext): SafeHtml {
	const panel = ctx.user
		? html`<p class="site-header-account__greeting">Hello <strong>${ctx.user}</strong></p>
						<ul class="site-header-account__links">
							<li><a href="${ACCOUNT_URL}">Dashboard</a></li>
							<li><a href="${ACCOUNT_URL}customer-logout/?_wpnonce=${ctx.nonces.logout}">Log out</a></li>
						</ul>`
		: html`<form class="woocommerce-form woocommerce-form-login login site-header-account__form" action="${ACCOUNT_URL}" method="post">
							<div class="site-header-account__notices" role="alert"></div>
							<p class="woocommerce-form-row form-row">
								<label for="header-login-username">Username or email address&nbsp;<span class="required" aria-hidden="true">*</span></label>
								<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="header-login-username" autocomplete="username" required aria-required="true" />
							</p>
							<p class="woocommerce-form-row form-row">
								<label for="header-login-password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label>
								<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="header-login-password" autocomplete="current-password" required aria-required="true" />
							</p>
							<input type="hidden" name="action" value="shop_islands_login" />
							<input type="hidden" name="security" value="${ctx.nonces.ajaxLogin}" />
							<input type="hidden" name="woocommerce-login-nonce" value="${ctx.nonces.login}" />
							<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p>
						</form>`;
	return html`<div class="site-header-account">
					<a class="site-header-account__toggle" href="${ACCOUNT_URL}" aria-haspopup="true">${ctx.user ? 'My account' : 'Log in'}</a>
					<div class="site-header-account__panel">
						${panel}
					</div>
				</div>`;
}

/** The wishlist count; the island refreshes `.count` from yith_wcwl_update_wishlist_count. */
export function wishlistCounter(count: number, place: 'header' | 'footer'): SafeHtml {
	return html`<a class="${place}-wishlist wishlist-counter" href="${WISHLIST_URL}"><span class="${place}-wishlist__label">Wishlist</span> <span class="count">${count}</span></a>`;
}
