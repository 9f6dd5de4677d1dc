import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { reachFor, settle } from './support/islands';
import { tabTo } from './support/keyboard';
import { store } from './support/store';

/**
 * The wishlist (docs/listings-and-content.md#wishlist) over YITH WooCommerce Wishlist 4's own
 * markup and endpoints, on both stores: the button the plugin prints into YITH's placeholder adding
 * in the background through YITH's admin-ajax action and nonce, its added state and link to the
 * wishlist, WooLentor's legacy block in its product slider, the chosen variation on a product page,
 * and YITH's wishlist table's removals; every failure following the link, which YITH then handles
 * without JavaScript. The counters are the fixture theme's (poco's): YITH 4 free and Storefront
 * print none, so the real store has none to follow. Then the card action tooltips
 * (docs/listings-and-content.md#tooltips).
 */

const browser = sharedBrowser();
const { skip, wishlist, name } = store();
const reason = skip !== '' || !wishlist;
/** The theme's wishlist counters: the fixture's header and footer carry them, the real store none. */
const counters = name === 'fixture store';

const COUNTS = '.header-wishlist .count, .footer-wishlist .count';
const COUNT_CALL = '**/wp-admin/admin-ajax.php?action=yith_wcwl_update_wishlist_count';
/** A card's (or the product page's) button, in YITH's placeholder. */
const addLink = (id: number): string => `.yith-add-to-wishlist-button-block[data-product-id="${id}"] a.add_to_wishlist`;
const placeholder = (id: number): string => `.yith-add-to-wishlist-button-block[data-product-id="${id}"]`;
const removeLink = (id: number): string => `tr[data-row-id="${id}"] a.remove_from_wishlist`;
const ROWS = '#yith-wcwl-form tr[data-row-id]';
const quickViewButton = (id: number): string => `li.post-${id} .woolentor-quickview-btn`;
const liveText = (page: Page): Promise<string> => page.evaluate(() => document.getElementById('shop-islands-live-polite')?.textContent ?? '');

async function counts(page: Page): Promise<string[]> {
	return page.locator(COUNTS).allTextContents();
}

/** Waits until every counter shows a number (none to wait for where the store prints none). */
async function countsShow(page: Page, count: number): Promise<void> {
	await page.waitForFunction(([selector, expected]) => [...document.querySelectorAll(selector)].every((shown) => shown.textContent === expected), [COUNTS, String(count)] as const);
}

/** The wishlist calls a page makes: `GET …?action=yith_wcwl_update_wishlist_count` and the admin-ajax POSTs (with their fields). */
function wishlistCalls(page: Page): Array<{ call: string; fields: URLSearchParams }> {
	const calls: Array<{ call: string; fields: URLSearchParams }> = [];
	page.on('request', (request: Request) => {
		const url = new URL(request.url());
		if (url.pathname === '/wp-admin/admin-ajax.php') {
			const fields = new URLSearchParams(request.postData() ?? '');
			const action = url.searchParams.get('action') ?? fields.get('action');
			if (action !== 'shop_islands_nonces' && action !== 'rest-nonce') {
				calls.push({ call: `${request.method()} ${action ?? ''}`, fields });
			}
		}
	});
	return calls;
}

async function shop(page: Page): Promise<void> {
	await page.goto(storeUrl('/shop/'));
	await settle(page);
}

async function wishlistPage(page: Page): Promise<void> {
	await page.goto(storeUrl('/wishlist/'));
	await settle(page);
}

