import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { FixtureContext } from '../context';
import { type SafeHtml, html, join } from '../html';
import { type AddResult, removeCartItem, summarizeCart, viewCartButton } from '../model/cart';
import { findProduct, findVariation } from '../model/catalogue';
import { type Body, attributeFields, bodyOf, bracketFields, field, quantityField } from '../model/fields';
import { NONCE_ACTIONS } from '../model/nonces';
import { type Visitor, addForVisitor, addNotice } from '../model/session';
import { CART_URL, removeItemUrl } from '../model/urls';
import { originOf } from '../render/page';
import { syncVisitorCartCookies } from './cart-answers';
import { wishlistProduct } from '../model/wishlist';

/**
 * WooCommerce's form handlers, for shoppers without JavaScript: `add-to-cart` in the query
 * or a posted product form (simple, variable, grouped) on any page, the wishlist link, the
 * cart page's remove/undo links and its form. An add lets the page render with its notice,
 * as WC_Form_Handler::add_to_cart_action() does unless the redirect to the cart is on; the
 * others answer with a redirect to a page that shows the resulting notice.
 */
export function noJsCartRouter(app: FixtureContext): Router {
	const router = Router();
	router.use(addToCartHandler(app));
	router.use(addToWishlistHandler(app));
	router.use(removeFromWishlistHandler(app));
	router.get(CART_URL, (req, res, next) => removeOrRestore(app, req, res, next));
	router.post(CART_URL, (req, res, next) => updateCart(app, req, res, next));
	return router;
}

function addToCartHandler(app: FixtureContext): RequestHandler {
	return (req: Request, res: Response, next: NextFunction) => {
		const query = bodyOf(req.query);
		const body = bodyOf(req.body);
		// Like $_REQUEST: a posted form wins over the query string.
		const params = { ...query, ...body };
		const id = field(params, 'add-to-cart');
		if (!id) {
			next();
			return;
		}
		const visitor = app.visitor(req, res);
		const added = addFromRequest(app, visitor, Number(id), params);
		syncVisitorCartCookies(app, req, res);
		if (added && req.query.redirect_after_add === 'yes') {
			res.redirect(302, CART_URL);
			return;
		}
		// No redirect: the page asked for renders, the notice in it (200, also for a POST).
		next();
	};
}

/** WC_Form_Handler::add_to_cart_action(): adds, queues the notice, says whether anything was added. */
function addFromRequest(app: FixtureContext, visitor: Visitor, id: number, params: Body): boolean {
	const product = findVariation(app.catalogue, id)?.product ?? findProduct(app.catalogue, id);
	if (product?.type === 'grouped') {
		return addGrouped(app, visitor, params);
	}
	const result = addForVisitor(app.catalogue, visitor, {
		productId: id,
		quantity: quantityField(params, 'quantity', 1),
		variationId: Number(field(params, 'variation_id')) || 0,
		attributes: attributeFields(params),
	});
	reportAdd(visitor, [result]);
	return result.ok;
}

/** A grouped product's form posts `quantity[<child id>]` for each of its products. */
function addGrouped(app: FixtureContext, visitor: Visitor, params: Body): boolean {
	const quantities = [...bracketFields(params, 'quantity')].filter(([, quantity]) => Number(quantity) > 0);
	if (quantities.length === 0) {
		addNotice(visitor, { type: 'error', message: html`Please choose the quantity of items you wish to add to your cart&hellip;` });
		return false;
	}
	const results = quantities.map(([childId, quantity]) =>
		addForVisitor(app.catalogue, visitor, { productId: Number(childId), quantity: Number(quantity), variationId: 0, attributes: {} }),
	);
	reportAdd(visitor, results);
	return results.some((result) => result.ok);
}

