import { describe, expect, it } from 'vitest';
import { delayScripts } from './delay-scripts';

const PAGE = `<!doctype html><html><head>
<script type="importmap" id="wp-importmap">{"imports":{}}</script>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php"};</script>
<script type='text/javascript' src="/a.js"></script>
</head><body>
<script type="text/template" id="tmpl-variation-template"><div>{{{ data.variation.price_html }}}</div></script>
<script type="application/ld+json">{"@type":"Product"}</script>
<script type="module" src="/module.js" id="module-js"></script>
</body></html>`;

describe('scripts delayed until the first interaction', () => {
	const page = new DOMParser().parseFromString(delayScripts(PAGE), 'text/html');
	const held = [...page.querySelectorAll('script[type="bench/delayed"]')];

	it('holds back every script the browser would run, in their order, keeping what they need to run later', () => {
		expect(held.map((script) => script.getAttribute('src') ?? script.id)).toEqual([
			'/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
			'wc-add-to-cart-js-extra',
			'/a.js',
			'/module.js',
		]);
		expect(held.map((script) => script.getAttribute('data-bench-type'))).toEqual(['', '', 'text/javascript', 'module']);
		expect(held[1]?.textContent).toContain('var wc_add_to_cart_params');
	});

	it('leaves what the browser does not run: the import map, templates and JSON', () => {
		expect(page.querySelector('#wp-importmap')?.getAttribute('type')).toBe('importmap');
		expect(page.querySelector('#tmpl-variation-template')?.getAttribute('type')).toBe('text/template');
		expect(page.querySelector('script[type="application/ld+json"]')).not.toBeNull();
	});

	it('adds one inline loader, last in the body, that waits for the first interaction', () => {
		const runnable = [...page.querySelectorAll('script:not([type]), script[type="module"], script[type="text/javascript"]')];
		expect(runnable).toHaveLength(1);
		expect(runnable[0]?.hasAttribute('src')).toBe(false);
		expect(page.body.lastElementChild).toBe(runnable[0]);
		expect(runnable[0]?.textContent).toContain("'keydown', 'mousedown', 'mousemove'");
	});
});
