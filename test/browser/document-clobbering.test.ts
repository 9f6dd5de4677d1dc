import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { store } from './support/store';

/**
 * Markup in a post that names the document's built-ins: kses keeps an `<object id>` (a PDF of the
 * site's uploads; it keeps no `<form>`), and in a browser each becomes a property of `document`
 * that wins over the built-in of its name (`document.cookie` an element, `document.querySelectorAll`
 * no function, `document.body` the object). The runtime and the islands read the built-ins past
 * them (shared/page-document.ts): on both stores, the shop with every such gadget in the Shop
 * page's content (the stores' `?post_gadgets=` switch; through wp_kses_post() on the real store)
 * starts as without them. The test's own reads take the built-ins from the prototypes too, and it
 * clicks by coordinates: Playwright's selectors query the clobbered document.
 */

const browser = sharedBrowser();
const { skip } = store();

/**
 * Every `document.*` the runtime and the islands read (test/shared/page-document.test.ts keeps the
 * code to them), the ones React DOM reads too aside (LIBRARY_GADGETS).
 */
const GADGETS = [
	'cookie',
	'body',
	'querySelectorAll',
	'querySelector',
	'getElementById',
	'activeElement',
	'documentElement',
	'head',
	'readyState',
	'visibilityState',
	'referrer',
	'baseURI',
];
/** What React DOM reads of the document as is: its islands fail before they render, the page keeping its plain HTML. */
const LIBRARY_GADGETS = ['createElement', 'createTextNode', 'addEventListener', 'removeEventListener'];
const landing = (gadgets: readonly string[]): string => `/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=gadgets&post_gadgets=${gadgets.join(',')}`;
const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';

interface Facts {
	readonly classes: readonly string[];
	readonly text: string;
	readonly shown: boolean;
	readonly x: number;
	readonly y: number;
}

/** What the page shows of the first element matching `selector`, queried through the document's own method. */
function factsOf(page: Page, selector: string): Promise<Facts | null> {
	return page.evaluate((query) => {
		const element = Document.prototype.querySelector.call(document, query);
		if (!(element instanceof HTMLElement)) {
			return null;
		}
		const box = element.getBoundingClientRect();
		return { classes: [...element.classList], text: element.textContent ?? '', shown: element.getClientRects().length > 0, x: box.x + box.width / 2, y: box.y + box.height / 2 };
	}, selector);
}

async function clickAt(page: Page, selector: string): Promise<void> {
	await page.evaluate((query) => Document.prototype.querySelector.call(document, query)?.scrollIntoView({ block: 'center' }), selector);
	const facts = await factsOf(page, selector);
	if (!facts) {
		throw new Error(`Nothing on the page matches ${selector}`);
	}
	await page.mouse.click(facts.x, facts.y);
}

/** What the bundle throws uncaught, and what its runtime reports of an island failing. */
function ourErrors(page: Page): { readonly thrown: string[]; readonly reported: string[] } {
	const errors = { thrown: [] as string[], reported: [] as string[] };
	page.on('pageerror', (error) => {
		if (/\/chunks-[0-9a-f]+\//.test(error.stack ?? '')) {
			errors.thrown.push(error.stack ?? error.message);
		}
	});
	page.on('console', (message) => {
		if (message.type() === 'error' && message.text().includes('Shop Islands')) {
			errors.reported.push(message.text());
		}
	});
	return errors;
}

describe.skipIf(skip !== '')("markup that names the document's built-ins", () => {
	it('breaks nothing: the page is marked for JavaScript, the store notice dismisses, a card adds, the campaign is recorded, no island throws', async () => {
		const { page, context } = await openPage(browser());
		const ours = ourErrors(page);
		await page.goto(storeUrl(landing(GADGETS)));

		// Each gadget is on the page, kses having kept it, and shadows the built-in of its name.
		const shadowing = await page.evaluate((names) => names.filter((name) => (document as unknown as Record<string, unknown>)[name] instanceof HTMLObjectElement), GADGETS);
		expect(shadowing).toEqual(GADGETS);

		// The loader marked the real body, not the object named "body".
		await expect.poll(async () => (await factsOf(page, 'body'))?.classes).toContain('woocommerce-js');
		expect((await factsOf(page, 'body'))?.classes).not.toContain('woocommerce-no-js');
		expect((await factsOf(page, 'object#body'))?.classes).toEqual([]);

		// The loader noted the landing visit as the page started.
		expect((await context.cookies()).map(({ name }) => name)).toContain('shop_islands_page_views');

		await clickAt(page, '.woocommerce-store-notice .woocommerce-store-notice__dismiss-link');
		await expect.poll(async () => (await factsOf(page, '.woocommerce-store-notice'))?.shown).toBe(false);

		await clickAt(page, CARD_BUTTON);
		await expect.poll(async () => (await factsOf(page, CARD_BUTTON))?.classes).toContain('added');
		expect((await factsOf(page, CARD_BUTTON))?.classes).not.toContain('loading');
		await expect.poll(async () => (await factsOf(page, '#site-header-cart .cart-contents .count'))?.text).toContain('1 item');

		// Recorded as the campaign it came from, as WooCommerce's sourcebuster writes it.
		await expect.poll(async () => decodeURIComponent((await context.cookies()).find(({ name }) => name === 'sbjs_current')?.value ?? '')).toContain('src=newsletter');
		expect(ours).toEqual({ thrown: [], reported: [] });
		await context.close();
	});

	it("still sells where it names what React reads: a card adds, and a React island stands aside with the page's plain HTML", async () => {
		const { page, context } = await openPage(browser());
		const ours = ourErrors(page);
		await page.goto(storeUrl(landing(LIBRARY_GADGETS)));
		await expect.poll(async () => (await factsOf(page, 'body'))?.classes).toContain('woocommerce-js');
		await clickAt(page, CARD_BUTTON);
		await expect.poll(async () => (await factsOf(page, CARD_BUTTON))?.classes).toContain('added');
		await expect.poll(async () => (await factsOf(page, '#site-header-cart .cart-contents .count'))?.text).toContain('1 item');
		expect(ours.thrown).toEqual([]);
		// React DOM reads the document as it loads: such an island fails, reported, and its markup stays the server's.
		for (const report of ours.reported) {
			expect(report).toContain('island failed; the page keeps its plain HTML behaviour.');
		}
		await context.close();
	});
});
