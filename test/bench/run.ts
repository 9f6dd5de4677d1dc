import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR, buildOnce } from '../../esbuild.config.mjs';
import { startFixtureServer } from '../../fixtures-html/server/index';
import { readManifest } from '../../fixtures-html/server/manifest';
import { launchChromium } from '../browser/chromium';
import { BENCH_PAGES, INTERACTIONS } from './config';
import { type InteractionSample, type PageSample, measureInteraction, measurePage } from './measure';
import { loaderTable } from './loader-bytes';
import { benchRealStore } from './real-store';
import { type BenchResults, markdown, medianOf } from './report';

/**
 * `npm run bench`: a production build, the fixture store on a free port, every page and
 * interaction of config.ts measured `--runs=N` times (3 by default) in headless Chromium, the
 * medians written to results.json and results.md and printed with their deltas against
 * baseline.json. `--update-baseline` makes these results the baseline. It never fails on a
 * number: it reports. `--real-store` measures the real store instead, with the plugin active
 * and inactive (real-store.ts); `--loader` only builds and prints what the loader's bytes are
 * made of (loader-bytes.ts).
 */

if (process.argv.includes('--real-store')) {
	await benchRealStore(process.argv);
	process.exit(0);
}

if (process.argv.includes('--loader')) {
	const loader = await buildOnce();
	const source = readFileSync(loader.file);
	console.log(loaderTable(loader.inputs, source.length, gzipSync(source, { level: 9 }).length));
	process.exit(0);
}

const HERE = import.meta.dirname;
const RESULTS_JSON = path.join(HERE, 'results.json');
const RESULTS_MD = path.join(HERE, 'results.md');
const BASELINE_JSON = path.join(HERE, 'baseline.json');
const DEFAULT_RUNS = 3;

const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);
const updateBaseline = process.argv.includes('--update-baseline');
if (!Number.isInteger(runs) || runs < 1) {
	throw new Error('--runs wants a whole number of at least 1');
}

console.log('Building (production)…');
await buildOnce();
const manifest = readManifest(BUILD_DIR);
const store = await startFixtureServer({ port: 0, buildDir: BUILD_DIR, csp: false });
const browser = await launchChromium();

try {
	const pages: Record<string, PageSample & { path: string }> = {};
	for (const { id, path: pagePath } of BENCH_PAGES) {
		const samples: PageSample[] = [];
		for (let run = 0; run < runs; run += 1) {
			samples.push(await measurePage(browser, store.url, pagePath, manifest.islands));
		}
		pages[id] = { path: pagePath, ...medianOf(samples) };
		console.log(`  ${id}: done`);
	}
	const interactions: Record<string, InteractionSample & { path: string }> = {};
	for (const [name, interaction] of Object.entries(INTERACTIONS)) {
		const samples: InteractionSample[] = [];
		for (let run = 0; run < runs; run += 1) {
			samples.push(await measureInteraction(browser, store.url, interaction));
		}
		interactions[name] = { path: interaction.path, ...medianOf(samples) };
		console.log(`  ${name}: done`);
	}
	const results: BenchResults = {
		generated: new Date().toISOString(),
		runs,
		browser: `Chromium ${browser.version()}`,
		build: manifest.version,
		pages,
		interactions,
	};
	const baseline = existsSync(BASELINE_JSON) ? (JSON.parse(readFileSync(BASELINE_JSON, 'utf8')) as BenchResults) : null;
	const report = markdown(results, baseline);
	writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, '\t')}\n`);
	writeFileSync(RESULTS_MD, report);
	if (updateBaseline) {
		writeFileSync(BASELINE_JSON, `${JSON.stringify(results, null, '\t')}\n`);
	}
	console.log(`\n${report}`);
	console.log(updateBaseline ? `Baseline updated: ${path.relative(process.cwd(), BASELINE_JSON)}` : `Written: ${path.relative(process.cwd(), RESULTS_MD)}`);
} finally {
	await browser.close();
	await store.close();
}
