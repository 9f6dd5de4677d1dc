import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../islands/quick-view/options';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { cartQuantity } from './support/cart';
import { settle } from './support/islands';
import { focusIsOn } from './support/keyboard';
import { store } from './support/store';

/**
 * WooLentor 3.4's quick view on product cards (docs/search-and-quick-view.md), on both
 * stores: the dialog, its image slider, keyboard and scroll behaviour, its add to cart (through
 * WooCommerce's own add and the one cart queue), the islands inside it, and its failures. The
 * dishes are opened from their category's page, where both stores list them on the first page.
 */

const browser = sharedBrowser();
const { skip, quickView } = store();

const MARGHERITA = 115;
const GARLIC_BREAD = 101;
const LOBSTER_THERMIDOR = 110;
const DIALOG = '.shop-islands-quick-view__dialog';
const BODY = '.shop-islands-quick-view__body';
const AJAX = '/wp-admin/admin-ajax.php';

const opener = (id: number): string => `a.woolentor-quickview-btn[data-product_id="${id}"]`;

/** Each dish's category page, which lists it on its first page on both stores. */
const CATEGORY: Readonly<Record<number, string>> = {
	[GARLIC_BREAD]: '/product-category/starters/',
	[LOBSTER_THERMIDOR]: '/product-category/mains/',
	[MARGHERITA]: '/product-category/pizza/',
};

async function listing(page: Page, id: number): Promise<void> {
	await page.goto(storeUrl(CATEGORY[id] ?? '/shop/'));
	await settle(page);
}

/** The admin-ajax POSTs of one action, as their form fields. */
function adminAjaxCalls(page: Page, action: string): Array<Record<string, string>> {
	const calls: Array<Record<string, string>> = [];
	page.on('request', (request: Request) => {
		if (request.method() === 'POST' && new URL(request.url()).pathname === AJAX) {
			const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
			if (fields.action === action) {
				calls.push(fields);
			}
		}
	});
	return calls;
}

/** WooCommerce's background adds (`?wc-ajax=add_to_cart`), as their form fields. */
function wcAjaxAdds(page: Page): Array<Record<string, string>> {
	const calls: Array<Record<string, string>> = [];
	page.on('request', (request: Request) => {
		if (request.method() === 'POST' && new URL(request.url()).searchParams.get('wc-ajax') === 'add_to_cart') {
			calls.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
		}
	});
	return calls;
}

async function openQuickView(page: Page, id: number): Promise<void> {
	await page.click(opener(id));
	await page.locator(`${BODY} .product`).waitFor();
}

/**
 * Brings the dialog's product form into view (below the images and the summary's top on a
 * narrow dialog) and waits for the islands inside it, which start at once in the dialog,
 * mounted by the runtime's observer: the quantity's buttons.
 */
async function formIslands(page: Page): Promise<void> {
	await page.locator(`${BODY} form.cart`).scrollIntoViewIfNeeded();
	await page.locator(`${BODY} div.quantity button`).first().waitFor();
}

/**
 * Clicks the dialog's add-to-cart button and answers the states it went through, and when
 * `added_to_cart` was raised among them (the cart panel may open on it and close the dialog).
 */
async function addAndWatch(page: Page): Promise<string[]> {
	await page.evaluate((body) => {
		const seen: string[] = [];
		(window as unknown as { buttonStates: string[] }).buttonStates = seen;
		const button = document.querySelector(`${body} .single_add_to_cart_button`) as HTMLElement;
		new MutationObserver(() => {
			const state = button.classList.contains('loading') ? 'loading' : button.classList.contains('added') ? 'added' : 'normal';
			if (seen[seen.length - 1] !== state) {
				seen.push(state);
			}
		}).observe(button, { attributes: true, attributeFilter: ['class'] });
		document.body.addEventListener('added_to_cart', () => seen.push('added_to_cart event'));
	}, BODY);
	await page.locator(`${BODY} .single_add_to_cart_button`).click();
	await page.waitForFunction(() => (window as unknown as { buttonStates: string[] }).buttonStates.includes('added'));
	return page.evaluate(() => (window as unknown as { buttonStates: string[] }).buttonStates);
}

