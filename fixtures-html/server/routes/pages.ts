import { type Request, type Response, Router } from 'express';
import { cartPage } from '../../templates/pages/cart';
import { CHECKOUT_PATH, checkoutPage } from '../../templates/pages/checkout';
import { homePage } from '../../templates/pages/home';
import { notFoundPage } from '../../templates/pages/message';
import { orderReceivedPage } from '../../templates/pages/order-received';
import { productPage } from '../../templates/pages/product';
import { shopPage } from '../../templates/pages/shop';
import { wishlistPage } from '../../templates/pages/wishlist';
import { CART_URL } from '../cart';
import type { Category } from '../catalogue';
import type { FixtureContext } from '../context';
import { bodyOf, field } from '../fields';
import { MAX_CARDS, listProducts, parseOrderBy, repeatToCount } from '../listing';
import { pageContext, sendPage } from '../render';

/** The storefront's screens that only read: home, listings, products, cart, checkout, wishlist. */

export function pagesRouter(app: FixtureContext): Router {
	const router = Router();
	router.get('/', (req, res) => {
		const search = bodyOf(req.query).s;
		if (typeof search === 'string') {
			sendListing(app, req, res, null, search);
			return;
		}
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, homePage(ctx));
	});
	router.get('/shop/', (req, res) => {
		const slug = field(bodyOf(req.query), 'product_cat');
		const category = slug ? app.catalogue.categories.find((candidate) => candidate.slug === slug) : null;
		if (category === undefined) {
			sendNotFound(app, req, res);
			return;
		}
		sendListing(app, req, res, category, null);
	});
	router.get('/product-category/:slug/', (req, res) => {
		const category = app.catalogue.categories.find((candidate) => candidate.slug === req.params.slug);
		if (!category) {
			sendNotFound(app, req, res);
			return;
		}
		sendListing(app, req, res, category, null);
	});
	router.get('/product/:slug/', (req, res) => {
		const product = app.catalogue.productsBySlug.get(req.params.slug);
		if (!product) {
			sendNotFound(app, req, res);
			return;
		}
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, productPage(ctx, product));
	});
	router.get(CART_URL, (req, res) => {
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, cartPage(ctx));
	});
	router.get(CHECKOUT_PATH, (req, res) => {
		if ((app.visitor(req, res).session?.cart.length ?? 0) === 0) {
			// WooCommerce sends shoppers with an empty cart back to the cart.
			res.redirect(302, CART_URL);
			return;
		}
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, checkoutPage(ctx, {}));
	});
	router.get(`${CHECKOUT_PATH}order-received/:id/`, (req, res) => {
		const order = app.visitor(req, res).session?.orders.get(Number(req.params.id));
		if (!order || order.key !== field(bodyOf(req.query), 'key')) {
			sendNotFound(app, req, res);
			return;
		}
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, orderReceivedPage(order));
	});
	router.get('/wishlist/', (req, res) => {
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, wishlistPage(ctx));
	});
	return router;
}

/** The shop, a category or search results; `?cards=<n>` repeats the listing to n cards. */
function sendListing(app: FixtureContext, req: Request, res: Response, category: Category | null, search: string | null): void {
	const query = bodyOf(req.query);
	const orderBy = parseOrderBy(field(query, 'orderby'));
	const products = listProducts(app.catalogue, { category: category?.slug, search: search ?? undefined }, orderBy);
	const cards = Number(field(query, 'cards'));
	const shown = Number.isInteger(cards) && cards > 0 ? repeatToCount(products, Math.min(cards, MAX_CARDS)) : products;
	const ctx = pageContext(req, res, app);
	sendPage(req, res, app, ctx, shopPage(ctx, { products: shown, orderBy, category, search }));
}

export function sendNotFound(app: FixtureContext, req: Request, res: Response): void {
	const ctx = pageContext(req, res, app);
	sendPage(req, res, app, ctx, notFoundPage(), 404);
}
