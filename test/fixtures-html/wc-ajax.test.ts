// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, shopper, startTestStore } from './store';

/** The `?wc-ajax=` endpoints: shapes of WooCommerce 10's answers and its cart cookies. */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

interface FragmentsAnswer {
	fragments: Record<string, string>;
	cart_hash: string;
}

const FRAGMENT_KEYS = ['div.widget_shopping_cart_content', 'a.cart-contents', 'a.footer-cart-contents'];
const GARLIC_BREAD = '101';
const MARGHERITA = '115';

describe('add_to_cart', () => {
	it('answers the fragments and a cart hash, and sets the session and cart cookies', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.post('/?wc-ajax=add_to_cart', { product_id: GARLIC_BREAD, quantity: '2', product_sku: '' });
		const answer = (await response.json()) as FragmentsAnswer;
		expect(Object.keys(answer)).toEqual(['fragments', 'cart_hash']);
		expect(Object.keys(answer.fragments)).toEqual(FRAGMENT_KEYS);
		expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
		expect(answer.fragments['a.cart-contents']).toContain('<span class="count">2 items</span>');
		expect(answer.fragments['a.cart-contents']).toContain('&#036;</span>11.00');
		expect(answer.fragments['a.footer-cart-contents']).toContain('<span class="count">2</span>');
		expect(answer.fragments['div.widget_shopping_cart_content']).toMatch(/^<div class="widget_shopping_cart_content">/);
		expect(answer.fragments['div.widget_shopping_cart_content']).toContain('data-product_id="101"');
		expect(visitor.cookie('woocommerce_items_in_cart')).toBe('1');
		expect(visitor.cookie('woocommerce_cart_hash')).toBe(answer.cart_hash);
		expect(visitor.lastSetCookies.some((header) => /^wp_woocommerce_session_[0-9a-f]{32}=/.test(header))).toBe(true);
	});

	it('adds a fully specified variation posted as product_id, with its own attributes', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.post('/?wc-ajax=add_to_cart', { product_id: '201', quantity: '1', attribute_crust: 'Classic' });
		const answer = (await response.json()) as FragmentsAnswer;
		const miniCart = answer.fragments['div.widget_shopping_cart_content'];
		expect(miniCart).toContain('Margherita - Small, Thin');
		expect(miniCart).toContain('data-product_id="115"');
	});

	it.each([
		['an unknown product', { product_id: '99999' }, false],
		['a dish out of stock', { product_id: '110' }, '/product/lobster-thermidor/'],
		['a variable dish without a variation', { product_id: MARGHERITA }, '/product/margherita/'],
		['a variation chosen by variation_id, even with every attribute', { product_id: MARGHERITA, variation_id: '203', attribute_pa_size: 'medium', attribute_crust: 'Thin' }, '/product/margherita/'],
		['a fully specified variation chosen by variation_id', { product_id: MARGHERITA, variation_id: '201' }, '/product/margherita/'],
		['a variation posted as product_id with an "any" attribute', { product_id: '203', attribute_crust: 'Thin' }, '/product/margherita/'],
		['a variable dish with every attribute but no variation', { product_id: MARGHERITA, attribute_pa_size: 'small', attribute_crust: 'Thin' }, '/product/margherita/'],
		['an inactive variation', { product_id: '204' }, '/product/margherita/'],
		['an out-of-stock variation', { product_id: '224' }, '/product/flat-white/'],
		['a grouped product', { product_id: '106' }, '/product/tapas-trio/'],
		['an external product', { product_id: '127' }, '/product/signature-chilli-oil/'],
		['more than the stock', { product_id: '126', quantity: '6' }, '/product/sourdough-loaf/'],
	])('fails for %s with {error, product_url}', async (_case, form, productPath) => {
		const visitor = shopper(store.url);
		const answer: unknown = await (await visitor.post('/?wc-ajax=add_to_cart', form)).json();
		expect(answer).toEqual({ error: true, product_url: productPath === false ? false : `${store.url}${productPath}` });
		expect(visitor.cookie('woocommerce_items_in_cart')).toBeUndefined();
	});

	it('refuses a second "sold individually" dish and stock beyond what is left', async () => {
		const visitor = shopper(store.url);
		expect(await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: '111' })).json()).toHaveProperty('fragments');
		expect(await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: '111' })).json()).toEqual({
			error: true,
			product_url: `${store.url}/product/chefs-tasting-menu/`,
		});
		expect(await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: '126', quantity: '4' })).json()).toHaveProperty('fragments');
		expect(await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: '126', quantity: '2' })).json()).toHaveProperty('error', true);
	});
});

