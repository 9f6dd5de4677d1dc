import { describe, expect, it } from 'vitest';
import { RELEASES } from './environment';
import { CUSTOMER_PAGES, REAL_PAGES, customerCookies, realStore, realUrl, shopperWithCart, storePage, type RealPage } from './helpers';
import { RETIRED_SCRIPT_FILES, printedScripts, type PrintedScript } from './retired-scripts';

/**
 * No script the plugin retires is printed on the pages a shopper browses, under any handle: each
 * is known by its file (retired-scripts.ts), and by every handle the same page without the plugin
 * prints that file under, whatever this WooCommerce calls it (`flexslider` on 10.0,
 * `wc-flexslider` on 10.7). The next rename cannot slip through: its file gives it away. Run on
 * every release the real store runs; jQuery is gone from these pages too.
 */

const { skip, release } = realStore();
/** The pages a shopper browses without the cart's and checkout's own scripts, and the wishlist page. */
const BROWSED: ReadonlyArray<RealPage | 'wishlist'> = ['home', 'shop', 'simpleProduct', 'variableProduct', 'contact', 'account', 'accountDashboard', 'wishlist'];
const WISHLIST = '/wishlist/';
const CLASSIC_COOKIE = 'shop_islands_classic=1';
const RETIRED_FILES = new Map(Object.entries(RETIRED_SCRIPT_FILES).flatMap(([handle, file]) => (file ? [[file, handle] as const] : [])));

describe.skipIf(skip !== '')(`the retired scripts on ${RELEASES[release].label}`, () => {
	it.each(BROWSED)('the %s page prints none of them, under any name, and no jQuery', async (name) => {
		const pagePath = name === 'wishlist' ? WISHLIST : REAL_PAGES[name];
		const cookies = name !== 'wishlist' && CUSTOMER_PAGES.has(name) ? await customerCookies() : await shopperWithCart();
		const classic = printedScripts(await storePage(pagePath, `${cookies}; ${CLASSIC_COOKIE}`), realStore().url);
		const ours = printedScripts(await storePage(pagePath, cookies), realStore().url);
		// The page without the plugin prints retired scripts (else the check would check nothing here).
		expect(classic.some(isRetiredFile)).toBe(true);
		const names = retiredNames(classic);
		expect(ours.filter((script) => isRetiredFile(script) || names.has(script.handle)).map(named)).toEqual([]);
		expect(ours.filter((script) => script.handle === 'jquery-core').map(named)).toEqual([]);
	});
});

function isRetiredFile(script: PrintedScript): boolean {
	return script.file !== null && RETIRED_FILES.has(script.file);
}

/** Every handle a retired script goes by: the tables' own, and each one the classic page prints a retired file under. */
function retiredNames(classic: readonly PrintedScript[]): Set<string> {
	return new Set([...Object.keys(RETIRED_SCRIPT_FILES), ...classic.filter(isRetiredFile).map((script) => script.handle)]);
}

function named(script: PrintedScript): string {
	return script.file ? `${script.handle} (${script.file})` : script.handle;
}
