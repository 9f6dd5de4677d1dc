// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, shopper, startTestStore } from './store';

/** What works without JavaScript: WooCommerce's form handlers, redirects and notices. */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

/** The notices Storefront prints at the top of the content (WooCommerce's own wrapper is then left empty). */
function noticesOf(html: string): string {
	return /<div class="woocommerce">(.*?)<\/div>\s*<div id="primary"/s.exec(html)?.[1] ?? '';
}

describe('add to cart without JavaScript', () => {
	it('adds from a card link and renders the page asked for (200) with the success notice, once', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.get('/shop/?orderby=price&add-to-cart=101');
		expect(response.status).toBe(200);
		expect(response.headers.get('location')).toBeNull();
		expect(visitor.cookie('woocommerce_items_in_cart')).toBe('1');
		expect(visitor.cookie('woocommerce_cart_hash')).toMatch(/^[0-9a-f]{32}$/);
		const page = await response.text();
		expect(noticesOf(page)).toContain('<div class="woocommerce-message" role="alert">');
		expect(noticesOf(page)).toContain('&ldquo;Garlic Bread&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a>');
		const again = await (await visitor.get('/shop/?orderby=price')).text();
		expect(again).not.toContain('woocommerce-message');
	});

	it('posts the simple product form (multipart, as its enctype says) and answers the product page (200) with the notice', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.postMultipart('/product/garlic-bread/', { quantity: '3', 'add-to-cart': '101' });
		expect(response.status).toBe(200);
		const page = await response.text();
		expect(page).toContain('3 &times; &ldquo;Garlic Bread&rdquo; have been added to your cart.');
		expect(page).toContain('<span class="count">3 items</span>');
	});

	it('posts the variable product form with variation_id and attributes', async () => {
		const visitor = shopper(store.url);
		await visitor.post('/product/flat-white/', {
			'attribute_pa_cup-size': 'regular',
			attribute_milk: 'Oat',
			quantity: '1',
			'add-to-cart': '122',
			product_id: '122',
			variation_id: '223',
		});
		const cart = await (await visitor.get('/cart/')).text();
		expect(cart).toContain('<dt class="variation-Cupsize">Cup size:</dt>');
		expect(cart).toContain('<p>Oat</p>');
	});

	it('posts the grouped form with quantity[<id>] fields and lists everything added', async () => {
		const visitor = shopper(store.url);
		const page = await (
			await visitor.postMultipart('/product/tapas-trio/', { 'quantity[103]': '2', 'quantity[104]': '1', 'quantity[105]': '', 'add-to-cart': '106' })
		).text();
		expect(page).toContain('2 &times; &ldquo;Patatas Bravas&rdquo; and &ldquo;Garlic Prawns&rdquo; have been added to your cart.');
	});

	it('shows WooCommerce\'s error notice when the add fails', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.get('/product/lobster-thermidor/?add-to-cart=110');
		expect(response.status).toBe(200);
		const page = await response.text();
		expect(page).toContain('<ul class="woocommerce-error" role="alert">');
		expect(page).toContain('You cannot add &quot;Lobster Thermidor&quot; to the cart because the product is out of stock.');
		expect(visitor.cookie('woocommerce_items_in_cart')).toBeUndefined();
		expect(await (await visitor.get('/product/lobster-thermidor/')).text()).not.toContain('woocommerce-error');
	});

	it('prints the mini-cart containers empty, as WooCommerce does, and only the header count and subtotal', async () => {
		const visitor = shopper(store.url);
		const page = await (await visitor.get('/shop/?add-to-cart=101')).text();
		expect(page).toContain('<span class="count">1 item</span>');
		expect(page).toContain('<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>');
		expect(page).not.toContain('mini_cart_item');
	});

	it('goes to the cart after an add when the redirect is turned on', async () => {
		const response = await shopper(store.url).get('/shop/?add-to-cart=101&redirect_after_add=yes');
		expect(response.headers.get('location')).toBe('/cart/');
	});
});

