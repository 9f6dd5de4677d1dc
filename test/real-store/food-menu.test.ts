import { describe, expect, it } from 'vitest';
import { phpProblems } from '../wordpress/helpers';
import { phpLogFromNow, realStore, storePage } from './helpers';
import { printedScripts } from './retired-scripts';
import { FOOD_MENU_COOKIE } from './seed-plugins';

/**
 * What the server prints for Food Menu 5.1.4's location popup (php-enqueue/includes/food-menu.php),
 * for a visitor with Food Menu on (FOOD_MENU_COOKIE): with the plugin, the popup itself, hidden, in
 * place of Food Menu's inline jQuery, and Food Menu's script retired unless a Food Menu listing is
 * on the page; classic, Food Menu's own. The flows are test/browser/popups.test.ts's.
 */

const { skip, url } = realStore();
const FOOD_MENU = `${FOOD_MENU_COOKIE.name}=${FOOD_MENU_COOKIE.value}`;
const CLASSIC = 'shop_islands_classic=1';
/** Food Menu's inline script, which builds its popup with jQuery. */
const INLINE_BUILDER = /jQuery\("\.fmp-location-box-wrap"\)\.html/;
/** A PHP log line without the server's process id and time. */
const withoutStamp = (line: string): string => line.replace(/^\[\d+\] \[[^\]]*\] /, '');
const handles = (html: string): string[] => printedScripts(html, url).map((script) => script.handle);

describe.skipIf(skip !== '')("Food Menu's location popup on the server", () => {
	it("prints the popup hidden with Food Menu's locations and words in place of its inline jQuery, and retires its script", async () => {
		const classicLog = phpLogFromNow();
		await storePage('/shop/', `${FOOD_MENU}; ${CLASSIC}`);
		const ownProblems = new Set(phpProblems(classicLog()).map(withoutStamp));
		const log = phpLogFromNow();
		const html = await storePage('/shop/', FOOD_MENU);
		const popup = /<div class="fmp-location-box-wrap" data-island="location-popup">[\s\S]*?<\/div><\/div><\/div>/.exec(html)?.[0] ?? '';
		expect(popup).toContain('<div id="fmp-location-modal" class="fmp-popup-modal" role="dialog" aria-modal="true" aria-label="Select Delivery Location" hidden>');
		expect([...popup.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((option) => option[2])).toEqual(
			expect.arrayContaining(['Select Delivery Location', 'Harbour Front — 2 Quay Street', 'Old Town — 18 Market Square', 'Riverside — 7 Mill Lane']),
		);
		expect(popup).toContain('Save Your Preferred Location');
		expect(html).not.toMatch(INLINE_BUILDER);
		expect(handles(html)).not.toContain('fm-frontend');
		// Food Menu's own (it loads its translations too early), the same classic, are not the plugin's.
		expect(phpProblems(log()).map(withoutStamp).filter((problem) => !ownProblems.has(problem))).toEqual([]);
	});

	it('keeps Food Menu’s script where a Food Menu listing is on the page (its loading overlay)', async () => {
		const html = await storePage('/shop/?food_menu_listing=1', FOOD_MENU);
		expect(html).toContain('data-island="location-popup"');
		expect(handles(html)).toContain('fm-frontend');
	});

	it('leaves Food Menu as it is on the classic page, and prints nothing of it for a store without it', async () => {
		const classic = await storePage('/shop/', `${FOOD_MENU}; ${CLASSIC}`);
		expect(classic).toMatch(INLINE_BUILDER);
		expect(handles(classic)).toContain('fm-frontend');
		expect(classic).not.toContain('data-island="location-popup"');
		const without = await storePage('/shop/', '');
		expect(without).not.toContain('fmp-location');
	});
});
