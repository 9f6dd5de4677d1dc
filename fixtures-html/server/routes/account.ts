import { type Request, type Response, Router } from 'express';
import type { FixtureContext } from '../context';
import { html } from '../html';
import { type Account, logIn } from '../model/accounts';
import { type AddressType, addressCountry, addressErrors, addressFields } from '../model/addresses';
import { isEmail } from '../model/cf7/validate';
import { type Body, bodyOf, field } from '../model/fields';
import { NONCE_ACTIONS } from '../model/nonces';
import type { Notice } from '../model/notices';
import { COOKIE_HASH, type Visitor, addNotice } from '../model/session';
import { ACCOUNT_URL, LOST_PASSWORD_URL } from '../model/urls';
import { sendScreen } from '../render/page';
import type { AccountView } from '../render/screens';

/**
 * My account, as the [woocommerce_my_account] shortcode and WC_Form_Handler answer it: login
 * (and registration, asked for with `?account_passwords=yes`), logout, the dashboard, orders,
 * downloads, addresses, account details, and the lost-password screens with their reset link.
 * A guest gets the login form at every endpoint but the lost-password one. Errors show the
 * form again with WooCommerce's notices; a save redirects with a success notice.
 */

/** WordPress's cookie for a reset link's key, set when the link is opened (path: the lost-password page). */
const RESET_COOKIE = `wp-resetpass-${COOKIE_HASH}`;
const ENDPOINT_VIEWS = { orders: 'orders', downloads: 'downloads', 'edit-account': 'edit-account', 'edit-address': 'addresses' } as const;
type Endpoint = keyof typeof ENDPOINT_VIEWS;

export function accountRouter(app: FixtureContext): Router {
	const router = Router();
	router.get(ACCOUNT_URL, (req, res) => {
		if (req.query['password-reset'] === 'true') {
			addNotice(app.visitor(req, res), { type: 'success', message: html`Your password has been reset successfully.` });
		}
		sendAccount(app, req, res, app.visitor(req, res).user ? { kind: 'dashboard' } : loginView(req, ''));
	});
	router.post(ACCOUNT_URL, (req, res) => (field(bodyOf(req.body), 'woocommerce-register-nonce') ? register(app, req, res) : login(app, req, res)));
	router.get(`${ACCOUNT_URL}customer-logout/`, (req, res) => logout(app, req, res));
	router.get(LOST_PASSWORD_URL, (req, res) => lostPassword(app, req, res));
	router.post(LOST_PASSWORD_URL, (req, res) => (field(bodyOf(req.body), 'reset_key') ? resetPassword(app, req, res) : sendResetLink(app, req, res)));
	for (const endpoint of Object.keys(ENDPOINT_VIEWS) as Endpoint[]) {
		router.get(`${ACCOUNT_URL}${endpoint}/`, (req, res) => {
			const account = accountOf(app, req, res);
			sendAccount(app, req, res, account ? endpointView(app, endpoint, account) : loginView(req, ''));
		});
	}
	router.post(`${ACCOUNT_URL}edit-account/`, (req, res) => saveAccountDetails(app, req, res));
	router.get(`${ACCOUNT_URL}edit-address/:type/`, (req, res) => {
		const type = addressType(req.params.type);
		const account = accountOf(app, req, res);
		if (!type) {
			sendAccount(app, req, res, account ? { kind: 'addresses', addresses: app.addresses, saved: account.addresses } : loginView(req, ''), 404);
			return;
		}
		sendAccount(app, req, res, account ? addressView(app, account, type, account.addresses) : loginView(req, ''));
	});
	router.post(`${ACCOUNT_URL}edit-address/:type/`, (req, res) => saveAddress(app, req, res, addressType(req.params.type)));
	return router;
}

function sendAccount(app: FixtureContext, req: Request, res: Response, view: AccountView, status = 200): void {
	sendScreen(req, res, app, { name: 'account', view }, status);
}

function loginView(req: Request, username: string): AccountView {
	// The real store's test switch: registration asks for a password (woocommerce_registration_generate_password "no").
	return { kind: 'login', username, register: req.query.account_passwords === 'yes' };
}

