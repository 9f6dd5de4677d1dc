import path from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../esbuild.config.mjs';
import { readManifest } from '../../fixtures-html/server/manifest';
import { chunksAtStart, importsBeyondStart } from '../support/chunk-imports';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle } from './support/islands';
import { watchScriptsRun } from './support/scripts';
import { store } from './support/store';

/**
 * An island's chunk and the chunks it imports come in one round (islands/runtime/preload.ts,
 * #24): the browser does not wait for the island's chunk to know what else it needs. Shown on
 * a contact form, whose chunk imports shared chunks: its chunk is held back until every one of
 * them has been asked for, which happens only if the loader asked for them beside it. An
 * `ahead` island's chunks (the variable product's form) are on the page before the shopper's
 * input, fetched once and not run, and the input asks for none of them again.
 */

const browser = sharedBrowser();
/** How long the held chunk waits for its imports to be asked for before it is let go regardless. */
const HOLD_LIMIT_MS = 10_000;
const manifest = readManifest(BUILD_DIR);
const atStart = chunksAtStart(BUILD_DIR, manifest);
const fileName = (url: string): string => path.posix.basename(new URL(url).pathname);

describe.skipIf(store().skip !== '')('an island with the chunks it imports', () => {
	it('the contact form: every chunk its chunk imports is asked for before that chunk arrives, once each, and the form starts', async () => {
		const chunk = manifest.islands['contact-form'] as string;
		const imports = importsBeyondStart(BUILD_DIR, atStart, chunk);
		expect(imports.length).toBeGreaterThan(1);

		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const requested: string[] = [];
		page.on('request', (request) => requested.push(fileName(request.url())));
		let heldUntilAsked: boolean | null = null;
		await page.route(`**/${path.posix.basename(chunk)}`, async (route: Route) => {
			const asked = (): boolean => imports.every((file) => requested.includes(file));
			for (let waited = 0; !asked() && waited < HOLD_LIMIT_MS; waited += 50) {
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
			heldUntilAsked = asked();
			await route.continue();
		});
		await page.goto(storeUrl('/contact/'));
		await settle(page);
		expect(requested).not.toContain(path.posix.basename(chunk));
		await page.focus('.wpcf7 input[name="your-name"]');
		// Its React root: the form has started.
		await expect
			.poll(() => page.evaluate(() => [...document.querySelectorAll('*')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))))
			.toBe(true);

		expect(heldUntilAsked).toBe(true);
		for (const file of imports) {
			expect(requested.filter((name) => name === file), file).toHaveLength(1);
		}
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([
		['add-to-cart', '/shop/'],
		['gallery', '/product/garlic-bread/'],
	])('%s, ahead: its chunk and its imports are fetched once on %s before any input, and not run', async (island, pagePath) => {
		const chunk = manifest.islands[island] as string;
		const files = [path.posix.basename(chunk), ...importsBeyondStart(BUILD_DIR, atStart, chunk)];
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const requested: string[] = [];
		page.on('request', (request) => requested.push(fileName(request.url())));
		const run = await watchScriptsRun(page);
		await page.goto(storeUrl(pagePath));
		await settle(page);
		for (const file of files) {
			expect(requested.filter((name) => name === file), file).toHaveLength(1);
		}
		expect([...(await run.ran())].map(fileName)).not.toContain(path.posix.basename(chunk));
		expect(errors).toEqual([]);
		await context.close();
	});

	it('the variations form, ahead: its chunk and its imports are fetched once before any input and not run; End on a select asks for none again', async () => {
		const chunk = path.posix.basename(manifest.islands['variations-form'] as string);
		const files = [chunk, ...importsBeyondStart(BUILD_DIR, atStart, manifest.islands['variations-form'] as string)];
		const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 720 } });
		const requested: string[] = [];
		page.on('request', (request) => requested.push(fileName(request.url())));
		const run = await watchScriptsRun(page);
		await page.goto(storeUrl('/product/margherita/'));
		await settle(page);

		for (const file of files) {
			expect(requested.filter((name) => name === file), file).toHaveLength(1);
		}
		// Fetched, not run: nothing of the form's own chunk ran, and its React view was not asked for.
		expect([...(await run.ran())].map(fileName)).not.toContain(chunk);
		expect(requested.some((name) => name.startsWith('form-view-'))).toBe(false);

		await page.focus('select[name="attribute_pa_size"]');
		await page.keyboard.press('End');
		await page.waitForSelector('select[name="attribute_crust"] option[value="Thin"]:disabled', { state: 'attached' });
		expect([...(await run.ran())].map(fileName)).toContain(chunk);
		for (const file of files) {
			expect(requested.filter((name) => name === file), file).toHaveLength(1);
		}
		expect(errors).toEqual([]);
		await context.close();
	});
});
