import { describe, expect, it, vi } from 'vitest';
import { wooCommerceAddToCartPresent, wooCommerceScriptPresent, yithWishlistScriptPresent } from '../../shared/classic-scripts';
import { pageGlobal, scriptFunction, scriptObject } from '../../shared/page-globals';
import { clobber } from '../support/clobber';
import { printClassicScript, removeClassicScript } from '../support/classic-scripts';

/**
 * Globals other scripts define, read so that markup never passes for them: an element with the
 * global's id (one, or several: an HTMLCollection), a form's named control, a frame's window.
 */

describe('scriptObject and scriptFunction', () => {
	it('take what a script made', () => {
		const params = { ajax_url: '/wp-admin/admin-ajax.php' };
		const namespace = Object.create(null) as Record<string, unknown>;
		const jQuery = (): null => null;
		expect(scriptObject(params)).toBe(params);
		expect(scriptObject(namespace)).toBe(namespace);
		expect(scriptFunction(jQuery)).toBe(jQuery);
	});

	it.each([
		['an element with its id', '<div id="clobbered"></div>'],
		['two elements with its id', '<p id="clobbered"></p><p id="clobbered"></p>'],
		['an embed', '<embed id="clobbered">'],
		['an object', '<object id="clobbered"></object>'],
		['a form', '<form id="clobbered"><input name="data"></form>'],
	])('refuse %s', (_kind, markup) => {
		clobber('clobbered', markup);
		expect(pageGlobal('clobbered')).toBeInstanceOf(Object);
		expect(scriptObject(pageGlobal('clobbered'))).toBeNull();
		expect(scriptFunction(pageGlobal('clobbered'))).toBeNull();
	});

	it("refuse a window (a frame's, named on its parent) and a form's named control", () => {
		expect(scriptObject(window)).toBeNull();
		clobber('wp', '<form id="wp"><input name="data"></form>');
		expect((pageGlobal('wp') as { data?: unknown }).data).toBeInstanceOf(HTMLInputElement);
		expect(scriptObject(scriptObject(pageGlobal('wp'))?.data)).toBeNull();
	});

	it('refuse what is not an object or a function', () => {
		for (const value of [undefined, null, 'yes', 1, true]) {
			expect(scriptObject(value)).toBeNull();
			expect(scriptFunction(value)).toBeNull();
		}
		expect(scriptObject(() => null)).toBeNull();
		expect(scriptFunction({})).toBeNull();
	});
});

describe('classic scripts', () => {
	it('YITH\'s counts only as the settings object its script prints, not as an element with that id', () => {
		clobber('yith_wcwl_l10n');
		expect('yith_wcwl_l10n' in window).toBe(true);
		expect(yithWishlistScriptPresent()).toBe(false);
		vi.stubGlobal('yith_wcwl_l10n', { ajax_url: '/wp-admin/admin-ajax.php' });
		expect(yithWishlistScriptPresent()).toBe(true);
	});

	it.each([
		['woocommerce', 'woocommerce_params', wooCommerceScriptPresent],
		['wc-add-to-cart', 'wc_add_to_cart_params', wooCommerceAddToCartPresent],
	])("WooCommerce's %s counts only as its script element: not its settings object, which the plugin prints for a theme's script that reads it, nor a post's element with the script's id", (handle, params, present) => {
		vi.stubGlobal(params, { ajax_url: '/wp-admin/admin-ajax.php' });
		clobber(`${handle}-js`);
		expect(present()).toBe(false);
		printClassicScript(handle);
		expect(present()).toBe(true);
		removeClassicScript(handle);
	});
});
