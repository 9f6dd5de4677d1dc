import path from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { readManifest } from '../../fixtures-html/server/manifest';
import { chunksAtStart, importsBeyondStart } from '../support/chunk-imports';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle } from './support/islands';
import { store } from './support/store';

/**
 * An island's chunk and the chunks it imports come in one round (islands/runtime/preload.ts,
 * #24): the browser does not wait for the island's chunk to know what else it needs. Shown on
 * the variations form, whose chunk imports shared chunks two levels deep: its chunk is held
 * back until every one of them has been asked for, which happens only if the loader asked for
 * them beside it.
 */

const browser = sharedBrowser();
/** How long the held chunk waits for its imports to be asked for before it is let go regardless. */
const HOLD_LIMIT_MS = 10_000;

describe.skipIf(store().skip !== '')('an island with the chunks it imports', () => {
	it('the variations form: every chunk its chunk imports is asked for before that chunk arrives, once each, and the form answers', async () => {
		const manifest = readManifest(BUILD_DIR);
		const chunk = manifest.islands['variations-form'] as string;
		const imports = importsBeyondStart(BUILD_DIR, chunksAtStart(BUILD_DIR, manifest), chunk);
		expect(imports.length).toBeGreaterThan(1);

		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const requested: string[] = [];
		page.on('request', (request) => requested.push(path.posix.basename(new URL(request.url()).pathname)));
		let heldUntilAsked: boolean | null = null;
		await page.route(`**/${path.posix.basename(chunk)}`, async (route: Route) => {
			const asked = (): boolean => imports.every((file) => requested.includes(file));
			for (let waited = 0; !asked() && waited < HOLD_LIMIT_MS; waited += 50) {
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
			heldUntilAsked = asked();
			await route.continue();
		});
		await page.goto(storeUrl('/product/margherita/'));
		await settle(page);
		await page.focus('select[name="attribute_pa_size"]');
		await page.keyboard.press('End');
		await page.waitForSelector('select[name="attribute_crust"] option[value="Thin"]:disabled', { state: 'attached' });

		expect(heldUntilAsked).toBe(true);
		for (const file of imports) {
			expect(requested.filter((name) => name === file), file).toHaveLength(1);
		}
		expect(errors).toEqual([]);
		await context.close();
	});
});
