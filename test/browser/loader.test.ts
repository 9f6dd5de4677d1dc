import path from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_BUILD_DIR } from '../../esbuild.config.mjs';
import { readManifest } from '../../fixtures-html/server/manifest';
import { openPage, sharedBrowser, storeUrl } from './chromium';

/** The islands runtime in a real browser, on /__test__/loader/ with the test islands. */

const browser = sharedBrowser();

function chunkOf(island: string): string {
	const chunk = readManifest(TEST_BUILD_DIR).islands[island];
	if (!chunk) {
		throw new Error(`no test island ${island}`);
	}
	return `**/${path.posix.basename(chunk)}`;
}

describe('islands loader', () => {
	it('mounts a marker on load, one inserted later, and unmounts a removed one', async () => {
		const { page, errors, context } = await openPage(browser());
		await page.goto(storeUrl('/__test__/loader/'));
		await page.locator('#first-probe .probe-status').waitFor();

		await page.evaluate(() => {
			const later = document.getElementById('later') as HTMLElement;
			later.innerHTML = '<p id="late-probe" data-island="probe">Late probe:</p>';
		});
		await page.locator('#late-probe .probe-status').waitFor();

		await page.evaluate(() => document.getElementById('late-probe')?.remove());
		await page.waitForFunction(() => document.documentElement.dataset.probeUnmounts === '1');
		expect(errors.filter((error) => !error.includes('broken'))).toEqual([]);
		await context.close();
	});

	it('holds a click made while the island loads and replays it once mounted', async () => {
		const { page, context } = await openPage(browser());
		let release: () => void = () => undefined;
		const released = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(chunkOf('counter'), async (route: Route) => {
			await released;
			await route.continue();
		});
		await page.goto(storeUrl('/__test__/loader/'));
		await page.locator('#first-probe .probe-status').waitFor();
		// Whether the runtime held the click: read once the click's dispatch is over.
		await page.evaluate(() => {
			window.addEventListener(
				'click',
				(event) => {
					setTimeout(() => (document.documentElement.dataset.clickHeld = String(event.defaultPrevented)));
				},
				{ capture: true, once: true },
			);
		});
		await page.click('#counter');
		await page.waitForFunction(() => document.documentElement.dataset.clickHeld !== undefined);
		expect(await page.getAttribute('html', 'data-click-held')).toBe('true');
		expect(page.url()).toBe(storeUrl('/__test__/loader/'));
		expect(await page.getAttribute('#counter', 'data-count')).toBeNull();
		release();
		await page.waitForSelector('#counter[data-count="1"]');
		expect(page.url()).toBe(storeUrl('/__test__/loader/'));
		await context.close();
	});

	it('lets the click through to the plain link when the island fails to load', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.route(chunkOf('counter'), (route: Route) => route.abort());
		await page.goto(storeUrl('/__test__/loader/'));
		await page.locator('#first-probe .probe-status').waitFor();
		await Promise.all([page.waitForURL(storeUrl('/__test__/target/')), page.click('#counter')]);
		expect(await page.textContent('#target')).toBe('Target page');
		expect(errors.some((error) => error.includes('"counter" island failed'))).toBe(true);
		await context.close();
	});

	it('contains a broken island: one console error, an error event, the other islands work', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.addInitScript(() => {
			document.addEventListener('shop-islands:error', (event) => {
				const island = (event as CustomEvent<{ island: string }>).detail.island;
				document.documentElement.dataset.islandErrors = `${document.documentElement.dataset.islandErrors ?? ''}${island};`;
			});
		});
		await page.goto(storeUrl('/__test__/loader/'));
		await page.locator('#first-probe .probe-status').waitFor();
		await page.waitForFunction(() => document.documentElement.dataset.islandErrors === 'broken;');
		expect(errors.filter((error) => error.includes('"broken" island failed'))).toHaveLength(1);
		await page.click('#counter');
		await page.waitForSelector('#counter[data-count="1"]');
		await Promise.all([page.waitForURL(storeUrl('/__test__/target/')), page.click('#broken a')]);
		await context.close();
	});
});
