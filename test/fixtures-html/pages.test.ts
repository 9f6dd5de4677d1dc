// @vitest-environment node
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../shared/config';
import { CONTENT_SECURITY_POLICY } from '../../fixtures-html/server/render/page';
import { FAKE_MANIFEST, type TestStore, pageSettings, shopper, startTestStore } from './store';

/** Every screen answers, carries the islands' head tags and settings, and escapes its data. */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

const PAGES: ReadonlyArray<readonly [string, RegExp]> = [
	['/', /\bhome\b/],
	['/shop/', /\bwoocommerce-shop\b/],
	['/shop/?product_cat=pizza', /\bwoocommerce\b/],
	['/product-category/desserts/', /\btax-product_cat\b/],
	['/?s=pizza&post_type=product', /\bsearch-results\b/],
	['/product/garlic-bread/', /\bpostid-101\b/],
	['/product/margherita/', /\bpostid-115\b/],
	['/product/poke-bowl/', /\bpostid-113\b/],
	['/product/tapas-trio/', /\bpostid-106\b/],
	['/product/signature-chilli-oil/', /\bpostid-127\b/],
	['/product/lobster-thermidor/', /\bpostid-110\b/],
	['/cart/', /\bwoocommerce-cart\b/],
	['/my-account/', /\bwoocommerce-account\b/],
	['/contact/', /\bpage-id-62\b/],
	['/contact/?nested=1', /\bpage-id-62\b/],
	['/wishlist/', /\bwoocommerce-page\b/],
	['/brands/', /\bpage-id-67\b/],
];

describe('every screen', () => {
	it.each(PAGES)('%s answers 200 with the head tags, valid settings and woocommerce-no-js', async (pathName, bodyClass) => {
		const response = await shopper(store.url).get(pathName);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-security-policy')).toBeNull();
		const html = await response.text();
		expect(html).toContain('<link rel="stylesheet" href="/wp-content/plugins/shop-islands/build/islands-TEST.css">');
		expect(html).toContain('<script type="module" src="/wp-content/plugins/shop-islands/build/loader-TEST.js"></script>');
		expect(html).toMatch(/<body class="[^"]*\bwoocommerce-no-js\b/);
		expect(/<body class="([^"]*)"/.exec(html)?.[1]).toMatch(bodyClass);
		expect(parseSettings(pageSettings(html)).rejected).toEqual([]);
		expect(html).not.toMatch(/\sstyle="/);
		expect(html).not.toMatch(/<style[\s>]/);
		expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /type="application\/(json|ld\+json)"|type="module" src=/.test(tag))).toBe(true);
	});

	it('serves the checkout, with isCheckout, once the cart has something in it', async () => {
		const visitor = shopper(store.url);
		expect((await visitor.get('/checkout/')).headers.get('location')).toBe('/cart/');
		await visitor.get('/?add-to-cart=101');
		const html = await (await visitor.get('/checkout/')).text();
		expect(pageSettings(html)).toMatchObject({ isCheckout: true, isCart: false });
		expect(html).toMatch(/<body class="[^"]*\bwoocommerce-checkout\b/);
	});

	it('prints the settings WooCommerce would give the islands', async () => {
		const settings = pageSettings(await (await shopper(store.url).get('/cart/?redirect_after_add=yes')).text());
		expect(settings).toMatchObject({
			ajaxUrl: '/wp-admin/admin-ajax.php',
			wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
			restRoot: `${store.url}/wp-json/`,
			cartUrl: `${store.url}/cart/`,
			isCart: true,
			cartRedirectAfterAdd: 'yes',
			viewCartLabel: 'View cart',
			locale: 'en_US',
			orderAttribution: { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' },
			consent: { hasMechanism: false, statistics: true },
		});
	});

	it('prints no cart widget in the sidebar, as Storefront on the real store, unless asked for the "hide if empty" one', async () => {
		const visitor = shopper(store.url);
		await visitor.get('/?add-to-cart=101');
		for (const pathName of ['/shop/', '/my-account/', '/contact/']) {
			expect(await (await visitor.get(pathName)).text()).not.toContain('hide_cart_widget_if_empty');
		}
		const withWidget = await (await visitor.get('/my-account/?cart_widget=hide-if-empty')).text();
		expect(withWidget).toContain(
			'<div id="woocommerce_widget_cart-2" class="widget woocommerce widget_shopping_cart"><span class="gamma widget-title">Your order</span><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>',
		);
		expect(await (await visitor.get('/cart/?cart_widget=hide-if-empty')).text()).not.toContain('hide_cart_widget_if_empty');
	});

	it('answers 404 with the theme\'s page for an unknown product or route', async () => {
		for (const pathName of ['/product/no-such-dish/', '/no/such/page/']) {
			const response = await shopper(store.url).get(pathName);
			expect(response.status).toBe(404);
			expect(await response.text()).toMatch(/<body class="error404/);
		}
	});
});

