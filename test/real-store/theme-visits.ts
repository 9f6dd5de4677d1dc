import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openStorePage, realUrl } from './helpers';
import { themeCookie, type Theme } from './themes';

/**
 * Visits of the real store in one of the themes site owners run, the same flow with the plugin and
 * classic (`shop_islands_classic=1`) in one run, to hold the plugin to what the classic page does.
 */

export type Mode = 'classic' | 'plugin';
export const MODES: readonly Mode[] = ['classic', 'plugin'];

export interface Visit {
	readonly page: Page;
	readonly context: BrowserContext;
	readonly errors: string[];
	/** The add-to-cart requests sent so far (WooCommerce's wc-ajax, a form post, a theme's own). */
	readonly adds: () => number;
	/** The mini-cart removal requests sent so far. */
	readonly removes: () => number;
}

/** What a flow found, by mode, to compare. */
export interface Outcome {
	readonly errors: readonly string[];
	readonly found: Readonly<Record<string, unknown>>;
}

export interface ThemeVisits {
	/** Opens `path` in `theme`, with the plugin or classic, counting the cart requests it sends. */
	visit(theme: Theme, mode: Mode, path: string, options?: { readonly javaScriptEnabled?: boolean }): Promise<Visit>;
	/** Runs `flow` on `path` classic, then with the plugin, each in a context of its own. */
	both(theme: Theme, flow: (visit: Visit) => Promise<Record<string, unknown>>, path: string): Promise<Record<Mode, Outcome>>;
}

export function themeVisits(browser: () => Browser): ThemeVisits {
	const visit: ThemeVisits['visit'] = async (theme, mode, path, options = {}) => {
		const context = options.javaScriptEnabled === false ? await browser().newContext({ javaScriptEnabled: false }) : undefined;
		const opened = await openStorePage(browser(), context);
		const cookies = [{ ...themeCookie(theme), url: realUrl('/') }];
		if (mode === 'classic') {
			cookies.push({ name: 'shop_islands_classic', value: '1', url: realUrl('/') });
		}
		await opened.context.addCookies(cookies);
		let adds = 0;
		let removes = 0;
		opened.page.on('request', (request) => {
			const sent = `${request.url()} ${request.postData() ?? ''}`;
			if (request.method() === 'POST' && /add_to_cart|add-to-cart/.test(sent)) {
				adds += 1;
			}
			removes += /remove_from_cart|remove_item=/.test(sent) ? 1 : 0;
		});
		await opened.page.goto(realUrl(path));
		return { ...opened, adds: () => adds, removes: () => removes };
	};
	return {
		visit,
		async both(theme, flow, path) {
			const outcomes = {} as Record<Mode, Outcome>;
			for (const mode of MODES) {
				const opened = await visit(theme, mode, path);
				const found = await flow(opened);
				outcomes[mode] = { errors: [...opened.errors], found };
				await opened.context.close();
			}
			return outcomes;
		},
	};
}

/** Holds the plugin to the classic page: the same findings, and no error the classic page has not. */
export function holdsToClassic({ classic, plugin }: Record<Mode, Outcome>): void {
	expect(plugin.found).toEqual(classic.found);
	expect(plugin.errors.filter((error) => !classic.errors.includes(error))).toEqual([]);
}
