import { readFileSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage } from '../browser/chromium';
import type { RealStore } from './global-setup';

/** What the real-store tests share: the store, pages that record what went wrong, the PHP log. */

export function realStore(): RealStore {
	return inject('realStore');
}

export function realUrl(path = '/'): string {
	return new URL(path, realStore().url).toString();
}

/** The screens every check visits, by the same dishes as the fixture store's pages. */
export const REAL_PAGES = {
	home: '/',
	shop: '/shop/',
	simpleProduct: '/product/garlic-bread/',
	variableProduct: '/product/margherita/',
	cart: '/cart/',
	checkout: '/checkout/',
	contact: '/contact/',
} as const;

export interface StorePage {
	readonly page: Page;
	readonly context: BrowserContext;
	/** Console errors and uncaught exceptions. */
	readonly errors: string[];
	/** Requests that failed or were answered 4xx / 5xx, as "status url". */
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
		if (response.status() >= 400) {
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
	page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
	page.on('pageerror', (error) => errors.push(error.message));
	return { page, context, errors };
}

/** The PHP server log from here on: call the result to read what was logged since. */
export function phpLogFromNow(): () => string {
	const { phpLog } = realStore();
	const start = statSync(phpLog).size;
	return () => readFileSync(phpLog).subarray(start).toString('utf8');
}
