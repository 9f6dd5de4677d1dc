import { type Request, type Response, Router } from 'express';
import type { FixtureContext } from '../context';
import { type SafeHtml, html } from '../html';
import { summarizeCart } from '../model/cart';
import { findProduct } from '../model/catalogue';
import { findContactForm } from '../model/cf7/forms';
import { submitContactForm } from '../model/cf7/submit';
import { allFields, bodyOf, field, postedFiles } from '../model/fields';
import { NONCE_ACTIONS } from '../model/nonces';
import { checkoutErrors, createOrder, orderReceivedUrl } from '../model/orders';
import { addNotice } from '../model/session';
import { CART_URL, CHECKOUT_URL, CONTACT_URL, productUrl } from '../model/urls';
import { sendNotFound, sendScreen, sendWpDie } from '../render/page';
import type { Screen } from '../render/screens';
import { syncVisitorCartCookies } from './cart-answers';

/** Screens that take a form: the checkout, the contact forms, reviews (My account's: account.ts). */

type ContactScreen = Extract<Screen, { readonly name: 'contact' }>;

export function formsRouter(app: FixtureContext): Router {
	const router = Router();
	router.post(CHECKOUT_URL, (req, res) => placeOrder(app, req, res));
	const contactPages = [CONTACT_URL, ...app.contactForms.forms.flatMap((form) => (form.page ? [form.page.url] : []))];
	for (const pageUrl of contactPages) {
		router.get(pageUrl, (req, res) => sendContact(app, req, res, pageUrl, null));
		router.post(pageUrl, (req, res) => contactWithoutJavaScript(app, req, res, pageUrl));
	}
	router.post('/wp-comments-post.php', (req, res) => postReview(app, req, res));
	return router;
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
		const values = Object.fromEntries(Object.keys(body).map((name) => [name, field(body, name)]));
		sendScreen(req, res, app, { name: 'checkout', values });
		return;
	}
	const order = createOrder(app.nextOrderId(), cart, body);
	session.orders.set(order.id, order);
	session.cart = [];
	syncVisitorCartCookies(app, req, res);
	res.redirect(303, orderReceivedUrl(order));
}

function sendContact(
	app: FixtureContext,
	req: Request,
	res: Response,
	pageUrl: string,
	submission: ContactScreen['submission'],
): void {
	const nested = field(bodyOf(req.query), 'nested') === '1';
	sendScreen(req, res, app, { name: 'contact', pageUrl, nested, submission });
}

/** CF7 without JavaScript: the page again, the submitted form showing its result. */
function contactWithoutJavaScript(app: FixtureContext, req: Request, res: Response, pageUrl: string): void {
	const body = bodyOf(req.body);
	const form = findContactForm(app.contactForms, Number(field(body, '_wpcf7')));
	if (!form) {
		sendContact(app, req, res, pageUrl, null);
		return;
	}
	const unitTag = field(body, '_wpcf7_unit_tag');
	const posted = allFields(body);
	const result = submitContactForm(form, posted, unitTag, app.contactForms.disallowedWords, postedFiles(req.files));
	sendContact(app, req, res, pageUrl, { unitTag, state: { result, posted } });
}

/**
 * A review. WordPress refuses a guest's comment without name and email, then one without
 * text, each with its error page (200) and a link back; WooCommerce's check then refuses one
 * without a rating (an error page, 500). A taken review is held for moderation; nothing is
 * stored, so the shopper is sent back to the reviews with a notice where WordPress would show
 * the held review itself.
 */
function postReview(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const product = findProduct(app.catalogue, Number(field(body, 'comment_post_ID')));
	if (!product) {
		sendNotFound(app, req, res);
		return;
	}
	const missing = (name: string): boolean => field(body, name).trim() === '';
	const commentFailure = (message: SafeHtml) => ({ title: 'Comment Submission Failure', message: html`<p><strong>Error:</strong> ${message}</p>`, status: 200, backLink: true });
	if (missing('author') || missing('email')) {
		sendWpDie(res, app, commentFailure(html`Please fill the required fields.`));
		return;
	}
	if (missing('comment')) {
		sendWpDie(res, app, commentFailure(html`Please type your comment text.`));
		return;
	}
	if (missing('rating')) {
		sendWpDie(res, app, { title: 'WordPress \u203a Error', message: html`Please rate the product.`, status: 500, backLink: false });
		return;
	}
	addNotice(app.visitor(req, res), { type: 'notice', message: html`Your review is awaiting approval.` });
	res.redirect(303, `${productUrl(product)}#reviews`);
}