describe('the cart page without JavaScript', () => {
	async function cartWithGarlicBread(): Promise<{ visitor: ReturnType<typeof shopper>; page: string }> {
		const visitor = shopper(store.url);
		await visitor.get('/shop/?add-to-cart=101');
		return { visitor, page: await (await visitor.get('/cart/')).text() };
	}

	it('removes through the remove link, rendering the cart page with an Undo link that restores the item', async () => {
		const { visitor, page } = await cartWithGarlicBread();
		const href = /<a role="button" href="([^"]+)" class="remove"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
		expect(href).toMatch(/^\/cart\/\?remove_item=[0-9a-f]{32}&_wpnonce=[0-9a-f]{10}$/);
		const removed = await visitor.get(href ?? '');
		expect(removed.status).toBe(200);
		const empty = await removed.text();
		expect(empty).toContain('&ldquo;Garlic Bread&rdquo; removed.');
		expect(empty).toContain('Your cart is currently empty.');
		expect(visitor.cookie('woocommerce_items_in_cart')).toBeUndefined();
		const undo = /href="([^"]+)" class="restore-item"/.exec(empty)?.[1]?.replace(/&amp;/g, '&');
		await visitor.get(undo ?? '');
		expect(await (await visitor.get('/cart/')).text()).toContain('woocommerce-cart-form__cart-item');
	});

	it('sends a removal from another page back there (302) with removed_item=1, and an undo back without its arguments', async () => {
		const { visitor, page } = await cartWithGarlicBread();
		const href = /<a role="button" href="([^"]+)" class="remove"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
		const referer = `${store.url}/product/garlic-bread/?add-to-cart=101&x=1`;
		const removed = await visitor.get(href, { referer });
		expect(removed.status).toBe(302);
		expect(removed.headers.get('location')).toBe(`${store.url}/product/garlic-bread/?x=1&removed_item=1`);
		const notice = await (await visitor.get('/product/garlic-bread/?x=1&removed_item=1')).text();
		const undo = /href="([^"]+)" class="restore-item"/.exec(notice)?.[1]?.replace(/&amp;/g, '&') ?? '';
		const restored = await visitor.get(undo, { referer: `${store.url}/shop/` });
		expect(restored.status).toBe(302);
		expect(restored.headers.get('location')).toBe(`${store.url}/shop/`);
		expect(visitor.cookie('woocommerce_items_in_cart')).toBe('1');
	});

	it('ignores a remove link with a bad nonce: the cart page renders, the item stays', async () => {
		const { visitor, page } = await cartWithGarlicBread();
		const key = /remove_item=([0-9a-f]{32})/.exec(page)?.[1] ?? '';
		const answer = await visitor.get(`/cart/?remove_item=${key}&_wpnonce=0000000000`);
		expect(answer.status).toBe(200);
		expect(await answer.text()).toContain('woocommerce-cart-form__cart-item');
	});

	it('updates quantities with "Update cart", 0 removing the row', async () => {
		const { visitor, page } = await cartWithGarlicBread();
		const name = /name="(cart\[[0-9a-f]{32}\]\[qty\])"/.exec(page)?.[1] ?? '';
		const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
		await visitor.post('/cart/', { [name]: '4', 'woocommerce-cart-nonce': nonce, update_cart: 'Update cart' });
		const updated = await (await visitor.get('/cart/')).text();
		expect(updated).toContain('Cart updated.');
		expect(updated).toContain('value="4"');
		await visitor.post('/cart/', { [name]: '0', 'woocommerce-cart-nonce': nonce, update_cart: 'Update cart' });
		expect(await (await visitor.get('/cart/')).text()).toContain('Your cart is currently empty.');
	});
});

