import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { PAGE_BUDGETS } from '../budgets';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { islandChunks, settle } from './support/islands';
import { splitByRun, watchScripts, watchScriptsRun, type ScriptWatch } from './support/scripts';

/**
 * The JavaScript each fixture page runs before the shopper does anything, gzipped, held to its
 * budget in test/budgets.ts. A first visit (nothing cached, so the cart is refreshed) with items
 * in the cart, on a 1280×720 screen: the entry and what it imports, the `load` and `idle`
 * islands, and the `visible` ones in view. The chunks fetched ahead and not run (an `ahead`
 * island's, #24) are listed apart. Sizes, not times: the same build always gives the same numbers.
 */

const browser = sharedBrowser();

describe('page budgets (gzip, before interaction)', () => {
	it('lists a budget for every fixture page, and only for them', () => {
		expect(Object.keys(PAGE_BUDGETS).sort()).toEqual([...FIXTURE_PAGES].sort());
	});

	it.each(FIXTURE_PAGES)('%s stays within its budget', async (path) => {
		const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		await fillCart(page, storeUrl());
		const scripts = watchScripts(page);
		const run = await watchScriptsRun(page);
		await page.goto(storeUrl(path));
		await settle(page);
		const { ran, ahead } = splitByRun(await scripts.totals(), await run.ran());
		console.info(`${path}: ${ran.gzip} B gzip in ${ran.files.length} files; fetched ahead, not run: ${ahead.gzip} B in ${ahead.files.length}`);
		expect(ran.gzip).toBeLessThanOrEqual(PAGE_BUDGETS[path] ?? 0);
		await context.close();
	});

	// The plugin's settings screen turns islands off (`islandsOff` in the settings tag); the
	// loader then never fetches them, and the plugin keeps their classic scripts.
	it('loads no chunk of an island the site turned off', async () => {
		const chunks = islandChunks(BUILD_DIR);
		const visit = async (query: string): Promise<ScriptWatch> => {
			const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
			const scripts = watchScripts(page);
			await page.goto(storeUrl(`/shop/${query}`));
			await settle(page);
			await context.close();
			return scripts;
		};
		const on = await visit('');
		expect(on.requested(chunks['special-menu'] as string)).toBe(true);
		expect(on.requested(chunks['product-tabs'] as string)).toBe(false);
		const off = await visit('?islands_off=special-menu');
		expect(off.requested(chunks['special-menu'] as string)).toBe(false);
		// The sort select, in the kernel, still loads.
		expect(off.requested(chunks['sort-order'] as string)).toBe(true);
	});
});
