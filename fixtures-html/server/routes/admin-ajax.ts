import { Router, type Request, type Response } from 'express';
import type { FixtureContext } from '../context';
import { logIn } from '../model/accounts';
import { findProduct, priceRangeOf } from '../model/catalogue';
import { type Body, bodyOf, field, quantityField } from '../model/fields';
import { priceInner, rangeInner } from '../model/format';
import { IMAGE_SIZES, imageUrl, mainImage, placeholderUrl } from '../model/images';
import { listProducts } from '../model/listing';
import { NONCE_ACTIONS } from '../model/nonces';
import { WISHLIST_URL, productUrl } from '../model/urls';
import { quickViewMarkup, sendFragments, wishlistFormMarkup } from '../render/answers';
import { originOf } from '../render/page';
import { addForVisitor, addNotice } from '../model/session';
import { WISHLIST_ID, syncWishlistCookie, wishlistProduct, wishlistToken } from '../model/wishlist';

/**
 * `/wp-admin/admin-ajax.php`: the actions of the theme's plugins (quick view, live search,
 * header login, wishlist) and WordPress's rest-nonce. `action` may come from the query or
 * the body, like `$_REQUEST['action']`. Unknown actions get WordPress's `0` with status 400.
 */

export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

type ActionHandler = (req: Request, res: Response, params: Body) => void;

export function adminAjaxRouter(app: FixtureContext): Router {
	const actions: Readonly<Record<string, ActionHandler>> = {
		woolentor_quickview: (req, res, params) => quickView(app, req, res, params),
		woolentor_quickview_insert_to_cart: (req, res, params) => quickViewAddToCart(app, req, res, params),
		poco_ajax_search_products: (req, res, params) => searchProducts(app, req, res, params),
		shop_islands_login: (req, res, params) => headerLogin(app, req, res, params),
		// The theme's count (poco's, docs/listings-and-content.md#wishlist): YITH 4 free has no such action
		// (WordPress answers `0`, 400).
		yith_wcwl_update_wishlist_count: (req, res) => {
			res.json({ count: app.visitor(req, res).session?.wishlist.length ?? 0 });
		},
		add_to_wishlist: (req, res, params) => addToWishlist(app, req, res, params),
		remove_from_wishlist: (req, res, params) => removeFromWishlist(app, req, res, params),
		// The plugin's answer for the visitor's own wishlist (php-enqueue/includes/wishlist.php): its products and its page.
		shop_islands_wishlist: (req, res) => {
			res.json({ products: app.visitor(req, res).session?.wishlist ?? [], url: `${originOf(req)}${WISHLIST_URL}` });
		},
		// The plugin's own nonce refresh (php-enqueue/includes/nonces.php), for pages older than their nonces.
		shop_islands_nonces: (req, res) => {
			const { user } = app.visitor(req, res);
			res.json({
				quickViewNonce: app.nonces.create(NONCE_ACTIONS.quickView, user),
				wishlistNonce: app.nonces.create(NONCE_ACTIONS.addToWishlist, user),
				wishlistRemoveNonce: app.nonces.create(NONCE_ACTIONS.removeFromWishlist, user),
			});
		},
		'rest-nonce': (req, res) => {
			res.type('html').send(app.nonces.create(NONCE_ACTIONS.rest, app.visitor(req, res).user));
		},
	};
	const router = Router();
	router.all(ADMIN_AJAX_PATH, (req, res) => {
		const params: Body = { ...bodyOf(req.query), ...bodyOf(req.body) };
		const handle = actions[field(params, 'action')];
		res.setHeader('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private');
		if (handle) {
			handle(req, res, params);
		} else {
			res.status(400).type('html').send('0');
		}
	});
	return router;
}

/** check_ajax_referer() fails with `-1` and status 403. */
function nonceFails(app: FixtureContext, req: Request, res: Response, nonce: string, action: string): boolean {
	if (app.nonces.verify(nonce, action, app.visitor(req, res).user)) {
		return false;
	}
	res.status(403).type('html').send('-1');
	return true;
}

/** The quick-view HTML; an empty body for an unknown product. */
function quickView(app: FixtureContext, req: Request, res: Response, params: Body): void {
	if (nonceFails(app, req, res, field(params, 'nonce'), NONCE_ACTIONS.quickView)) {
		return;
	}
	const product = findProduct(app.catalogue, Number(field(params, 'id')));
	res.type('html').send(product ? quickViewMarkup(app.catalogue, product) : '');
}

/**
 * WooLentor 3.4's add (`woolentor_quickview_insert_to_cart`), as it answers: no `product_id`,
 * WordPress's `0`; an unknown product, `{error: true, product_url: false}`. Otherwise it adds
 * only when `variations` (a JSON string of attribute → value) is empty, so a variable product
 * is never added, and it answers the cart's fragments whatever WooCommerce made of the add: a
 * refused simple add (out of stock, over the stock) answers them too, its notice left for the
 * next page.
 */
function quickViewAddToCart(app: FixtureContext, req: Request, res: Response, params: Body): void {
	if (nonceFails(app, req, res, field(params, 'nonce'), NONCE_ACTIONS.quickView)) {
		return;
	}
	if (field(params, 'product_id') === '') {
		res.type('html').send('0');
		return;
	}
	const productId = Number(field(params, 'product_id'));
	if (!findProduct(app.catalogue, productId)) {
		res.json({ error: true, product_url: false });
		return;
	}
	if (Object.keys(parseVariations(field(params, 'variations'))).length === 0) {
		const visitor = app.visitor(req, res);
		const result = addForVisitor(app.catalogue, visitor, {
			productId,
			quantity: quantityField(params, 'quantity', 1),
			variationId: Number(field(params, 'variation_id')) || 0,
			attributes: {},
		});
		if (!result.ok && result.message) {
			addNotice(visitor, { type: 'error', message: result.message });
		}
	}
	sendFragments(req, res, app);
}

