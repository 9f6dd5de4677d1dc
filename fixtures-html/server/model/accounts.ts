import { type SafeHtml, html } from '../html';
import { NONCE_ACTIONS, type NonceService } from './nonces';
import { LOST_PASSWORD_URL } from './urls';

/**
 * The store's customer accounts (`demo` / `demo` to begin with, and whoever registers), with
 * what My account edits: names, email, password, billing and shipping addresses. In memory,
 * back to the one demo account on `/__fixture__/reset`. WordPress's login error messages.
 */

const DEMO_USERNAME = 'demo';
const DEMO_PASSWORD = 'demo';
const DEMO_EMAIL = 'demo@harbour-kitchen.test';

export interface Account {
	readonly login: string;
	email: string;
	password: string;
	firstName: string;
	lastName: string;
	displayName: string;
	/** Saved address fields by name (`billing_country`…), as WooCommerce keeps them in user meta. */
	readonly addresses: Map<string, string>;
}

export interface AccountStore {
	/** By login or email, as WordPress's login and lost-password forms take either. */
	find(loginOrEmail: string): Account | undefined;
	/** A new account for `email`, its login the email's name part (numbered when taken), as WooCommerce makes it. */
	register(email: string, password: string): Account;
	reset(): void;
}

export function createAccountStore(): AccountStore {
	let accounts: Account[] = [];
	const reset = (): void => {
		accounts = [newAccount(DEMO_USERNAME, DEMO_EMAIL, DEMO_PASSWORD)];
	};
	reset();
	return {
		find: (name) => {
			const wanted = name.trim().toLowerCase();
			return accounts.find((account) => account.login.toLowerCase() === wanted || account.email.toLowerCase() === wanted);
		},
		register(email, password) {
			const base = (email.split('@')[0] ?? '').replace(/[^a-z0-9_.-]/gi, '').toLowerCase() || 'customer';
			let login = base;
			for (let suffix = 1; accounts.some((account) => account.login === login); suffix += 1) {
				login = `${base}-${suffix}`;
			}
			const account = newAccount(login, email, password);
			accounts.push(account);
			return account;
		},
		reset,
	};
}

function newAccount(login: string, email: string, password: string): Account {
	return { login, email, password, firstName: '', lastName: '', displayName: login, addresses: new Map() };
}

/**
 * The reset link WooCommerce's email would carry for `login` (its key: a nonce of the account's,
 * where WordPress stores a hashed random key), for tests; the real store's store-cli.php makes
 * one the same way for its customers.
 */
export function passwordResetUrl(accounts: AccountStore, nonces: NonceService, login: string): string | null {
	const account = accounts.find(login);
	return account ? `${LOST_PASSWORD_URL}?key=${nonces.create(NONCE_ACTIONS.resetKey, account.login)}&login=${encodeURIComponent(account.login)}` : null;
}

export type LoginResult = { readonly ok: true; readonly user: string } | { readonly ok: false; readonly error: SafeHtml };

export function logIn(accounts: AccountStore, username: string, password: string): LoginResult {
	const name = username.trim();
	if (name === '') {
		return { ok: false, error: html`<strong>Error:</strong> Username is required.` };
	}
	if (password === '') {
		return { ok: false, error: html`<strong>Error:</strong> The password field is empty.` };
	}
	const account = accounts.find(name);
	if (!account) {
		return {
			ok: false,
			error: html`<strong>Error:</strong> The username <strong>${name}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
		};
	}
	if (password !== account.password) {
		return { ok: false, error: html`<strong>Error:</strong> The password you entered for the username <strong>${name}</strong> is incorrect.` };
	}
	return { ok: true, user: account.login };
}
