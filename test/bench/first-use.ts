import type { Page } from 'playwright-core';
import { BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { startFixtureServer } from '../../fixtures-html/server/index';
import { launchChromium } from '../browser/chromium';
import { settle } from '../browser/support/islands';
import { splitByRun, watchScripts, watchScriptsRun } from '../browser/support/scripts';
import { withSpecialMenuSeen } from '../browser/support/special-menu';
import { VIEWPORT } from './measure';

/**
 * `npx tsx test/bench/first-use.ts [--runs=N]`: the variations form's cost and first use on
 * each variable product page, under a 4× CPU throttle (a mid-range phone): the JavaScript
 * run before any input (gzip), the script time until the page settles, and the
 * first-use latency, from a key on the size select the moment the HTML has been parsed until
 * the options it rules out are marked, with the island's chunk cold (first visit) and warm
 * (the next page view, from the HTTP cache). Medians, printed as a Markdown table. It never fails.
 */

const CPU_THROTTLE = 4;
const DEFAULT_RUNS = 3;

interface FirstUseCase {
	readonly path: string;
	/** The select the shopper uses first, and the keys they press on it. */
	readonly select: string;
	readonly keys: readonly string[];
	/** The option that choice rules out, once the island has filtered. */
	readonly filtered: string;
}

const CASES: readonly FirstUseCase[] = [
	{
		path: '/product/margherita/',
		select: 'select[name="attribute_pa_size"]',
		keys: ['End'],
		filtered: 'select[name="attribute_crust"] option[value="Thin"]:disabled',
	},
	{
		path: '/product/poke-bowl/',
		// Shrimp: udon with shrimp is the inactive one.
		select: 'select[name="attribute_pa_protein"]',
		keys: ['End', 'ArrowUp'],
		filtered: 'select[name="attribute_pa_base"] option[value="udon"]:disabled',
	},
];

interface Sample {
	readonly jsGzip: number;
	readonly scriptMs: number;
	readonly coldMs: number;
	readonly warmMs: number;
}

const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);

await buildOnce();
const store = await startFixtureServer({ port: 0, buildDir: BUILD_DIR, csp: false });
const browser = await launchChromium();

try {
	const rows: string[] = [];
	for (const useCase of CASES) {
		const samples: Sample[] = [];
		for (let run = 0; run < runs; run += 1) {
			samples.push(await measure(useCase));
		}
		const median = (pick: (sample: Sample) => number): number => {
			const sorted = samples.map(pick).sort((a, b) => a - b);
			return sorted[Math.floor(sorted.length / 2)] ?? 0;
		};
		rows.push(
			`| ${useCase.path} | ${(median((sample) => sample.jsGzip) / 1024).toFixed(1)} KB | ${Math.round(median((sample) => sample.scriptMs))} ms | ${Math.round(median((sample) => sample.coldMs))} ms | ${Math.round(median((sample) => sample.warmMs))} ms |`,
		);
	}
	console.log(`Chromium ${browser.version()}, ${CPU_THROTTLE}× CPU throttle, median of ${runs}`);
	console.log('| page | JS before input (gzip) | script time at load | first use, chunk cold | first use, chunk warm |');
	console.log('| --- | --- | --- | --- | --- |');
	console.log(rows.join('\n'));
} finally {
	await browser.close();
	await store.close();
}

async function measure(useCase: FirstUseCase): Promise<Sample> {
	const context = await browser.newContext({ viewport: VIEWPORT });
	// The special-menu popup's overlay, 3 s after load, would take the first use's click.
	await withSpecialMenuSeen(context);
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
	await cdp.send('Performance.enable');
	const url = new URL(useCase.path, store.url).toString();

	const scripts = watchScripts(page);
	const run = await watchScriptsRun(page);
	await page.goto(url);
	await settle(page);
	const { metrics } = await cdp.send('Performance.getMetrics');
	const scriptMs = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
	// Run, not fetched: the form's chunk is fetched ahead, not run (#24).
	const jsGzip = splitByRun(await scripts.totals(), await run.ran()).ran.gzip;

	// Cold: a new context has an empty HTTP cache; warm: this context's next view of the page.
	const coldContext = await browser.newContext({ viewport: VIEWPORT });
	await withSpecialMenuSeen(coldContext);
	const coldMs = await firstUseOn(await coldContext.newPage(), url, useCase);
	await coldContext.close();
	const warmMs = await firstUseOn(page, url, useCase);
	await context.close();
	return { jsGzip, scriptMs, coldMs, warmMs };
}

/** From a key on the select as soon as the HTML is parsed, until the filtered option shows. */
async function firstUseOn(page: Page, url: string, useCase: FirstUseCase): Promise<number> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
	await page.goto(url, { waitUntil: 'domcontentloaded' });
	await page.evaluate(() => {
		document.addEventListener('keydown', (event) => {
			(window as unknown as { __firstUse?: number }).__firstUse ??= event.timeStamp;
		}, true);
	});
	for (const key of useCase.keys) {
		await page.press(useCase.select, key);
	}
	// Checked every frame in the page, so the end is the first frame that shows it.
	await page.waitForFunction((selector) => document.querySelector(selector) !== null, useCase.filtered, { polling: 'raf', timeout: 30_000 });
	return page.evaluate(() => performance.now() - ((window as unknown as { __firstUse?: number }).__firstUse ?? 0));
}