/** Adds from the shop's cards, one after the other, each waiting for its added state. */
async function addFromShop(page: Page, ids: readonly number[]): Promise<void> {
	await shop(page);
	for (const id of ids) {
		await page.click(addLink(id));
		await page.waitForSelector(`${addLink(id)}.added`);
	}
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
	it('shows YITH\'s button at first paint, without JavaScript: its link adds on the wishlist page, which lists it', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl('/shop/'));
		expect(await page.textContent(addLink(101))).toBe('Add to wishlist');
		await Promise.all([page.waitForURL(/\/wishlist\/\?add_to_wishlist=101&_wpnonce=/), page.click(addLink(101))]);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['101']);
		// The shop is the page every visitor gets: the add again (YITH then answers that it is there).
		await page.goto(storeUrl('/shop/'));
		expect(await page.textContent(addLink(101))).toBe('Add to wishlist');
		await context.close();
	});

	it("fills the visitor's own wishlist in a page a cache serves to everyone: one guest's list never shows to another", async () => {
		const first = await openPage(browser());
		await addFromShop(first.page, [101]);
		// The shop as a page cache keeps it, rendered for the first guest, served to both.
		const cached = await (await first.context.request.get(storeUrl('/shop/'))).text();
		expect(cached).not.toContain('yith-wcwl-wishlistexistsbrowse');
		const serveCached = async (page: Page): Promise<void> => {
			await page.route(storeUrl('/shop/'), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
			await page.goto(storeUrl('/shop/'));
			await settle(page);
			await page.mouse.move(40, 40);
		};
		const second = await openPage(browser());
		const asked: string[] = [];
		second.page.on('request', (request) => {
			if (new URL(request.url()).searchParams.get('action') === 'shop_islands_wishlist') {
				asked.push(request.url());
			}
		});
		await serveCached(second.page);
		await serveCached(first.page);
		// The first guest's own state, filled once their page has had an input.
		await first.page.waitForSelector(`${placeholder(101)} .yith-wcwl-wishlistexistsbrowse a`);
		expect(await first.page.$eval(`${placeholder(101)} .yith-wcwl-wishlistexistsbrowse a`, (link) => new URL((link as HTMLAnchorElement).href).pathname)).toMatch(/^\/wishlist\//);
		// The second guest: the add, as the page was printed, and no request for a list they do not have.
		await settle(second.page);
		expect(await second.page.textContent(addLink(101))).toBe('Add to wishlist');
		expect(asked).toEqual([]);
		expect(first.errors).toEqual([]);
		expect(second.errors).toEqual([]);
		await first.context.close();
		await second.context.close();
	});

	it('adds from the cards in the background with YITH\'s nonce: each link becomes the way to the wishlist, announced; the counters follow', async () => {
		const { page, context, errors } = await openPage(browser());
		const calls = wishlistCalls(page);
		await shop(page);
		const nonce = await page.evaluate(() => (JSON.parse(document.getElementById('shop-islands-settings')?.textContent ?? '{}') as { wishlistNonce?: string }).wishlistNonce);
		if (counters) {
			expect(await counts(page)).toEqual(['0', '0']);
		}
		await page.click(addLink(101));
		await page.waitForSelector(`${addLink(101)}.added`);
		expect(await page.textContent(addLink(101))).toBe('Browse wishlist');
		expect(await page.$eval(addLink(101), (link) => (link as HTMLAnchorElement).href)).toBe(storeUrl('/wishlist/'));
		expect(page.url()).toBe(storeUrl('/shop/'));
		await page.waitForFunction(() => document.getElementById('shop-islands-live-polite')?.textContent === 'Product added!');
		await page.click(addLink(108));
		await page.waitForSelector(`${addLink(108)}.added`);
		if (counters) {
			await countsShow(page, 2);
		}
		expect(calls.map(({ call }) => call)).toEqual(
			counters
				? ['POST add_to_wishlist', 'GET yith_wcwl_update_wishlist_count', 'POST add_to_wishlist', 'GET yith_wcwl_update_wishlist_count']
				: ['POST add_to_wishlist', 'POST add_to_wishlist'],
		);
		expect(calls[0]?.fields.get('nonce')).toBe(nonce);
		expect(calls[0]?.fields.get('add_to_wishlist')).toBe('101');
		// Added: the link now goes to the wishlist, YITH's table listing both, newest first.
		await page.click(addLink(101));
		await page.waitForURL(storeUrl('/wishlist/'));
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['108', '101']);
		// Back on the shop, the page every visitor gets: both shown in their added state once it has had an input.
		await shop(page);
		await page.mouse.move(40, 40);
		await expect.poll(() => page.locator('.yith-add-to-wishlist-button-block .yith-wcwl-wishlistexistsbrowse a').count()).toBe(2);
		expect(errors).toEqual([]);
		await context.close();
	});

	it("adds with a fresh nonce when the page's is yesterday's (a page cache, a tab left open overnight): refreshed once, the add sent again", async () => {
		const { page, context, errors } = await openPage(browser());
		const adds: string[] = [];
		const refreshes: string[] = [];
		page.on('request', (request) => {
			const url = new URL(request.url());
			if (url.searchParams.get('action') === 'shop_islands_nonces') {
				refreshes.push(url.href);
			} else if (new URLSearchParams(request.postData() ?? '').get('action') === 'add_to_wishlist') {
				adds.push(new URLSearchParams(request.postData() ?? '').get('nonce') ?? '');
			}
		});
		// The shop as a page cache kept it from yesterday: a nonce WordPress no longer takes.
		await page.route(storeUrl('/shop/'), async (route) => {
			const response = await route.fetch();
			const body = (await response.text()).replace(/"wishlistNonce":"[^"]*"/, '"wishlistNonce":"0badc0ffee"');
			await route.fulfill({ response, body });
		});
		await shop(page);
		await page.click(addLink(101));
		await page.waitForSelector(`${addLink(101)}.added`);
		expect(page.url()).toBe(storeUrl('/shop/'));
		expect(adds).toHaveLength(2);
		expect(adds[0]).toBe('0badc0ffee');
		expect(adds[1]).not.toBe('0badc0ffee');
		expect(refreshes).toHaveLength(1);
		await wishlistPage(page);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['101']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('removes from YITH\'s wishlist table in the background, by keyboard: the row leaves, focus moves on, announced, the counters follow', async () => {
		const { page, context, errors } = await openPage(browser());
		await addFromShop(page, [101, 108, 102]);
		await wishlistPage(page);
		if (counters) {
			expect(await counts(page)).toEqual(['3', '3']);
		}
		const calls = wishlistCalls(page);
		await tabTo(page, removeLink(108));
		await page.keyboard.press('Enter');
		await page.waitForSelector(removeLink(108), { state: 'detached' });
		if (counters) {
			await countsShow(page, 2);
		}
		expect(await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-row-id'))).toBe('101');
		expect(page.url()).toBe(storeUrl('/wishlist/'));
		expect(calls.map(({ call }) => call)).toEqual(counters ? ['POST remove_from_wishlist', 'GET yith_wcwl_update_wishlist_count'] : ['POST remove_from_wishlist']);
		expect(calls[0]?.fields.get('wishlist_token')).toMatch(/^[A-Z0-9]{12}$/);
		expect(calls[0]?.fields.get('fragments[woocommerce.yith-wcwl-form.wishlist-fragment][item]')).toBe('wishlist');
		await page.waitForFunction(() => document.getElementById('shop-islands-live-polite')?.textContent === 'Product successfully removed.');
		await page.reload();
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['102', '101']);
		// YITH's notice went with the removal's fragment: none waits for the next page.
		expect(await page.locator('.woocommerce-message').count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('renames the list from YITH\'s title form by keyboard: "Edit title" opens it, Enter saves through YITH\'s form handler', async () => {
		const { page, context, errors } = await openPage(browser());
		await addFromShop(page, [101]);
		await wishlistPage(page);
		expect(await page.isVisible('.hidden-title-form')).toBe(false);
		await tabTo(page, '.show-title-form');
		await page.keyboard.press('Enter');
		await page.waitForSelector('.hidden-title-form input[name="wishlist_name"]:focus');
		await page.keyboard.press('Escape');
		expect(await page.isVisible('.hidden-title-form')).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.matches('.show-title-form'))).toBe(true);
		await page.keyboard.press('Enter');
		await page.fill('.hidden-title-form input[name="wishlist_name"]', 'Dinner party');
		await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
		expect(await page.textContent('.wishlist-title h2')).toBe('Dinner party');
		expect(await page.locator(ROWS).count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('adds the chosen variation from the product page', async () => {
		const { page, context, errors } = await openPage(browser());
		const calls = wishlistCalls(page);
		await page.goto(storeUrl('/product/margherita/'));
		// The form's island waits for the shopper's intent.
		await reachFor(page, 'form.variations_form');
		await page.waitForSelector('form.variations_form.shop-islands-variations');
		await page.waitForSelector('.shop-islands-variations__overlay', { state: 'detached' });
		await page.selectOption('select[name="attribute_pa_size"]', 'small');
		await page.selectOption('select[name="attribute_crust"]', 'Thin');
		await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('form.variations_form input[name="variation_id"]')?.value) > 0);
		const variationId = await page.inputValue('form.variations_form input[name="variation_id"]');
		await page.click(addLink(115));
		await page.waitForSelector(`${addLink(115)}.added`);
		expect(calls.find(({ call }) => call === 'POST add_to_wishlist')?.fields.get('add_to_wishlist')).toBe(variationId);
		await wishlistPage(page);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual([variationId]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('makes WooLentor\'s legacy wishlist link in its product slider add, showing its "added" link, focused', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/'));
		const link = page.locator('.product-slider .yith-wcwl-add-to-wishlist .yith-wcwl-add-button a.add_to_wishlist').first();
		await link.scrollIntoViewIfNeeded();
		await link.waitFor({ state: 'visible' });
		const id = await link.getAttribute('data-product-id');
		await link.click();
		const wrapper = page.locator(`.product-slider .add-to-wishlist-${id ?? ''}`).first();
		await wrapper.locator('.yith-wcwl-wishlistaddedbrowse a').waitFor({ state: 'visible' });
		expect(await wrapper.locator('.yith-wcwl-add-button').isVisible()).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.closest('.yith-wcwl-wishlistaddedbrowse') !== null)).toBe(true);
		expect(await liveText(page)).toBe('Product added!');
		await wishlistPage(page);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual([id]);
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([
		['answers HTML', { status: 200, contentType: 'text/html', body: '<!doctype html><p>There has been a critical error on this website.</p>' }],
		['answers 500', { status: 500, contentType: 'application/json', body: '{"result":"true"}' }],
		['answers 401', { status: 401, contentType: 'application/json', body: '{"code":"rest_forbidden"}' }],
		['refuses the nonce', { status: 200, contentType: 'application/json', body: '{"result":false}' }],
	])('follows the link when the add %s: YITH adds it without JavaScript, on the wishlist page', async (_name, answer) => {
		const { page, context } = await openPage(browser());
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			new URLSearchParams(route.request().postData() ?? '').get('action') === 'add_to_wishlist' ? route.fulfill(answer) : route.continue(),
		);
		await shop(page);
		await Promise.all([page.waitForURL(/\/wishlist\/\?add_to_wishlist=101&_wpnonce=/), page.click(addLink(101))]);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['101']);
		if (counters) {
			expect(await counts(page)).toEqual(['1', '1']);
		}
		await context.close();
	});

	it('follows the link when the add never answers (15 s)', async () => {
		const { page, context } = await openPage(browser());
		await page.clock.install();
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			new URLSearchParams(route.request().postData() ?? '').get('action') === 'add_to_wishlist' ? undefined : route.continue(),
		);
		await shop(page);
		await page.click(addLink(101));
		await page.waitForSelector(`${addLink(101)}.loading`);
		await Promise.all([page.waitForURL(/\/wishlist\/\?add_to_wishlist=101&_wpnonce=/), page.clock.runFor(15_000)]);
		expect(await page.locator(ROWS).count()).toBe(1);
		await context.close();
	});

	it('follows the remove link when the removal answers 500: YITH removes it without JavaScript', async () => {
		const { page, context } = await openPage(browser());
		await addFromShop(page, [101, 108]);
		await page.route('**/wp-admin/admin-ajax.php', (route) =>
			new URLSearchParams(route.request().postData() ?? '').get('action') === 'remove_from_wishlist' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
		);
		await wishlistPage(page);
		await Promise.all([page.waitForURL(/\?remove_from_wishlist=101&_wpnonce=/), page.click(removeLink(101))]);
		expect(await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))).toEqual(['108']);
		if (counters) {
			expect(await counts(page)).toEqual(['1', '1']);
		}
		await context.close();
	});
});

