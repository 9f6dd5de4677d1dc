import type { Request, Response } from 'express';
import { cartFragments } from '../../templates/mini-cart';
import { wishlistForm } from '../../templates/pages/wishlist';
import { quickViewHtml } from '../../templates/quick-view';
import { html } from '../html';
import type { FixtureContext } from '../context';
import { summarizeCart } from '../model/cart';
import { syncCartCookies } from '../model/cart-cookies';
import type { Catalogue, Product } from '../model/catalogue';
import { NONCE_ACTIONS } from '../model/nonces';
import type { SessionData } from '../model/session';
import { wishlistToken } from '../model/wishlist';

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

/**
 * YITH's wishlist form, re-rendered for its `remove_from_wishlist` answer after a removal, with
 * the notice YITH queued (which the re-render takes).
 */
export function wishlistFormMarkup(app: FixtureContext, session: SessionData, user: string | null): string {
	return wishlistForm({
		catalogue: app.catalogue,
		wishlist: session.wishlist,
		token: wishlistToken(session.id),
		removeNonce: app.nonces.create(NONCE_ACTIONS.removeFromWishlist, user),
		name: session.wishlistName,
		editNonce: app.nonces.create(NONCE_ACTIONS.editWishlist, user),
		notices: [{ type: 'success', message: html`Product successfully removed.` }],
	}).markup;
}