/** wc_add_to_cart_message(): one success notice for everything added, one error per failure. */
function reportAdd(visitor: Visitor, results: readonly AddResult[]): void {
	const added: SafeHtml[] = [];
	let count = 0;
	for (const result of results) {
		if (result.ok) {
			added.push(html`${result.quantity > 1 ? html`${result.quantity} &times; ` : ''}&ldquo;${result.product.name}&rdquo;`);
			count += result.quantity;
		} else if (result.message) {
			addNotice(visitor, { type: 'error', message: result.message });
		}
	}
	if (added.length === 0) {
		return;
	}
	const verb = count === 1 ? 'has been added to your cart.' : 'have been added to your cart.';
	addNotice(visitor, { type: 'success', message: html`${listOfItems(added)} ${verb} ${viewCartButton()}` });
}

/** wc_format_list_of_items(): "A", "A and B", "A, B and C". */
function listOfItems(items: readonly SafeHtml[]): SafeHtml {
	if (items.length <= 1) {
		return join(items);
	}
	return html`${join(items.slice(0, -1), ', ')} and ${items[items.length - 1]}`;
}

/**
 * YITH's no-JavaScript add, `?add_to_wishlist=<id>&_wpnonce=<add_to_wishlist nonce>` on any page
 * (YITH handles it on `init`): added, and the page answered as it is, no redirect. Without a
 * valid nonce nothing happens. YITH's notice is its "added" text option, which the store never
 * saved: nothing to show; an unknown product's error is queued.
 */
function addToWishlistHandler(app: FixtureContext): RequestHandler {
	return (req: Request, res: Response, next: NextFunction) => {
		const query = bodyOf(req.query);
		const id = Number(field(query, 'add_to_wishlist'));
		const visitor = app.visitor(req, res);
		if (id && app.nonces.verify(field(query, '_wpnonce'), NONCE_ACTIONS.addToWishlist, visitor.user)) {
			if (!wishlistProduct(app.catalogue, id)) {
				addNotice(visitor, { type: 'error', message: html`An error occurred while adding the products to the wishlist.` });
			} else {
				const wishlist = visitor.startSession().wishlist;
				if (!wishlist.includes(id)) {
					wishlist.push(id);
				}
			}
		}
		next();
	};
}

/** YITH's remove link, `?remove_from_wishlist=<id>&_wpnonce=<remove_from_wishlist nonce>`: removed, the page answered as it is. */
function removeFromWishlistHandler(app: FixtureContext): RequestHandler {
	return (req: Request, res: Response, next: NextFunction) => {
		const query = bodyOf(req.query);
		const id = Number(field(query, 'remove_from_wishlist'));
		const visitor = app.visitor(req, res);
		const session = visitor.session;
		if (id && session && app.nonces.verify(field(query, '_wpnonce'), NONCE_ACTIONS.removeFromWishlist, visitor.user)) {
			session.wishlist = session.wishlist.filter((saved) => saved !== id);
		}
		next();
	};
}

/**
 * `?remove_item=<key>&_wpnonce=` and its "Undo?" link `?undo_item=<key>&_wpnonce=`, as
 * WC_Form_Handler::update_cart_action() answers them: with a good nonce, a 302 back to the
 * referring page (`removed_item=1` added after a removal); without a referrer, or with a bad
 * nonce (nothing changed then), the cart page renders.
 */
