import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { type AccountStore, createAccountStore } from './model/accounts';
import { type AddressBook, loadAddressBook } from './model/addresses';
import { type Catalogue, loadCatalogue } from './model/catalogue';
import { type ContactForms, loadContactForms } from './model/cf7/forms';
import type { CookieJar } from './model/cookies';
import { type NonceService, createNonceService } from './model/nonces';
import { type SessionStore, type Visitor, createSessionStore, createVisitor } from './model/session';
import { type Site, loadSite } from './model/site';

/**
 * Everything the routes and the render layer share: options, data, the in-memory sessions,
 * the signing secret, and the model's view of one request's cookies.
 */

export interface FixtureOptions {
	/** The islands build folder (with `manifest.json`), served under the plugin's build URL. */
	readonly buildDir: string;
	/** Send a strict Content-Security-Policy with every page. */
	readonly csp: boolean;
}

export interface FixtureContext {
	readonly options: FixtureOptions;
	readonly catalogue: Catalogue;
	readonly site: Site;
	readonly contactForms: ContactForms;
	/** WooCommerce's countries, states and address locale for the store's countries. */
	readonly addresses: AddressBook;
	readonly sessions: SessionStore;
	/** The customer accounts: what My account shows and edits. */
	readonly accounts: AccountStore;
	readonly nonces: NonceService;
	/** One visitor per request, however often it is asked for. */
	visitor(req: Request, res: Response): Visitor;
	cookies(req: Request, res: Response): CookieJar;
	/** WooCommerce order numbers: one sequence for the whole store. */
	nextOrderId(): number;
}

export const FIXTURES_ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(FIXTURES_ROOT, 'data');
const FIRST_ORDER_ID = 1001;

export function createFixtureContext(options: FixtureOptions): FixtureContext {
	// A fresh secret per server: nonces and cookies of an earlier run stop being valid.
	const secret = randomBytes(32).toString('hex');
	const sessions = createSessionStore();
	const visitors = new WeakMap<Request, Visitor>();
	let lastOrderId = FIRST_ORDER_ID - 1;
	return {
		options,
		catalogue: loadCatalogue(path.join(DATA_DIR, 'catalogue.json')),
		site: loadSite(path.join(DATA_DIR, 'site.json')),
		contactForms: loadContactForms(path.join(DATA_DIR, 'contact-forms.json')),
		addresses: loadAddressBook(path.join(DATA_DIR, 'addresses.json')),
		sessions,
		accounts: createAccountStore(),
		nonces: createNonceService(secret),
		visitor(req, res) {
			const known = visitors.get(req);
			if (known) {
				return known;
			}
			const visitor = createVisitor(cookieJar(req, res), { sessions, secret });
			visitors.set(req, visitor);
			return visitor;
		},
		cookies: cookieJar,
		nextOrderId: () => {
			lastOrderId += 1;
			return lastOrderId;
		},
	};
}

function cookieJar(req: Request, res: Response): CookieJar {
	const sent = parseCookies(req.headers.cookie ?? '');
	return {
		requestCookie: (name) => sent[name],
		set: (name, value, options) => {
			res.cookie(name, value, options);
		},
		clear: (name, options) => {
			res.clearCookie(name, options);
		},
	};
}