describe('checkout and account without JavaScript', () => {
	it('places an order and lists the order-attribution fields it received', async () => {
		const visitor = shopper(store.url);
		await visitor.get('/shop/?add-to-cart=101');
		const checkout = await (await visitor.get('/checkout/')).text();
		expect(checkout).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
		const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(checkout)?.[1] ?? '';
		const response = await visitor.postMultipart('/checkout/', {
			billing_first_name: 'Ada',
			billing_last_name: 'Lovelace',
			billing_country: 'US',
			billing_address_1: '1 Main St',
			billing_city: 'Chicago',
			billing_state: 'IL',
			billing_postcode: '60601',
			billing_phone: '3125550100',
			billing_email: 'ada@example.com',
			payment_method: 'cod',
			'shipping_method[0]': 'flat_rate:1',
			wc_order_attribution_source_type: 'typein',
			wc_order_attribution_utm_source: '(direct)',
			'woocommerce-process-checkout-nonce': nonce,
			woocommerce_checkout_place_order: 'Place order',
		});
		expect(response.status).toBe(303);
		const location = response.headers.get('location') ?? '';
		expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[0-9a-f]+$/);
		const received = await (await visitor.get(location)).text();
		expect(received).toContain('Thank you. Your order has been received.');
		expect(received).toContain('<tr data-attribution-field="source_type"><th scope="row">source_type</th><td>typein</td></tr>');
		expect(received).toContain('<tr data-attribution-field="utm_source"><th scope="row">utm_source</th><td>(direct)</td></tr>');
		expect(visitor.cookie('woocommerce_items_in_cart')).toBeUndefined();
		expect((await visitor.get(location.replace(/key=.*/, 'key=wrong'))).status).toBe(404);
	});

	it('shows the checkout again with WooCommerce\'s field errors', async () => {
		const visitor = shopper(store.url);
		await visitor.get('/shop/?add-to-cart=101');
		const checkout = await (await visitor.get('/checkout/')).text();
		const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]+)"/.exec(checkout)?.[1] ?? '';
		const page = await (await visitor.post('/checkout/', { billing_first_name: 'Ada', billing_email: 'nope', payment_method: 'cod', 'woocommerce-process-checkout-nonce': nonce })).text();
		expect(page).toContain('<li data-id="billing_last_name">');
		expect(page).toContain('<strong>Billing Email address</strong> is not a valid email address.');
		expect(page).toContain('value="Ada"');
	});

	it('logs demo/demo in with a cookie, and answers other credentials with WordPress\'s error', async () => {
		const visitor = shopper(store.url);
		const login = await (await visitor.get('/my-account/')).text();
		const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(login)?.[1] ?? '';
		const wrong = await (await visitor.post('/my-account/', { username: 'demo', password: 'nope', 'woocommerce-login-nonce': nonce, login: 'Log in' })).text();
		expect(wrong).toContain('<ul class="woocommerce-error" role="alert">');
		expect(wrong).toContain('The password you entered for the username <strong>demo</strong> is incorrect.');
		const right = await visitor.post('/my-account/', { username: 'demo', password: 'demo', 'woocommerce-login-nonce': nonce, login: 'Log in' });
		expect(right.status).toBe(303);
		expect(visitor.lastSetCookies.some((header) => header.startsWith('wordpress_logged_in_'))).toBe(true);
		const account = await (await visitor.get('/my-account/')).text();
		expect(account).toContain('Hello <strong>demo</strong>');
		expect(account).toMatch(/<body class="[^"]*\blogged-in\b/);
	});
});

describe('a review without JavaScript', () => {
	const REVIEW = { comment: 'Crisp and light.', author: 'Sam', email: 'sam@example.com', rating: '4', comment_post_ID: '115', comment_parent: '0' };

	it.each([
		['without name and email', { author: '', email: '' }, 200, '<p><strong>Error:</strong> Please fill the required fields.</p><p><a href="javascript:history.back()">&laquo; Back</a></p>'],
		['without text', { comment: ' ' }, 200, '<p><strong>Error:</strong> Please type your comment text.</p><p><a href="javascript:history.back()">&laquo; Back</a></p>'],
		['without a rating', { rating: '' }, 500, '<div class="wp-die-message">Please rate the product.</div>'],
	])('is refused %s with WordPress\'s error page', async (_case, change, status, message) => {
		const response = await shopper(store.url).post('/wp-comments-post.php', { ...REVIEW, ...change });
		expect(response.status).toBe(status);
		const page = await response.text();
		expect(page).toContain('<body id="error-page">');
		expect(page).toContain(message);
	});

	it('is taken and held for moderation, the shopper sent back to the reviews', async () => {
		const visitor = shopper(store.url);
		const response = await visitor.post('/wp-comments-post.php', REVIEW);
		expect(response.status).toBe(303);
		expect(response.headers.get('location')).toBe('/product/margherita/#reviews');
		expect(await (await visitor.get('/product/margherita/')).text()).toContain('Your review is awaiting approval.');
	});
});

