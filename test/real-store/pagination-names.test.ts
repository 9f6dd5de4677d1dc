import { describe, expect, it } from 'vitest';
import { realStore } from './helpers';
import { storeCommand } from './store';

/**
 * The listing's two paginations, named apart by the plugin in the HTML it serves
 * (php-enqueue/includes/pagination-names.php): a listing's loop run on the real store with
 * WooCommerce's, Storefront's and the plugin's hooks (store-cli.php's `shop-loop`), with
 * WooCommerce's pagination template or a theme's own.
 */

const { skip, php, siteDir } = realStore();

interface Loop {
	/** What each loop/pagination.php prints in turn (a theme's template), null for WooCommerce's; one alone: none above the products. */
	readonly paginations: ReadonlyArray<string | null>;
	/** The buffers flushed between the two, as a plugin that sends the page early does. */
	readonly flush?: boolean;
}

const shopLoop = async (loop: Loop): Promise<string> => (await storeCommand(php, siteDir, 'shop-loop', JSON.stringify(loop))).replace(/\nok\n$/, '');

/** The start tags of the loop's paginations. */
const paginations = (html: string): string[] => html.match(/<nav\b[^>]*>/g) ?? [];

const themes = (label: string): string => `<nav class="woocommerce-pagination" aria-label="${label}"><ul class="page-numbers"><li><a href="/shop/page/2/">2</a></li></ul></nav>`;

describe.skipIf(skip !== '')("the listing's paginations, named on the server", () => {
	it("names Storefront's two apart, top and bottom, on WooCommerce's name, and changes nothing else", async () => {
		const named = await shopLoop({ paginations: [null, null] });
		expect(paginations(named)).toEqual([
			'<nav class="woocommerce-pagination" aria-label="Product Pagination (top)">',
			'<nav class="woocommerce-pagination" aria-label="Product Pagination (bottom)">',
		]);
		// Flushed between the two, the page is printed as it came: the same page, both named as WooCommerce names them.
		const asPrinted = await shopLoop({ paginations: [null, null], flush: true });
		expect(paginations(asPrinted)).toEqual(['<nav class="woocommerce-pagination" aria-label="Product Pagination">', '<nav class="woocommerce-pagination" aria-label="Product Pagination">']);
		expect(named.replace(' (top)"', '"').replace(' (bottom)"', '"')).toBe(asPrinted);
	});

	it('leaves a lone pagination its name', async () => {
		expect(paginations(await shopLoop({ paginations: [null] }))).toEqual(['<nav class="woocommerce-pagination" aria-label="Product Pagination">']);
	});

	it("builds on a theme's name as it reads, translated, quoted or holding %, and escapes it", async () => {
		const label = 'Paginaci&oacute;n &quot;50%&quot; &amp; m&aacute;s';
		expect(paginations(await shopLoop({ paginations: [themes(label), themes(label)] }))).toEqual([
			'<nav class="woocommerce-pagination" aria-label="Paginación &quot;50%&quot; &amp; más (top)">',
			'<nav class="woocommerce-pagination" aria-label="Paginación &quot;50%&quot; &amp; más (bottom)">',
		]);
	});

	it("leaves alone two a theme names apart itself, two without a name, and a template that prints other than one pagination", async () => {
		const unchanged: ReadonlyArray<readonly [string, string]> = [
			[themes('Pages above'), themes('Pages below')],
			[themes(''), themes('')],
			[`${themes('Product Pagination')}${themes('Product Pagination')}`, themes('Product Pagination')],
			['<div class="woocommerce-pagination" aria-label="Product Pagination"></div>', themes('Product Pagination')],
		];
		for (const [top, bottom] of unchanged) {
			expect(paginations(await shopLoop({ paginations: [top, bottom] }))).toEqual(paginations(top + bottom));
		}
	});
});