describe('the product page markup', () => {
	it('has the gallery data the scripts read, and full images wider than the gallery', async () => {
		const html = await (await shopper(store.url).get('/product/margherita/')).text();
		expect(html).toContain('<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">');
		const slide = /<div data-thumb="([^"]+)" data-thumb-alt="Margherita" [^>]*class="woocommerce-product-gallery__image"><a href="([^"]+)"><img width="600" height="450" [^>]*class="wp-post-image"[^>]*data-large_image_width="1600" data-large_image_height="1200"/.exec(html);
		expect(slide?.[1]).toMatch(/margherita-\d+-100x100\.svg$/);
		expect(slide?.[2]).toMatch(/margherita-\d+-1600x1200\.svg$/);
		expect(html).toContain('<section class="storefront-sticky-add-to-cart" aria-label="Add Margherita to your cart">');
		expect(html).toContain('<select name="rating" id="rating" required>');
		expect(html).toContain('<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>');
		expect(html).toContain('<input type="hidden" name="variation_id" class="variation_id" value="0" />');
	});

	it('has galleries of one, two and eight images, in the theme\'s three layouts', async () => {
		const slides = async (slug: string): Promise<string> => {
			const html = await (await shopper(store.url).get(`/product/${slug}/`)).text();
			const gallery = /<div class="(woocommerce-product-gallery [^"]+)"/.exec(html)?.[1] ?? '';
			return `${gallery} × ${html.split('class="woocommerce-product-gallery__image"').length - 1}`;
		};
		expect(await slides('patatas-bravas')).toBe('woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images × 1');
		expect(await slides('garlic-bread')).toMatch(/--columns-4 images × 2$/);
		expect(await slides('chefs-tasting-menu')).toMatch(/--columns-4 images × 8$/);
		expect(await slides('fish-and-chips')).toMatch(/--columns-4 woocommerce-product-gallery--vertical images × 6$/);
		expect(await slides('tomato-bruschetta')).toMatch(/--columns-4 woocommerce-product-gallery--without-thumbnails images × 3$/);
	});

	it('has an original narrower than the gallery, and one whose file is missing', async () => {
		const prawns = await (await shopper(store.url).get('/product/garlic-prawns/')).text();
		expect(prawns).toMatch(/data-large_image="[^"]+garlic-prawns-507-400x300\.svg" data-large_image_width="400" data-large_image_height="300"/);
		const salmon = await (await shopper(store.url).get('/product/grilled-salmon/')).text();
		const missing = /data-large_image="([^"]+grilled-salmon-534-1600x1200\.svg)"/.exec(salmon)?.[1] ?? '';
		expect((await shopper(store.url).get(missing)).status).toBe(404);
		expect((await shopper(store.url).get('/wp-content/uploads/fixtures/grilled-salmon-534-600x450.svg')).status).toBe(200);
		expect((await shopper(store.url).get('/wp-content/uploads/fixtures/grilled-salmon-533-1600x1200.svg')).status).toBe(200);
	});

	it('prints data-product_variations="false" above 30 variations', async () => {
		const html = await (await shopper(store.url).get('/product/poke-bowl/')).text();
		expect(html).toContain('data-product_id="113" data-product_variations="false"');
	});

	it('prints the plugin\'s variation combinations beside data-product_variations="false", unless ?combinations=no', async () => {
		const html = await (await shopper(store.url).get('/product/poke-bowl/')).text();
		const block = /<script type="application\/json" class="shop-islands-variation-combinations">([^<]*)<\/script>/.exec(html);
		const combinations = JSON.parse(block?.[1] ?? 'null') as { attributes: string[]; values: string[][]; variations: number[][]; inactive: number[] };
		expect(combinations.attributes).toEqual(['attribute_pa_base', 'attribute_pa_protein']);
		expect(combinations.variations).toHaveLength(36);
		expect(combinations.variations[0]).toEqual([0, 0]);
		// Udon with shrimp (row 28) is the inactive one.
		expect(combinations.inactive).toEqual([28]);
		const without = await (await shopper(store.url).get('/product/poke-bowl/?combinations=no')).text();
		expect(without).not.toContain('shop-islands-variation-combinations');
		expect(without).toContain('data-product_variations="false"');
		const inline = await (await shopper(store.url).get('/product/margherita/')).text();
		expect(inline).not.toContain('shop-islands-variation-combinations');
	});

	it('escapes catalogue text everywhere it prints it', async () => {
		const html = await (await shopper(store.url).get('/product/kids-mac-and-cheese/')).text();
		expect(html).toContain('<h1 class="product_title entry-title">Kids&#039; Mac &amp; Cheese</h1>');
		expect(html).toContain('Little ones &lt;3 it.');
		expect(html).not.toContain('<3');
		const shop = await (await shopper(store.url).get('/shop/')).text();
		expect(shop).toContain('aria-label="Add to cart: &ldquo;Fish &amp; Chips&rdquo;"');
		expect(shop).toContain('data-success_message="&ldquo;Fish &amp; Chips&rdquo; has been added to your cart"');
	});
});