function removeOrRestore(app: FixtureContext, req: Request, res: Response, next: NextFunction): void {
	const query = bodyOf(req.query);
	const removeKey = field(query, 'remove_item');
	const undoKey = field(query, 'undo_item');
	if (!removeKey && !undoKey) {
		next();
		return;
	}
	const visitor = app.visitor(req, res);
	if (!app.nonces.verify(field(query, '_wpnonce'), NONCE_ACTIONS.cart, visitor.user)) {
		next();
		return;
	}
	const session = visitor.session;
	if (session && removeKey) {
		const line = summarizeCart(app.catalogue, session.cart).lines.find((candidate) => candidate.item.key === removeKey);
		const removed = removeCartItem(session.cart, removeKey);
		if (removed && line) {
			session.removed.set(removed.key, removed);
			const undo = removeItemUrl(removed.key, app.nonces.create(NONCE_ACTIONS.cart, visitor.user)).replace('remove_item=', 'undo_item=');
			addNotice(visitor, { type: 'success', message: html`&ldquo;${line.name}&rdquo; removed. <a href="${undo}" class="restore-item">Undo?</a>` });
		}
	}
	const restored = session && !removeKey && undoKey ? session.removed.get(undoKey) : undefined;
	if (session && restored) {
		session.removed.delete(undoKey);
		session.cart.push(restored);
	}
	syncVisitorCartCookies(app, req, res);
	const referer = refererOf(req);
	if (!referer) {
		next();
		return;
	}
	if (removeKey) {
		for (const name of ['remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce']) {
			referer.searchParams.delete(name);
		}
		referer.searchParams.set('removed_item', '1');
	} else {
		referer.searchParams.delete('undo_item');
		referer.searchParams.delete('_wpnonce');
	}
	res.redirect(302, referer.toString());
}

/** wp_get_referer(): the Referer (or `_wp_http_referer`) on this site, unless it is the URL asked for. */
function refererOf(req: Request): URL | null {
	const raw = field(bodyOf(req.query), '_wp_http_referer') || req.get('referer') || '';
	const origin = originOf(req);
	let referer: URL;
	try {
		referer = new URL(raw, origin);
	} catch {
		return null;
	}
	if (raw === '' || referer.origin !== origin || raw === req.originalUrl || raw === `${origin}${req.originalUrl}`) {
		return null;
	}
	return referer;
}

/** The cart form: quantities (`cart[<key>][qty]`, 0 removes), coupons, the shipping calculator. */
function updateCart(app: FixtureContext, req: Request, res: Response, next: NextFunction): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	if (!field(body, 'update_cart') && !field(body, 'apply_coupon') && !field(body, 'calc_shipping')) {
		next();
		return;
	}
	if (field(body, 'apply_coupon')) {
		const code = field(body, 'coupon_code').trim();
		addNotice(visitor, {
			type: 'error',
			message: code === '' ? html`Please enter a coupon code.` : html`Coupon &quot;${code}&quot; does not exist!`,
		});
	} else if (field(body, 'calc_shipping')) {
		addNotice(visitor, { type: 'success', message: html`Shipping costs updated.` });
	} else if (app.nonces.verify(field(body, 'woocommerce-cart-nonce'), NONCE_ACTIONS.cart, visitor.user)) {
		updateQuantities(app, visitor, bracketFields(body, 'cart', '[qty]'));
	}
	syncVisitorCartCookies(app, req, res);
	res.redirect(303, CART_URL);
}

function updateQuantities(app: FixtureContext, visitor: Visitor, quantities: ReadonlyMap<string, string>): void {
	const session = visitor.session;
	if (!session) {
		return;
	}
	const lines = summarizeCart(app.catalogue, session.cart).lines;
	for (const [key, value] of quantities) {
		const line = lines.find((candidate) => candidate.item.key === key);
		const quantity = Number(value);
		if (!line || !Number.isInteger(quantity) || quantity < 0) {
			continue;
		}
		if (quantity === 0) {
			removeCartItem(session.cart, key);
		} else if (line.maxQuantity !== null && quantity > line.maxQuantity) {
			addNotice(visitor, {
				type: 'error',
				message: line.product.soldIndividually
					? html`You can only have 1 ${line.name} in your cart.`
					: html`Sorry, we do not have enough &quot;${line.name}&quot; in stock to fulfill your order (${line.maxQuantity} available). We apologize for any inconvenience caused.`,
			});
		} else {
			line.item.quantity = quantity;
		}
	}
	addNotice(visitor, { type: 'success', message: html`Cart updated.` });
}
