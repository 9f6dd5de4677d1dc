import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { reachFor } from './support/islands';
import { store } from './support/store';

/** The variations form against the fixture store (docs/product-form.md). */

const browser = sharedBrowser();
const { cartPanel } = store();

const FORM = 'form.variations_form.shop-islands-variations';
/** The chunk of the form's React view (islands/variations-form/form-view.tsx). */
const LAZY_VIEW = 'form-view';

/** The get_variation calls a page makes, as the attributes each one sent. */
function watchLookups(page: Page): string[] {
	const lookups: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('wc-ajax=get_variation')) {
			const fields = new URLSearchParams(request.postData() ?? '');
			lookups.push([...fields].filter(([name]) => name.startsWith('attribute_')).map(([, value]) => value).join('+'));
		}
	});
	return lookups;
}

async function optionStates(page: Page, name: string): Promise<string[]> {
	return page.$$eval(`select[name="${name}"] option`, (options) =>
		options
			.filter((option) => (option as HTMLOptionElement).value !== '')
			.map((option) => `${(option as HTMLOptionElement).value}${(option as HTMLOptionElement).disabled ? ' (disabled)' : ''}`),
	);
}

async function openProduct(page: Page, path: string): Promise<void> {
	await page.goto(storeUrl(path));
	// The form waits for the shopper's intent; its native selects work meanwhile.
	await reachFor(page, 'form.variations_form');
	await page.waitForSelector(FORM);
	// The first check runs 100 ms after mount, under the overlay.
	await page.waitForSelector('.shop-islands-variations__overlay', { state: 'detached' });
}