describe.skipIf(reason || !counters)('wishlist counters (the fixture theme\'s; YITH 4 free and Storefront print none)', () => {
	it('keep their last value when the count is not a number, or answers HTML or 500', async () => {
		const { page, context } = await openPage(browser());
		const answers = ['{"count":"many"}', '<!doctype html><title>Error</title>', '{"count":7}'];
		const statuses = [200, 200, 500];
		let call = 0;
		await page.route(COUNT_CALL, (route) => {
			const index = Math.min(call, answers.length - 1);
			call += 1;
			return route.fulfill({ status: statuses[index], contentType: 'application/json', body: answers[index] });
		});
		await addFromShop(page, [101, 108, 115]);
		await expect.poll(() => call).toBe(3);
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
		expect(tooltip?.text).toBe('QuickView');
		expect(tooltip?.bottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);
		expect(Math.abs((tooltip?.centre ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0) / 2))).toBeLessThan(2);
		// WooLentor 3.4's button is named by its text alone; the tooltip repeats it as the description.
		expect(await accessible(page, button)).toEqual({ name: 'QuickView', description: 'QuickView' });
		// The shop's own, if any, and no more.
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
		expect((await visibleTooltips(page)).map(({ text }) => text)).toEqual(['QuickView']);
		const animation = await page.$eval('[role="tooltip"]:not([hidden])', (tooltip) => {
			const style = getComputedStyle(tooltip);
			return { name: style.animationName, duration: style.animationDuration, delay: style.animationDelay };
		});
		expect(animation).toEqual({ name: 'shop-islands-tooltip-grow', duration: '0.35s', delay: '0s' });
		await page.keyboard.press('Escape');
		expect(await visibleTooltips(page)).toEqual([]);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-product_id'))).toBe('101');
		// On past the card's add-to-cart link, which has no tooltip, to its wishlist link.
		await tabTo(page, addLink(101));
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