/**
 * The button is `aria-disabled` while options are missing (WooCommerce's "selection needed"),
 * which Playwright counts as not clickable; a shopper's click still submits the form.
 */
async function clickAddWithOptionsMissing(page: Page): Promise<void> {
	// The variations form's first check (its white overlay over the form) takes the click otherwise.
	await page.waitForSelector(`${BODY} form.variations_form.shop-islands-variations`);
	await page.waitForSelector('.shop-islands-variations__overlay', { state: 'detached' });
	await page.locator(`${BODY} .single_add_to_cart_button`).click({ force: true });
}

/** Answers the quick-view load with `body` and `status` instead of the store. */
async function answerQuickView(page: Page, status: number, body: string, contentType = 'text/html'): Promise<void> {
	await page.route(`**${AJAX}`, async (route) => {
		const fields = new URLSearchParams(route.request().postData() ?? '');
		if (fields.get('action') === 'woolentor_quickview') {
			await route.fulfill({ status, contentType, body });
		} else {
			await route.continue();
		}
	});
}

describe.skipIf(skip !== '' || !quickView)('quick view', () => {
	it('opens the product in a dialog: loaded with the nonce, named by the product, its images in a slider with a strip of four thumbnails, at most the window height less 150 px', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const loads = adminAjaxCalls(page, 'woolentor_quickview');
		await listing(page, MARGHERITA);
		const nonce = await page.evaluate(() => (JSON.parse(document.getElementById('shop-islands-settings')?.textContent ?? '{}') as { quickViewNonce: string }).quickViewNonce);
		await openQuickView(page, MARGHERITA);
		expect(loads).toEqual([{ action: 'woolentor_quickview', id: String(MARGHERITA), nonce }]);
		const dialog = page.getByRole('dialog', { name: 'Margherita' });
		expect(await dialog.isVisible()).toBe(true);
		expect(await focusIsOn(page, DIALOG)).toBe(true);
		const box = await page.locator(DIALOG).boundingBox();
		expect(box?.height).toBeLessThanOrEqual(720 - defaultOptions.maxHeightOffsetPx);
		// WooLentor's main images, in glider-js's track: one in view.
		const slider = page.locator(`${BODY} .woolentor-quickview-main-image-slider.glider`);
		const slides = slider.locator('.glider-track > *');
		expect(await slides.count()).toBe(5);
		const inView = (): Promise<number[]> =>
			slider.evaluate((element) => {
				const view = element.getBoundingClientRect();
				return [...element.querySelectorAll('.glider-track > *')].flatMap((slide, index) => {
					// Whole in view, give or take the pixel glider's rounded scroll leaves.
					const rect = slide.getBoundingClientRect();
					return rect.left >= view.left - 2 && rect.right <= view.right + 2 ? [index] : [];
				});
			});
		expect(await inView()).toEqual([0]);
		const strip = await page.locator(`${BODY} .woolentor-quickview-thumbnail-slider`).boundingBox();
		const thumbnail = await page.locator(`${BODY} .woolentor-quickview-thumb-single`).first().boundingBox();
		expect(Math.round((strip?.width ?? 0) / (thumbnail?.width ?? 1))).toBe(defaultOptions.thumbnailsVisible);
		const thumbnails = page.locator(`${BODY} .woolentor-quickview-thumb-single > button`);
		expect(await thumbnails.count()).toBe(5);
		await thumbnails.nth(2).click();
		await expect.poll(inView, { timeout: 10_000 }).toEqual([2]);
		expect(await thumbnails.nth(2).getAttribute('aria-current')).toBe('true');
		expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');
		expect(await slides.nth(2).getAttribute('aria-hidden')).toBeNull();
		// The strip is one tab stop; the arrows move along it and show the image.
		await page.keyboard.press('ArrowRight');
		await expect.poll(inView, { timeout: 10_000 }).toEqual([3]);
		expect(await focusIsOn(page, `${BODY} .woolentor-quickview-thumb-single:nth-child(4) > button`)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps Tab inside, closes by Escape, the close button and the overlay, and gives focus back to the button', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, GARLIC_BREAD);
		await openQuickView(page, GARLIC_BREAD);
		for (let press = 0; press < 15; press += 1) {
			await page.keyboard.press('Tab');
			expect(await focusIsOn(page, `${DIALOG}, ${DIALOG} *`)).toBe(true);
		}
		await page.keyboard.press('Escape');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, opener(GARLIC_BREAD))).toBe(true);

		await page.keyboard.press('Enter');
		await page.locator(`${BODY} .product`).waitFor();
		await page.getByRole('button', { name: 'Close' }).click();
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, opener(GARLIC_BREAD))).toBe(true);

		await openQuickView(page, GARLIC_BREAD);
		await page.mouse.click(5, 360);
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, opener(GARLIC_BREAD))).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps the page behind still while open, and where it was once closed', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, GARLIC_BREAD);
		await page.locator(opener(GARLIC_BREAD)).scrollIntoViewIfNeeded();
		const before = await page.evaluate(() => window.scrollY);
		await openQuickView(page, GARLIC_BREAD);
		await page.mouse.move(5, 360);
		await page.mouse.wheel(0, 600);
		await page.evaluate(() => new Promise(requestAnimationFrame));
		expect(await page.evaluate(() => window.scrollY)).toBe(before);
		await page.keyboard.press('Escape');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await page.evaluate(() => window.scrollY)).toBe(before);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('shows an out-of-stock dish as such, with nothing to add, and closes back to its button', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, LOBSTER_THERMIDOR);
		await openQuickView(page, LOBSTER_THERMIDOR);
		expect(await page.getByRole('dialog', { name: 'Lobster Thermidor' }).isVisible()).toBe(true);
		expect(await page.locator(`${BODY} p.stock.out-of-stock`).textContent()).toBe('Out of stock');
		expect(await page.locator(`${BODY} form.cart, ${BODY} .single_add_to_cart_button`).count()).toBe(0);
		await page.keyboard.press('Escape');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, opener(LOBSTER_THERMIDOR))).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('adds a chosen variation through WooCommerce\'s own add and the one queue: loading → added, the mini-cart updated', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const adds = wcAjaxAdds(page);
		const woolentorAdds = adminAjaxCalls(page, 'woolentor_quickview_insert_to_cart');
		await listing(page, MARGHERITA);
		await openQuickView(page, MARGHERITA);
		await formIslands(page);
		await page.waitForSelector(`${BODY} form.variations_form.shop-islands-variations`);
		await page.waitForSelector('.shop-islands-variations__overlay', { state: 'detached' });
		await page.selectOption(`${BODY} select[name="attribute_pa_size"]`, 'small');
		await page.selectOption(`${BODY} select[name="attribute_crust"]`, 'Thin');
		const variationId = await page.locator(`${BODY} input[name="variation_id"]`);
		await expect.poll(() => variationId.inputValue()).not.toBe('0');
		const chosen = await variationId.inputValue();
		expect(await addAndWatch(page)).toEqual(['loading', 'added_to_cart event', 'added']);
		expect(adds).toHaveLength(1);
		expect(adds[0]).toMatchObject({ product_id: chosen, variation_id: chosen, quantity: '1', attribute_pa_size: 'small', attribute_crust: 'Thin' });
		expect(adds[0]).not.toHaveProperty('add-to-cart');
		expect(woolentorAdds).toEqual([]);
		expect(await cartQuantity(context)).toBe(1);
		await expect.poll(() => page.locator('.widget_shopping_cart_content').first().textContent()).toContain('Margherita');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('sends a variable dish with an option left out: marked required and in error, sent without it, and WooCommerce\'s refusal followed to the product page', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const adds = wcAjaxAdds(page);
		await listing(page, MARGHERITA);
		await openQuickView(page, MARGHERITA);
		// The variations form and the quantity mount inside the dialog through the runtime's observer.
		await formIslands(page);
		await page.selectOption(`${BODY} select[name="attribute_pa_size"]`, 'small');
		await clickAddWithOptionsMissing(page);
		await page.waitForURL(storeUrl('/product/margherita/'));
		expect(adds).toHaveLength(1);
		expect(adds[0]).toMatchObject({ product_id: String(MARGHERITA), quantity: '1', attribute_pa_size: 'small' });
		expect(adds[0]).not.toHaveProperty('attribute_crust');
		expect(adds[0]).not.toHaveProperty('add-to-cart');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('marks the option left out before the answer comes', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, MARGHERITA);
		await openQuickView(page, MARGHERITA);
		await formIslands(page);
		// Held until the test has looked, so the page stays.
		await page.route((url) => url.searchParams.get('wc-ajax') === 'add_to_cart', () => undefined);
		await clickAddWithOptionsMissing(page);
		const crust = page.locator(`${BODY} select[name="attribute_crust"]`);
		await expect.poll(() => crust.getAttribute('aria-invalid')).toBe('true');
		expect(await crust.getAttribute('aria-required')).toBe('true');
		expect(await page.locator(`${BODY} .single_add_to_cart_button`).getAttribute('class')).toContain('loading');
		await context.close();
	});

	it('adds a simple dish through WooCommerce\'s own add and the one queue: loading → added, the cart updated, added_to_cart raised', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const adds = wcAjaxAdds(page);
		await listing(page, GARLIC_BREAD);
		await openQuickView(page, GARLIC_BREAD);
		expect(await addAndWatch(page)).toEqual(['loading', 'added_to_cart event', 'added']);
		expect(adds).toHaveLength(1);
		expect(adds[0]).toMatchObject({ product_id: String(GARLIC_BREAD), quantity: '1' });
		expect(await cartQuantity(context)).toBe(1);
		await expect.poll(() => page.locator('.widget_shopping_cart_content').first().textContent()).toContain('Garlic Bread');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('unmounts the islands inside it when it closes', async () => {
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, MARGHERITA);
		await openQuickView(page, MARGHERITA);
		await formIslands(page);
		await page.locator(`${BODY} form.variations_form.shop-islands-variations, ${BODY} form.variations_form [data-island-root], ${BODY} form.variations_form select`).first().waitFor();
		await page.evaluate((body) => {
			const held = window as unknown as { quantityBox: Element };
			held.quantityBox = document.querySelector(`${body} div.quantity`) as Element;
		}, BODY);
		await page.keyboard.press('Escape');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		// The quantity island's unmount takes its buttons away from the box, now off the page.
		await page.waitForFunction(() => (window as unknown as { quantityBox: Element }).quantityBox.querySelectorAll('button').length === 0);
		expect(await page.locator(`${BODY} *`).count()).toBe(0);
		// Opened again, the new content's islands mount again.
		await openQuickView(page, MARGHERITA);
		await formIslands(page);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('is a plain link to the product page without JavaScript', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl(CATEGORY[GARLIC_BREAD] ?? '/shop/'));
		await page.click(opener(GARLIC_BREAD));
		expect(new URL(page.url()).pathname).toBe('/product/garlic-bread/');
		await context.close();
	});
});

