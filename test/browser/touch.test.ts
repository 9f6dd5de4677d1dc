import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle, startAllIslands } from './support/islands';
import { store } from './support/store';
import { tap } from './support/touch';

/**
 * A phone's finger. While a touch has a listener that is not passive to wait for, Chromium holds
 * the page's loading tasks and timers for up to 100 ms (an island's `import()` started by that
 * touch among them) and cannot scroll without the main thread: so no page of ours registers a
 * touch or wheel listener that is not passive before the shopper reaches for it. And a tap with
 * no pointer before it (a touch, a click some tens of milliseconds later) answers as a click does,
 * on the islands that start on that touch.
 */

const browser = sharedBrowser();

/** The pages whose scripts are the plugin's: the cart and checkout keep WooCommerce's. */
const PAGES = ['/', '/shop/', '/product/chefs-tasting-menu/', '/product/margherita/', '/contact/'] as const;

/** A touch's start and moves, and a wheel, wait for these (a `touchend` listener holds nothing up). */
const BLOCKING_TYPES = /^(touchstart|touchmove|wheel|mousewheel)$/;

interface Listener {
	readonly type: string;
	readonly passive: boolean;
	readonly handler?: { readonly objectId?: string };
}

/** Where a listener that is not passive waits, by its event, with the handler's first words. */
async function blockingListeners(page: Page, cdp: CDPSession): Promise<string[]> {
	const found: string[] = [];
	const count = Number((await cdp.send('Runtime.evaluate', { expression: 'document.querySelectorAll("*").length', returnByValue: true })).result.value);
	const targets = ['window', 'document', ...Array.from({ length: count }, (_, index) => `document.querySelectorAll("*")[${index}]`)];
	for (const expression of targets) {
		const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'listeners' });
		if (!result.objectId) {
			continue;
		}
		const { listeners } = (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as { listeners: Listener[] };
		for (const listener of listeners.filter(({ type, passive }) => BLOCKING_TYPES.test(type) && !passive)) {
			const source = listener.handler?.objectId
				? String((await cdp.send('Runtime.callFunctionOn', { objectId: listener.handler.objectId, functionDeclaration: 'function () { return String(this); }', returnByValue: true })).result.value)
				: '';
			// The test's own: Playwright's hit-target listeners, which its locators install.
			if (!source.includes('_hitTargetInterceptor')) {
				const where = expression.startsWith('document.querySelectorAll')
					? await page.evaluate((index) => {
							const element = document.querySelectorAll('*')[index];
							return element ? `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/)[0] ?? ''}` : '?';
						}, Number(/\[(\d+)\]$/.exec(expression)?.[1]))
					: expression;
				found.push(`${where} ${listener.type}: ${source.slice(0, 60)}`);
			}
		}
	}
	await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'listeners' });
	return found;
}

async function touchPage(path: string): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
	const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, hasTouch: true });
	const cdp = await context.newCDPSession(page);
	await page.goto(storeUrl(path), { waitUntil: 'load' });
	return { page, cdp, close: () => context.close() };
}

describe.skipIf(store().skip !== '')('a finger on the page', () => {
	it.each(PAGES)('%s registers no touch or wheel listener that is not passive before the shopper reaches for it', async (path) => {
		const { page, cdp, close } = await touchPage(path);
		await settle(page);
		expect(await blockingListeners(page, cdp)).toEqual([]);
		await close();
	});

	it.each(PAGES)('%s registers none once every island on it has started either (the gallery and carousels among them)', async (path) => {
		const { page, cdp, close } = await touchPage(path);
		await startAllIslands(page);
		expect(await blockingListeners(page, cdp)).toEqual([]);
		await close();
	});

	it('a tap on the Reviews tab, with no pointer before it, shows its panel alone', async () => {
		const { page, cdp, close } = await touchPage('/product/chefs-tasting-menu/');
		await tap(page, cdp, '#tab-title-reviews a');
		await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true);
		expect(await page.locator('#tab-description').isVisible()).toBe(false);
		expect(await page.locator('#tab-title-reviews a').getAttribute('aria-selected')).toBe('true');
		await close();
	});

	it('a tap on the third thumbnail, with no pointer before it, moves the image to it', async () => {
		const { page, cdp, close } = await touchPage('/product/chefs-tasting-menu/');
		const third = '.shop-islands-gallery__thumbs li:nth-child(3) button';
		await tap(page, cdp, third);
		await expect.poll(() => page.locator(third).getAttribute('aria-current')).toBe('true');
		await expect.poll(() => page.locator('.woocommerce-product-gallery__wrapper').evaluate((slides) => slides.scrollLeft)).toBeGreaterThan(0);
		await close();
	});
});
