import { type Request, type Response, Router } from 'express';
import { ACCOUNT_URL } from '../../templates/header';
import { accountPage } from '../../templates/pages/account';
import { CHECKOUT_PATH, checkoutPage } from '../../templates/pages/checkout';
import { CONTACT_PATH, type ContactSubmission, contactPage } from '../../templates/pages/contact';
import { productUrl } from '../../templates/product-card';
import { logIn } from '../accounts';
import { CART_URL, summarizeCart } from '../cart';
import { findProduct } from '../catalogue';
import { findContactForm } from '../cf7/forms';
import { submitContactForm } from '../cf7/submit';
import type { FixtureContext } from '../context';
import { allFields, bodyOf, field } from '../fields';
import { html } from '../html';
import { NONCE_ACTIONS } from '../nonces';
import { checkoutErrors, createOrder, orderReceivedUrl } from '../orders';
import { pageContext, sendPage } from '../render';
import { addNotice } from '../session';
import { syncVisitorCartCookies } from './no-js-cart';
import { sendNotFound } from './pages';

/** Screens that take a form: My account (login, logout), the checkout, the contact forms, reviews. */

export function formsRouter(app: FixtureContext): Router {
	const router = Router();
	router.get(ACCOUNT_URL, (req, res) => {
		const ctx = pageContext(req, res, app);
		sendPage(req, res, app, ctx, accountPage(ctx, ''));
	});
	router.post(ACCOUNT_URL, (req, res) => accountLogin(app, req, res));
	router.get(`${ACCOUNT_URL}customer-logout/`, (req, res) => accountLogout(app, req, res));
	router.post(CHECKOUT_PATH, (req, res) => placeOrder(app, req, res));
	router.get(CONTACT_PATH, (req, res) => sendContact(app, req, res, null));
	router.post(CONTACT_PATH, (req, res) => contactWithoutJavaScript(app, req, res));
	router.post('/wp-comments-post.php', (req, res) => postReview(app, req, res));
	return router;
}

/** WC_Form_Handler::process_login(): success redirects to My account, failure shows WordPress's error. */
function accountLogin(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const username = field(body, 'username');
	if (!app.nonces.verify(field(body, 'woocommerce-login-nonce'), NONCE_ACTIONS.login, visitor.user)) {
		addNotice(visitor, { type: 'error', message: html`<strong>Error:</strong> Your session has expired. Please try again.` });
	} else {
		const result = logIn(username, field(body, 'password'));
		if (result.ok) {
			visitor.logIn(result.user);
			res.redirect(303, ACCOUNT_URL);
			return;
		}
		addNotice(visitor, { type: 'error', message: result.error });
	}
	const ctx = pageContext(req, res, app);
	sendPage(req, res, app, ctx, accountPage(ctx, username));
}

/** Logging out needs the nonce; without it WooCommerce asks first. */
function accountLogout(app: FixtureContext, req: Request, res: Response): void {
	const visitor = app.visitor(req, res);
	if (app.nonces.verify(field(bodyOf(req.query), '_wpnonce'), NONCE_ACTIONS.logout, visitor.user)) {
		visitor.logOut();
	} else {
		const confirm = `${ACCOUNT_URL}customer-logout/?_wpnonce=${app.nonces.create(NONCE_ACTIONS.logout, visitor.user)}`;
		addNotice(visitor, { type: 'notice', message: html`Are you sure you want to log out? <a href="${confirm}">Confirm and log out</a>` });
	}
	res.redirect(303, ACCOUNT_URL);
}

/** The place-order POST: errors show the checkout again; an order empties the cart and says thank you. */
function placeOrder(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const session = visitor.session;
	const cart = summarizeCart(app.catalogue, session?.cart ?? []);
	if (!session || cart.lines.length === 0) {
		addNotice(visitor, { type: 'error', message: html`Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a>` });
		res.redirect(303, CART_URL);
		return;
	}
	const nonceValid = app.nonces.verify(field(body, 'woocommerce-process-checkout-nonce'), NONCE_ACTIONS.checkout, visitor.user);
	const errors = nonceValid
		? checkoutErrors(body)
		: [{ type: 'error' as const, message: html`We were unable to process your order, please try again.` }];
	if (errors.length > 0) {
		for (const error of errors) {
			addNotice(visitor, error);
		}
		const ctx = pageContext(req, res, app);
		const values = Object.fromEntries(Object.keys(body).map((name) => [name, field(body, name)]));
		sendPage(req, res, app, ctx, checkoutPage(ctx, values));
		return;
	}
	const order = createOrder(app.nextOrderId(), cart, body);
	session.orders.set(order.id, order);
	session.cart = [];
	syncVisitorCartCookies(app, req, res);
	res.redirect(303, orderReceivedUrl(order));
}

function sendContact(app: FixtureContext, req: Request, res: Response, submission: ContactSubmission | null): void {
	const ctx = pageContext(req, res, app);
	const nested = field(bodyOf(req.query), 'nested') === '1';
	sendPage(req, res, app, ctx, contactPage(app.contactForms, nested, submission));
}

/** CF7 without JavaScript: the page again, the submitted form showing its result. */
function contactWithoutJavaScript(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const form = findContactForm(app.contactForms, Number(field(body, '_wpcf7')));
	if (!form) {
		sendContact(app, req, res, null);
		return;
	}
	const unitTag = field(body, '_wpcf7_unit_tag');
	const posted = allFields(body);
	const result = submitContactForm(form, posted, unitTag);
	sendContact(app, req, res, { unitTag, state: { result, posted } });
}

/**
 * A review: WooCommerce requires a rating; WordPress holds a guest's comment for moderation.
 * Nothing is stored; the shopper is sent back to the reviews with the outcome.
 */
function postReview(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const product = findProduct(app.catalogue, Number(field(body, 'comment_post_ID')));
	if (!product) {
		sendNotFound(app, req, res);
		return;
	}
	const visitor = app.visitor(req, res);
	const missing = ['rating', 'comment', 'author', 'email'].some((name) => field(body, name).trim() === '');
	addNotice(
		visitor,
		missing
			? { type: 'error', message: html`<strong>Error:</strong> Please fill the required fields and rate the product.` }
			: { type: 'notice', message: html`Your review is awaiting approval.` },
	);
	res.redirect(303, `${productUrl(product)}#reviews`);
}