function accountOf(app: FixtureContext, req: Request, res: Response): Account | undefined {
	const user = app.visitor(req, res).user;
	return user === null ? undefined : app.accounts.find(user);
}

function endpointView(app: FixtureContext, endpoint: Endpoint, account: Account): AccountView {
	const kind = ENDPOINT_VIEWS[endpoint];
	if (kind === 'addresses') {
		return { kind, addresses: app.addresses, saved: account.addresses };
	}
	return kind === 'edit-account' ? { kind, values: accountDetails(account) } : { kind };
}

function addressType(value: string | undefined): AddressType | null {
	return value === 'billing' || value === 'shipping' ? value : null;
}

/** The form for the saved country (the store's base country, the US, before one is saved), with `values` in its fields. */
function addressView(app: FixtureContext, account: Account, type: AddressType, values: ReadonlyMap<string, string>): AccountView {
	const filled = new Map(values);
	if (type === 'billing' && !filled.get('billing_email')) {
		filled.set('billing_email', account.email);
	}
	const country = addressCountry(app.addresses, account.addresses.get(`${type}_country`));
	if (!filled.get(`${type}_country`)) {
		filled.set(`${type}_country`, country);
	}
	return { kind: 'edit-address', addresses: app.addresses, type, country, values: filled };
}

function accountDetails(account: Account): Map<string, string> {
	return new Map([
		['account_first_name', account.firstName],
		['account_last_name', account.lastName],
		['account_display_name', account.displayName],
		['account_email', account.email],
	]);
}

/** WC_Form_Handler::process_login(): success redirects to My account, failure shows WordPress's error. */
function login(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const username = field(body, 'username');
	if (!app.nonces.verify(field(body, 'woocommerce-login-nonce'), NONCE_ACTIONS.login, visitor.user)) {
		addNotice(visitor, { type: 'error', message: html`<strong>Error:</strong> Your session has expired. Please try again.` });
	} else {
		const result = logIn(app.accounts, username, field(body, 'password'));
		if (result.ok) {
			visitor.logIn(result.user);
			res.redirect(303, ACCOUNT_URL);
			return;
		}
		addNotice(visitor, { type: 'error', message: result.error });
	}
	sendAccount(app, req, res, loginView(req, username));
}

/** WC_Form_Handler::process_registration() with a password asked for: the new customer is logged in. */
function register(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const email = field(body, 'email').trim();
	const password = field(body, 'password');
	const error =
		!app.nonces.verify(field(body, 'woocommerce-register-nonce'), NONCE_ACTIONS.register, visitor.user) ? html`<strong>Error:</strong> Your session has expired. Please try again.`
		: !isEmail(email) ? html`<strong>Error:</strong> Please provide a valid email address.`
		: app.accounts.find(email) ? html`<strong>Error:</strong> An account is already registered with your email address. Please log in.`
		: password === '' ? html`<strong>Error:</strong> Please enter an account password.`
		: null;
	if (error) {
		addNotice(visitor, { type: 'error', message: error });
		sendAccount(app, req, res, loginView(req, ''));
		return;
	}
	visitor.logIn(app.accounts.register(email, password).login);
	res.redirect(303, ACCOUNT_URL);
}

/** Logging out needs the nonce; without it WooCommerce asks first. */
function logout(app: FixtureContext, req: Request, res: Response): void {
	const visitor = app.visitor(req, res);
	if (app.nonces.verify(field(bodyOf(req.query), '_wpnonce'), NONCE_ACTIONS.logout, visitor.user)) {
		visitor.logOut();
	} else {
		const confirm = `${ACCOUNT_URL}customer-logout/?_wpnonce=${app.nonces.create(NONCE_ACTIONS.logout, visitor.user)}`;
		addNotice(visitor, { type: 'notice', message: html`Are you sure you want to log out? <a href="${confirm}">Confirm and log out</a>` });
	}
	res.redirect(303, ACCOUNT_URL);
}

