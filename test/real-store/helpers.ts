import { readFileSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage } from '../browser/chromium';
import { isOwnRefusedRequest, store } from '../browser/support/store';
import type { RealStore } from './global-setup';

/** What the real-store tests share: the store, pages that record what went wrong, the PHP log. */

export function realStore(): RealStore {
	return inject('realStore');
}

export function realUrl(path = '/'): string {
	return new URL(path, realStore().url).toString();
}

/**
 * The screens every check visits, by the same dishes as the fixture store's pages; My account's
 * as a guest (login and registration, lost password) and, those of CUSTOMER_PAGES, as the
 * seeded customer.
 */
export const REAL_PAGES = {
	home: '/',
	shop: '/shop/',
	simpleProduct: '/product/garlic-bread/',
	variableProduct: '/product/margherita/',
	cart: '/cart/',
	checkout: '/checkout/',
	contact: '/contact/',
	account: '/my-account/',
	lostPassword: '/my-account/lost-password/',
	accountDashboard: '/my-account/',
	accountOrders: '/my-account/orders/',
	accountDetails: '/my-account/edit-account/',
	addresses: '/my-account/edit-address/',
	editAddress: '/my-account/edit-address/billing/',
} as const;

export type RealPage = keyof typeof REAL_PAGES;

/** The pages a check visits logged in as CUSTOMER (WooCommerce shows a guest the login form there). */
export const CUSTOMER_PAGES: ReadonlySet<RealPage> = new Set(['accountDashboard', 'accountOrders', 'accountDetails', 'addresses', 'editAddress']);

/** The seeded customer (store-cli.php install). */
export const CUSTOMER = { user: 'alice', password: 'alice-password' } as const;

/** The store's administrator (store-cli.php install). */
export const ADMIN = { user: 'admin', password: 'admin-password' } as const;

/** Logs the context in through wp-login.php's form. */
export async function logIn(context: BrowserContext, { user, password }: { readonly user: string; readonly password: string }): Promise<void> {
	await context.addCookies([{ name: 'wordpress_test_cookie', value: 'WP Cookie check', url: realUrl('/') }]);
	const login = await context.request.post(realUrl('/wp-login.php'), {
		form: { log: user, pwd: password, testcookie: '1', redirect_to: realUrl('/') },
		maxRedirects: 0,
	});
	if (login.status() !== 302) {
		throw new Error(`Logging in as ${user} answered ${login.status()}`);
	}
}

/** Logs the context in as CUSTOMER. */
export function logInCustomer(context: BrowserContext): Promise<void> {
	return logIn(context, CUSTOMER);
}

/** CUSTOMER's session cookies (`name=value; …`), for requests made without a browser. */
export async function customerCookies(): Promise<string> {
	const login = await fetch(realUrl('/wp-login.php'), {
		method: 'POST',
		headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		body: new URLSearchParams({ log: CUSTOMER.user, pwd: CUSTOMER.password, testcookie: '1', redirect_to: realUrl('/') }),
		redirect: 'manual',
	});
	if (login.status !== 302) {
		throw new Error(`Logging in as ${CUSTOMER.user} answered ${login.status}`);
	}
	return login.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.filter((pair) => !pair?.endsWith('='))
		.join('; ');
}

export interface StorePage {
	readonly page: Page;
	readonly context: BrowserContext;
	/** Console errors and uncaught exceptions (not those of the store's own refused requests). */
	readonly errors: string[];
	/** Requests that failed or were answered 4xx / 5xx, as "status url" (not the store's own refused requests). */
	readonly failedRequests: string[];
	/** URLs of every script the page requested. */
	readonly scripts: string[];
}

export async function openStorePage(browser: Browser, context?: BrowserContext): Promise<StorePage> {
	const opened = context ? await pageIn(context) : await openPage(browser);
	const failedRequests: string[] = [];
	const scripts: string[] = [];
	opened.page.on('requestfailed', (request) => failedRequests.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
	opened.page.on('response', (response) => {
		const { pathname } = new URL(response.url());
		const own = store().ownRefusedRequests.some((request) => request.status === response.status() && request.path === pathname);
		if (response.status() >= 400 && !own) {
			failedRequests.push(`${response.status()} ${response.url()}`);
		}
	});
	opened.page.on('request', (request) => {
		if (request.resourceType() === 'script') {
			scripts.push(request.url());
		}
	});
	return { ...opened, failedRequests, scripts };
}

async function pageIn(context: BrowserContext): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error' && !isOwnRefusedRequest(message.text(), message.location().url, store().ownRefusedRequests)) {
			errors.push(message.text());
		}
	});
	page.on('pageerror', (error) => errors.push(error.message));
	return { page, context, errors };
}

/** The PHP server log from here on: call the result to read what was logged since. */
export function phpLogFromNow(): () => string {
	const { phpLog } = realStore();
	const start = statSync(phpLog).size;
	return () => readFileSync(phpLog).subarray(start).toString('utf8');
}

/** The session cookies (`name=value; …`) of a shopper with Garlic Bread in the cart (so the checkout renders). */
export async function shopperWithCart(): Promise<string> {
	const response = await fetch(realUrl('/?wc-ajax=add_to_cart'), {
		method: 'POST',
		body: new URLSearchParams({ product_id: '101', quantity: '1' }),
	});
	if (!response.ok) {
		throw new Error(`Adding to the cart answered ${response.status}`);
	}
	return response.headers
		.getSetCookie()
		.map((header) => header.split(';')[0])
		.join('; ');
}

/** A page's HTML as the server sends it to a visitor with these cookies; throws unless it answers 200. */
export async function storePage(pagePath: string, cookies: string): Promise<string> {
	const response = await fetch(realUrl(pagePath), { headers: { cookie: cookies }, redirect: 'manual' });
	if (response.status !== 200) {
		throw new Error(`${pagePath} answered ${response.status}`);
	}
	return response.text();
}
