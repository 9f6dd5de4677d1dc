import { ALERT_NOTICES, CARD_ACTION_BUTTONS, CART_PANEL_TOGGLES, MINI_CART_FRAGMENT, WISHLIST_BUTTONS, WISHLIST_COUNTERS } from '../shared/selectors';
import type { IslandRegistry } from './types';

/**
 * The one map from a marker to its island. Each `load` is the only import of that island,
 * so each island becomes its own chunk. `markers` lists the stock WooCommerce / CF7 / theme
 * markup the island recognises; `[data-island="<name>"]` always marks it too.
 */
export const registry: IslandRegistry = {
	// The mini-cart starts the page's cart (cached or refreshed fragments) at once.
	'mini-cart': { markers: MINI_CART_FRAGMENT, load: () => import('./mini-cart/mount'), when: 'load' },
	'hide-if-empty': { markers: '.hide_cart_widget_if_empty', load: () => import('./hide-if-empty/mount'), when: 'load' },
	'mini-cart-dropdown': { markers: '.site-header-cart', load: () => import('./mini-cart-dropdown/mount'), when: 'idle' },
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
	'add-to-cart': { markers: 'a.ajax_add_to_cart', load: () => import('./add-to-cart/mount'), when: 'interaction' },
	// React, loaded as the form nears the viewport: its own chunk is small, and the options are
	// filtered (a preselected choice shown) before the shopper reaches for them (README, variations).
	'variations-form': { markers: 'form.variations_form', load: () => import('./variations-form/mount'), when: 'visible' },
	// Product page (spec §2.4, §5.1, §5.3): plain DOM over the server's markup, each loading as it nears the viewport.
	quantity: { markers: 'div.quantity', load: () => import('./quantity/mount'), when: 'visible' },
	'product-tabs': {
		markers: '.wc-tabs-wrapper',
		load: () => import('./product-tabs/mount'),
		when: 'visible',
		triggers: '.woocommerce-review-link',
	},
	'review-rating': { markers: '.comment-form-rating', load: () => import('./review-rating/mount'), when: 'visible' },
	'size-chart': { load: () => import('./size-chart/mount'), when: 'interaction' },
	// React, glider-js and the thumbnails once the gallery nears the viewport; PhotoSwipe only on first use.
	gallery: { markers: '.woocommerce-product-gallery', load: () => import('./gallery/mount'), when: 'visible' },
	// Before the first scroll the summary is on screen and the bar stays out.
	'sticky-add-to-cart': {
		markers: '.storefront-sticky-add-to-cart',
		load: () => import('./sticky-add-to-cart/mount'),
		when: 'interaction',
		startOn: ['scroll'],
	},
	// React and the chunk only when the shopper reaches for a search box (the theme's marker: Storefront's
	// plain product search is left alone); what is typed meanwhile stays in the field.
	'live-search': { load: () => import('./live-search/mount'), when: 'interaction' },
	// React and the dialog on the first pointer, focus or key on a quick-view button; its content is server HTML.
	'quick-view': { markers: '.woolentor-quickview-btn', load: () => import('./quick-view/mount'), when: 'interaction' },
	// Site chrome, account side (spec §2.1, §2.7, §4.7, §4.10, §4.11): plain DOM over WooCommerce's and the theme's markup.
	// The notice is printed hidden and shown at once unless its cookie says dismissed.
	'store-notice': { markers: '.woocommerce-store-notice', load: () => import('./store-notice/mount'), when: 'load' },
	// The forms of WooCommerce's pages (login, register, account details, checkout), inside the
	// `div.woocommerce` its shortcodes print: not a theme's header form under `body.woocommerce`.
	'password-toggle': { markers: 'div.woocommerce form input[type="password"]', load: () => import('./password-toggle/mount'), when: 'visible' },
	// The login form: a submit made while it loads is held and replayed.
	'account-dropdown': { load: () => import('./account-dropdown/mount'), when: 'interaction' },
	// With the notice, toggle, banner and quantity it retires WooCommerce's site-wide script.
	'sort-order': { markers: 'form.woocommerce-ordering', load: () => import('./sort-order/mount'), when: 'visible' },
	// The first alert notice takes focus after 500 ms, and the listing's result count is heard again after 2 s
	// (spec §9.3): what else WooCommerce's site-wide script did at load.
	'notice-focus': {
		markers: ALERT_NOTICES,
		load: () => import('./notice-focus/mount'),
		when: 'load',
	},
	'result-count': { markers: '.woocommerce-result-count', load: () => import('./result-count/mount'), when: 'load' },
	'coming-soon-banner': { markers: '#coming-soon-footer-banner', load: () => import('./coming-soon-banner/mount'), when: 'visible' },
	// React per CF7 form, loaded as the form nears the viewport (spec §2.8, §4.13); CF7's scripts are retired.
	'contact-form': { markers: '.wpcf7', load: () => import('./contact-form/mount'), when: 'visible' },
	// Order attribution (spec §3.4, §4.12): every page view is recorded at idle, once tracking is allowed.
	// Its host is the settings tag the plugin prints on every page: an element nothing is clicked
	// inside, so no click waits for it (the runtime holds clicks inside a host not ready yet).
	'order-attribution': { markers: 'script#shop-islands-settings', load: () => import('./order-attribution/mount'), when: 'idle' },
	// Its fields, only where a form posts them (checkout, registration), at once: filled before any submit.
	'order-attribution-checkout': {
		markers: 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout',
		load: () => import('./order-attribution-checkout/mount'),
		when: 'load',
	},
	// Analytics printed inert, loaded once the visitor allows statistics (spec §6).
	analytics: {
		markers: 'script[type="text/plain"][data-consent-category]',
		load: () => import('./analytics/mount'),
		when: 'idle',
	},
	// Site chrome (spec §2.1, §4.4, §4.8, §4.9): plain DOM over Storefront's and the theme's markup.
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
	// Content blocks (spec §2.1, §3.6, §9.3, §9.6): plain DOM over WooLentor's and Elementor's markup.
	countdown: { markers: '.ht-product-countdown', load: () => import('./countdown/mount'), when: 'visible' },
	faq: { markers: '.htwoolentor-faq', load: () => import('./faq/mount'), when: 'visible' },
	// Elementor's top-level containers (one Elementor's own script already loaded is left as it is);
	// a click inside one is never its business, so none is held.
	'lazy-background': {
		markers: '.e-con.e-parent:not(.e-no-lazyload)',
		load: () => import('./lazy-background/mount'),
		when: 'visible',
		holdsActions: false,
	},
	// Listings and wishlist (spec §2.1, §2.2, §7.3): plain DOM. The counters load as the shopper reaches for
	// a wishlist link (or a counter), so they follow the count before an add or removal lands, YITH's own
	// script's (its jQuery events) too; the request code they need costs nothing before that.
	'wishlist-count': {
		markers: WISHLIST_COUNTERS,
		load: () => import('./wishlist-count/mount'),
		when: 'interaction',
		triggers: WISHLIST_BUTTONS,
	},
	'wishlist-button': { markers: WISHLIST_BUTTONS, load: () => import('./wishlist-button/mount'), when: 'interaction' },
	// Each button's tooltip on the first pointer over or focus on it.
	tooltips: { markers: CARD_ACTION_BUTTONS, load: () => import('./tooltips/mount'), when: 'interaction' },
	// Carousels (spec §2.1, §3.6, §9.4, §9.5): WooLentor's product slider and slick's `data-slick` carousels.
	// React and glider-js only as one nears the viewport; below the fold nothing loads before.
	carousel: { markers: '.product-slider[data-settings], [data-slick]', load: () => import('./carousel/mount'), when: 'visible' },
};