describe('listings', () => {
	it('sorts by price on the server, and renders ?cards=200 cards', async () => {
		const pages = await Promise.all(['/shop/?orderby=price', '/shop/page/2/?orderby=price'].map(async (path) => (await shopper(store.url).get(path)).text()));
		const sorted = pages.join('');
		const prices = [...sorted.matchAll(/<span class="price">(?:<del[^]*?<\/del> [^]*?<ins aria-hidden="true">)?<span class="woocommerce-Price-amount amount"[^>]*><bdi><span class="woocommerce-Price-currencySymbol">&#36;<\/span>([\d.,]+)/g)].map((match) => Number(match[1]));
		expect(prices.length).toBeGreaterThan(20);
		expect(prices).toEqual([...prices].sort((a, b) => a - b));
		expect(sorted).toContain(`<option value="price"  selected='selected'>`);
		const many = await (await shopper(store.url).get('/shop/?cards=200')).text();
		expect(many.match(/<li class="product type-product/g)).toHaveLength(200);
		expect(many).toContain('<input type="hidden" name="cards" value="200" />');
	});

	it('shows the site\'s 24 products a page with WooCommerce\'s result count and pagination, 404 beyond the last page', async () => {
		const paginations = (page: string): string[] => page.match(/<nav class="woocommerce-pagination" aria-label="[^"]*">/g) ?? [];
		const first = await (await shopper(store.url).get('/shop/?orderby=price')).text();
		expect(first.match(/<li class="product type-product/g)).toHaveLength(24);
		expect(first).toContain('Showing 1&ndash;24 of 28 results');
		// Above and below the products, named apart as the plugin prints them; a lone one keeps WooCommerce's name.
		expect(paginations(first)).toEqual(['<nav class="woocommerce-pagination" aria-label="Product Pagination (top)">', '<nav class="woocommerce-pagination" aria-label="Product Pagination (bottom)">']);
		expect(paginations(await (await shopper(store.url).get('/shop/?pagination_above=no')).text())).toEqual(['<nav class="woocommerce-pagination" aria-label="Product Pagination">']);
		expect(first).toContain(`<nav class="woocommerce-pagination" aria-label="Product Pagination (top)">
	<ul class='page-numbers'>
	<li><span aria-label="Page 1" aria-current="page" class="page-numbers current">1</span></li>
	<li><a aria-label="Page 2" class="page-numbers" href="/shop/page/2/?orderby=price">2</a></li>
	<li><a class="next page-numbers" href="/shop/page/2/?orderby=price">&rarr;</a></li>
</ul>
</nav>`);
		const last = await (await shopper(store.url).get('/shop/page/2/')).text();
		expect(last.match(/<li class="product type-product/g)).toHaveLength(4);
		expect(last).toContain('Showing 25&ndash;28 of 28 results');
		expect(last).toContain('<li><a class="prev page-numbers" href="/shop/page/1/">&larr;</a></li>');
		expect((await shopper(store.url).get('/shop/page/3/')).status).toBe(404);
		const category = await (await shopper(store.url).get('/product-category/mains/')).text();
		expect(category).toContain('Showing all 7 results');
		expect(category).not.toContain('woocommerce-pagination');
	});

	it('gives every card its quick-view and wishlist buttons and the right add-to-cart link', async () => {
		const html = (await Promise.all(['/shop/', '/shop/page/2/'].map(async (path) => (await shopper(store.url).get(path)).text()))).join('');
		expect(html.match(/<span class="woolentor-quickview-btn-area"><a href="\/product\/[a-z-]+\/" class="woolentor-quickview-btn [^"]*" data-product_id="\d+">/g)?.length).toBe(28);
		// YITH 4's placeholder, filled with its no-JavaScript add as the plugin prints it.
		expect(html.match(/<div class="yith-add-to-wishlist-button-block" data-product-id="(\d+)" data-attributes="\{&quot;kind&quot;:&quot;button&quot;\}"><a href="\/wishlist\/\?add_to_wishlist=\1&amp;_wpnonce=[0-9a-f]+" class="add_to_wishlist single_add_to_wishlist" data-product-id="\1"/g)?.length).toBe(28);
		expect(html).toContain('class="button product_type_variable add_to_cart_button" data-product_id="115"');
		expect(html).toContain('class="button product_type_grouped" data-product_id="106"');
		expect(html).toContain('href="https://spice-market.example/products/harbour-chilli-oil" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_127" data-quantity="1" class="button product_type_external"');
		expect(html).toContain('aria-label="Read more about &ldquo;Lobster Thermidor&rdquo;" rel="nofollow" data-success_message="">Read more</a>');
	});
});

describe('files', () => {
	it('draws dish images as SVG, with the size in the name', async () => {
		const response = await shopper(store.url).get('/wp-content/uploads/fixtures/margherita-535-1600x1200.svg');
		expect(response.headers.get('content-type')).toContain('image/svg+xml');
		const svg = await response.text();
		expect(svg).toContain('width="1600" height="1200"');
		expect(svg).toContain('Margherita');
		expect((await shopper(store.url).get('/wp-content/uploads/fixtures/tiramisu-535-100x100.svg')).status).toBe(404);
		expect((await shopper(store.url).get('/wp-content/uploads/fixtures/placeholder-600x450.svg')).status).toBe(200);
	});

	it('serves the theme stylesheet and the build folder', async () => {
		const css = await shopper(store.url).get('/wp-content/themes/fixture/style.css');
		expect(css.headers.get('content-type')).toContain('text/css');
		expect(await css.text()).toContain('@import url("base.css");');
		expect((await shopper(store.url).get('/wp-content/themes/fixture/base.css')).status).toBe(200);
		const manifest = await shopper(store.url).get('/wp-content/plugins/shop-islands/build/manifest.json');
		expect(await manifest.json()).toEqual(FAKE_MANIFEST);
	});
});

describe('the strict CSP mode, and a missing build', () => {
	it('sends the Content-Security-Policy with every page', async () => {
		const strict = await startTestStore({ csp: true });
		try {
			const response = await shopper(strict.url).get('/product/margherita/');
			expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
			expect(CONTENT_SECURITY_POLICY).toBe("script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'");
		} finally {
			await strict.close();
		}
	});

	it('serves pages without the islands when there is no manifest', async () => {
		const bare = await startTestStore({ withManifest: false });
		try {
			const response = await shopper(bare.url).get('/shop/');
			expect(response.status).toBe(200);
			const html = await response.text();
			expect(html).not.toContain('shop-islands-settings');
			expect(html).toContain('class="button product_type_simple add_to_cart_button ajax_add_to_cart"');
		} finally {
			await bare.close();
		}
	});
});

describe('test pages', () => {
	it('serves fixtures-html/test-pages/<name>.html with the test build\'s head tags', async () => {
		const testBuild = path.join(store.buildDir, 'test');
		mkdirSync(testBuild, { recursive: true });
		writeFileSync(path.join(testBuild, 'manifest.json'), JSON.stringify({ ...FAKE_MANIFEST, entry: 'test-loader-TEST.js' }));
		const pages = readdirSync(path.resolve(import.meta.dirname, '../../fixtures-html/test-pages')).filter((file) => file.endsWith('.html'));
		for (const file of pages) {
			const html = await (await shopper(store.url).get(`/__test__/${file.replace(/\.html$/, '')}/`)).text();
			expect(html).not.toContain('<!--shop-islands-head-->');
			expect(html).toContain('/wp-content/plugins/shop-islands/build/test/test-loader-TEST.js');
		}
	});

	it('answers 404 for a missing page or a name outside [a-z0-9-]', async () => {
		expect((await shopper(store.url).get('/__test__/no-such-page/')).status).toBe(404);
		expect((await shopper(store.url).get('/__test__/..%2Fdata%2Fsite/')).status).toBe(404);
	});
});
