import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { delayScriptsUntilInteraction } from './delay-scripts';

/**
 * The visitors the real-store benches compare: the plugin active ("ours"), inactive ("classic"),
 * and inactive with every script delayed until the first interaction ("delayed classic").
 */

export interface Cookie {
	readonly name: string;
	readonly value: string;
}

/** A visitor of the store: the cookies they carry, and whether the page's scripts wait for their first interaction. */
export interface Visitor {
	readonly cookies: readonly Cookie[];
	readonly delayScripts: boolean;
}

/** A mid-range phone, as `Emulation.setCPUThrottlingRate` makes this machine one. */
export const CPU_THROTTLE = 4;

/** For this visitor the test switches mu-plugin leaves the plugin out of the active plugins. */
export const CLASSIC_COOKIE: Cookie = { name: 'shop_islands_classic', value: '1' };

export const OURS: Visitor = { cookies: [], delayScripts: false };
export const CLASSIC: Visitor = { cookies: [CLASSIC_COOKIE], delayScripts: false };
/** Issue #24's third column: the classic page as WP Rocket's "Delay JavaScript execution" serves it. */
export const DELAYED_CLASSIC: Visitor = { cookies: [CLASSIC_COOKIE], delayScripts: true };

/** A fresh context (nothing cached) for this visitor of the store at `storeUrl`. */
export async function visitorContext(
	browser: Browser,
	storeUrl: string,
	visitor: Visitor,
	options: BrowserContextOptions & { readonly stackCookies?: readonly Cookie[] } = {},
): Promise<BrowserContext> {
	const { stackCookies = [], ...contextOptions } = options;
	const context = await browser.newContext(contextOptions);
	const cookies = [...stackCookies, ...visitor.cookies];
	if (cookies.length > 0) {
		await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: storeUrl })));
	}
	if (visitor.delayScripts) {
		await delayScriptsUntilInteraction(context, storeUrl);
	}
	return context;
}
