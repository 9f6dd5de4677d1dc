import type { Request, Response } from 'express';
import type { FixtureContext } from '../context';
import { type AddRequest, summarizeCart } from '../model/cart';
import { syncCartCookies } from '../model/cart-cookies';
import { addForVisitor, addNotice } from '../model/session';
import { productUrl } from '../model/urls';
import { sendFragments } from '../render/answers';
import { originOf } from '../render/page';

/** Answers to cart changes that several routes share. */

/**
 * WC_AJAX::add_to_cart(): the fragments on success; on
 * failure `{error, product_url}`, with WooCommerce's notice queued for the product page the
 * shopper is sent to. `product_url` is `false` for an unknown product, as get_permalink() answers.
 */
export function sendAddToCart(req: Request, res: Response, app: FixtureContext, request: AddRequest): void {
	const visitor = app.visitor(req, res);
	const result = addForVisitor(app.catalogue, visitor, request);
	if (result.ok) {
		sendFragments(req, res, app);
		return;
	}
	if (result.message) {
		addNotice(visitor, { type: 'error', message: result.message });
	}
	res.json({ error: true, product_url: result.product ? `${originOf(req)}${productUrl(result.product)}` : false });
}

/** WooCommerce sets the cart cookies in the response that changed the cart. */
export function syncVisitorCartCookies(app: FixtureContext, req: Request, res: Response): void {
	syncCartCookies(app.cookies(req, res), summarizeCart(app.catalogue, app.visitor(req, res).session?.cart ?? []));
}
