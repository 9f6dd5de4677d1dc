import type { Request } from 'express';
import type { PageContext, PageKind } from '../../templates/page';
import type { FixtureContext } from '../context';
import { IMAGE_CDN_SWITCH, imageCdnOrigin } from '../model/images';
import { NONCE_ACTIONS } from '../model/nonces';
import { ORDER_ATTRIBUTION_CONSENT_CATEGORY, ORDER_ATTRIBUTION_FIELD_PREFIX } from '../model/woocommerce';

/**
 * The Shop Islands settings of a page, as the php-enqueue plugin prints them into its
 * `<script type="application/json" id="shop-islands-settings">` tag. The fixture's own
 * description of what the plugin prints, so the bundle's parser is checked against it.
 */
export interface ShopIslandsSettings {
	readonly ajaxUrl: string;
	/** `/?wc-ajax=%%endpoint%%`, as WooCommerce's `wc_ajax_url` param. */
	readonly wcAjaxUrl: string;
	readonly restRoot: string;
	readonly restNonce: string;
	readonly cartUrl: string;
	readonly isCart: boolean;
	readonly isCheckout: boolean;
	/** The `woocommerce_cart_redirect_after_add` option: "yes" or "no". */
	readonly cartRedirectAfterAdd: 'yes' | 'no';
	/** WooCommerce's `wc_add_to_cart_params.i18n_view_cart`. */
	readonly viewCartLabel: string;
	readonly siteHash: string;
	readonly locale: string;
	readonly localeData: null;
	readonly features: Readonly<Record<string, boolean>>;
	readonly quickViewNonce: string;
	readonly wishlistAjaxUrl: string;
	/** YITH's `add_to_wishlist` nonce, which its admin-ajax add checks. */
	readonly wishlistNonce: string;
	readonly cf7ApiRoot: string;
	/** WordPress's own origins (home, site, content, uploads): all this store's. */
	readonly allowedOrigins: readonly string[];
	/**
	 * The origins of the uploads and of the product's images as WordPress's image functions
	 * return them: this store's own, and its image CDN's with `?image_cdn=1`.
	 */
	readonly imageOrigins: readonly string[];
	readonly orderAttribution: OrderAttributionParams;
	readonly consent: { readonly hasMechanism: boolean; readonly statistics: boolean };
	/** The islands the site turned off (the plugin's settings screen): `?islands_off=a,b`. */
	readonly islandsOff: readonly string[];
}

/**
 * WooCommerce's `wc_order_attribution.params`, which the plugin passes on (`consentCategory` as
 * WooCommerce's WP Consent API integration adds it).
 */
interface OrderAttributionParams {
	readonly lifetime: number;
	readonly session: number;
	readonly base64: boolean;
	readonly prefix: string;
	readonly allowTracking: boolean;
	readonly consentCategory: string;
}

/** WooCommerce's siteHash suffix of the fragment cache keys: an md5, fixed for the store. */
const SITE_HASH = 'e0829210b812922ecadc13c8f22e1bf4';

/** WooCommerce 10's defaults: source cookies of 0.00001 months (about 26 s), 30-minute sessions. */
const ORDER_ATTRIBUTION_PARAMS = {
	lifetime: 0.00001,
	session: 30,
	base64: false,
	prefix: ORDER_ATTRIBUTION_FIELD_PREFIX,
	allowTracking: true,
	consentCategory: ORDER_ATTRIBUTION_CONSENT_CATEGORY,
} as const satisfies OrderAttributionParams;

export function pageSettings(req: Request, app: FixtureContext, ctx: PageContext, kind: PageKind | 'test'): ShopIslandsSettings {
	const origin = ctx.origin;
	return {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
		restRoot: `${origin}/wp-json/`,
		restNonce: ctx.nonces.rest,
		cartUrl: `${origin}/cart/`,
		isCart: kind === 'cart',
		isCheckout: kind === 'checkout',
		// Tests turn the redirect on per page with ?redirect_after_add=yes.
		cartRedirectAfterAdd: req.query.redirect_after_add === 'yes' ? 'yes' : 'no',
		viewCartLabel: 'View cart',
		siteHash: SITE_HASH,
		locale: 'en_US',
		localeData: null,
		// `?page_cache=1`: the page as a site behind a page cache prints it (CF7 resets its forms on load).
		features: req.query.page_cache === '1' ? { contactFormCached: true } : {},
		quickViewNonce: app.nonces.create(NONCE_ACTIONS.quickView, ctx.user),
		wishlistAjaxUrl: `${origin}/wp-admin/admin-ajax.php`,
		wishlistNonce: app.nonces.create(NONCE_ACTIONS.addToWishlist, ctx.user),
		cf7ApiRoot: `${origin}/wp-json/`,
		allowedOrigins: [origin],
		imageOrigins: req.query[IMAGE_CDN_SWITCH] === '1' ? [origin, imageCdnOrigin(origin)] : [origin],
		orderAttribution: { ...ORDER_ATTRIBUTION_PARAMS },
		// As the plugin prints it: a consent plugin's visitors start without statistics consent.
		consent: { hasMechanism: ctx.consentBanner, statistics: !ctx.consentBanner },
		islandsOff: typeof req.query.islands_off === 'string' ? req.query.islands_off.split(',').filter((name) => name !== '') : [],
	};
}
