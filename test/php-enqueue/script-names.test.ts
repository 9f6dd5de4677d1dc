// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * Every name a retired script goes by (php-enqueue/includes/script-names.php): WooCommerce 10.3+
 * registers its libraries under `wc-` handles and keeps the old ones as aliases with no source
 * that depend on them; 10.0 registers the old handles with their files.
 */

const RUNNER = path.join(import.meta.dirname, 'script-names.php');

interface Registered {
	readonly src: string | false;
	readonly deps: readonly string[];
}

const file = (name: string): Registered => ({ src: `/wp-content/plugins/woocommerce/assets/js/${name}.min.js`, deps: ['jquery'] });
const alias = (of: string): Registered => ({ src: false, deps: [of] });

/** WooCommerce 10.7's gallery libraries and the scripts around them, as WordPress registers them. */
const WOOCOMMERCE_10_7: Readonly<Record<string, Registered>> = {
	jquery: { src: false, deps: ['jquery-core', 'jquery-migrate'] },
	'jquery-core': { src: '/wp-includes/js/jquery/jquery.min.js', deps: [] },
	'jquery-migrate': { src: '/wp-includes/js/jquery/jquery-migrate.min.js', deps: [] },
	'wc-flexslider': file('flexslider/jquery.flexslider'),
	flexslider: alias('wc-flexslider'),
	'wc-zoom': file('zoom/jquery.zoom'),
	zoom: alias('wc-zoom'),
	'wc-jquery-blockui': file('jquery-blockui/jquery.blockUI'),
	'jquery-blockui': alias('wc-jquery-blockui'),
	'wc-single-product': file('frontend/single-product'),
};

/** WooCommerce 10.0: the same libraries under their first names, no aliases. */
const WOOCOMMERCE_10_0: Readonly<Record<string, Registered>> = {
	jquery: WOOCOMMERCE_10_7.jquery!,
	flexslider: file('flexslider/jquery.flexslider'),
	zoom: file('zoom/jquery.zoom'),
	'jquery-blockui': file('jquery-blockui/jquery.blockUI'),
};

describeWithPhp('php-enqueue script names', (php) => {
	function namesOf(handles: readonly string[], registered: Readonly<Record<string, Registered>>): unknown {
		return runPhpJson(php, [RUNNER, JSON.stringify(handles), JSON.stringify(registered)]);
	}

	it("finds WooCommerce 10.7's renamed library behind the old handle the tables name", () => {
		expect(namesOf(['flexslider', 'zoom'], WOOCOMMERCE_10_7)).toEqual(['flexslider', 'wc-flexslider', 'wc-zoom', 'zoom']);
	});

	it('finds the old alias of a script named by its new handle', () => {
		expect(namesOf(['wc-jquery-blockui'], WOOCOMMERCE_10_7)).toEqual(['jquery-blockui', 'wc-jquery-blockui']);
	});

	it('finds an alias of an alias, and a theme\'s own alias of the old name', () => {
		const registered = { ...WOOCOMMERCE_10_7, 'theme-slider-lib': alias('flexslider') };
		expect(namesOf(['wc-flexslider'], registered)).toEqual(['flexslider', 'theme-slider-lib', 'wc-flexslider']);
	});

	it('keeps a handle of WooCommerce 10.0, which has no other name, as it is', () => {
		expect(namesOf(['flexslider', 'jquery-blockui'], WOOCOMMERCE_10_0)).toEqual(['flexslider', 'jquery-blockui']);
	});

	it('keeps a handle nothing registered, and takes no script for a group of several', () => {
		expect(namesOf(['photoswipe'], WOOCOMMERCE_10_0)).toEqual(['photoswipe']);
		// jQuery is a group of two scripts: neither is another name of it.
		expect(namesOf(['jquery'], WOOCOMMERCE_10_7)).toEqual(['jquery']);
	});

	it('answers for aliases that stand for each other rather than follow them for ever', () => {
		expect(namesOf(['a'], { a: alias('b'), b: alias('a') })).toContain('a');
	});
});
