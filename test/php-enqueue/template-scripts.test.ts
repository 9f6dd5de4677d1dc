// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * What a script echoed into the page's template uses (php-enqueue/includes/template-scripts.php):
 * what the page lacks is printed dependencies first, leaving out what it printed; and the record
 * of what such scripts use, per kind of page, written only when a use is new or a day older, each
 * forgotten a week after it was last seen. The page itself (the scripts read, the tags printed
 * before the first user, the next view's head) is test/real-store/other-scripts.test.ts's.
 */

const RUNNER = path.join(import.meta.dirname, 'template-scripts.php');

const REGISTERED = {
	jquery: { src: false, deps: ['jquery-core', 'jquery-migrate'] },
	'jquery-core': { src: '/wp-includes/js/jquery/jquery.min.js', deps: [] },
	'jquery-migrate': { src: '/wp-includes/js/jquery/jquery-migrate.min.js', deps: [] },
	'wc-flexslider': { src: '/wp-content/plugins/woocommerce/assets/js/flexslider/jquery.flexslider.min.js', deps: ['jquery'] },
	flexslider: { src: false, deps: ['wc-flexslider'] },
	loop: { src: false, deps: ['loop'] },
};

describeWithPhp('php-enqueue template scripts', (php) => {
	function run(input: unknown): unknown {
		return runPhpJson(php, [RUNNER, JSON.stringify(input)]);
	}
	const order = (handle: string, printed: readonly string[] = []) => run({ order: { handle, registered: REGISTERED, printed } });
	const merge = (record: unknown, kind: string, uses: readonly string[], day: number) => run({ merge: { record, kind, uses, day } });

	it('prints a library after what it depends on, leaving out what the page printed', () => {
		expect(order('jquery')).toEqual(['jquery-core', 'jquery-migrate', 'jquery']);
		expect(order('flexslider')).toEqual(['jquery-core', 'jquery-migrate', 'jquery', 'wc-flexslider', 'flexslider']);
		expect(order('flexslider', ['jquery'])).toEqual(['wc-flexslider', 'flexslider']);
		expect(order('jquery', ['jquery'])).toEqual([]);
		// A handle that depends on itself, or one nothing registered, stops there.
		expect(order('loop')).toEqual(['loop']);
		expect(order('nothing-registered')).toEqual([]);
	});

	it('records each use per kind of page, writing only what is new or a day older', () => {
		expect(merge({}, 'product', ['jquery', 'wc_add_to_cart_params', 'jquery'], 100)).toEqual({ record: { product: { jquery: 100, wc_add_to_cart_params: 100 } }, changed: true });
		expect(merge({ product: { jquery: 100 } }, 'product', ['jquery'], 100)).toEqual({ record: { product: { jquery: 100 } }, changed: false });
		expect(merge({ product: { jquery: 100 } }, 'shop', [], 101)).toEqual({ record: { product: { jquery: 100 } }, changed: false });
		expect(merge({ product: { jquery: 100 } }, 'product', ['jquery'], 101)).toEqual({ record: { product: { jquery: 101 } }, changed: true });
	});

	it('forgets a use not seen for a week, and what is not a record', () => {
		expect(merge({ product: { jquery: 100 }, shop: { flexslider: 106 } }, 'home', [], 107)).toEqual({ record: { shop: { flexslider: 106 } }, changed: true });
		expect(merge({ product: 'garbage', shop: { jquery: 'yesterday' } }, 'home', [], 107)).toEqual({ record: {}, changed: true });
	});
});
