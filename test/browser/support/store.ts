import { inject } from 'vitest';

/**
 * The store a shopper-flow test file runs against. The same files run in two projects:
 * `browser` against the fixture store and `real-store` against WooCommerce itself, each
 * global setup providing its store.
 */
export interface StoreUnderTest {
	readonly name: 'fixture store' | 'real store';
	/** Base URL, without a trailing slash. */
	readonly url: string;
	/** Why the tests cannot run against it here; empty when they can. */
	readonly skip: string;
	/**
	 * Whether its pages carry the cart side panel (`[data-island="cart-panel"]`): the fixture's
	 * theme prints it, Storefront does not.
	 */
	readonly cartPanel: boolean;
	/**
	 * Whether its product pages carry a size chart (`[data-island="size-chart"]` and its
	 * popup): the fixture's theme prints one, Storefront has none.
	 */
	readonly sizeChart: boolean;
	/**
	 * Whether its header carries the theme's live search box (`[data-island="live-search"]`):
	 * the fixture's theme prints it, Storefront's search is WooCommerce's plain product search.
	 */
	readonly liveSearch: boolean;
	/**
	 * Whether its product cards carry WooLentor's quick-view buttons and its admin-ajax calls
	 * answer them: the fixture's theme does, the real store has no WooLentor.
	 */
	readonly quickView: boolean;
	/**
	 * Whether its header carries the theme's account dropdown with a login form
	 * (`[data-island="account-dropdown"]`): the fixture's theme prints it, Storefront has none.
	 */
	readonly accountDropdown: boolean;
	/**
	 * Whether its pages carry WooCommerce's "Coming soon" banner (`#coming-soon-footer-banner`):
	 * the fixture store shows it to every visitor; the real store is live (coming-soon off).
	 */
	readonly comingSoonBanner: boolean;
	/**
	 * Whether the site can have a cookie banner speaking the WP Consent API and an analytics
	 * script held for consent (the fixture's `fixture_consent_banner` and `fixture_analytics`
	 * switches), and a checkout made with the Checkout block (`/block-checkout/`): the real
	 * store has neither plugin and a shortcode checkout.
	 */
	readonly consentPlugins: boolean;
	/**
	 * Whether its pages carry the theme's location and special-menu popups
	 * (`[data-island="location-popup"]`, `[data-island="special-menu"]`): the fixture's theme
	 * prints them, Storefront has neither.
	 */
	readonly themePopups: boolean;
	/**
	 * Whether its home page carries WooLentor's countdown and FAQ and Elementor's containers
	 * with a lazy background: the fixture's home page does, Storefront's has none of them.
	 */
	readonly contentBlocks: boolean;
	/**
	 * Whether its cards carry YITH's wishlist links and the theme's card action buttons, its
	 * header and footer the theme's wishlist counters, and its admin-ajax YITH's wishlist calls:
	 * the fixture's theme does, the real store has no YITH WooCommerce Wishlist.
	 */
	readonly wishlist: boolean;
	/**
	 * Whether its home page carries carousels (WooLentor's product slider, a `data-slick`
	 * promotions block): the fixture's does, Storefront prints none.
	 */
	readonly carousels: boolean;
	/**
	 * The theme's own elements that take focus while hidden, which a keyboard walkthrough
	 * tabs past (Storefront's product search button is visually hidden yet focusable): a
	 * selector, or empty.
	 */
	readonly hiddenFocusStops: string;
	/**
	 * A cookie for which the store serves its pages as if the plugin were inactive (the real
	 * store's test switch: WooCommerce's classic scripts; the fixture store: the page without
	 * islands), so axe and layout-shift checks hold the islands to what the classic page
	 * already does; null where the classic page is held to nothing.
	 */
	readonly classicCookie: { readonly name: string; readonly value: string } | null;
}

declare module 'vitest' {
	export interface ProvidedContext {
		store: StoreUnderTest;
	}
}

export function store(): StoreUnderTest {
	return inject('store');
}