describe('the wishlist link', () => {
	/** A card's (or the product page's) no-JavaScript add, as the page prints it. */
	const addHref = (page: string, id: number): string => new RegExp(`href="(/wishlist/\\?add_to_wishlist=${id}&amp;_wpnonce=[0-9a-f]+)"`).exec(page)?.[1]?.replace('&amp;', '&') ?? '';

	it('adds with YITH\'s nonce\'d ?add_to_wishlist=<id> on the wishlist page, which lists it; nothing without the nonce', async () => {
		const visitor = shopper(store.url);
		const shop = await (await visitor.get('/shop/')).text();
		expect((await visitor.get('/wishlist/?add_to_wishlist=108')).status).toBe(200);
		expect(await (await visitor.get('/wishlist/')).text()).toContain('<td colspan="6" class="wishlist-empty">No products added to the wishlist</td>');
		const response = await visitor.get(addHref(shop, 108));
		expect(response.status).toBe(200);
		const list = await response.text();
		expect(list).toMatch(/<tr id="yith-wcwl-row-108" data-row-id="108">/);
		expect(list).toMatch(/class="header-wishlist wishlist-counter" href="\/wishlist\/"><span class="header-wishlist__label">Wishlist<\/span> <span class="count">1<\/span>/);
		// The shop page is the same for every visitor (a page cache serves one copy): its card still adds,
		// and the island fills in the visitor's own state; the plugin's cookie says there is a wishlist.
		const page = await (await visitor.get('/shop/')).text();
		expect(page).not.toContain('yith-wcwl-wishlistexistsbrowse');
		expect(addHref(page, 108)).not.toBe('');
		expect(visitor.cookie('shop_islands_wishlist')).toBe('1');
		const own = await visitor.get('/wp-admin/admin-ajax.php?action=shop_islands_wishlist');
		expect(await own.json()).toEqual({ products: [108], url: `${store.url}/wishlist/` });
		expect(page.match(/class="add_to_wishlist single_add_to_wishlist"/g)).toHaveLength(24);
	});

	it('lists the wishlist in YITH\'s table with nonce\'d remove links, and removes with them', async () => {
		const visitor = shopper(store.url);
		const shop = await (await visitor.get('/shop/')).text();
		await visitor.get(addHref(shop, 108));
		await visitor.get(addHref(shop, 101));
		const list = await (await visitor.get('/wishlist/')).text();
		const token = /data-token="([A-Z0-9]{12})"/.exec(list)?.[1] ?? '';
		expect(token).not.toBe('');
		const removes = [...list.matchAll(/<tr id="yith-wcwl-row-(\d+)" data-row-id="\1">\s*<td class="product-remove"><div>\s*<a href="([^"]+)" class="remove remove_from_wishlist" title="Remove this product">&times;<\/a>/g)];
		// Newest first.
		expect(removes.map((match) => match[1])).toEqual(['101', '108']);
		expect(removes[1]?.[2]).toMatch(new RegExp(`^/wishlist/view/${token}/\\?remove_from_wishlist=108&amp;_wpnonce=[0-9a-f]+$`));
		expect((await visitor.get(`/wishlist/view/${token}/?remove_from_wishlist=108`)).status).toBe(200);
		expect((await (await visitor.get('/wishlist/')).text()).match(/class="remove remove_from_wishlist"/g)).toHaveLength(2);
		const response = await visitor.get((removes[1]?.[2] ?? '').replace('&amp;', '&'));
		expect(response.status).toBe(200);
		const after = await response.text();
		expect(after.match(/class="remove remove_from_wishlist"/g)).toHaveLength(1);
		expect(after).toMatch(/<span class="count">1<\/span>/);
	});
});

describe('the home page content blocks without JavaScript', () => {
	it("prints every FAQ answer under its question, with no hidden attribute, and the deal's countdown twice with its seconds left and labels", async () => {
		const page = await (await shopper(store.url).get('/')).text();
		const faq = /<div class="htwoolentor-faq woolentorfaq-icon-pos-left" id="htwoolentor-faq-d1e2a04" data-settings=(\S*)>(.*?)<\/div>\s*<\/div>\s*<\/div>\s*<\/div>\s*<\/div>/s.exec(page);
		expect(faq?.[1]).toBe('{&quot;showitem&quot;:true}');
		expect(faq?.[2]?.match(/class="htwoolentor-faq-body"/g)).toHaveLength(4);
		expect(faq?.[2]).not.toContain('hidden');
		expect(page).toContain('Yes, within 5 miles of each of our kitchens');
		const countdowns = [...page.matchAll(/<div class="woolentor-countdown woolentor-countdown-default" data-countdown="(\d+)" data-customlavel='\{&quot;daytxt&quot;:&quot;Days&quot;/g)];
		expect(countdowns).toHaveLength(2);
		// The deal ends as the third day after today does, in the store's zone: 3 to 4 days left.
		const seconds = Number(countdowns[0]?.[1]);
		expect(seconds).toBeGreaterThanOrEqual(3 * 86_400);
		expect(seconds).toBeLessThanOrEqual(3 * 86_400 + 86_399);
	});

	it('prints the test switches as they are, escaped', async () => {
		const query = new URLSearchParams({ countdown_seconds: '"><script>x</script>', countdown_labels: "{'x'}", faq_settings: '{"showitem":-1}' });
		const page = await (await shopper(store.url).get(`/?${query.toString()}`)).text();
		expect(page).toContain('data-countdown="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
		expect(page).toContain("data-customlavel='{&#039;x&#039;}'");
		expect(page).toContain('data-settings={&quot;showitem&quot;:-1}>');
	});
});