describe('remove_from_cart and get_refreshed_fragments', () => {
	it('removes by cart item key, then empties the cart and deletes the cart cookies', async () => {
		const visitor = shopper(store.url);
		const added = (await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: GARLIC_BREAD })).json()) as FragmentsAnswer;
		const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1];
		expect(key).toBeDefined();
		const removed = (await (await visitor.post('/?wc-ajax=remove_from_cart', { cart_item_key: key ?? '' })).json()) as FragmentsAnswer;
		expect(removed.cart_hash).toBe('');
		expect(removed.fragments['div.widget_shopping_cart_content']).toContain('No products in the cart.');
		expect(visitor.cookie('woocommerce_items_in_cart')).toBeUndefined();
		expect(visitor.cookie('woocommerce_cart_hash')).toBeUndefined();
	});

	it('answers {"success":false} for a key that is not in the cart', async () => {
		const visitor = shopper(store.url);
		const answer: unknown = await (await visitor.post('/?wc-ajax=remove_from_cart', { cart_item_key: 'nope' })).json();
		expect(answer).toEqual({ success: false });
	});

	it('refreshes an empty cart with the empty fragments and an empty hash', async () => {
		const answer = (await (await shopper(store.url).post('/?wc-ajax=get_refreshed_fragments', { time: '1' })).json()) as FragmentsAnswer;
		expect(Object.keys(answer.fragments)).toEqual(FRAGMENT_KEYS);
		expect(answer.cart_hash).toBe('');
		expect(answer.fragments['a.cart-contents']).toContain('&#036;</span>0.00</span> <span class="count">0 items</span>');
		expect(answer.fragments['a.footer-cart-contents']).toContain('<span class="count">0</span>');
	});

	it('refreshes a full cart with the same fragments the add answered', async () => {
		const visitor = shopper(store.url);
		const added = (await (await visitor.post('/?wc-ajax=add_to_cart', { product_id: '116', quantity: '3' })).json()) as FragmentsAnswer;
		const refreshed = (await (await visitor.post('/?wc-ajax=get_refreshed_fragments', {})).json()) as FragmentsAnswer;
		expect(refreshed).toEqual(added);
		expect(refreshed.fragments['a.cart-contents']).toContain('3 items');
	});

	it('answers every refresh with a 500 for a visitor with the refresh-fault switch, and only the refresh', async () => {
		const visitor = shopper(store.url);
		const fault = { Cookie: 'shop_islands_refresh_fault=1' };
		const failed = await visitor.post('/?wc-ajax=get_refreshed_fragments', { time: '1' }, fault);
		expect(failed.status).toBe(500);
		expect(await failed.text()).toBe('<h1>Internal Server Error</h1>');
		expect((await visitor.post('/?wc-ajax=add_to_cart', { product_id: GARLIC_BREAD, quantity: '1' }, fault)).status).toBe(200);
		// (A shopper's own cookies replace the header once it has some: a new one for the switch turned off.)
		expect((await shopper(store.url).post('/?wc-ajax=get_refreshed_fragments', { time: '1' }, { Cookie: 'shop_islands_refresh_fault=0' })).status).toBe(200);
	});
});

describe('get_variation', () => {
	it('answers the matching variation, "any" values matching every option', async () => {
		const visitor = shopper(store.url);
		const thin = (await (await visitor.post('/?wc-ajax=get_variation', { product_id: MARGHERITA, attribute_pa_size: 'medium', attribute_crust: 'Thin' })).json()) as Record<string, unknown>;
		expect(thin.variation_id).toBe(203);
		expect(thin.attributes).toEqual({ attribute_pa_size: 'medium', attribute_crust: '' });
		const poke = (await (await visitor.post('/?wc-ajax=get_variation', { product_id: '113', attribute_pa_base: 'quinoa', attribute_pa_protein: 'tofu', custom_data: '' })).json()) as Record<string, unknown>;
		expect(poke.sku).toBe('HK-MN-POKE-QUINOA-TOFU');
		expect(poke.display_price).toBe(11.5);
	});

	it('answers the bare body false when nothing matches or an attribute is missing', async () => {
		const visitor = shopper(store.url);
		const none = await visitor.post('/?wc-ajax=get_variation', { product_id: MARGHERITA, attribute_pa_size: 'small', attribute_crust: 'Stuffed' });
		expect(await none.text()).toBe('false');
		const partial = await visitor.post('/?wc-ajax=get_variation', { product_id: MARGHERITA, attribute_pa_size: 'small' });
		expect(await partial.text()).toBe('false');
	});

	it('answers nothing for a product that is not variable, and for an unknown endpoint', async () => {
		const visitor = shopper(store.url);
		const simple = await visitor.post('/?wc-ajax=get_variation', { product_id: GARLIC_BREAD });
		expect(simple.status).toBe(200);
		expect(await simple.text()).toBe('');
		const unknown = await visitor.post('/?wc-ajax=no_such_endpoint', {});
		expect(unknown.status).toBe(200);
		expect(await unknown.text()).toBe('');
	});
});
