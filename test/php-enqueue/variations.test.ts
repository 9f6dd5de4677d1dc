// @vitest-environment node
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * php-enqueue's variation support: the compact combinations it prints above WooCommerce's
 * threshold (includes/variation-combinations.php), and which of the variation script's
 * libraries it may dequeue, from WordPress's dependency data (includes/replaced-scripts.php).
 */

const RUNNER = path.join(import.meta.dirname, 'variations.php');

describeWithPhp('php-enqueue variation support', (php) => {
	function call(payload: unknown): unknown {
		return runPhpJson(php, [RUNNER, JSON.stringify(payload)]);
	}

	it('prints each variation as value indexes (-1 for "any"), the inactive rows, and leaves out a value the form does not offer', () => {
		const options = { attribute_pa_size: ['small', 'large'], attribute_crust: ['Thin', 'Bob\'s "big" crust', 'Μεγάλη'] };
		const variations = [
			{ attributes: { attribute_pa_size: 'small', attribute_crust: 'Thin' }, active: true },
			{ attributes: { attribute_pa_size: 'large', attribute_crust: '' }, active: false },
			{ attributes: { attribute_pa_size: 'huge', attribute_crust: 'Thin' }, active: true },
			{ attributes: { attribute_pa_size: 'small', attribute_crust: 'Μεγάλη' }, active: true },
		];
		expect(call({ combinations: [options, variations] })).toEqual({
			attributes: ['attribute_pa_size', 'attribute_crust'],
			values: [
				['small', 'large'],
				['Thin', 'Bob\'s "big" crust', 'Μεγάλη'],
			],
			variations: [
				[0, 0],
				[1, -1],
				[0, 2],
			],
			inactive: [1],
		});
	});

	it('stays a few KB for 1,000 variations', () => {
		const values = Array.from({ length: 10 }, (_, index) => `value-${index}`);
		const options = { attribute_a: values, attribute_b: values, attribute_c: values };
		const variations = Array.from({ length: 1000 }, (_, index) => ({
			attributes: { attribute_a: values[index % 10], attribute_b: values[Math.floor(index / 10) % 10], attribute_c: values[Math.floor(index / 100)] },
			active: true,
		}));
		const json = JSON.stringify(call({ combinations: [options, variations] }));
		expect(json.length).toBeLessThan(10 * 1024);
	});

	const DEPS = {
		'wc-add-to-cart-variation': ['jquery', 'wp-util', 'jquery-blockui'],
		'wp-util': ['jquery', 'underscore'],
		underscore: [],
		'jquery-blockui': ['jquery'],
		'wc-add-to-cart': ['jquery', 'jquery-blockui'],
		'other-plugin': ['underscore'],
		jquery: [],
	};
	const LIBRARIES = ['wp-util', 'underscore', 'jquery-blockui'];

	it('dequeues a library queued by itself only when no queued script needs it and nothing is attached to it', () => {
		expect(call({ unneeded: [LIBRARIES, ['jquery', 'wp-util', 'underscore', 'jquery-blockui'], DEPS, []] })).toEqual([
			'wp-util',
			'underscore',
			'jquery-blockui',
		]);
		// Another plugin still needs underscore; the classic add to cart (kept by the filter) still needs blockUI.
		expect(call({ unneeded: [LIBRARIES, ['wp-util', 'underscore', 'jquery-blockui', 'other-plugin', 'wc-add-to-cart'], DEPS, []] })).toEqual([
			'wp-util',
		]);
		// wp-util carries an inline script: it stays, and so does underscore, which it needs.
		expect(call({ unneeded: [LIBRARIES, ['wp-util', 'underscore'], DEPS, ['wp-util']] })).toEqual([]);
		// Not queued by themselves: WordPress prints them only for a queued script that needs them.
		expect(call({ unneeded: [LIBRARIES, ['wc-add-to-cart-variation'], DEPS, []] })).toEqual([]);
	});
});
