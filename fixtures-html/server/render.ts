import path from 'node:path';
import type { Request, Response } from 'express';
import { renderDocument } from '../templates/layout';
import type { Page, PageContext } from '../templates/page';
import { syncCartCookies } from './cart-cookies';
import { summarizeCart } from './cart';
import type { FixtureContext } from './context';
import { type SafeHtml, raw } from './html';
import { islandHeadTags, readManifest } from './manifest';
import { NONCE_ACTIONS } from './nonces';
import { takeNotices } from './session';
import { ORDER_ATTRIBUTION_FIELD_PREFIX } from './woocommerce';

/** Turning a screen template into a response: page context, settings, head tags, headers. */

export const BUILD_URL = '/wp-content/plugins/shop-islands/build/';
export const TEST_BUILD_URL = `${BUILD_URL}test/`;
export const CONTENT_SECURITY_POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

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
	readonly siteHash: string;
	readonly locale: string;
	readonly localeData: null;
	readonly features: Readonly<Record<string, boolean>>;
	readonly quickViewNonce: string;
	readonly wishlistAjaxUrl: string;
	readonly cf7ApiRoot: string;
	readonly orderAttribution: OrderAttributionParams;
	readonly consent: { readonly hasMechanism: boolean; readonly statistics: boolean };
}

/** WooCommerce's `wc_order_attribution.params`, which the plugin passes on. */
interface OrderAttributionParams {
	readonly lifetime: number;
	readonly session: number;
	readonly base64: boolean;
	readonly prefix: string;
	readonly allowTracking: boolean;
}

/** WooCommerce's siteHash suffix of the fragment cache keys: an md5, fixed for the store. */
export const SITE_HASH = 'e0829210b812922ecadc13c8f22e1bf4';

/** WooCommerce 10's defaults: source cookies of 0.00001 months (about 26 s), 30-minute sessions. */
const ORDER_ATTRIBUTION_PARAMS = {
	lifetime: 0.00001,
	session: 30,
	base64: false,
	prefix: ORDER_ATTRIBUTION_FIELD_PREFIX,
	allowTracking: true,
} as const satisfies OrderAttributionParams;

export function originOf(req: Request): string {
	return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Everything templates read about this request. Takes the visitor's queued notices. */
export function pageContext(req: Request, res: Response, app: FixtureContext): PageContext {
	const visitor = app.visitor(req, res);
	const session = visitor.session;
	const user = visitor.user;
	const nonce = (action: string): string => app.nonces.create(action, user);
	const queryIndex = req.originalUrl.indexOf('?');
	return {
		catalogue: app.catalogue,
		site: app.site,
		cart: summarizeCart(app.catalogue, session?.cart ?? []),
		user,
		wishlist: session?.wishlist ?? [],
		notices: takeNotices(visitor),
		nonces: {
			cart: nonce(NONCE_ACTIONS.cart),
			login: nonce(NONCE_ACTIONS.login),
			ajaxLogin: nonce(NONCE_ACTIONS.ajaxLogin),
			rest: nonce(NONCE_ACTIONS.rest),
			logout: nonce(NONCE_ACTIONS.logout),
			checkout: nonce(NONCE_ACTIONS.checkout),
		},
		comingSoonDismissed: session?.comingSoonDismissed ?? false,
		origin: originOf(req),
		path: req.path,
		search: queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex),
	};
}

export function pageSettings(req: Request, app: FixtureContext, ctx: PageContext, kind: Page['kind'] | 'test'): ShopIslandsSettings {
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
		siteHash: SITE_HASH,
		locale: 'en_US',
		localeData: null,
		features: {},
		quickViewNonce: app.nonces.create(NONCE_ACTIONS.quickView, ctx.user),
		wishlistAjaxUrl: `${origin}/wp-admin/admin-ajax.php`,
		cf7ApiRoot: `${origin}/wp-json/`,
		orderAttribution: { ...ORDER_ATTRIBUTION_PARAMS },
		consent: { hasMechanism: false, statistics: true },
	};
}

/**
 * The islands' head tags for a build folder, read per request (the watcher rewrites the
 * manifest). Without a build the page is served bare: it must work without its islands.
 */
export function headTagsFor(buildDir: string, publicPath: string, settings: ShopIslandsSettings): SafeHtml {
	try {
		return raw(islandHeadTags(readManifest(buildDir), publicPath, { ...settings }));
	} catch (error) {
		if (!isMissingFile(error)) {
			console.warn(`Fixture store: serving pages without islands: ${error instanceof Error ? error.message : String(error)}`);
		}
		return raw('');
	}
}

function isMissingFile(error: unknown): boolean {
	return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export function sendHtml(res: Response, app: FixtureContext, markup: string, status = 200): void {
	if (app.options.csp) {
		res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
	}
	// Pages carry the visitor's cart and nonces: never cache them (WordPress sends nocache_headers()).
	res.setHeader('Cache-Control', 'no-store');
	res.status(status).type('html').send(markup);
}

export function sendPage(req: Request, res: Response, app: FixtureContext, ctx: PageContext, page: Page, status = 200): void {
	const settings = pageSettings(req, app, ctx, page.kind);
	syncCartCookies(req, res, ctx.cart);
	sendHtml(res, app, renderDocument(page, ctx, headTagsFor(app.options.buildDir, BUILD_URL, settings)), status);
}

export function testBuildDir(app: FixtureContext): string {
	return path.join(app.options.buildDir, 'test');
}
