import type { Page } from 'playwright-core';

/**
 * A cart with something in it, put there through the store's own wc-ajax endpoint (the
 * page's request context shares the browser's cookies): a simple dish and a Margherita
 * whose chosen crust the cart lists under its name, so the cart page rows have details.
 */
export const CART_ITEMS: ReadonlyArray<Readonly<Record<string, string>>> = [
	{ product_id: '101', quantity: '1' },
	{ product_id: '115', variation_id: '203', attribute_pa_size: 'medium', attribute_crust: 'Thin', quantity: '1' },
];

export async function fillCart(page: Page, storeUrl: string): Promise<void> {
	for (const form of CART_ITEMS) {
		const response = await page.request.post(new URL('/?wc-ajax=add_to_cart', storeUrl).toString(), { form: { ...form } });
		const answer = (await response.json()) as { fragments?: unknown };
		if (!response.ok() || !answer.fragments) {
			throw new Error(`The fixture store did not add ${JSON.stringify(form)}`);
		}
	}
}
