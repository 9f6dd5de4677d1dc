import {
	ACCOUNT_DROPDOWN,
	ALERT_NOTICES,
	CARD_ACTION_BUTTONS,
	CART_PANEL_TOGGLES,
	HELD_ANALYTICS,
	LIVE_SEARCH_BOXES,
	MINI_CART_FRAGMENT,
	MINI_CART_LIST,
	TRUSTED_MARKUP,
	WISHLIST_BUTTONS,
	WISHLIST_COUNTERS,
} from '../shared/selectors';
import { carouselStart } from './carousel/start';
import { contactFormStart } from './contact-form/start';
import { galleryStart } from './gallery/start';
import { orderAttributionFieldsStart, REGISTER_FORM } from './order-attribution-checkout/start';
import { productTabsStart } from './product-tabs/start';
import { quantityStart } from './quantity/start';
import type { IslandRegistry } from './types';
import { variationsFormStart } from './variations-form/start';

/**
 * The one map from a marker to its island. Each `load` is the only import of that island,
 * so each island becomes its own chunk. `markers` lists the stock WooCommerce / CF7 / theme
 * markup the island recognises; `[data-island="<name>"]` marks it too, unless it has `power`
 * (it loads code, sends a nonce or a request with the visitor's cookies, or writes a URL):
 * such an island starts only from its stock markup (types.ts, test/islands/powers.test.ts).
 */
