import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { settle } from './support/islands';
import { tabTo } from './support/keyboard';
import { store } from './support/store';

/**
 * The wishlist (spec §2.1, §7.3) and the card action tooltips (spec §2.2, §9.8): counters in the
 * header and the footer that follow every add and removal, YITH's links working in the
 * background, and a tooltip with each action button's text. The real store has no YITH
 * WooCommerce Wishlist and no theme action buttons: there these are skipped.
 */

const browser = sharedBrowser();
const { skip, wishlist } = store();
// Storefront's cards carry neither YITH's wishlist links nor the theme's action buttons.
const reason = skip !== '' || !wishlist;

const COUNTS = '.header-wishlist .count, .footer-wishlist .count';
const COUNT_CALL = '**/wp-admin/admin-ajax.php?action=yith_wcwl_update_wishlist_count';
const addLink = (id: number): string => `a.add_to_wishlist[data-product-id="${id}"]`;
const removeLink = (id: number): string => `a.remove_from_wishlist[data-product-id="${id}"]`;
const quickViewButton = (id: number): string => `.woolentor-quickview-btn[data-quick-id="${id}"]`;

async function counts(page: Page): Promise<string[]> {
	return page.locator(COUNTS).allTextContents();
}

/** The wishlist calls a page makes: `GET …?action=yith_wcwl_update_wishlist_count` and the admin-ajax POSTs. */
function wishlistCalls(page: Page): string[] {
	const calls: string[] = [];
	page.on('request', (request: Request) => {
		const url = new URL(request.url());
		if (url.pathname === '/wp-admin/admin-ajax.php') {
			const action = url.searchParams.get('action') ?? new URLSearchParams(request.postData() ?? '').get('action');
			calls.push(`${request.method()} ${action ?? ''}`);
		}
	});
	return calls;
}

async function shop(page: Page): Promise<void> {
	await page.goto(storeUrl('/shop/'));
	await settle(page);
}

