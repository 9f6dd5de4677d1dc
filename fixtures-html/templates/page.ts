import type { SafeHtml } from '../server/html';
import type { CartSummary } from '../server/model/cart';
import type { Catalogue } from '../server/model/catalogue';
import type { Notice } from '../server/model/notices';
import type { Site } from '../server/model/site';

/** What every template may read about the request, and what a screen template returns. */

export interface PageNonces {
	/** `woocommerce-cart`: the remove links and the cart form. */
	readonly cart: string;
	readonly login: string;
	readonly ajaxLogin: string;
	readonly rest: string;
	readonly logout: string;
	readonly checkout: string;
	/** My account's forms: registration, an address, account details, lost and reset password. */
	readonly register: string;
	readonly editAddress: string;
	readonly editAccount: string;
	readonly lostPassword: string;
	readonly resetPassword: string;
	/** YITH WooCommerce Wishlist's: its no-JavaScript add and remove links. */
	readonly addToWishlist: string;
	readonly removeFromWishlist: string;
	readonly editWishlist: string;
}

export interface PageContext {
	readonly catalogue: Catalogue;
	readonly site: Site;
	readonly cart: CartSummary;
	readonly user: string | null;
	readonly wishlist: readonly number[];
	/** The visitor's wishlist token (YITH's), '' without a session, and its name. */
	readonly wishlistToken: string;
	readonly wishlistName: string;
	/**
	 * Notices for WooCommerce's `.woocommerce-notices-wrapper`: on the checkout only, since
	 * everywhere else Storefront has printed them at the top of the content (the layout's).
	 */
	readonly notices: readonly Notice[];
	readonly nonces: PageNonces;
	readonly comingSoonDismissed: boolean;
	/** A cookie banner plugin (WP Consent API) is on the site for this visitor. */
	readonly consentBanner: boolean;
	/** An analytics plugin prints its script, held back until statistics consent. */
	readonly analytics: boolean;
	/** Food Menu is on the site with its location popup, which the plugin prints (templates/food-menu.ts). */
	readonly foodMenu: boolean;
	/** `http://127.0.0.1:8080`: for the few URLs WordPress prints absolute (REST). */
	readonly origin: string;
	/** The request path, to mark the current menu item. */
	readonly path: string;
	/** The request's query string with its `?` (or ''), as `location.search`. */
	readonly search: string;
}

export interface Crumb {
	readonly label: string;
	readonly url: string | null;
}

export type PageKind = 'home' | 'shop' | 'product' | 'cart' | 'checkout' | 'account' | 'page';

export interface Page {
	readonly kind: PageKind;
	readonly title: string;
	/** Classes WordPress puts before the theme's (`archive post-type-archive …`). */
	readonly templateClasses: readonly string[];
	/** WooCommerce's own body classes (`woocommerce-cart woocommerce-page`). */
	readonly woocommerceClasses: readonly string[];
	readonly breadcrumb: readonly Crumb[] | null;
	readonly content: SafeHtml;
	readonly sidebar: boolean;
	/** Printed inside `#page` after the footer: the sticky add-to-cart bar, the PhotoSwipe template. */
	readonly afterFooter?: SafeHtml;
	/** Scripts of other plugins the screen carries at the end of the body (the block checkout's). */
	readonly scripts?: SafeHtml;
	/** Structured data for `<script type="application/ld+json">`. */
	readonly jsonLd?: unknown;
}