export const registry: IslandRegistry = {
	// The mini-cart starts the page's cart (cached or refreshed fragments) at once.
	'mini-cart': {
		markers: MINI_CART_FRAGMENT,
		power: ['credentialed', 'writes-url'],
		load: () => import('./mini-cart/mount'),
		when: 'load',
	},
	// Removal on the shopper's first reach for the list (WooCommerce's, in whatever the theme holds it): a
	// click made before is held and replayed.
	'mini-cart-removal': {
		markers: MINI_CART_LIST,
		power: ['credentialed', 'writes-url'],
		load: () => import('./mini-cart-removal/mount'),
		when: 'interaction',
	},
	'hide-if-empty': { markers: '.hide_cart_widget_if_empty', load: () => import('./hide-if-empty/mount'), when: 'load' },
	// On the shopper's first pointer, focus or key on the header cart; the stylesheet keeps it shut on the cart
	// and checkout pages meanwhile.
	'mini-cart-dropdown': { markers: '.site-header-cart', load: () => import('./mini-cart-dropdown/mount'), when: 'interaction' },
	// React loads only when the shopper reaches for the cart: the header icon, or an add.
	'cart-panel': {
		load: () => import('./cart-panel/mount'),
		when: 'interaction',
		triggers: CART_PANEL_TOGGLES,
		startOn: ['adding_to_cart'],
	},
	'cart-row-toggle': {
		markers: '.woocommerce-cart-form__cart-item',
		load: () => import('./cart-row-toggle/mount'),
		when: 'visible',
	},
	'add-to-cart': {
		markers: 'a.ajax_add_to_cart',
		power: ['credentialed', 'writes-url'],
		load: () => import('./add-to-cart/mount'),
		when: 'interaction',
		// A click taken before the island is there shows at once, as WooCommerce shows an add on its way.
		heldClass: 'loading',
		// The commonest first tap: its chunk is on the page (not run) before the tap.
		ahead: true,
	},
	// React on the shopper's intent (the native selects work meanwhile), at once in the quick view's
	// dialog, or as it nears the view when every option comes chosen, since that choice is shown
	// without any input (./variations-form/start.ts).
	'variations-form': {
		markers: 'form.variations_form',
		power: ['credentialed', 'writes-url'],
		load: () => import('./variations-form/mount'),
		when: variationsFormStart,
		// Its first answer (the options a choice rules out) comes without React, from a chunk on the page before the input.
		ahead: true,
	},
	// Product page (docs/product-form.md): plain DOM over the server's markup. The quantity box and the tabs
	// on the shopper's first reach for them, their chunks fetched ahead: the page shows them whole meanwhile
	// (the steppers' signs drawn in their room, the first tab printed selected); the stars as they near the view.
	// A quantity box in the quick view's dialog starts at once.
	quantity: { markers: 'div.quantity', load: () => import('./quantity/mount'), when: quantityStart, ahead: true },
	'product-tabs': {
		markers: '.wc-tabs-wrapper',
		load: () => import('./product-tabs/mount'),
		when: productTabsStart,
		triggers: '.woocommerce-review-link',
		ahead: true,
	},
	'review-rating': { markers: '.comment-form-rating', load: () => import('./review-rating/mount'), when: 'visible' },
	'size-chart': { load: () => import('./size-chart/mount'), when: 'interaction' },
	// The thumbnails (plain DOM) and glider-js on the shopper's intent (the server's first image shows
	// meanwhile, laid out as the island will keep it), at once on a page opened in the lightbox; PhotoSwipe only on first use.
	gallery: {
		markers: '.woocommerce-product-gallery',
		power: ['writes-url'],
		load: () => import('./gallery/mount'),
		when: galleryStart,
		// A product page's first tap is often on its images.
		ahead: true,
	},
	// Before the first scroll the summary is on screen and the bar stays out.
	'sticky-add-to-cart': {
		markers: '.storefront-sticky-add-to-cart',
		load: () => import('./sticky-add-to-cart/mount'),
		when: 'interaction',
		startOn: ['scroll'],
	},
	// React and the chunk only when the shopper reaches for a search box (the theme's marker: Storefront's
	// plain product search is left alone); what is typed meanwhile stays in the field.
	'live-search': {
		markers: LIVE_SEARCH_BOXES,
		power: ['credentialed', 'writes-url'],
		load: () => import('./live-search/mount'),
		when: 'interaction',
	},
	// React and the dialog on the first pointer, focus or key on a quick-view button (WooLentor's on cards, and
	// on its flash-sale cards); its content is server HTML.
	'quick-view': {
		markers: '.woolentor-quickview-btn, .woolentorquickview',
		power: ['sends-nonce', 'credentialed', 'writes-url'],
		load: () => import('./quick-view/mount'),
		when: 'interaction',
	},
	// Site chrome, account side (docs/site-chrome.md#notices-account-and-listing): plain DOM over
	// WooCommerce's and the theme's markup.
	// The notice is printed hidden and shown at once unless its cookie says dismissed.
	'store-notice': { markers: '.woocommerce-store-notice', load: () => import('./store-notice/mount'), when: 'load' },
	// The forms of WooCommerce's pages (login, register, account details, checkout), inside the
	// `div.woocommerce` its shortcodes print: not a theme's header form under `body.woocommerce`.
	// On the shopper's first reach for the field (a pointer over it, a touch, focus), its chunk
	// fetched ahead: nobody shows a password they have not reached for, and a field focused first
	// keeps its focus as the toggle is put beside it.
	'password-toggle': {
		markers: 'div.woocommerce form input[type="password"]',
		load: () => import('./password-toggle/mount'),
		when: 'interaction',
		ahead: true,
	},
	// The login form: a submit made while it loads is held and replayed.
	'account-dropdown': {
		markers: ACCOUNT_DROPDOWN,
		power: ['sends-nonce', 'credentialed'],
		load: () => import('./account-dropdown/mount'),
		when: 'interaction',
	},
	// With the notice, toggle, banner and quantity it retires WooCommerce's site-wide script.
	'sort-order': { markers: 'form.woocommerce-ordering', load: () => import('./sort-order/mount'), when: 'visible' },
	// The first alert notice takes focus after 500 ms, and the listing's result count is heard again after 2 s
	// (docs/site-chrome.md#notices-account-and-listing): what else WooCommerce's site-wide script did at load.
	'notice-focus': {
		markers: ALERT_NOTICES,
		load: () => import('./notice-focus/mount'),
		when: 'load',
	},
	'result-count': { markers: '.woocommerce-result-count', load: () => import('./result-count/mount'), when: 'load' },
	// My account (README, "My account"): plain DOM over WooCommerce's forms. The address form's country
	// reshapes its fields (native selects, no selectWoo); it loads as the form nears the viewport and
	// applies a choice made before it mounted.
	'address-fields': { markers: '.woocommerce-address-fields', load: () => import('./address-fields/mount'), when: 'visible' },
	// A new password's strength meter on the first pointer, focus or key on the field, and WordPress's zxcvbn
	// only once it has focus: code of the site's own, from the plugin's data, never from the markup.
	'password-strength': {
		markers: 'form.register #reg_password, form.checkout #account_password, form.edit-account #password_1, form.lost_reset_password #password_1',
		power: ['loads-code', 'writes-url'],
		load: () => import('./password-strength/mount'),
		when: 'interaction',
	},
	// The lost-password forms' submit button, disabled once sent; a submit made while it loads is held.
	'lost-password': { markers: 'form.lost_reset_password', load: () => import('./lost-password/mount'), when: 'interaction' },
	// It sends the nonce WooCommerce printed on it: only the banner the plugin vouches for, never one in a post.
	'coming-soon-banner': {
		markers: `${TRUSTED_MARKUP} #coming-soon-footer-banner`,
		power: ['sends-nonce', 'credentialed'],
		load: () => import('./coming-soon-banner/mount'),
		when: 'visible',
	},
	// React per CF7 form on the shopper's intent, the form posting natively meanwhile; as it nears the
	// view behind a page cache, which resets forms on load, or inside another form, which it replaces
	// with CF7's error (docs/contact-forms.md; ./contact-form/start.ts). CF7's scripts are retired.
	'contact-form': { markers: '.wpcf7', power: ['credentialed', 'writes-url'], load: () => import('./contact-form/mount'), when: contactFormStart },
	// Order attribution (docs/attribution-and-consent.md): every page view is recorded once tracking is
	// allowed, at the first idle moment after the visitor's first input (at once if the page is hidden or
	// left first): no reader of the page needs it before they act, so it never runs at load, nor in the
	// first input's answer. Its chunk is fetched ahead, so the record does not wait for the network.
	// Its host is the settings tag the plugin prints on every page: an element nothing is clicked
	// inside, so no click waits for it (the runtime holds clicks inside a host not ready yet).
	'order-attribution': { markers: 'script#shop-islands-settings', load: () => import('./order-attribution/mount'), when: 'first-input', ahead: true },
	// Its fields, only where a form posts them: on a checkout at once, in the registration form on the
	// shopper's reach for the form (a Register click made before is held until they are filled).
	'order-attribution-checkout': {
		markers: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
		load: () => import('./order-attribution-checkout/mount'),
		when: orderAttributionFieldsStart,
		triggers: REGISTER_FORM,
		ahead: true,
	},
	// Analytics printed inert, loaded once the visitor allows statistics (docs/attribution-and-consent.md).
	// Only from a `script` element a consent plugin printed: post content cannot hold one.
	analytics: {
		markers: HELD_ANALYTICS,
		power: ['loads-code', 'writes-url'],
		load: () => import('./analytics/mount'),
		when: 'idle',
	},
	// Site chrome (docs/site-chrome.md#navigation-and-popups): plain DOM over Storefront's and the
	// theme's markup.
	// The navigation loads when the shopper reaches for it (its menu button's click is held meanwhile).
	'mobile-nav': { markers: '#site-navigation', load: () => import('./mobile-nav/mount'), when: 'interaction' },
	// The bar's search item on first use (the bar's cart link is the cart panel's trigger, its own
	// island's); hiding the bar while a form field has focus, on the first focus anywhere.
	'footer-bar': {
		markers: '.storefront-handheld-footer-bar li.search',
		load: () => import('./footer-bar/mount'),
		when: 'interaction',
		startOn: ['focusin'],
	},
	// The saved location shows in the header without a click, so both load once the page is idle.
	'location-popup': { load: () => import('./location-popup/mount'), when: 'idle' },
	'special-menu': { load: () => import('./special-menu/mount'), when: 'idle' },
	// Content blocks (docs/listings-and-content.md): plain DOM over WooLentor's and Elementor's markup.
	// WooLentor's flash-sale countdowns (its block's cards, a deal's product page: seconds left) and its
	// Elementor universal product widget's (a final date).
	countdown: { markers: '.woolentor-countdown, .ht-product-countdown', load: () => import('./countdown/mount'), when: 'visible' },
	faq: { markers: '.htwoolentor-faq', load: () => import('./faq/mount'), when: 'visible' },
	// Elementor's top-level containers (the plugin takes Elementor's own lazy-load script out; one it
	// left, which loaded the container already, is left as it is); a click inside one is never its
	// business, so none is held.
	'lazy-background': {
		markers: '.e-con.e-parent:not(.e-no-lazyload)',
		load: () => import('./lazy-background/mount'),
		when: 'visible',
		holdsActions: false,
	},
	// Listings and wishlist (docs/listings-and-content.md): plain DOM. The counters load as the shopper reaches for
	// a wishlist link (or a counter), so they follow the count before an add or removal lands, YITH's own
	// script's (its jQuery events) too; the request code they need costs nothing before that.
	'wishlist-count': {
		markers: WISHLIST_COUNTERS,
		power: ['credentialed'],
		load: () => import('./wishlist-count/mount'),
		when: 'interaction',
		triggers: WISHLIST_BUTTONS,
	},
	// YITH's add link (the plugin prints it into YITH's placeholder, or WooLentor's legacy block) and the
	// wishlist table's remove links: YITH's admin-ajax calls with YITH's nonces. After the visitor's first
	// input, so a visitor with a wishlist sees its state (which no cacheable page carries) without reaching for it.
	'wishlist-button': {
		markers: WISHLIST_BUTTONS,
		power: ['sends-nonce', 'credentialed', 'writes-url'],
		load: () => import('./wishlist-button/mount'),
		when: 'first-input',
	},
	// YITH's wishlist title form (its "Edit title"), as it nears the viewport, so "Edit title" is reachable by
	// keyboard; saving submits the server's own form.
	'wishlist-title': { markers: '.wishlist-title-container', load: () => import('./wishlist-title/mount'), when: 'visible' },
	// Each button's tooltip on the first pointer over or focus on it.
	tooltips: { markers: CARD_ACTION_BUTTONS, load: () => import('./tooltips/mount'), when: 'interaction' },
	// Carousels (docs/listings-and-content.md#carousels): WooLentor's product slider and slick's
	// `data-slick` carousels.
	// React and glider-js on the shopper's intent (the slides a row laid out as the carousel's
	// meanwhile), or as one that plays by itself nears the view (./carousel/start.ts).
	carousel: {
		markers: '.product-slider[data-settings], [data-slick]',
		power: ['writes-url'],
		load: () => import('./carousel/mount'),
		when: carouselStart,
	},
};
