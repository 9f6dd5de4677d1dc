// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../islands/registry';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * What the settings screen and the Site Health test say a page kept (php-enqueue/includes/page-record.php):
 * each classic script the plugin meant to retire that was printed anyway, and jQuery, with the
 * queued scripts that needed it and their files; what a theme or another plugin kept (not
 * WooCommerce's own cart scripts); and the record of shoppers' pages, written only when a page
 * adds to it. Every island of the registry has a group, a name and a line on the screen.
 */

const RUNNER = path.join(import.meta.dirname, 'page-record.php');

interface Registered {
	readonly src: string | false;
	readonly deps: readonly string[];
}

const file = (name: string, deps: readonly string[] = ['jquery']): Registered => ({ src: `/wp-content/${name}.min.js`, deps });
const alias = (of: string): Registered => ({ src: false, deps: [of] });

/** WooCommerce 10.7's scripts of a product page and the cart, with jQuery. */
const REGISTERED: Readonly<Record<string, Registered>> = {
	jquery: { src: false, deps: ['jquery-core', 'jquery-migrate'] },
	'jquery-core': { src: '/wp-includes/js/jquery/jquery.min.js', deps: [] },
	'jquery-migrate': { src: '/wp-includes/js/jquery/jquery-migrate.min.js', deps: [] },
	'wc-flexslider': file('plugins/woocommerce/assets/js/flexslider/jquery.flexslider'),
	flexslider: alias('wc-flexslider'),
	'wc-single-product': file('plugins/woocommerce/assets/js/frontend/single-product'),
	woocommerce: file('plugins/woocommerce/assets/js/frontend/woocommerce'),
	'wc-cart': file('plugins/woocommerce/assets/js/frontend/cart', ['jquery', 'woocommerce']),
	'theme-quick-view': file('themes/oceanwp/assets/js/quick-view', ['jquery', 'flexslider']),
	'plugin-slider': file('plugins/a-slider/slider', ['wc-single-product']),
};
const ISLANDS = ['gallery', 'product-tabs', 'review-rating', 'store-notice', 'password-toggle', 'coming-soon-banner', 'quantity', 'sort-order', 'notice-focus', 'result-count'];

describeWithPhp('php-enqueue page report and record', (php) => {
	function run(input: unknown): unknown {
		return runPhpJson(php, [RUNNER, JSON.stringify(input)]);
	}
	const report = (queue: readonly string[], done: readonly string[]) => run({ report: { islands: ISLANDS, queue, done, registered: REGISTERED } });

	it('reports nothing on a page that printed none of the scripts it retires, nor jQuery', () => {
		expect(report(['shop-islands'], [])).toEqual({ report: {}, left: [] });
	});

	it("names a theme's script that kept flexslider, under the name it was printed by, and the jQuery it kept", () => {
		expect(report(['theme-quick-view'], ['jquery-core', 'jquery-migrate', 'jquery', 'wc-flexslider', 'theme-quick-view'])).toEqual({
			report: {
				jquery: { 'theme-quick-view': 'wp-content/themes/oceanwp/assets/js/quick-view.min.js' },
				'wc-flexslider': { 'theme-quick-view': 'wp-content/themes/oceanwp/assets/js/quick-view.min.js' },
			},
			left: ['jquery', 'wc-flexslider'],
		});
	});

	it("names a plugin's script that kept WooCommerce's single-product script", () => {
		const printed = ['jquery-core', 'jquery', 'wc-single-product', 'plugin-slider'];
		expect(report(['plugin-slider'], printed)).toMatchObject({
			report: { 'wc-single-product': { 'plugin-slider': 'wp-content/plugins/a-slider/slider.min.js' } },
			left: ['jquery', 'wc-single-product'],
		});
	});

	it("counts what WooCommerce's cart script keeps as the cart's own: nothing left", () => {
		expect(report(['wc-cart'], ['jquery-core', 'jquery', 'woocommerce', 'wc-cart'])).toEqual({
			report: {
				jquery: { 'wc-cart': 'wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js' },
				woocommerce: { 'wc-cart': 'wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js' },
			},
			left: [],
		});
	});

	describe('the record', () => {
		const names = { flexslider: ['flexslider', 'wc-flexslider'] };
		const kept = { 'wc-flexslider': { 'theme-quick-view': 'wp-content/themes/oceanwp/quick-view.js' } };
		const merge = (record: unknown, day: number, pageReport: unknown = kept) => run({ merge: { record, kind: 'product', names, report: pageReport, day } }) as { record: unknown; changed: boolean };

		it('keeps what a page kept, by kind, with the day it was seen and the files of the scripts that kept it', () => {
			const { record, changed } = merge(null, 100);
			expect(changed).toBe(true);
			expect(record).toEqual({
				key: 'key',
				names: { flexslider: { flexslider: 100, 'wc-flexslider': 100 } },
				kept: { product: { 'wc-flexslider': { 'theme-quick-view': 100 } } },
				files: { 'theme-quick-view': 'wp-content/themes/oceanwp/quick-view.js' },
			});
		});

		it('is not written again for a page that adds nothing the same day, and is the next day', () => {
			const { record } = merge(null, 100);
			expect(merge(record, 100).changed).toBe(false);
			expect(merge(record, 100, {}).changed).toBe(false);
			expect(merge(record, 101).changed).toBe(true);
		});

		it('drops what was not seen for a week, and starts again under another key', () => {
			const { record } = merge(null, 100);
			expect(merge(record, 107, {}).record).toMatchObject({ kept: {} });
			expect(merge({ ...(record as object), key: 'another' }, 100, {}).record).toMatchObject({ kept: {} });
		});
	});

	it('gives every island of the registry a group, a name and a line', () => {
		const islands = Object.keys(registry);
		const { groups, unnamed } = run({ groups: islands }) as { groups: Record<string, string[]>; unnamed: string[] };
		expect(unnamed).toEqual([]);
		expect(groups.other).toBeUndefined();
		expect(Object.values(groups).flat().sort()).toEqual([...islands].sort());
	});
});
