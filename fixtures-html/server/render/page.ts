import path from 'node:path';
import type { Request, Response } from 'express';
import { renderDocument } from '../../templates/layout';
import { wpDieDocument } from '../../templates/wp-die';
import type { PageContext, PageKind } from '../../templates/page';
import type { FixtureContext } from '../context';
import { type SafeHtml, raw } from '../html';
import { islandHeadTags, readManifest } from '../manifest';
import { summarizeCart } from '../model/cart';
import { syncCartCookies } from '../model/cart-cookies';
import { NONCE_ACTIONS } from '../model/nonces';
import { IMAGE_CDN_SWITCH, imageCdnOrigin, onImageCdn } from '../model/images';
import { syncWishlistCookie, wishlistToken } from '../model/wishlist';
import { fixtureSwitch } from '../model/fixture-switches';
import { takeNotices } from '../model/session';
import { BUILD_URL, TEST_BUILD_URL } from '../model/urls';
import { type Screen, screenPage } from './screens';
import { type ShopIslandsSettings, pageSettings } from './settings';

/** Turning a screen into a response: page context, settings, head tags, headers. */

export const CONTENT_SECURITY_POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
/** Where a page of `test-pages/` wants the head tags. */
const TEST_PAGE_HEAD_PLACEHOLDER = '<!--shop-islands-head-->';

export function originOf(req: Request): string {
	return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** A screen of the store, with the visitor's cart cookies brought up to date. */
export function sendScreen(req: Request, res: Response, app: FixtureContext, screen: Screen, status = 200): void {
	const waiting = pageContext(req, res, app);
	// Storefront prints the notices at the top of the content (storefront_shop_messages) on every
	// page but the checkout's, so WooCommerce's own wrapper further down is left empty there.
	const onCheckout = screen.name === 'checkout' || screen.name === 'order-received';
	const ctx = onCheckout ? waiting : { ...waiting, notices: [] };
	const page = screenPage(app, ctx, screen);
	const settings = pageSettings(req, app, ctx, page.kind);
	const cookies = app.cookies(req, res);
	syncCartCookies(cookies, ctx.cart);
	// The plugin "inactive" for this visitor, as the real store's test switch does: the page without its islands.
	syncWishlistCookie(cookies, ctx.wishlist);
	const classic = cookies.requestCookie(CLASSIC_COOKIE) === '1';
	const markup = renderDocument(page, ctx, classic ? raw('') : headTagsFor(app.options.buildDir, BUILD_URL, settings), onCheckout ? null : waiting.notices);
	const imageCdn = req.query[IMAGE_CDN_SWITCH] === '1';
	sendHtml(res, app, imageCdn ? onImageCdn(markup, imageCdnOrigin(ctx.origin)) : markup, status, cacheControlOf(page.kind, screen, ctx.user));
}

/** WordPress's `nocache_headers()`, for a logged-in visitor's pages and YITH's wishlist page. */
const NO_CACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';
/** WooCommerce's own for the cart, checkout and account pages (`wc_nocache_headers()`). */
const WOOCOMMERCE_NO_CACHE = 'no-cache, must-revalidate, max-age=0, private';

/**
 * The Cache-Control a page goes with, as the real store sends it: none for a guest's shop,
 * product, home and content pages, which a page cache may then serve to everyone; WooCommerce's
 * and WordPress's no-cache headers where the page is the visitor's own.
 */
function cacheControlOf(kind: PageKind, screen: Screen, user: string | null): string | null {
	if (user !== null || screen.name === 'wishlist') {
		return NO_CACHE;
	}
	return kind === 'cart' || kind === 'checkout' || kind === 'account' ? WOOCOMMERCE_NO_CACHE : null;
}

/** The test switch both stores know (the real store's in its test switches mu-plugin). */
const CLASSIC_COOKIE = 'shop_islands_classic';

export function sendNotFound(app: FixtureContext, req: Request, res: Response): void {
	sendScreen(req, res, app, { name: 'not-found' }, 404);
}

/** WordPress's wp_die() page, for a request WordPress itself refuses (a comment without its fields). */
export function sendWpDie(res: Response, app: FixtureContext, refusal: { title: string; message: SafeHtml; status: number; backLink: boolean }): void {
	sendHtml(res, app, wpDieDocument(refusal.title, refusal.message, refusal.backLink), refusal.status, NO_CACHE);
}

/** A hand-written test page, with the test build's head tags in place of its placeholder. */
export function sendTestPage(req: Request, res: Response, app: FixtureContext, markup: string): void {
	const ctx = pageContext(req, res, app);
	const tags = headTagsFor(path.join(app.options.buildDir, 'test'), TEST_BUILD_URL, pageSettings(req, app, ctx, 'test'));
	sendHtml(res, app, markup.replace(TEST_PAGE_HEAD_PLACEHOLDER, () => tags.markup));
}

/** Everything templates read about this request. Takes the visitor's queued notices. */
function pageContext(req: Request, res: Response, app: FixtureContext): PageContext {
	const visitor = app.visitor(req, res);
	const session = visitor.session;
	const user = visitor.user;
	const nonce = (action: string): string => app.nonces.create(action, user);
	const queryIndex = req.originalUrl.indexOf('?');
	const switches = new URLSearchParams(queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex));
	return {
		catalogue: app.catalogue,
		site: app.site,
		cart: summarizeCart(app.catalogue, session?.cart ?? []),
		user,
		wishlist: session?.wishlist ?? [],
		wishlistToken: wishlistToken(session?.id),
		wishlistName: session?.wishlistName ?? 'My wishlist',
		notices: takeNotices(visitor),
		nonces: {
			cart: nonce(NONCE_ACTIONS.cart),
			login: nonce(NONCE_ACTIONS.login),
			ajaxLogin: nonce(NONCE_ACTIONS.ajaxLogin),
			rest: nonce(NONCE_ACTIONS.rest),
			logout: nonce(NONCE_ACTIONS.logout),
			checkout: nonce(NONCE_ACTIONS.checkout),
			register: nonce(NONCE_ACTIONS.register),
			editAddress: nonce(NONCE_ACTIONS.editAddress),
			editAccount: nonce(NONCE_ACTIONS.editAccount),
			lostPassword: nonce(NONCE_ACTIONS.lostPassword),
			resetPassword: nonce(NONCE_ACTIONS.resetPassword),
			addToWishlist: nonce(NONCE_ACTIONS.addToWishlist),
			removeFromWishlist: nonce(NONCE_ACTIONS.removeFromWishlist),
			editWishlist: nonce(NONCE_ACTIONS.editWishlist),
		},
		comingSoonDismissed: session?.comingSoonDismissed ?? false,
		consentBanner: fixtureSwitch('consent_banner', switches, app.cookies(req, res)),
		analytics: fixtureSwitch('analytics', switches, app.cookies(req, res)),
		foodMenu: fixtureSwitch('food_menu', switches, app.cookies(req, res)),
		origin: originOf(req),
		path: req.path,
		search: queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex),
	};
}

/**
 * The islands' head tags for a build folder, read per request (the watcher rewrites the
 * manifest). Without a build the page is served bare: it must work without its islands.
 */
function headTagsFor(buildDir: string, publicPath: string, settings: ShopIslandsSettings): SafeHtml {
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

function sendHtml(res: Response, app: FixtureContext, markup: string, status = 200, cacheControl: string | null = null): void {
	if (app.options.csp) {
		res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
	}
	if (cacheControl) {
		res.setHeader('Cache-Control', cacheControl);
	}
	res.status(status).type('html').send(markup);
}