describe.skipIf(skip !== '' || !quickView)('quick view, bad answers', () => {
	/** Opens the quick view on a bad answer: the spec's log line, no dialog, and the button's link followed. */
	async function failsOver(page: Page, errors: string[], message: string): Promise<void> {
		await page.click(opener(GARLIC_BREAD));
		await page.waitForURL(storeUrl('/product/garlic-bread/'));
		expect(errors.some((error) => error.startsWith(message))).toBe(true);
	}

	it('an empty answer: "Something wrong with AJAX response." logged, no dialog, the product page', async () => {
		const { page, context, errors } = await openPage(browser());
		await listing(page, GARLIC_BREAD);
		await answerQuickView(page, 200, '');
		await failsOver(page, errors, 'Something wrong with AJAX response.');
		await context.close();
	});

	it('a garbage answer (JSON, WordPress\'s 0): "Something wrong with AJAX response." logged', async () => {
		const { page, context, errors } = await openPage(browser());
		await listing(page, GARLIC_BREAD);
		await answerQuickView(page, 200, '{"success":false,"data":"0"}', 'application/json');
		await failsOver(page, errors, 'Something wrong with AJAX response.');
		await context.close();
	});

	it('an HTML error page: "Something wrong loading fetching product data" logged (500), or "…AJAX response." (200)', async () => {
		const errorPage = '<!DOCTYPE html><html><head><title>WordPress &rsaquo; Error</title></head><body id="error-page"><p>There has been a critical error on this website.</p></body></html>';
		const first = await openPage(browser());
		await listing(first.page, GARLIC_BREAD);
		await answerQuickView(first.page, 500, errorPage);
		await failsOver(first.page, first.errors, 'Something wrong loading fetching product data');
		await first.context.close();

		const second = await openPage(browser());
		await listing(second.page, GARLIC_BREAD);
		await answerQuickView(second.page, 200, errorPage);
		await failsOver(second.page, second.errors, 'Something wrong with AJAX response.');
		expect(await second.page.locator(DIALOG).count()).toBe(0);
		await second.context.close();
	});

	it('error with a product_url that is not http(s): no navigation there, the button given back, the cart refreshed', async () => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await listing(page, GARLIC_BREAD);
		await openQuickView(page, GARLIC_BREAD);
		await page.route(
			(url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
			(route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"error":true,"product_url":"javascript:alert(1)"}' }),
		);
		const refreshed = page.waitForRequest((request) => request.url().includes('wc-ajax=get_refreshed_fragments'));
		await page.locator(`${BODY} .single_add_to_cart_button`).click();
		await refreshed;
		await page.waitForFunction((body) => !document.querySelector(`${body} .single_add_to_cart_button`)?.classList.contains('loading'), BODY);
		expect(new URL(page.url()).pathname).toBe(CATEGORY[GARLIC_BREAD]);
		expect(await page.locator(`${BODY} .single_add_to_cart_button`).getAttribute('class')).not.toContain('added');
		await context.close();
	});

	it('a wrong nonce: refreshed once through the plugin and the call retried; still refused, logged and the product page', async () => {
		const { page, context, errors } = await openPage(browser());
		const loads = adminAjaxCalls(page, 'woolentor_quickview');
		await listing(page, GARLIC_BREAD);
		let first = true;
		await page.route(`**${AJAX}`, async (route) => {
			const fields = new URLSearchParams(route.request().postData() ?? '');
			if (fields.get('action') === 'woolentor_quickview' && first) {
				first = false;
				fields.set('nonce', 'wrong');
				await route.continue({ postData: fields.toString() });
			} else {
				await route.continue();
			}
		});
		await openQuickView(page, GARLIC_BREAD);
		expect(loads).toHaveLength(2);
		// Chromium's own line for the refused first call; nothing of ours.
		expect(errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);

		await page.keyboard.press('Escape');
		await page.unrouteAll();
		await page.route(`**${AJAX}**`, async (route) => {
			const request = route.request();
			if (new URL(request.url()).searchParams.get('action') === 'shop_islands_nonces') {
				await route.fulfill({ status: 200, contentType: 'application/json', body: '{"quickViewNonce":"still-wrong"}' });
			} else if (new URLSearchParams(request.postData() ?? '').get('action') === 'woolentor_quickview') {
				const fields = new URLSearchParams(request.postData() ?? '');
				fields.set('nonce', 'wrong');
				await route.continue({ postData: fields.toString() });
			} else {
				await route.continue();
			}
		});
		await failsOver(page, errors, 'Something wrong loading fetching product data');
		await context.close();
	});
});