/** WC_Form_Handler::save_address(): the posted country's fields are checked and kept. */
function saveAddress(app: FixtureContext, req: Request, res: Response, type: AddressType | null): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const account = accountOf(app, req, res);
	if (!account || !type || !app.nonces.verify(field(body, 'woocommerce-edit-address-nonce'), NONCE_ACTIONS.editAddress, visitor.user) || field(body, 'action') !== 'edit_address') {
		sendAccount(app, req, res, account && type ? addressView(app, account, type, account.addresses) : loginView(req, ''));
		return;
	}
	const errors = addressErrors(app.addresses, type, body);
	if (errors.length > 0) {
		failWith(visitor, errors);
		sendAccount(app, req, res, addressView(app, account, type, postedFields(body, `${type}_`)));
		return;
	}
	for (const definition of addressFields(app.addresses, field(body, `${type}_country`), type)) {
		account.addresses.set(definition.name, field(body, definition.name).trim());
	}
	addNotice(visitor, { type: 'success', message: html`Address changed successfully.` });
	res.redirect(303, `${ACCOUNT_URL}edit-address/`);
}

/** WC_Form_Handler::save_account_details(): names, email, and a password change checked as WooCommerce checks it. */
function saveAccountDetails(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const account = accountOf(app, req, res);
	if (!account || !app.nonces.verify(field(body, 'save-account-details-nonce'), NONCE_ACTIONS.editAccount, visitor.user)) {
		sendAccount(app, req, res, account ? { kind: 'edit-account', values: accountDetails(account) } : loginView(req, ''));
		return;
	}
	const errors = accountDetailsErrors(app, account, body);
	if (errors.length > 0) {
		failWith(visitor, errors);
		sendAccount(app, req, res, { kind: 'edit-account', values: postedFields(body, 'account_') });
		return;
	}
	account.firstName = field(body, 'account_first_name').trim();
	account.lastName = field(body, 'account_last_name').trim();
	account.displayName = field(body, 'account_display_name').trim();
	account.email = field(body, 'account_email').trim();
	if (field(body, 'password_1') !== '') {
		account.password = field(body, 'password_1');
	}
	addNotice(visitor, { type: 'success', message: html`Account details changed successfully.` });
	res.redirect(303, `${ACCOUNT_URL}edit-account/`);
}

function accountDetailsErrors(app: FixtureContext, account: Account, body: Body): Notice[] {
	const errors: Notice[] = [];
	const required = [
		['account_first_name', 'First name'],
		['account_last_name', 'Last name'],
		['account_display_name', 'Display name'],
		['account_email', 'Email address'],
	] as const;
	for (const [name, label] of required) {
		if (field(body, name).trim() === '') {
			errors.push({ type: 'error', dataId: name, message: html`<strong>${label}</strong> is a required field.` });
		}
	}
	const email = field(body, 'account_email').trim();
	if (email !== '' && !isEmail(email)) {
		errors.push({ type: 'error', message: html`Please provide a valid email address.` });
	} else if (email !== '' && app.accounts.find(email) && app.accounts.find(email) !== account) {
		errors.push({ type: 'error', message: html`This email address is already registered.` });
	}
	const [current, first, second] = [field(body, 'password_current'), field(body, 'password_1'), field(body, 'password_2')];
	const passwordError =
		current !== '' && first === '' && second === '' ? 'Please fill out all password fields.'
		: first !== '' && current === '' ? 'Please enter your current password.'
		: first !== '' && second === '' ? 'Please re-enter your password.'
		: (first !== '' || second !== '') && first !== second ? 'New passwords do not match.'
		: first !== '' && current !== account.password ? 'Your current password is incorrect.'
		: null;
	if (passwordError) {
		errors.push({ type: 'error', message: html`${passwordError}` });
	}
	return errors;
}

/**
 * The lost-password endpoint: a reset link (`?key=…&login=…`) keeps its key in WordPress's
 * cookie and comes back as `?show-reset-form=true`, which shows the reset form while the cookie
 * holds a valid key; `?reset-link-sent=true` confirms a request.
 */
