import type { BrowserContext, Page } from 'playwright-core';
import { storeUrl } from '../chromium';

/**
 * A cart with something in it, put there as a shopper would (the page's request context
 * shares the browser's cookies): a simple dish through the store's `?wc-ajax=add_to_cart`,
 * and a Margherita whose chosen crust the cart lists under its name, so the cart page rows
 * have details, through its product form (WooCommerce's AJAX add refuses variable products).
 */
const SIMPLE_ITEM = { product_id: '101', quantity: '1' };
const VARIATION_PAGE = '/product/margherita/';
const VARIATION_FORM = { 'add-to-cart': '115', variation_id: '203', attribute_pa_size: 'medium', attribute_crust: 'Thin', quantity: '1' };

export async function fillCart(page: Page, storeUrl: string): Promise<void> {
	const simple = await page.request.post(new URL('/?wc-ajax=add_to_cart', storeUrl).toString(), { form: SIMPLE_ITEM });
	const answer = (await simple.json()) as { fragments?: unknown };
	if (!simple.ok() || !answer.fragments) {
		throw new Error(`The store did not add ${JSON.stringify(SIMPLE_ITEM)}`);
	}
	const variation = await page.request.post(new URL(VARIATION_PAGE, storeUrl).toString(), { form: VARIATION_FORM });
	if (!variation.ok()) {
		throw new Error(`The store did not add ${JSON.stringify(VARIATION_FORM)}: HTTP ${variation.status()}`);
	}
}

/** How many items the cart page lists, read in a new tab of the shopper's context. */
export async function cartQuantity(context: BrowserContext): Promise<number> {
	const page = await context.newPage();
	await page.goto(storeUrl('/cart/'));
	const values = await page.$$eval('tr.woocommerce-cart-form__cart-item input.qty', (inputs) =>
		inputs.map((input) => Number((input as HTMLInputElement).value)),
	);
	await page.close();
	return values.reduce((sum, value) => sum + value, 0);
}
