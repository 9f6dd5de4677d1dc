import type { Browser, Page } from 'playwright-core';
import { openPage } from '../chromium';
import { store } from './store';

/**
 * The same steps on the same page as the store serves it without the plugin, where it can
 * (store().classicCookie): what a check holds the islands to. Where it cannot, the classic
 * page is held to nothing and `none` is answered.
 */
export async function onClassicPage<T>(
	browser: Browser,
	options: Parameters<Browser['newContext']>[0],
	steps: (page: Page) => Promise<T>,
	none: T,
): Promise<T> {
	const cookie = store().classicCookie;
	if (!cookie) {
		return none;
	}
	const { page, context } = await openPage(browser, options);
	try {
		await context.addCookies([{ name: cookie.name, value: cookie.value, url: store().url }]);
		return await steps(page);
	} finally {
		await context.close();
	}
}

/** What `ours` has that the classic page does not. */
export function beyondClassic<T>(ours: readonly T[], classic: readonly T[]): T[] {
	return ours.filter((item) => !classic.includes(item));
}

/** The axe rule of a violation line (`rule (impact): help — target`). */
export function ruleOf(violation: string): string {
	return violation.slice(0, violation.indexOf(' '));
}