function lostPassword(app: FixtureContext, req: Request, res: Response): void {
	const key = typeof req.query.key === 'string' ? req.query.key : '';
	const login = typeof req.query.login === 'string' ? req.query.login : '';
	if (key !== '' && login !== '') {
		app.cookies(req, res).set(RESET_COOKIE, `${login}:${key}`, { path: LOST_PASSWORD_URL, httpOnly: true, sameSite: 'lax' });
		res.redirect(302, `${LOST_PASSWORD_URL}?show-reset-form=true`);
		return;
	}
	if (req.query['reset-link-sent'] === 'true') {
		sendAccount(app, req, res, { kind: 'reset-link-sent' });
		return;
	}
	if (req.query['show-reset-form'] === 'true') {
		const [cookieLogin = '', cookieKey = ''] = (app.cookies(req, res).requestCookie(RESET_COOKIE) ?? '').split(':');
		const account = app.accounts.find(cookieLogin);
		if (account && app.nonces.verify(cookieKey, NONCE_ACTIONS.resetKey, account.login)) {
			sendAccount(app, req, res, { kind: 'reset-password', key: cookieKey, login: account.login });
			return;
		}
		addNotice(app.visitor(req, res), { type: 'error', message: html`This key is invalid or has already been used. Please reset your password again if needed.` });
	}
	sendAccount(app, req, res, { kind: 'lost-password' });
}

/** WC_Shortcode_My_Account::retrieve_password(): the link goes by email (here nowhere; see `/__fixture__/password-reset-url`). */
function sendResetLink(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const login = field(body, 'user_login').trim();
	const error =
		!app.nonces.verify(field(body, 'woocommerce-lost-password-nonce'), NONCE_ACTIONS.lostPassword, visitor.user) ? null
		: login === '' ? 'Enter a username or email address.'
		: !app.accounts.find(login) ? 'Invalid username or email.'
		: '';
	if (error === '') {
		res.redirect(302, `${LOST_PASSWORD_URL}?reset-link-sent=true`);
		return;
	}
	if (error) {
		addNotice(visitor, { type: 'error', message: html`${error}` });
	}
	sendAccount(app, req, res, { kind: 'lost-password' });
}

/** WC_Form_Handler::process_reset_password(): a valid key and two equal passwords set the new password. */
function resetPassword(app: FixtureContext, req: Request, res: Response): void {
	const body = bodyOf(req.body);
	const visitor = app.visitor(req, res);
	const account = app.accounts.find(field(body, 'reset_login'));
	const key = field(body, 'reset_key');
	if (!account || !app.nonces.verify(key, NONCE_ACTIONS.resetKey, account.login)) {
		addNotice(visitor, { type: 'error', message: html`This key is invalid or has already been used. Please reset your password again if needed.` });
		sendAccount(app, req, res, { kind: 'lost-password' });
		return;
	}
	const [first, second] = [field(body, 'password_1'), field(body, 'password_2')];
	const error = first === '' ? 'Please enter your password.' : first !== second ? 'Passwords do not match.' : null;
	if (error || !app.nonces.verify(field(body, 'woocommerce-reset-password-nonce'), NONCE_ACTIONS.resetPassword, visitor.user)) {
		if (error) {
			addNotice(visitor, { type: 'error', message: html`${error}` });
		}
		sendAccount(app, req, res, { kind: 'reset-password', key, login: account.login });
		return;
	}
	account.password = first;
	app.cookies(req, res).clear(RESET_COOKIE, { path: LOST_PASSWORD_URL });
	res.redirect(302, `${ACCOUNT_URL}?password-reset=true`);
}

function failWith(visitor: Visitor, errors: readonly Notice[]): void {
	for (const error of errors) {
		addNotice(visitor, error);
	}
}

/** The posted fields starting with `prefix`, as the form shows them again after an error. */
function postedFields(body: Body, prefix: string): Map<string, string> {
	return new Map(Object.keys(body).flatMap((name) => (name.startsWith(prefix) ? [[name, field(body, name)] as const] : [])));
}
