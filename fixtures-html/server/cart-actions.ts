import type { Request, Response } from 'express';
import { cartFragments } from '../templates/mini-cart';
import { productUrl } from '../templates/product-card';
import { type AddRequest, type AddResult, addToCart, summarizeCart } from './cart';
import { syncCartCookies } from './cart-cookies';
import type { FixtureContext } from './context';
import { NONCE_ACTIONS } from './nonces';
import { originOf } from './render';
import { type Visitor, addNotice } from './session';

/** The JSON answers of background cart changes, shared by wc-ajax and the quick view. */

/** `{fragments, cart_hash}`, with the cart cookies brought up to date. */
export function sendFragments(req: Request, res: Response, app: FixtureContext): void {
	const visitor = app.visitor(req, res);
	const cart = summarizeCart(app.catalogue, visitor.session?.cart ?? []);
	syncCartCookies(req, res, cart);
	res.json({
		fragments: cartFragments(cart, app.nonces.create(NONCE_ACTIONS.cart, visitor.user)),
		cart_hash: cart.hash,
	});
}

/**
 * WC_AJAX::add_to_cart(): the fragments on success; on failure `{error, product_url}`,
 * with WooCommerce's notice queued for the product page the shopper is sent to.
 * `product_url` is `false` for an unknown product, as get_permalink() answers.
 */
export function sendAddToCart(req: Request, res: Response, app: FixtureContext, request: AddRequest): void {
	const visitor = app.visitor(req, res);
	const result = addForVisitor(app, visitor, request);
	if (result.ok) {
		sendFragments(req, res, app);
		return;
	}
	if (result.message) {
		addNotice(visitor, { type: 'error', message: result.message });
	}
	res.json({ error: true, product_url: result.product ? `${originOf(req)}${productUrl(result.product)}` : false });
}

/** Adds to the visitor's cart; the session (and its cookie) starts with the first item, as in WooCommerce. */
export function addForVisitor(app: FixtureContext, visitor: Visitor, request: AddRequest): AddResult {
	const session = visitor.session;
	const cart = session ? session.cart : [];
	const result = addToCart(app.catalogue, cart, request);
	if (result.ok && !session) {
		visitor.startSession().cart = cart;
	}
	return result;
}