describe('variations form, variations in the page', () => {
	it('filters options, shows the match (price, SKU, weight, image), adds through the cart queue, and resets from the keyboard', async () => {
		const { page, context, errors } = await openPage(browser());
		await openProduct(page, '/product/margherita/');
		const lookups = watchLookups(page);
		await page.selectOption('select[name="attribute_pa_size"]', 'large');
		expect(await optionStates(page, 'attribute_crust')).toEqual(['Thin (disabled)', 'Classic']);
		await page.selectOption('select[name="attribute_pa_size"]', 'small');
		const mainImage = page.locator('.woocommerce-product-gallery__image img.wp-post-image').first();
		const imageBefore = await mainImage.getAttribute('src');
		await page.selectOption('select[name="attribute_crust"]', 'Thin');
		await page.waitForSelector('.single_variation .woocommerce-variation-price .amount');
		expect(await page.inputValue('input[name="variation_id"]')).toBe('201');
		expect(await page.textContent('.product_meta .sku')).toBe('HK-PZ-MARG-S-T');
		expect(await page.textContent('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toContain('0.7');
		// The image follows the match on its own time (the gallery swaps it): wait for it.
		await expect.poll(() => mainImage.getAttribute('src')).not.toBe(imageBefore);
		expect(lookups).toEqual([]);

		await page.click('.single_add_to_cart_button');
		await page.waitForFunction(() => document.querySelector('#site-header-cart .cart-contents .count')?.textContent?.includes('1 item'));
		expect(await page.locator('.single_add_to_cart_button.added').count()).toBe(1);
		if (cartPanel) {
			// The add opens the side panel, a modal: close it before going back to the form.
			await page.getByRole('dialog').waitFor();
			await page.keyboard.press('Escape');
			await page.getByRole('dialog').waitFor({ state: 'hidden' });
		}

		await page.focus('.reset_variations');
		await page.keyboard.press('Space');
		expect(await page.inputValue('select[name="attribute_pa_size"]')).toBe('');
		expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('attribute_pa_size');
		expect(await page.textContent('.product_meta .sku')).toBe('HK-PZ-MARG');
		await expect.poll(() => mainImage.getAttribute('src')).toBe(imageBefore);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('answers the first choice on the server\'s selects while React is still to come, then React takes over holding it and the focus', async () => {
		const { page, context, errors } = await openPage(browser());
		// React's view is held back: the island's own chunk answers meanwhile.
		let release = (): void => undefined;
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(`**/${LAZY_VIEW}-*.js`, async (route) => {
			await held;
			await route.continue();
		});
		await page.goto(storeUrl('/product/margherita/'));
		const serverSize = await page.$('select[name="attribute_pa_size"]');
		await page.focus('select[name="attribute_pa_size"]');
		await page.keyboard.press('End');
		await expect.poll(() => optionStates(page, 'attribute_crust')).toEqual(['Thin (disabled)', 'Classic']);
		expect(await page.locator('.shop-islands-variations__root').evaluate((root) => root.childElementCount)).toBe(0);
		expect(await serverSize?.evaluate((select) => select.isConnected)).toBe(true);
		release();
		await page.waitForSelector(FORM);
		expect(await serverSize?.evaluate((select) => select.isConnected)).toBe(false);
		expect(await page.inputValue('select[name="attribute_pa_size"]')).toBe('large');
		expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('attribute_pa_size');
		expect(await optionStates(page, 'attribute_crust')).toEqual(['Thin (disabled)', 'Classic']);
		// React's panel answers the full choice (a large classic one is out of stock).
		await page.selectOption('select[name="attribute_crust"]', 'Classic');
		await page.waitForSelector('.single_variation :text("Sorry, this product is unavailable. Please choose a different combination.")');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('a variation with an "any" value is added by the plain form post, with the crust the shopper chose', async () => {
		const { page, context } = await openPage(browser());
		await openProduct(page, '/product/margherita/');
		await page.selectOption('select[name="attribute_pa_size"]', 'medium');
		await page.selectOption('select[name="attribute_crust"]', 'Thin');
		await page.waitForSelector('.single_variation .woocommerce-variation-price');
		await Promise.all([page.waitForNavigation(), page.click('.single_add_to_cart_button')]);
		expect(await page.textContent('.woocommerce-message')).toContain('has been added to your cart');
		// WooCommerce prints the mini-cart empty, for the fragments to fill.
		await expect.poll(() => page.textContent('#site-header-cart .widget_shopping_cart_content')).toContain('Thin');
		await context.close();
	});

	it('a preselected choice (?attribute_…) is shown without any input, and an out-of-stock one is unavailable', async () => {
		const { page, context } = await openPage(browser());
		await openProduct(page, '/product/margherita/?attribute_pa_size=large&attribute_crust=Classic');
		await page.waitForSelector('.single_variation p');
		expect(await page.textContent('.single_variation')).toContain('Sorry, this product is unavailable. Please choose a different combination.');
		expect(await page.getAttribute('.single_add_to_cart_button', 'aria-disabled')).toBe('true');
		await context.close();
	});
});

describe('variations form above the threshold (get_variation)', () => {
	it('filters from the printed combinations with no request, asks once per full choice, and reuses the answer', async () => {
		const { page, context, errors } = await openPage(browser());
		await openProduct(page, '/product/poke-bowl/');
		const lookups = watchLookups(page);
		await page.selectOption('select[name="attribute_pa_base"]', 'udon');
		expect((await optionStates(page, 'attribute_pa_protein')).filter((state) => state.includes('disabled'))).toEqual(['shrimp (disabled)']);
		expect(lookups).toEqual([]);
		await page.selectOption('select[name="attribute_pa_protein"]', 'salmon');
		await page.waitForSelector('.single_variation .woocommerce-variation-price, .single_variation .woocommerce-variation-availability');
		expect(lookups).toEqual(['udon+salmon']);
		await page.selectOption('select[name="attribute_pa_protein"]', 'tofu');
		await page.waitForFunction(() => (document.querySelector('input[name="variation_id"]') as HTMLInputElement).value === '327');
		await page.selectOption('select[name="attribute_pa_protein"]', 'salmon');
		expect(await page.inputValue('input[name="variation_id"]')).toBe('325');
		expect(lookups).toEqual(['udon+salmon', 'udon+tofu']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('without the printed combinations keeps every option, as WooCommerce does', async () => {
		const { page, context } = await openPage(browser());
		await openProduct(page, '/product/poke-bowl/?combinations=no');
		const lookups = watchLookups(page);
		await page.selectOption('select[name="attribute_pa_base"]', 'udon');
		expect(await optionStates(page, 'attribute_pa_protein')).toEqual(['salmon', 'tuna', 'tofu', 'chicken', 'shrimp', 'beef']);
		await page.selectOption('select[name="attribute_pa_protein"]', 'beef');
		await page.waitForFunction(() => (document.querySelector('input[name="variation_id"]') as HTMLInputElement).value === '330');
		expect(lookups).toEqual(['udon+beef']);
		await context.close();
	});

	it('when get_variation fails, the form posts as without JavaScript and the dish is added', async () => {
		const { page, context } = await openPage(browser());
		await page.route('**/?wc-ajax=get_variation', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }));
		await openProduct(page, '/product/poke-bowl/');
		await page.selectOption('select[name="attribute_pa_base"]', 'quinoa');
		await page.selectOption('select[name="attribute_pa_protein"]', 'tofu');
		await page.waitForSelector('.shop-islands-variations__overlay', { state: 'detached' });
		await Promise.all([page.waitForNavigation(), page.click('.single_add_to_cart_button')]);
		expect(await page.textContent('.woocommerce-message')).toContain('has been added to your cart');
		await context.close();
	});
});
