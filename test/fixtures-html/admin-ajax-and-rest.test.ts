// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, pageSettings, shopper, startTestStore } from './store';

/** admin-ajax.php actions of the theme's plugins, and the nonce-checked REST routes. */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

const AJAX = '/wp-admin/admin-ajax.php';

async function settingsOf(visitor: ReturnType<typeof shopper>): Promise<Record<string, unknown>> {
	return pageSettings(await (await visitor.get('/shop/')).text());
}

describe('live search', () => {
	const search = async (query: string): Promise<Array<Record<string, unknown>>> =>
		(await (await shopper(store.url).post(AJAX, { action: 'poco_ajax_search_products', query })).json()) as Array<Record<string, unknown>>;

	it('answers the theme\'s [{id, value, url, img, price}] for names matching the query, any case', async () => {
		const results = await search('PIZZA');
		expect(results.map((result) => result.value).sort()).toEqual(['Four Cheese Pizza', 'Pepperoni Pizza']);
		const pepperoni = results.find((result) => result.value === 'Pepperoni Pizza') ?? {};
		expect(Object.keys(pepperoni)).toEqual(['id', 'value', 'url', 'img', 'price']);
		expect(pepperoni.url).toBe(`${store.url}/product/pepperoni-pizza/`);
		expect(pepperoni.img).toMatch(/-100x100\.svg$/);
		expect(pepperoni.price).toContain('<span class="woocommerce-Price-amount amount">');
	});

	it('folds accents and matches every word, in any order', async () => {
		expect((await search('tiramisu')).map((result) => result.value)).toEqual(['Tiramisù']);
		expect((await search('TIRAMISÙ')).map((result) => result.value)).toEqual(['Tiramisù']);
		expect((await search('bread garlic')).map((result) => result.value)).toEqual(['Garlic Bread']);
	});

	it('answers at most eight results', async () => {
		expect(await search('a')).toHaveLength(8);
	});

	it('answers the theme\'s one "No results" entry, without a link, when nothing matches', async () => {
		const none = [{ id: -1, value: 'No results', url: '' }];
		expect(await search('sushi')).toEqual(none);
		expect(await search('   ')).toEqual(none);
		expect(await search(`%&"'<img src=x onerror=alert(1)>${'x'.repeat(500)}`)).toEqual(none);
	});
});

