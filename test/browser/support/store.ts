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
	 * Whether its header carries the theme's live search box (`.site-search.ajax-search`):
	 * the fixture's theme prints it, Storefront's search is WooCommerce's plain product search.
	 */
	readonly liveSearch: boolean;
	/**
	 * Whether its product cards carry WooLentor's quick-view buttons and its admin-ajax calls
	 * answer them: both stores do (the real store runs WooLentor 3.4 since #23).
	 */
	readonly quickView: boolean;
	/**
	 * Whether its header carries the theme's account dropdown with a login form
	 * (`.site-header-account`): the fixture's theme prints it, Storefront has none.
	 */
	readonly accountDropdown: boolean;
	/**
	 * How a visitor gets WooCommerce's "Coming soon" banner (`#coming-soon-footer-banner`): the
	 * fixture store shows it to every visitor (no login, no cookie); the real store, which is live,
	 * to a store manager logged in with `login` whose requests carry `cookie`, its test switch for
	 * coming-soon mode (a store in that mode shows its own pages to managers, with the banner).
	 */
	readonly comingSoonBanner: {
		readonly login: { readonly user: string; readonly password: string } | null;
		readonly cookie: { readonly name: string; readonly value: string } | null;
	};
	/**
	 * The visitor cookies for which the store has a cookie banner beside the WP Consent API (the
	 * real store: the WP Consent API and CookieYes, opt-in; the fixture: its imitation of both,
	 * `fixture_consent_banner`) and an analytics script held for statistics consent.
	 */
	readonly consentSwitches: { readonly banner: SwitchCookie; readonly analytics: SwitchCookie };
	/**
	 * The visitor cookie for which the store has Food Menu with its location popup on (the real
	 * store: Food Menu 5.1.4 itself; the fixture: the popup as the plugin prints it,
	 * `fixture_food_menu`, in place of the theme's header picker).
	 */
	readonly foodMenuSwitch: SwitchCookie;
	/**
	 * Whether it has a checkout made with the Checkout block (`/block-checkout/`) and a thank-you
	 * page listing the attribution fields the classic checkout posted: the fixture's alone (the
	 * real store has a shortcode checkout and WooCommerce's thank-you page).
	 */
	readonly blockCheckout: boolean;
	/**
	 * Whether its pages carry the theme's location and special-menu popups
	 * (`[data-island="location-popup"]`, `[data-island="special-menu"]`): the fixture's theme
	 * prints them, Storefront has neither.
	 */
	readonly themePopups: boolean;
	/**
	 * Whether its home page carries WooLentor's flash-sale block (the deal's countdown) and FAQ
	 * block: both stores' do (Elementor's containers with a lazy background only the fixture's).
	 */
	readonly contentBlocks: boolean;
	/**
	 * Whether its cards carry YITH WooCommerce Wishlist's button (YITH 4's placeholder, which the
	 * plugin fills), its product slider WooLentor's legacy YITH block, its wishlist page YITH's table
	 * and its admin-ajax YITH's wishlist calls: both stores. (The theme's wishlist counters are the
	 * fixture's alone: YITH 4 free and Storefront print none.)
	 */
	readonly wishlist: boolean;
	/**
	 * Whether its home page carries WooLentor's product slider block: both stores' do (the
	 * theme's `data-slick` promotions only the fixture's).
	 */
	readonly carousels: boolean;
	/**
	 * The theme's own elements that take focus while hidden, which a keyboard walkthrough
	 * tabs past (Storefront's product search button is visually hidden yet focusable): a
	 * selector, or empty.
	 */
	readonly hiddenFocusStops: string;
	/**
	 * Requests the store's own plugins make by themselves and are refused, whatever the islands
	 * do (the same on the classic page), by status and path: the console error each logs
	 * ("Failed to load resource: the server responded with a status of <status> …", naming the
	 * URL as its location) is not held against the islands. The real store: YITH's add-to-wishlist
	 * script asking for a guest's wishlists on the classic page (test/real-store/seed-plugins.ts);
	 * with the plugin active YITH's script is gone. None on the fixture store.
	 */
	readonly ownRefusedRequests: readonly RefusedRequest[];
	/**
	 * A cookie for which the store serves its pages as if the plugin were inactive (the real
	 * store's test switch: WooCommerce's classic scripts; the fixture store: the page without
	 * islands), so axe and layout-shift checks hold the islands to what the classic page
	 * already does; null where the classic page is held to nothing.
	 */
	readonly classicCookie: { readonly name: string; readonly value: string } | null;
}

/** A cookie that turns one of a store's test switches on for the visitor who has it. */
export interface SwitchCookie {
	readonly name: string;
	readonly value: string;
}

/** A request a store's own plugin makes and the store refuses: its status and its URL's path. */
export interface RefusedRequest {
	readonly status: number;
	readonly path: string;
}

/**
 * Whether a console error is a store's own refused request: Chromium's "Failed to load resource"
 * with that status, located at a URL with that path.
 */
export function isOwnRefusedRequest(text: string, url: string, refused: readonly RefusedRequest[]): boolean {
	const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(text)?.[1];
	if (status === undefined || !URL.canParse(url)) {
		return false;
	}
	const { pathname } = new URL(url);
	return refused.some((request) => request.status === Number(status) && request.path === pathname);
}

declare module 'vitest' {
	export interface ProvidedContext {
		store: StoreUnderTest;
	}
}

export function store(): StoreUnderTest {
	return inject('store');
}