function parseVariations(json: string): Record<string, string> {
	try {
		const parsed: unknown = JSON.parse(json);
		if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
			return {};
		}
		return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
	} catch {
		return {};
	}
}

/** The theme's `poco_ajax_search_products_posts_per_page`: at most eight results. */
const SEARCH_RESULTS_LIMIT = 8;

/**
 * The theme's live search: `[{id, value, url, img, price}]` for the dishes whose name matches
 * (`nameMatchesSearch`), newest first as the theme orders them, at most eight; `price` is the
 * price HTML. Nothing found is the theme's one `{id: -1, value: "No results", url: ""}`.
 */
function searchProducts(app: FixtureContext, req: Request, res: Response, params: Body): void {
	const query = field(params, 'query');
	const origin = originOf(req);
	const size = IMAGE_SIZES.galleryThumbnail;
	const matches = query.trim() === '' ? [] : listProducts(app.catalogue, { search: query }, 'date');
	const results = matches.slice(0, SEARCH_RESULTS_LIMIT).map((product) => {
		const image = mainImage(product);
		const price =
			product.type === 'simple' || product.type === 'external'
				? priceInner(product.price)
				: rangeInner(priceRangeOf(app.catalogue, product));
		return {
			id: product.id,
			value: product.name,
			url: `${origin}${productUrl(product)}`,
			img: `${origin}${image ? imageUrl(product, image, size) : placeholderUrl(size)}`,
			price,
		};
	});
	res.json(results.length > 0 ? results : [{ id: -1, value: 'No results', url: '' }]);
}

/** `{status, msg}`; success also sets WordPress's logged-in cookie. */
function headerLogin(app: FixtureContext, req: Request, res: Response, params: Body): void {
	if (nonceFails(app, req, res, field(params, 'security'), NONCE_ACTIONS.ajaxLogin)) {
		return;
	}
	const result = logIn(app.accounts, field(params, 'username'), field(params, 'password'));
	if (!result.ok) {
		res.json({ status: false, msg: 'Wrong username or password.' });
		return;
	}
	app.visitor(req, res).logIn(result.user);
	res.json({ status: true, msg: 'Login successful, redirecting...' });
}

/**
 * YITH's `add_to_wishlist` (its jQuery script's and WooLentor's legacy links' call): the
 * `add_to_wishlist` nonce or `{"result":false}`; then `{prod_id, result, message, fragments,
 * user_wishlists, wishlist_url}`, `result` "true" (added), "exists" (already there) or "error"
 * (an unknown product), `message` false (YITH's added text is an option the store never saved).
 */
function addToWishlist(app: FixtureContext, req: Request, res: Response, params: Body): void {
	const visitor = app.visitor(req, res);
	if (!app.nonces.verify(field(params, 'nonce'), NONCE_ACTIONS.addToWishlist, visitor.user)) {
		res.json({ result: false });
		return;
	}
	const id = Number(field(params, 'add_to_wishlist'));
	const answer = (result: string, message: string | false): void => {
		const session = visitor.session;
		const token = wishlistToken(session?.id);
		syncWishlistCookie(app.cookies(req, res), session?.wishlist ?? []);
		res.json({
			prod_id: id,
			result,
			message,
			fragments: [],
			user_wishlists: token
				? [{ id: WISHLIST_ID, wishlist_name: 'My wishlist', default: true, add_to_this_wishlist_url: `${originOf(req)}${WISHLIST_URL}view/${token}/?add_to_wishlist=${id}&amp;wishlist_id=${WISHLIST_ID}&amp;_wpnonce=${app.nonces.create(NONCE_ACTIONS.addToWishlist, visitor.user)}` }]
				: [],
			wishlist_url: `${originOf(req)}${WISHLIST_URL}`,
		});
	};
	if (!Number.isInteger(id) || !wishlistProduct(app.catalogue, id)) {
		answer('error', 'An error occurred while adding the products to the wishlist.');
		return;
	}
	const wishlist = visitor.startSession().wishlist;
	if (wishlist.includes(id)) {
		answer('exists', 'The product is already in your wishlist!');
		return;
	}
	wishlist.push(id);
	answer('true', false);
}

/**
 * YITH's `remove_from_wishlist`: the `remove_from_wishlist` nonce or `{"fragments":[]}`; then the
 * product leaves the list and the answer carries the fragments asked for (`fragments[<key>][…]`,
 * here the wishlist form, re-rendered with YITH's notice), `[]` when none was asked.
 */
function removeFromWishlist(app: FixtureContext, req: Request, res: Response, params: Body): void {
	const visitor = app.visitor(req, res);
	const session = visitor.session;
	if (!app.nonces.verify(field(params, 'nonce'), NONCE_ACTIONS.removeFromWishlist, visitor.user) || !session) {
		res.json({ fragments: [] });
		return;
	}
	const id = Number(field(params, 'remove_from_wishlist'));
	session.wishlist = session.wishlist.filter((saved) => saved !== id);
	syncWishlistCookie(app.cookies(req, res), session.wishlist);
	const keys = Object.keys(params)
		.map((name) => /^fragments\[([^\]]+)\]\[/.exec(name)?.[1])
		.filter((key): key is string => key !== undefined);
	const form = wishlistFormMarkup(app, session, visitor.user);
	res.json({ fragments: keys.length === 0 ? [] : Object.fromEntries([...new Set(keys)].map((key) => [key, form])) });
}