describe('quick view', () => {
	it('answers the product\'s quick-view HTML as WooLentor 3.4 prints it: images, thumbnails, summary, its own form, the share links', async () => {
		const visitor = shopper(store.url);
		const nonce = String((await settingsOf(visitor)).quickViewNonce);
		const html = await (await visitor.post(AJAX, { action: 'woolentor_quickview', id: '115', nonce })).text();
		expect(html).toMatch(/^<div class='woolentorquickview-content-template variable'><div class="woolentor-quickview-content-area woocommerce single-product">\s*<div id="product-115" class="product /);
		expect(html).toContain('<h1 class="product_title entry-title">Margherita</h1>');
		expect(html).toContain('<span class="onsale">Sale!</span>');
		expect(html).toContain('<div class="woocommerce-product-gallery__wrapper woolentor-quickview-main-image-slider">');
		expect(html.match(/class="woolentor-quickview-product-image-wrap/g)).toHaveLength(5);
		expect(html.match(/<div class="woolentor-quickview-thumb-single"><img src=" [^"]+ " alt="Margherita"><\/div>/g)).toHaveLength(5);
		expect(html).toContain('<select id="pa_size" class="" name="attribute_pa_size"');
		expect(html).toContain('data-product_variations="[{&quot;attributes&quot;');
		expect(html.match(/<li><a rel="nofollow" href="https:\/\/[^"]+" target="_blank">/g)).toHaveLength(5);
	});

	it('answers an out-of-stock dish with its stock line and no form', async () => {
		const visitor = shopper(store.url);
		const nonce = String((await settingsOf(visitor)).quickViewNonce);
		const html = await (await visitor.post(AJAX, { action: 'woolentor_quickview', id: '110', nonce })).text();
		expect(html).toContain('<p class="stock out-of-stock">Out of stock</p>');
		expect(html).not.toContain('<form');
	});

	it('answers an empty body for an unknown product, and -1 (403) without a valid nonce', async () => {
		const visitor = shopper(store.url);
		const nonce = String((await settingsOf(visitor)).quickViewNonce);
		const unknown = await visitor.post(AJAX, { action: 'woolentor_quickview', id: '99999', nonce });
		expect(unknown.status).toBe(200);
		expect(await unknown.text()).toBe('');
		const forged = await visitor.post(AJAX, { action: 'woolentor_quickview', id: '115', nonce: 'forged' });
		expect(forged.status).toBe(403);
		expect(await forged.text()).toBe('-1');
	});

	it('adds as WooLentor 3.4 does: a simple dish, never a variable one, the fragments answered either way', async () => {
		const visitor = shopper(store.url);
		const nonce = String((await settingsOf(visitor)).quickViewNonce);
		const add = async (fields: Record<string, string>): Promise<unknown> =>
			(await visitor.post(AJAX, { action: 'woolentor_quickview_insert_to_cart', nonce, product_sku: '', quantity: '1', variation_id: '0', variations: '{}', ...fields })).json();
		const simple = (await add({ product_id: '101', quantity: '2' })) as { fragments: Record<string, string> };
		expect(simple.fragments['a.cart-contents']).toContain('2 items');
		const variable = (await add({
			product_id: '115',
			variation_id: '201',
			attribute_pa_size: 'small',
			attribute_crust: 'Thin',
			variations: JSON.stringify({ attribute_pa_size: 'small', attribute_crust: 'Thin' }),
		})) as { fragments: Record<string, string> };
		expect(variable.fragments['a.cart-contents']).toContain('2 items');
		const outOfStock = (await add({ product_id: '110' })) as { fragments: Record<string, string> };
		expect(outOfStock.fragments['a.cart-contents']).toContain('2 items');
		expect(await add({ product_id: '99999' })).toEqual({ error: true, product_url: false });
		const withoutProduct = await visitor.post(AJAX, { action: 'woolentor_quickview_insert_to_cart', nonce });
		expect(await withoutProduct.text()).toBe('0');
		const forged = await visitor.post(AJAX, { action: 'woolentor_quickview_insert_to_cart', nonce: 'forged', product_id: '101' });
		expect(forged.status).toBe(403);
	});

	it('answers the visitor\'s fresh quick-view nonce to the plugin\'s nonce refresh, which the quick view then accepts', async () => {
		const visitor = shopper(store.url);
		const { quickViewNonce } = (await (await visitor.get(`${AJAX}?action=shop_islands_nonces`)).json()) as { quickViewNonce: string };
		expect(quickViewNonce).toBe(String((await settingsOf(visitor)).quickViewNonce));
		const html = await (await visitor.post(AJAX, { action: 'woolentor_quickview', id: '101', nonce: quickViewNonce })).text();
		expect(html).toContain('class="woolentor-quickview-content-area');
	});
});

describe('header login', () => {
	it('answers {status, msg} and sets the logged-in cookie on success', async () => {
		const visitor = shopper(store.url);
		const page = await (await visitor.get('/')).text();
		const security = /name="security" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
		const wrong: unknown = await (await visitor.post(AJAX, { action: 'shop_islands_login', username: 'demo', password: 'x', security })).json();
		expect(wrong).toEqual({ status: false, msg: 'Wrong username or password.' });
		const right = (await (await visitor.post(AJAX, { action: 'shop_islands_login', username: 'demo', password: 'demo', security })).json()) as { status: boolean };
		expect(right.status).toBe(true);
		expect(await (await visitor.get('/')).text()).toContain('Hello <strong>demo</strong>');
	});
});

describe('wishlist', () => {
	it('adds and removes as YITH 4.16 answers, each behind its nonce; the theme\'s count follows', async () => {
		const visitor = shopper(store.url);
		const count = async (): Promise<unknown> => (await visitor.get(`${AJAX}?action=yith_wcwl_update_wishlist_count`)).json();
		const nonce = String((await settingsOf(visitor)).wishlistNonce);
		expect(await count()).toEqual({ count: 0 });
		// Without YITH's nonce: refused, nothing added.
		expect(await (await visitor.post(AJAX, { action: 'add_to_wishlist', add_to_wishlist: '101' })).json()).toEqual({ result: false });
		expect(await count()).toEqual({ count: 0 });
		const added = (await (await visitor.post(AJAX, { action: 'add_to_wishlist', nonce, add_to_wishlist: '108', product_type: 'simple', context: 'frontend' })).json()) as Record<string, unknown>;
		expect(added).toMatchObject({ prod_id: 108, result: 'true', message: false, fragments: [], wishlist_url: `${store.url}/wishlist/` });
		expect(added.user_wishlists).toEqual([
			{ id: 1, wishlist_name: 'My wishlist', default: true, add_to_this_wishlist_url: expect.stringMatching(/\/wishlist\/view\/[A-Z0-9]{12}\/\?add_to_wishlist=108&amp;wishlist_id=1&amp;_wpnonce=[0-9a-f]+$/) },
		]);
		expect(await count()).toEqual({ count: 1 });
		expect(await (await visitor.post(AJAX, { action: 'add_to_wishlist', nonce, add_to_wishlist: '108' })).json()).toMatchObject({ result: 'exists', message: 'The product is already in your wishlist!' });
		expect(await (await visitor.post(AJAX, { action: 'add_to_wishlist', nonce, add_to_wishlist: '9999' })).json()).toMatchObject({ result: 'error' });
		// A variation (Margherita's) goes in as itself.
		expect(await (await visitor.post(AJAX, { action: 'add_to_wishlist', nonce, add_to_wishlist: '201', product_type: 'variation' })).json()).toMatchObject({ result: 'true' });
		expect(await count()).toEqual({ count: 2 });
		const list = await (await visitor.get('/wishlist/')).text();
		const removeNonce = /remove_from_wishlist=108&amp;_wpnonce=([0-9a-f]+)/.exec(list)?.[1] ?? '';
		const token = /data-token="([A-Z0-9]{12})"/.exec(list)?.[1] ?? '';
		const key = 'woocommerce.yith-wcwl-form.wishlist-fragment';
		// A refused nonce, and a removal asking for no fragment, both answer none.
		expect(await (await visitor.post(AJAX, { action: 'remove_from_wishlist', nonce: 'bad', remove_from_wishlist: '108' })).json()).toEqual({ fragments: [] });
		expect(await count()).toEqual({ count: 2 });
		const removed = (await (await visitor.post(AJAX, { action: 'remove_from_wishlist', nonce: removeNonce, context: 'frontend', remove_from_wishlist: '108', wishlist_token: token, [`fragments[${key}][item]`]: 'wishlist' })).json()) as { fragments: Record<string, string> };
		expect(Object.keys(removed.fragments)).toEqual([key]);
		expect(removed.fragments[key]).toContain('Product successfully removed.');
		expect(removed.fragments[key]).not.toContain('yith-wcwl-row-108');
		expect(await count()).toEqual({ count: 1 });
	});

	it('answers WordPress\'s 0 (400) for an unknown action', async () => {
		const response = await shopper(store.url).post(AJAX, { action: 'nope' });
		expect(response.status).toBe(400);
		expect(await response.text()).toBe('0');
	});
});

describe('REST nonces', () => {
	const PING = '/wp-json/shop-islands/v1/ping';
	const INVALID = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

	it('accepts the page\'s nonce and the one rest-nonce hands out', async () => {
		const visitor = shopper(store.url);
		const restNonce = String((await settingsOf(visitor)).restNonce);
		const ping = await visitor.get(`${PING}?_locale=user`, { 'X-WP-Nonce': restNonce });
		expect(ping.status).toBe(200);
		expect(await ping.json()).toEqual({ ok: true });
		const fresh = await (await visitor.get(`${AJAX}?action=rest-nonce`)).text();
		expect(fresh).toMatch(/^[0-9a-f]{10}$/);
		expect((await visitor.get(PING, { 'X-WP-Nonce': fresh })).status).toBe(200);
	});

	it.each([
		['missing', null],
		['invalid', 'deadbeef00'],
	])('answers rest_cookie_invalid_nonce (403) for a %s nonce', async (_case, nonce) => {
		const response = await shopper(store.url).get(PING, nonce ? { 'X-WP-Nonce': nonce } : {});
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual(INVALID);
	});

	it('answers rest_cookie_invalid_nonce for an expired nonce', async () => {
		const visitor = shopper(store.url);
		const expired = await (await visitor.get('/__fixture__/expired-nonce?action=wp_rest')).text();
		const response = await visitor.get(PING, { 'X-WP-Nonce': expired });
		expect(response.status).toBe(403);
		expect(await response.json()).toEqual(INVALID);
	});

	it('honours X-HTTP-Method-Override on a POST', async () => {
		const visitor = shopper(store.url);
		const nonce = String((await settingsOf(visitor)).restNonce);
		const response = await visitor.postJson(PING, {}, { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'DELETE' });
		expect(await response.json()).toEqual({ ok: true, method: 'DELETE' });
	});

	it('stores the coming-soon banner dismissal (a wrong nonce refused) and stops printing the banner', async () => {
		const visitor = shopper(store.url);
		const page = await (await visitor.get('/')).text();
		const nonce = /class="coming-soon-footer-banner-dismiss"[^>]* data-rest-url="[^"]+" data-rest-nonce="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
		expect(nonce).not.toBe('');
		const refused = await visitor.postJson('/wp-json/wp/v2/users/me', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, { 'X-WP-Nonce': 'a0a0a0a0a0' });
		expect(refused.status).toBe(403);
		expect(await refused.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
		expect(await (await visitor.get('/')).text()).toContain('id="coming-soon-footer-banner"');
		const answer = await visitor.postJson('/wp-json/wp/v2/users/me', { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, { 'X-WP-Nonce': nonce });
		expect(await answer.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
		expect(await (await visitor.get('/')).text()).not.toContain('id="coming-soon-footer-banner"');
	});

	it('answers rest_no_route for an unknown route, and a small index at the root', async () => {
		const missing = await shopper(store.url).get('/wp-json/nope/v1/thing');
		expect(missing.status).toBe(404);
		expect(await missing.json()).toMatchObject({ code: 'rest_no_route' });
		expect(await (await shopper(store.url).get('/wp-json/')).json()).toMatchObject({ namespaces: expect.arrayContaining(['contact-form-7/v1']) });
	});
});
