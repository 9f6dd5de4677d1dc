import { describe, expect, it } from 'vitest';
import { realStore, realUrl } from './helpers';
import { storeCommand } from './store';

/**
 * The page's search forms, named apart by the plugin in the HTML it serves
 * (php-enqueue/includes/search-form-names.php): a template printing the HTML, included as
 * WordPress includes one on the real store (store-cli.php's `template-page`: the template
 * enhancement buffer of WordPress 6.9+, the plugin's own before), and the store's pages as it
 * serves them.
 */

const { skip, php, siteDir } = realStore();

const served = async (html: string): Promise<string> => (await storeCommand(php, siteDir, 'template-page', html)).replace(/\nok\n$/, '');

/** WooCommerce 10.7's product search (product-searchform.php) as Storefront prints it, its field numbered `index`. */
const productSearch = (index: number, placeholder = 'Search products&hellip;'): string => `<div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="http://127.0.0.1/">
	<label class="screen-reader-text" for="woocommerce-product-search-field-${index}">Search for:</label>
	<input type="search" id="woocommerce-product-search-field-${index}" class="search-field" placeholder="${placeholder}" value="" name="s" />
	<button type="submit" value="Search" class="">Search</button>
	<input type="hidden" name="post_type" value="product" />
</form>
</div>`;

/** WordPress's Search block as the sidebar prints it: a label, no placeholder. */
const searchBlock = (label = 'Search'): string =>
	`<form role="search" method="get" action="http://127.0.0.1/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search" ><label class="wp-block-search__label" for="wp-block-search__input-1" >${label}</label><div class="wp-block-search__inside-wrapper" ><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required /><button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit" >Search</button></div></form>`;

const page = (body: string): string => `<!doctype html>\n<html lang="en-US"><head><title>Shop</title></head><body>${body}</body></html>\n`;

/** The start tags of the page's forms. */
const formTags = (html: string): string[] => html.match(/<form\b[^>]*>/g) ?? [];

/** The forms' names (their aria-label, null for none), in the page's order. */
const names = (html: string): Array<string | null> => formTags(html).map((tag) => /aria-label="([^"]*)"/.exec(tag)?.[1] ?? null);

/** The page with the plugin's names taken off again. */
const unnamed = (html: string): string => html.replace(/<form aria-label="[^"]*" role="search"/g, '<form role="search"');

describe.skipIf(skip !== '')('search forms, named on the server', () => {
	it("names Storefront's two product searches on WooCommerce's placeholder by their place, a Search block by its label, and changes nothing else", async () => {
		const printed = page(`<header>${productSearch(0)}</header><aside>${searchBlock()}</aside><footer>${productSearch(1)}</footer>`);
		const named = await served(printed);
		expect(names(named)).toEqual(['Search products (1 of 2)', 'Search', 'Search products (2 of 2)']);
		expect(unnamed(named)).toBe(printed);
	});

	it('leaves alone a lone search form, search forms of names of their own, and a page without one', async () => {
		const unchanged = [
			page(`<header>${productSearch(0)}</header>`),
			page(`${productSearch(0)}<form role="search" aria-label="Site search"></form><form role="search" aria-labelledby="find"></form>`),
			page(`${productSearch(0)}<form class="search-form"></form>`),
			page('<p>No form here, only the word search.</p>'),
		];
		for (const printed of unchanged) {
			expect(await served(printed)).toBe(printed);
		}
	});

	it('tells apart named search forms that share a name, and unnamed ones that come to one, on the label where there is no placeholder', async () => {
		expect(names(await served(page(`<form role="search" aria-label="Site search"></form><form role="search" aria-label="Site search"></form>`)))).toEqual([
			'Site search (1 of 2)',
			'Site search (2 of 2)',
		]);
		expect(names(await served(page(`${searchBlock('Search for:')}${searchBlock('Search for:')}`)))).toEqual(['Search for (1 of 2)', 'Search for (2 of 2)']);
	});

	it('builds on the placeholder as WooCommerce printed it, translated, quoted or holding %, and escapes it', async () => {
		const placeholder = 'Buscar &quot;50%&quot; &amp; m&aacute;s&hellip;';
		expect(names(await served(page(productSearch(0, placeholder) + productSearch(1, placeholder))))).toEqual([
			'Buscar &quot;50%&quot; &amp; más (1 of 2)',
			'Buscar &quot;50%&quot; &amp; más (2 of 2)',
		]);
	});

	it("does not count a search form placed inside another form, which the browser's parser drops", async () => {
		const nested = `<form class="page-builder-form" aria-label="Newsletter">${productSearch(2)}</form>`;
		expect(names(await served(page(`${productSearch(0)}${nested}${productSearch(1)}`)))).toEqual([
			'Search products (1 of 2)',
			'Newsletter',
			null,
			'Search products (2 of 2)',
		]);
	});

	it("serves every page with Storefront's header and footer bar product searches named apart, and the sidebar's Search block by its label", async () => {
		for (const path of ['/', '/shop/', '/product/margherita/', '/contact/', '/cart/', '/my-account/']) {
			const html = await (await fetch(realUrl(path))).text();
			const search = formTags(html).filter((tag) => /role="search"/.test(tag));
			expect(search.filter((tag) => tag.includes('woocommerce-product-search')).map((tag) => /aria-label="([^"]*)"/.exec(tag)?.[1])).toEqual([
				'Search products (1 of 2)',
				'Search products (2 of 2)',
			]);
			expect(search.filter((tag) => tag.includes('wp-block-search')).map((tag) => /aria-label="([^"]*)"/.exec(tag)?.[1])).toEqual(path === '/' ? [] : ['Search']);
		}
	});
});
