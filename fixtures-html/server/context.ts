import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Request, Response } from 'express';
import { type Catalogue, loadCatalogue } from './catalogue';
import { type ContactForms, loadContactForms } from './cf7/forms';
import { type NonceService, createNonceService } from './nonces';
import { type SessionStore, type Visitor, createSessionStore, visitorOf } from './session';
import { type Site, loadSite } from './site';

/** Everything the routes share: options, data, the in-memory sessions, the signing secret. */

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
	readonly sessions: SessionStore;
	readonly nonces: NonceService;
	visitor(req: Request, res: Response): Visitor;
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
	let lastOrderId = FIRST_ORDER_ID - 1;
	return {
		options,
		catalogue: loadCatalogue(path.join(DATA_DIR, 'catalogue.json')),
		site: loadSite(path.join(DATA_DIR, 'site.json')),
		contactForms: loadContactForms(path.join(DATA_DIR, 'contact-forms.json')),
		sessions,
		nonces: createNonceService(secret),
		visitor: (req, res) => visitorOf(req, res, { sessions, secret }),
		nextOrderId: () => {
			lastOrderId += 1;
			return lastOrderId;
		},
	};
}