/** A button's accessible name and description, as Chromium's accessibility tree computes them. */
async function accessible(page: Page, selector: string): Promise<{ name: string; description: string }> {
	const session = await page.context().newCDPSession(page);
	try {
		const { root } = (await session.send('DOM.getDocument')) as { root: { nodeId: number } };
		const { nodeId } = (await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
		const { nodes } = (await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as {
			nodes: Array<{ name?: { value?: string }; description?: { value?: string } }>;
		};
		return { name: nodes[0]?.name?.value ?? '', description: nodes[0]?.description?.value ?? '' };
	} finally {
		await session.detach();
	}
}

/** The tooltips on screen: their text and their box. */
async function visibleTooltips(page: Page): Promise<Array<{ text: string; bottom: number; centre: number }>> {
	return page.$$eval('[role="tooltip"]', (tooltips) =>
		tooltips
			.filter((tooltip) => !(tooltip as HTMLElement).hidden)
			.map((tooltip) => {
				const box = tooltip.getBoundingClientRect();
				return { text: tooltip.textContent ?? '', bottom: box.bottom, centre: box.left + box.width / 2 };
			}),
	);
}

describe.skipIf(reason)('wishlist', () => {
	it('adds from the cards in the background: each link becomes the way to the wishlist, both counters follow', async () => {
		const { page, context, errors } = await openPage(browser());
		const calls = wishlistCalls(page);
		await shop(page);
		expect(await counts(page)).toEqual(['0', '0']);
		await page.click(addLink(101));
		await page.waitForSelector(`${addLink(101)}.added`);
		await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((count) => count.textContent === '1'), COUNTS);
		expect(await page.textContent(addLink(101))).toBe('Browse wishlist');
		expect(await page.getAttribute(addLink(101), 'href')).toBe(storeUrl('/wishlist/'));
		expect(page.url()).toBe(storeUrl('/shop/'));
		await page.click(addLink(108));
		await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((count) => count.textContent === '2'), COUNTS);
		expect(calls).toEqual(['POST add_to_wishlist', 'GET yith_wcwl_update_wishlist_count', 'POST add_to_wishlist', 'GET yith_wcwl_update_wishlist_count']);
		await page.waitForFunction(() => document.getElementById('shop-islands-live-polite')?.textContent === 'Product added!');
		// Added: the link now goes to the wishlist, which lists both with their remove links.
		await page.click(addLink(101));
		await page.waitForURL(storeUrl('/wishlist/'));
		expect(await page.locator('a.remove_from_wishlist').count()).toBe(2);
		// Back on the shop, the server prints both as YITH's "Browse wishlist" links, with their tooltip.
		await shop(page);
		expect(await page.locator('.yith-wcwl-wishlistexistsbrowse a').count()).toBe(2);
		await page.hover('li.post-101 .yith-wcwl-wishlistexistsbrowse a');
		await page.waitForSelector('[role="tooltip"]:not([hidden])');
		expect((await visibleTooltips(page)).map(({ text }) => text)).toEqual(['Browse wishlist']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('removes on the wishlist page in the background: the card leaves, focus moves on, the counters follow', async () => {
		const { page, context, errors } = await openPage(browser());
		await shop(page);
		for (const id of [101, 108, 115]) {
			await page.click(addLink(id));
			await page.waitForSelector(`${addLink(id)}.added`);
		}
		await page.goto(storeUrl('/wishlist/'));
		await settle(page);
		expect(await counts(page)).toEqual(['3', '3']);
		const calls = wishlistCalls(page);
		await tabTo(page, removeLink(108));
		await page.keyboard.press('Enter');
		await page.waitForSelector(removeLink(108), { state: 'detached' });
		await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((count) => count.textContent === '2'), COUNTS);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-product-id'))).toBe('115');
		expect(page.url()).toBe(storeUrl('/wishlist/'));
		expect(calls).toEqual(['POST remove_from_wishlist', 'GET yith_wcwl_update_wishlist_count']);
		await page.waitForFunction(() => document.getElementById('shop-islands-live-polite')?.textContent === 'Product successfully removed.');
		await page.reload();
		expect(await page.locator('a.remove_from_wishlist').count()).toBe(2);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps the counters\' last value when the count is not a number, or answers HTML or 500', async () => {
		const { page, context } = await openPage(browser());
		const answers = ['{"count":"many"}', '<!doctype html><title>Error</title>', '{"count":7}'];
		const statuses = [200, 200, 500];
		let call = 0;
		await page.route(COUNT_CALL, (route) => {
			const index = Math.min(call, answers.length - 1);
			call += 1;
			return route.fulfill({ status: statuses[index], contentType: 'application/json', body: answers[index] });
		});
		await shop(page);
		for (const id of [101, 108, 115]) {
			await page.click(addLink(id));
			await page.waitForSelector(`${addLink(id)}.added`);
		}
		await page.waitForFunction(() => document.getElementById('shop-islands-live-polite')?.textContent === 'Product added!');
		await expect.poll(() => call).toBe(3);
		expect(await counts(page)).toEqual(['0', '0']);
		await context.close();
	});

	it.each([
		['answers HTML', { status: 200, contentType: 'text/html', body: '<!doctype html><p>There has been a critical error on this website.</p>' }],
		['answers 500', { status: 500, contentType: 'application/json', body: '{"result":"true"}' }],
	])('follows the link when the add %s: the page adds it without JavaScript\'s help', async (_name, answer) => {
		const { page, context } = await openPage(browser());
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			new URLSearchParams(route.request().postData() ?? '').get('action') === 'add_to_wishlist' ? route.fulfill(answer) : route.continue(),
		);
		await shop(page);
		await Promise.all([page.waitForURL(storeUrl('/shop/')), page.waitForEvent('load'), page.click(addLink(101))]);
		await page.waitForSelector('.woocommerce-message');
		expect(await page.textContent('.woocommerce-message')).toContain('Product added!');
		expect(await counts(page)).toEqual(['1', '1']);
		await context.close();
	});

	it('follows the remove link when the removal answers 500', async () => {
		const { page, context } = await openPage(browser());
		await shop(page);
		await page.click(addLink(101));
		await page.waitForSelector(`${addLink(101)}.added`);
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
		);
		await page.goto(storeUrl('/wishlist/'));
		await settle(page);
		await Promise.all([page.waitForEvent('load'), page.click(removeLink(101))]);
		await page.waitForSelector('.woocommerce-message');
		expect(await page.textContent('.woocommerce-message')).toContain('Product successfully removed.');
		expect(await page.locator('a.remove_from_wishlist').count()).toBe(0);
		expect(await counts(page)).toEqual(['0', '0']);
		await context.close();
	});
});

describe.skipIf(reason)('card action tooltips', () => {
	it('show the button\'s text above it at once on pointer over, as its description, never its name; hoverable; no request', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await shop(page);
		const calls = wishlistCalls(page);
		const button = quickViewButton(101);
		expect(await page.locator('[role="tooltip"]').count()).toBe(0);
		const before = await axeViolations(page);
		await page.hover(button);
		await page.waitForSelector('[role="tooltip"]:not([hidden])');
		const [tooltip] = await visibleTooltips(page);
		const box = await page.locator(button).boundingBox();
		expect(tooltip?.text).toBe('Quick view');
		expect(tooltip?.bottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);
		expect(Math.abs((tooltip?.centre ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0) / 2))).toBeLessThan(2);
		expect(await accessible(page, button)).toEqual({ name: 'Quick view “Garlic Bread”', description: 'Quick view' });
		// The shop's own (its two "Product Pagination" navs, as WooCommerce prints them) and no more.
		expect(await axeViolations(page)).toEqual(before);
		// The pointer may move onto the tooltip (WCAG 1.4.13): it stays.
		await page.mouse.move((tooltip?.centre ?? 0), (tooltip?.bottom ?? 0) - 4);
		expect(await visibleTooltips(page)).toHaveLength(1);
		await page.mouse.move(5, 5);
		await page.waitForSelector('[role="tooltip"]:not([hidden])', { state: 'detached' });
		await page.hover(addLink(101));
		expect((await visibleTooltips(page)).map(({ text }) => text)).toEqual(['Add to wishlist']);
		expect(calls).toEqual([]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows on keyboard focus, hides on Escape with focus kept, and grows in', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await shop(page);
		await tabTo(page, quickViewButton(101));
		await page.waitForSelector('[role="tooltip"]:not([hidden])');
		expect((await visibleTooltips(page)).map(({ text }) => text)).toEqual(['Quick view']);
		const animation = await page.$eval('[role="tooltip"]:not([hidden])', (tooltip) => {
			const style = getComputedStyle(tooltip);
			return { name: style.animationName, duration: style.animationDuration, delay: style.animationDelay };
		});
		expect(animation).toEqual({ name: 'shop-islands-tooltip-grow', duration: '0.35s', delay: '0s' });
		await page.keyboard.press('Escape');
		expect(await visibleTooltips(page)).toEqual([]);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-quick-id'))).toBe('101');
		await page.keyboard.press('Tab');
		await page.waitForSelector('[role="tooltip"]:not([hidden])');
		expect((await visibleTooltips(page)).map(({ text }) => text)).toEqual(['Add to wishlist']);
		await context.close();
	});

	it('does not animate under reduced motion', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
		await shop(page);
		await page.hover(quickViewButton(101));
		await page.waitForSelector('[role="tooltip"]:not([hidden])');
		expect(await page.$eval('[role="tooltip"]:not([hidden])', (tooltip) => getComputedStyle(tooltip).animationName)).toBe('none');
		await context.close();
	});
});
