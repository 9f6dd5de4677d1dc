import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FixtureContext } from '../context';
import { removeCartItem } from '../model/cart';
import { findProduct } from '../model/catalogue';
import { attributeFields, bodyOf, field, quantityField } from '../model/fields';
import { findMatchingVariation, variationData } from '../model/variations';
import { sendFragments } from '../render/answers';
import { sendAddToCart } from './cart-answers';

/**
 * A test switch both stores know (the real store's in its test switches mu-plugin): a visitor
 * with this cookie at `1` gets a 500 for every fragment refresh, as from a failing server.
 */
const REFRESH_FAULT_COOKIE = 'shop_islands_refresh_fault';

/**
 * `?wc-ajax=<endpoint>` on any URL, as WC_AJAX answers it. An endpoint nobody handles ends
 * in WooCommerce's bare wp_die(): status 200 and an empty body.
 */
export function wcAjaxHandler(app: FixtureContext): RequestHandler {
	const endpoints: Readonly<Record<string, (req: Request, res: Response) => void>> = {
		add_to_cart: (req, res) => addToCart(app, req, res),
		remove_from_cart: (req, res) => removeFromCart(app, req, res),
		get_refreshed_fragments: (req, res) => {
			if (app.cookies(req, res).requestCookie(REFRESH_FAULT_COOKIE) === '1') {
				res.status(500).type('html').send('<h1>Internal Server Error</h1>');
				return;
			}
			sendFragments(req, res, app);
		},
		get_variation: (req, res) => getVariation(app, req, res),
	};
	return (req: Request, res: Response, next: NextFunction) => {
		const endpoint = field(bodyOf(req.query), 'wc-ajax');
		if (endpoint === '') {
			next();
			return;
		}
		res.setHeader('X-Robots-Tag', 'noindex');
		res.setHeader('Cache-Control', 'no-cache, must-revalidate, max-age=0, no-store, private');
		const handle = endpoints[endpoint];
		if (handle) {
			handle(req, res);
		} else {
			res.status(200).type('html').send('');
		}
	};
}

/**
 * WC_AJAX::add_to_cart() reads only `product_id` and `quantity`: a posted `variation_id` and
 * `attribute_*` fields are ignored, so a variable product is added only when `product_id` is
 * one of its variations, with that variation's own attributes (an "any" one left empty fails).
 */
function addToCart(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	sendAddToCart(req, res, app, {
		productId: Number(field(body, 'product_id')),
		quantity: quantityField(body, 'quantity', 1),
		variationId: 0,
		attributes: {},
	});
}

/** An unknown key answers wp_send_json_error(): `{"success":false}`. */
function removeFromCart(app: FixtureContext, req: Request, res: Response): void {
	const key = field(bodyOf(req.body), 'cart_item_key');
	const session = app.visitor(req, res).session;
	const removed = session && key !== '' ? removeCartItem(session.cart, key) : undefined;
	if (!removed || !session) {
		res.json({ success: false });
		return;
	}
	session.removed.set(removed.key, removed);
	sendFragments(req, res, app);
}

/** The matched variation, or the bare body `false`; nothing at all for a product that is not variable. */
function getVariation(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const product = findProduct(app.catalogue, Number(field(body, 'product_id')));
	if (product?.type !== 'variable') {
		res.status(200).type('html').send('');
		return;
	}
	const variation = findMatchingVariation(product, attributeFields(body));
	res.json(variation ? variationData(product, variation) : false);
}
