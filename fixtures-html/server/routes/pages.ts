import { type Request, type Response, Router } from 'express';
import type { FixtureContext } from '../context';
import type { Category } from '../model/catalogue';
import { bodyOf, field } from '../model/fields';
import { MAX_CARDS, listProducts, pageOf, parseOrderBy, repeatToCount } from '../model/listing';
import { NONCE_ACTIONS } from '../model/nonces';
import { BLOCK_CHECKOUT_URL, CART_URL, CHECKOUT_URL, WISHLIST_URL } from '../model/urls';
import { sendNotFound, sendScreen } from '../render/page';

/** The storefront's screens that only read: home, listings, products, the brands, cart, checkout, wishlist (and its title form). */

export function pagesRouter(app: FixtureContext): Router {
	const router = Router();
	router.get('/', (req, res) => {
		const search = bodyOf(req.query).s;
		if (typeof search === 'string') {
			sendListing(app, req, res, null, search);
			return;
		}
		sendScreen(req, res, app, { name: 'home' });
	});
	router.get('/page/:page/', (req, res) => {
		const search = bodyOf(req.query).s;
		if (typeof search !== 'string') {
			sendNotFound(app, req, res);
			return;
		}
		sendListing(app, req, res, null, search);
	});
	const shop = (req: Request<{ page?: string }>, res: Response): void => {
		const slug = field(bodyOf(req.query), 'product_cat');
		const category = slug ? app.catalogue.categories.find((candidate) => candidate.slug === slug) : null;
		if (category === undefined) {
			sendNotFound(app, req, res);
			return;
		}
		sendListing(app, req, res, category, null);
	};
	router.get('/shop/', shop);
	router.get('/shop/page/:page/', shop);
	const categoryListing = (req: Request<{ slug: string; page?: string }>, res: Response): void => {
		const category = app.catalogue.categories.find((candidate) => candidate.slug === req.params.slug);
		if (!category) {
			sendNotFound(app, req, res);
			return;
		}
		sendListing(app, req, res, category, null);
	};
	router.get('/product-category/:slug/', categoryListing);
	router.get('/product-category/:slug/page/:page/', categoryListing);
	// The product form posts to the product page, which WordPress renders for a POST as for a GET.
	const productPage = (req: Request<{ slug: string }>, res: Response): void => {
		const product = app.catalogue.productsBySlug.get(req.params.slug);
		if (!product) {
			sendNotFound(app, req, res);
			return;
		}
		sendScreen(req, res, app, { name: 'product', product });
	};
	router.get('/product/:slug/', productPage);
	router.post('/product/:slug/', productPage);
	router.get(`/${app.site.authorPost.slug}/`, (req, res) => {
		sendScreen(req, res, app, { name: 'post' });
	});
	router.get(`/${app.site.brandsPage.slug}/`, (req, res) => {
		sendScreen(req, res, app, { name: 'brands' });
	});
	router.get(CART_URL, (req, res) => {
		sendScreen(req, res, app, { name: 'cart' });
	});
	router.get(CHECKOUT_URL, (req, res) => {
		if ((app.visitor(req, res).session?.cart.length ?? 0) === 0) {
			// WooCommerce sends shoppers with an empty cart back to the cart.
			res.redirect(302, CART_URL);
			return;
		}
		sendScreen(req, res, app, { name: 'checkout', values: {} });
	});
	router.get(BLOCK_CHECKOUT_URL, (req, res) => {
		sendScreen(req, res, app, { name: 'block-checkout' });
	});
	router.get(`${CHECKOUT_URL}order-received/:id/`, (req, res) => {
		const order = app.visitor(req, res).session?.orders.get(Number(req.params.id));
		if (!order || order.key !== field(bodyOf(req.query), 'key')) {
			sendNotFound(app, req, res);
			return;
		}
		sendScreen(req, res, app, { name: 'order-received', order });
	});
	// YITH's own list address, `/wishlist/view/<token>/`, which its remove links use.
	router.get([WISHLIST_URL, `${WISHLIST_URL}view/:token/`], (req, res) => {
		sendScreen(req, res, app, { name: 'wishlist' });
	});
	// YITH's title form (its form handler on `init`): `save_title`, a name and the form's nonce rename the
	// list and redirect to it; anything else, the page as it is.
	router.post([WISHLIST_URL, `${WISHLIST_URL}view/:token/`], (req, res) => {
		const body = bodyOf(req.body);
		const visitor = app.visitor(req, res);
		const name = field(body, 'wishlist_name').trim();
		if (visitor.session && 'save_title' in body && name !== '' && app.nonces.verify(field(body, 'yith_wcwl_edit_wishlist'), NONCE_ACTIONS.editWishlist, visitor.user)) {
			visitor.session.wishlistName = name;
			res.redirect(302, WISHLIST_URL);
			return;
		}
		sendScreen(req, res, app, { name: 'wishlist' });
	});
	return router;
}

/**
 * The shop, a category or search results, the site's products per page (`…/page/<n>/`, 404 beyond
 * the last); `?cards=<n>` repeats the listing to n cards on one page, for the benchmarks.
 */
function sendListing(
	app: FixtureContext,
	req: Request<{ page?: string }>,
	res: Response,
	category: Category | null,
	search: string | null,
): void {
	const query = bodyOf(req.query);
	const orderBy = parseOrderBy(field(query, 'orderby'));
	const products = listProducts(app.catalogue, { category: category?.slug, search: search ?? undefined }, orderBy);
	const cards = Number(field(query, 'cards'));
	const page =
		Number.isInteger(cards) && cards > 0
			? pageOf(repeatToCount(products, Math.min(cards, MAX_CARDS)), 1, MAX_CARDS)
			: pageOf(products, Number(field(query, 'paged') || req.params.page || 1), app.site.productsPerPage);
	if (!page) {
		sendNotFound(app, req, res);
		return;
	}
	const basePath =
		search !== null ? '/' : category && req.path.startsWith('/product-category/') ? `/product-category/${category.slug}/` : '/shop/';
	sendScreen(req, res, app, { name: 'shop', listing: { page, basePath, orderBy, category, search } });
}
