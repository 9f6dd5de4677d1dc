import { createHmac, randomBytes } from 'node:crypto';
import { type AddRequest, type AddResult, type CartItem, addToCart } from './cart';
import type { Catalogue } from './catalogue';
import type { CookieJar } from './cookies';
import { md5 } from './hash';
import type { Notice } from './notices';
import type { Order } from './orders';

/**
 * Who is asking: the WooCommerce session (cart, notices, wishlist, orders) from the
 * `wp_woocommerce_session_<hash>` cookie, and the logged-in user from WordPress's
 * `wordpress_logged_in_<hash>` cookie. Both cookies are signed; a forged one is ignored.
 */

/** WordPress's COOKIEHASH: md5 of the site URL, fixed so cookie names never change. */
export const COOKIE_HASH = md5('http://harbour-kitchen.test');
export const SESSION_COOKIE = `wp_woocommerce_session_${COOKIE_HASH}`;
export const LOGGED_IN_COOKIE = `wordpress_logged_in_${COOKIE_HASH}`;
/** WooCommerce keeps a guest session for two days. */
const SESSION_LIFETIME_MS = 2 * 86_400_000;
/** "Remember me" is not offered; a login lasts as long as WordPress's default two days. */
const LOGIN_LIFETIME_MS = 2 * 86_400_000;

export interface SessionData {
	readonly id: string;
	cart: CartItem[];
	/** Items removed from the cart, kept so "Undo?" can restore them. */
	readonly removed: Map<string, CartItem>;
	wishlist: number[];
	/** The wishlist's name (YITH's default until the shopper renames it). */
	wishlistName: string;
	/** Notices waiting for the next page, as wc_add_notice() keeps them. */
	notices: Notice[];
	readonly orders: Map<number, Order>;
	comingSoonDismissed: boolean;
}

export interface SessionStore {
	get(id: string): SessionData | undefined;
	create(): SessionData;
	clear(): void;
}

export function createSessionStore(): SessionStore {
	const sessions = new Map<string, SessionData>();
	return {
		get: (id) => sessions.get(id),
		create() {
			// WooCommerce's guest customer ids: "t_" and 30 random hex characters.
			const id = `t_${randomBytes(15).toString('hex')}`;
			const session: SessionData = {
				id,
				cart: [],
				removed: new Map(),
				wishlist: [],
				wishlistName: 'My wishlist',
				notices: [],
				orders: new Map(),
				comingSoonDismissed: false,
			};
			sessions.set(id, session);
			return session;
		},
		clear: () => sessions.clear(),
	};
}

export interface Visitor {
	readonly user: string | null;
	/** The session, when the visitor has one. */
	readonly session: SessionData | undefined;
	/** The session, started (and its cookie set) when the visitor has none yet. */
	startSession(): SessionData;
	logIn(user: string): void;
	logOut(): void;
}

export interface VisitorDependencies {
	readonly sessions: SessionStore;
	readonly secret: string;
}

/** The visitor behind one request's cookies; create one per request. */
export function createVisitor(cookies: CookieJar, dependencies: VisitorDependencies): Visitor {
	const { sessions, secret } = dependencies;
	let session = readSessionId(cookies.requestCookie(SESSION_COOKIE), secret);
	let user = readLoggedInUser(cookies.requestCookie(LOGGED_IN_COOKIE), secret);
	return {
		get user() {
			return user;
		},
		get session() {
			return session === null ? undefined : sessions.get(session);
		},
		startSession() {
			const existing = session === null ? undefined : sessions.get(session);
			if (existing) {
				return existing;
			}
			const created = sessions.create();
			session = created.id;
			const expiration = Date.now() + SESSION_LIFETIME_MS;
			const expiring = expiration - SESSION_LIFETIME_MS / 48;
			const value = `${created.id}||${expiration}||${expiring}||${sign(secret, `${created.id}|${expiration}`)}`;
			cookies.set(SESSION_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', expires: new Date(expiration) });
			return created;
		},
		logIn(name) {
			user = name;
			const expiration = Date.now() + LOGIN_LIFETIME_MS;
			const value = `${name}|${expiration}|${sign(secret, `${name}|${expiration}`)}`;
			cookies.set(LOGGED_IN_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', expires: new Date(expiration) });
		},
		logOut() {
			user = null;
			cookies.clear(LOGGED_IN_COOKIE, { path: '/' });
		},
	};
}

function readSessionId(value: string | undefined, secret: string): string | null {
	const [id, expiration, , signature] = (value ?? '').split('||');
	if (!id || !expiration || Number(expiration) < Date.now()) {
		return null;
	}
	return signature === sign(secret, `${id}|${expiration}`) ? id : null;
}

function readLoggedInUser(value: string | undefined, secret: string): string | null {
	const [name, expiration, signature] = (value ?? '').split('|');
	if (!name || !expiration || Number(expiration) < Date.now()) {
		return null;
	}
	return signature === sign(secret, `${name}|${expiration}`) ? name : null;
}

function sign(secret: string, data: string): string {
	return createHmac('md5', secret).update(data).digest('hex');
}

/** Queues a notice for the visitor's next page (starting a session to keep it in). */
export function addNotice(visitor: Visitor, notice: Notice): void {
	visitor.startSession().notices.push(notice);
}

/** The queued notices, removed from the session: each notice is shown once. */
export function takeNotices(visitor: Visitor): Notice[] {
	const session = visitor.session;
	if (!session) {
		return [];
	}
	const notices = session.notices;
	session.notices = [];
	return notices;
}

/** Adds to the visitor's cart; the session (and its cookie) starts with the first item, as in WooCommerce. */
export function addForVisitor(catalogue: Catalogue, visitor: Visitor, request: AddRequest): AddResult {
	const session = visitor.session;
	const cart = session ? session.cart : [];
	const result = addToCart(catalogue, cart, request);
	if (result.ok && !session) {
		visitor.startSession().cart = cart;
	}
	return result;
}
