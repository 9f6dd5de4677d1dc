// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * The gallery's libraries on a product page (php-enqueue/includes/replaced-scripts.php): WooCommerce
 * queues flexslider, zoom and PhotoSwipe by themselves for its single-product script, under the
 * names of its release. They go wherever nothing that still runs needs them, and stay for a theme's
 * or plugin's script that does, under whichever name it asks for them.
 */

const RUNNER = path.join(import.meta.dirname, 'retired-libraries.php');

interface Registered {
	readonly src: string | false;
	readonly deps: readonly string[];
}

const file = (name: string, deps: readonly string[] = ['jquery']): Registered => ({ src: `/wp-content/plugins/${name}.min.js`, deps });
const alias = (of: string): Registered => ({ src: false, deps: [of] });

/** WooCommerce 10.7's product-page scripts, its 10.3+ handles with the old ones as aliases. */
const WOOCOMMERCE_10_7: Readonly<Record<string, Registered>> = {
	jquery: { src: false, deps: ['jquery-core'] },
	'jquery-core': file('jquery', []),
	'wc-flexslider': file('woocommerce/flexslider'),
	flexslider: alias('wc-flexslider'),
	'wc-zoom': file('woocommerce/zoom'),
	zoom: alias('wc-zoom'),
	'wc-photoswipe': file('woocommerce/photoswipe', []),
	photoswipe: alias('wc-photoswipe'),
	'wc-photoswipe-ui-default': file('woocommerce/photoswipe-ui-default', ['wc-photoswipe']),
	'photoswipe-ui-default': alias('wc-photoswipe-ui-default'),
	'wc-single-product': file('woocommerce/single-product'),
};
/** What WooCommerce 10.7 queues by itself on a product page for its gallery, once the plugin took its single-product script off. */
const GALLERY_QUEUE = ['wc-zoom', 'wc-flexslider', 'wc-photoswipe-ui-default'];
const GALLERY_LIBRARIES = ['wc-flexslider', 'wc-photoswipe-ui-default', 'wc-zoom'];

describeWithPhp('php-enqueue retired libraries', (php) => {
	interface Decided {
		readonly retired: readonly string[];
		readonly singleProductRuns: boolean;
		readonly retiredScripts: readonly string[];
	}
	function run(queue: readonly string[], registered: Readonly<Record<string, Registered>>, attached: readonly string[], replaced: readonly string[]): Decided {
		return runPhpJson(php, [RUNNER, JSON.stringify({ islands: ['gallery', 'product-tabs', 'review-rating'], queue, registered, attached, replaced })]) as Decided;
	}
	function decide(queue: readonly string[], registered: Readonly<Record<string, Registered>>, attached: readonly string[] = []): Omit<Decided, 'retiredScripts'> {
		const { retired, singleProductRuns } = run(queue, registered, attached, []);
		return { retired, singleProductRuns };
	}
	/** Which of the replaced scripts the page retires, of Kadence's gallery-height script and WooCommerce's single-product script. */
	function retiredScripts(queue: readonly string[], registered: Readonly<Record<string, Registered>>): readonly string[] {
		return run(queue, registered, [], ['kadence-product-cls', 'wc-single-product']).retiredScripts;
	}

	it("retires WooCommerce 10.7's gallery libraries, queued under their wc- handles, where nothing else needs them", () => {
		expect(decide(GALLERY_QUEUE, WOOCOMMERCE_10_7)).toEqual({ retired: GALLERY_LIBRARIES, singleProductRuns: false });
	});

	it('retires them under the names WooCommerce 10.0 queues them by', () => {
		const registered = { jquery: WOOCOMMERCE_10_7.jquery!, flexslider: file('flexslider'), zoom: file('zoom'), photoswipe: file('photoswipe', []), 'photoswipe-ui-default': file('pswp-ui', ['photoswipe']) };
		expect(decide(['zoom', 'flexslider', 'photoswipe-ui-default'], registered)).toEqual({ retired: ['flexslider', 'photoswipe-ui-default', 'zoom'], singleProductRuns: false });
	});

	it('keeps flexslider for a slider plugin whose script asks for it by its old name, or its new one', () => {
		for (const name of ['flexslider', 'wc-flexslider']) {
			const registered = { ...WOOCOMMERCE_10_7, 'slider-plugin': file('slider-plugin/slider', [name]) };
			expect(decide([...GALLERY_QUEUE, 'slider-plugin'], registered)).toEqual({ retired: ['wc-photoswipe-ui-default', 'wc-zoom'], singleProductRuns: false });
		}
	});

	it('keeps a library a theme queued under its old name with code attached, and the file behind the alias with it', () => {
		const decided = decide([...GALLERY_QUEUE, 'flexslider'], WOOCOMMERCE_10_7, ['flexslider']);
		expect(decided).toEqual({ retired: ['wc-photoswipe-ui-default', 'wc-zoom'], singleProductRuns: false });
	});

	it("keeps WooCommerce's whole gallery where a site kept its single-product script queued", () => {
		expect(decide([...GALLERY_QUEUE, 'wc-single-product'], WOOCOMMERCE_10_7)).toEqual({ retired: [], singleProductRuns: true });
	});

	it("keeps WooCommerce's whole gallery where a plugin's script still needs its single-product script, which runs it", () => {
		const registered = { ...WOOCOMMERCE_10_7, 'quick-view-plugin': file('quick-view-plugin/quick-view', ['wc-single-product']) };
		expect(decide([...GALLERY_QUEUE, 'quick-view-plugin'], registered)).toEqual({ retired: [], singleProductRuns: true });
	});

	const KADENCE = { ...WOOCOMMERCE_10_7, 'kadence-product-cls': file('kadence/product-cls') };

	it("retires Kadence's gallery-height script with WooCommerce's single-product script where nothing else needs that", () => {
		expect(retiredScripts([...GALLERY_QUEUE, 'wc-single-product', 'kadence-product-cls'], KADENCE)).toEqual(['kadence-product-cls', 'wc-single-product']);
	});

	it("keeps Kadence's gallery-height script where a plugin's script keeps WooCommerce's gallery running", () => {
		const registered = { ...KADENCE, 'quick-view-plugin': file('quick-view-plugin/quick-view', ['wc-single-product']) };
		expect(retiredScripts([...GALLERY_QUEUE, 'wc-single-product', 'kadence-product-cls', 'quick-view-plugin'], registered)).toEqual(['wc-single-product']);
	});
});
