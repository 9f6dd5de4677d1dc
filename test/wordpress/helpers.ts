import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage } from '../browser/chromium';
import { USERS, type UserName, type WordPressSite } from './environment';

/** What the WordPress tests share: the site, logins, pages that count nonce refreshes. */

export function site(): WordPressSite {
	return inject('wordpress');
}

export function siteUrl(path = '/'): string {
	return new URL(path, site().url).toString();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Logs in by posting wp-login.php's form once per user (with the test cookie the form page
 * would set); the cookies are reused by later contexts.
 */
export async function loginState(browser: Browser, user: UserName, cache: Map<UserName, StorageState>): Promise<StorageState> {
	const cached = cache.get(user);
	if (cached) {
		return cached;
	}
	const context = await browser.newContext();
	await context.addCookies([{ name: 'wordpress_test_cookie', value: 'WP Cookie check', url: siteUrl('/') }]);
	const response = await context.request.post(siteUrl('/wp-login.php'), {
		form: { log: USERS[user].login, pwd: USERS[user].password, testcookie: '1', redirect_to: siteUrl('/') },
		maxRedirects: 0,
	});
	if (response.status() !== 302) {
		throw new Error(`logging in as ${user} failed: HTTP ${response.status()}`);
	}
	const state = await context.storageState();
	await context.close();
	cache.set(user, state);
	return state;
}

export interface SitePage {
	readonly page: Page;
	readonly context: BrowserContext;
	/** Console errors and uncaught exceptions. */
	readonly errors: string[];
	/** Console warnings (the settings parser warns there). */
	readonly warnings: string[];
	/** Requests to `admin-ajax.php?action=rest-nonce`. */
	readonly nonceRefreshes: string[];
	/** Requests to the REST API. */
	readonly restCalls: string[];
}

export async function openSitePage(browser: Browser, storageState?: StorageState): Promise<SitePage> {
	const { page, context, errors } = await openPage(browser, storageState ? { storageState } : {});
	const warnings: string[] = [];
	const nonceRefreshes: string[] = [];
	const restCalls: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'warning') {
			warnings.push(message.text());
		}
	});
	page.on('request', (request) => {
		const url = new URL(request.url());
		if (url.pathname.endsWith('/admin-ajax.php') && url.searchParams.get('action') === 'rest-nonce') {
			nonceRefreshes.push(request.url());
		}
		if (url.pathname.startsWith('/wp-json/')) {
			restCalls.push(request.url());
		}
	});
	return { page, context, errors, warnings, nonceRefreshes, restCalls };
}

/** Console errors other than the refused first try of a call whose nonce was stale. */
export function unexpectedErrors(errors: readonly string[]): string[] {
	return errors.filter((error) => !/Failed to load resource: the server responded with a status of 403/.test(error));
}

/** Waits for the rest-probe island to finish its call; returns its status and user id. */
export async function probeOutcome(page: Page): Promise<{ status: string; user: string }> {
	const handle = await page.waitForFunction(() => {
		const host = document.querySelector<HTMLElement>('[data-island="rest-probe"]');
		const status = host?.dataset.status;
		return status && status !== 'pending' ? { status, user: host.dataset.user ?? '' } : null;
	});
	return (await handle.jsonValue()) as { status: string; user: string };
}

const SETTINGS_TAG = /<script type="application\/json" id="shop-islands-settings">([\s\S]*?)<\/script>/;

/** The settings tag of a page's HTML, parsed; null when the page has none. */
export function settingsOf(html: string): Record<string, unknown> | null {
	const match = SETTINGS_TAG.exec(html);
	return match?.[1] === undefined ? null : (JSON.parse(match[1]) as Record<string, unknown>);
}

/** The module script tag of the entry, as WordPress prints it (its quotes vary by version). */
export function moduleEntryTag(src: string): RegExp {
	const quoted = (value: string) => `['"]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
	return new RegExp(`<script type="module" src=${quoted(src)} id=${quoted('shop-islands-js')}></script>`);
}

/** PHP's own error lines, whether shown in a page or logged. */
const PHP_PROBLEM = /\b(?:PHP )?(?:Notice|Warning|Deprecated|Fatal error|Parse error|Strict Standards)(?:<\/b>)?:\s/;

export function phpProblems(text: string): string[] {
	return text.split('\n').filter((line) => PHP_PROBLEM.test(line));
}

export function phpServerLog(): string {
	return readFileSync(site().phpLog, 'utf8');
}

/** The classic scripts that ran on the page (the test theme's stand-ins record their handle). */
export function classicScriptsThatRan(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...((window as unknown as { shopIslandsTestClassic?: string[] }).shopIslandsTestClassic ?? [])].sort(),
	);
}
