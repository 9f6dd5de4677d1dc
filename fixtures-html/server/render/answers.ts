import type { Request, Response } from 'express';
import { cartFragments } from '../../templates/mini-cart';
import { quickViewHtml } from '../../templates/quick-view';
import type { FixtureContext } from '../context';
import { summarizeCart } from '../model/cart';
import { syncCartCookies } from '../model/cart-cookies';
import type { Catalogue, Product } from '../model/catalogue';
import { NONCE_ACTIONS } from '../model/nonces';

/** The markup background calls answer with: cart fragments and the quick view. */

/** `{fragments, cart_hash}`, with the cart cookies brought up to date. */
export function sendFragments(req: Request, res: Response, app: FixtureContext): void {
	const visitor = app.visitor(req, res);
	const cart = summarizeCart(app.catalogue, visitor.session?.cart ?? []);
	syncCartCookies(app.cookies(req, res), cart);
	res.json({
		fragments: cartFragments(cart, app.nonces.create(NONCE_ACTIONS.cart, visitor.user)),
		cart_hash: cart.hash,
	});
}

export function quickViewMarkup(catalogue: Catalogue, product: Product): string {
	return quickViewHtml(catalogue, product).markup;
}
