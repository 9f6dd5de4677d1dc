import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { withSpecialMenuSeen } from './support/special-menu';
import { isOwnRefusedRequest, store, type StoreUnderTest } from './support/store';

/** Debian's Chromium, headless, with the flags this machine needs (no background network). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
];

export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
	let browser: Browser | undefined;
	beforeAll(async () => {
		browser = await launchChromium();
	});
	afterAll(async () => {
		await browser?.close();
	});
	return () => {
		if (!browser) {
			throw new Error('Chromium is not running');
		}
		return browser;
	};
}

export function storeUrl(path = '/'): string {
	return new URL(path, store().url).toString();
}

export interface WatchedPage {
	readonly page: Page;
	readonly context: BrowserContext;
	/** Console errors and uncaught exceptions seen so far. */
	readonly errors: string[];
}

/** A page in a fresh context (own cookies and storage) that records console errors. */
export async function openPage(
	browser: Browser,
	options: Parameters<Browser['newContext']>[0] = {},
): Promise<WatchedPage> {
	const context = await browser.newContext(options);
	await withSpecialMenuSeen(context);
	const page = await context.newPage();
	const errors: string[] = [];
	// The store's own refused requests (store().ownRefusedRequests) are not the islands' errors;
	// projects without a store (the WordPress tests) have none.
	const refused = (inject('store') as StoreUnderTest | undefined)?.ownRefusedRequests ?? [];
	page.on('console', (message: ConsoleMessage) => {
		if (message.type() === 'error' && !isOwnRefusedRequest(message.text(), message.location().url, refused)) {
			errors.push(message.text());
		}
	});
	page.on('pageerror', (error) => errors.push(error.message));
	return { page, context, errors };
}
