import { describe, expect, it, vi } from 'vitest';
import { wooCommerceScriptPresent, yithWishlistScriptPresent } from '../../shared/classic-scripts';
import { pageGlobal, scriptFunction, scriptObject } from '../../shared/page-globals';
import { clobber } from '../support/clobber';

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
	it.each([
		['woocommerce_params', wooCommerceScriptPresent],
		['yith_wcwl_l10n', yithWishlistScriptPresent],
	])('%s counts only as the settings object its script prints, not as an element with that id', (name, present) => {
		clobber(name);
		expect(name in window).toBe(true);
		expect(present()).toBe(false);
		vi.stubGlobal(name, { ajax_url: '/wp-admin/admin-ajax.php' });
		expect(present()).toBe(true);
	});
});
