import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { fillCart } from '../browser/support/cart';
import { settle } from '../browser/support/islands';
import { watchScripts } from '../browser/support/scripts';
import { findRealStoreToolchain, STORE_DIR } from '../real-store/environment';
import { startStore, stopStore, storeCommand, type StoreState } from '../real-store/store';
import { freePort } from '../php-mariadb/servers';
import { launchChromium } from '../browser/chromium';
import { VIEWPORT } from './measure';
import { medianOf } from './report';

/**
 * `npm run bench -- --real-store`: the same pages of the real store (WooCommerce, Storefront,
 * CF7, seeded with the fixture menu) with the plugin active ("ours") and inactive ("classic"),
 * in one run: JavaScript downloaded before any interaction (gzip), main-thread script time
 * until the page settles under a 4× CPU throttle, and requests, each the median of `--runs=N`
 * (5) first visits with items in the cart; then the ratio ours / classic. Writes
 * results-real-store.json and .md beside this file (not committed). Never fails on a number.
 */

interface LoadSample {
	readonly jsGzip: number;
	readonly scriptMs: number;
	readonly requests: number;
}

interface PageComparison {
	readonly path: string;
	readonly ours: LoadSample;
	readonly classic: LoadSample;
}

export interface RealStoreResults {
	readonly generated: string;
	readonly runs: number;
	readonly browser: string;
	readonly cpuThrottle: number;
	readonly pages: Readonly<Record<string, PageComparison>>;
}

const DEFAULT_RUNS = 5;
const CPU_THROTTLE = 4;
const RESULTS_JSON = path.join(import.meta.dirname, 'results-real-store.json');
const RESULTS_MD = path.join(import.meta.dirname, 'results-real-store.md');

/** The real store's screens, by the fixture's dishes and form. */
const REAL_BENCH_PAGES: ReadonlyArray<{ id: string; path: string }> = [
	{ id: 'home', path: '/' },
	{ id: 'shop', path: '/shop/' },
	{ id: 'simple product', path: '/product/garlic-bread/' },
	{ id: 'variable product', path: '/product/margherita/' },
	{ id: 'contact', path: '/contact/' },
	{ id: 'cart', path: '/cart/' },
	{ id: 'checkout', path: '/checkout/' },
	{ id: 'my account', path: '/my-account/' },
];

export async function benchRealStore(argv: readonly string[]): Promise<void> {
	const runs = Number(argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);
	if (!Number.isInteger(runs) || runs < 1) {
		throw new Error('--runs wants a whole number of at least 1');
	}
	const found = findRealStoreToolchain();
	if ('missing' in found) {
		console.log(`Real-store bench skipped: ${found.missing}`);
		return;
	}
	console.log('Starting the real store (production build of the plugin)…');
	const { state, reused } = await startStore({
		toolchain: found.toolchain,
		dir: STORE_DIR,
		port: await freePort(),
		log: (line) => console.log(`  ${line}`),
		built: false,
	});
	const browser = await launchChromium();
	try {
		const measured: Record<string, { ours?: LoadSample; classic?: LoadSample }> = {};
		for (const mode of ['classic', 'ours'] as const) {
			await storeCommand(found.toolchain.php, state.siteDir, mode === 'ours' ? 'activate-plugin' : 'deactivate-plugin');
			for (const page of REAL_BENCH_PAGES) {
				const samples: LoadSample[] = [];
				for (let run = 0; run < runs; run += 1) {
					samples.push(await measureLoad(browser, state, page.path));
				}
				measured[page.id] = { ...measured[page.id], [mode]: medianOf(samples) };
				console.log(`  ${page.id}, ${mode}: done`);
			}
		}
		const pages: Record<string, PageComparison> = {};
		for (const page of REAL_BENCH_PAGES) {
			const { ours, classic } = measured[page.id] ?? {};
			if (ours && classic) {
				pages[page.id] = { path: page.path, ours, classic };
			}
		}
		const results: RealStoreResults = {
			generated: new Date().toISOString(),
			runs,
			browser: `Chromium ${browser.version()}`,
			cpuThrottle: CPU_THROTTLE,
			pages,
		};
		const report = realStoreMarkdown(results);
		writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, '\t')}\n`);
		writeFileSync(RESULTS_MD, report);
		console.log(`\n${report}`);
		console.log(`Written: ${path.relative(process.cwd(), RESULTS_MD)}`);
	} finally {
		await browser.close();
		// The plugin stays active, as the store is set up.
		await storeCommand(found.toolchain.php, state.siteDir, 'activate-plugin');
		if (!reused) {
			await stopStore(STORE_DIR);
		}
	}
}

/** One first visit with two items in the cart, under the CPU throttle, until the page settles. */
async function measureLoad(browser: Browser, store: StoreState, pagePath: string): Promise<LoadSample> {
	const context = await browser.newContext({ viewport: VIEWPORT });
	const page = await context.newPage();
	await fillCart(page, store.url);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
	let requests = 0;
	page.on('request', () => {
		requests += 1;
	});
	const scripts = watchScripts(page);
	await page.goto(new URL(pagePath, store.url).toString());
	await settle(page);
	const { metrics } = await cdp.send('Performance.getMetrics');
	const { gzip } = await scripts.totals();
	await context.close();
	const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
	return { jsGzip: gzip, scriptMs: Math.round(scriptSeconds * 10_000) / 10, requests };
}

export function realStoreMarkdown(results: RealStoreResults): string {
	const ratio = (ours: number, classic: number): string => (classic > 0 ? (ours / classic).toFixed(2) : '–');
	const rows = Object.entries(results.pages).map(([id, { path: pagePath, ours, classic }]) =>
		[
			`${id} \`${pagePath}\``,
			`${kb(ours.jsGzip)} / ${kb(classic.jsGzip)} (${ratio(ours.jsGzip, classic.jsGzip)})`,
			`${Math.round(ours.scriptMs)} ms / ${Math.round(classic.scriptMs)} ms (${ratio(ours.scriptMs, classic.scriptMs)})`,
			`${ours.requests} / ${classic.requests} (${ratio(ours.requests, classic.requests)})`,
		].join(' | '),
	);
	return [
		'# Real store: ours / classic',
		'',
		`${results.generated}, ${results.browser}, median of ${results.runs} first visits with two items in the cart, CPU throttled ${results.cpuThrottle}×.`,
		'Each cell: with the plugin active / with it inactive (ratio ours / classic).',
		'',
		'| page | JS before interaction (gzip) | script time at load | requests |',
		'| --- | --- | --- | --- |',
		...rows.map((row) => `| ${row} |`),
		'',
	].join('\n');
}

function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}
