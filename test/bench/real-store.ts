import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fillCart } from '../browser/support/cart';
import { splitByRun, watchScripts, watchScriptsRun } from '../browser/support/scripts';
import { RELEASES, findRealStoreToolchain, parseRelease, storeDir, type Release } from '../real-store/environment';
import { PLAIN_STOREFRONT_COOKIE } from '../real-store/seed-plugins';
import { THEMES, themeCookie } from '../real-store/themes';
import { startStore, stopStore, type StoreState } from '../real-store/store';
import { freePort } from '../php-mariadb/servers';
import { launchChromium } from '../browser/chromium';
import { DELAYED_SCRIPTS_RAN } from './delay-scripts';
import { writeFigures } from './readme-figures';
import { benchFirstUse } from './real-store-first-use';
import { VIEWPORT } from './measure';
import { type DelayedResult, type LoadSample, type PageComparison, type PageGoal, readmeFiguresTable, realStoreMarkdown, type RealStoreResults, type StackResults, type VisitorResult } from './real-store-report';
import { medianOf } from './report';
import { CLASSIC, type Cookie, CPU_THROTTLE, DELAYED_CLASSIC, OURS, type Visitor, visitorContext } from './real-store-visitors';

/**
 * `npm run bench -- --real-store`: the pages of the real store (WooCommerce, Storefront, CF7 and
 * the seed store's YITH WooCommerce Wishlist and WooLentor, seeded with the fixture menu) with the
 * plugin active ("ours") and inactive ("classic": the visitor cookie for which the test switches
 * mu-plugin leaves it out), on each release (the current WordPress and WooCommerce, then the oldest
 * supported; `--release=current` or `--release=oldest` for one), side by side, each in one run: JavaScript received before any interaction (gzip) and its
 * files, main-thread script time until the page settles under a 4× CPU throttle, requests, and
 * whether jQuery ran, each the median of `--runs=N` (5) first visits with items in the cart; then
 * the ratio ours / classic and issue #23's goal. `--plain-storefront` measures the store without
 * the seed plugins too (their visitor cookie), as the bench did before them; `--delayed-classic`
 * adds the classic page with every script delayed until the first interaction (delay-scripts.ts).
 * `--first-use` measures issue #24's first use instead (real-store-first-use.ts), on the first
 * release measured: the time from an input to the next paint on the islands that wait for intent;
 * with `--pages`, the pages too;
 * `--only=TEXT`, only the inputs whose name contains TEXT (`--only=gallery`); `--themes` the shop
 * and the variable product on each theme of test/real-store/themes.ts instead, on the current release.
 * Writes results-real-store.json and .md beside this file (not committed), and, from a run of the
 * store as set up on both releases (the default), the README's figures (readme-figures.ts).
 * Never fails on a number.
 */

const DEFAULT_RUNS = 5;
/** A throttled page on a busy machine can take longer than Playwright's 30 s to go quiet: the bench waits, it does not judge. */
const VISIT_TIMEOUT_MS = 120_000;
/** No request in flight for this long: the network is quiet (Playwright's `networkidle` rule). */
const NETWORK_QUIET_MS = 500;
const RESULTS_JSON = path.join(import.meta.dirname, 'results-real-store.json');
const RESULTS_MD = path.join(import.meta.dirname, 'results-real-store.md');
const README = path.join(import.meta.dirname, '..', '..', 'README.md');

/** The plugins a store runs: the seed's stack as set up, plain Storefront, or another theme, for a visitor with its cookie. */
interface Stack {
	readonly title: string;
	readonly cookies: readonly Cookie[];
	/** The pages measured: all of REAL_BENCH_PAGES unless named. */
	readonly pages?: readonly BenchPage[];
}

const SEED_STACK: Stack = { title: 'seed plugins: YITH WooCommerce Wishlist and WooLentor (the store as set up)', cookies: [] };
const PLAIN_STOREFRONT_STACK: Stack = { title: 'plain Storefront: without the seed plugins', cookies: [PLAIN_STOREFRONT_COOKIE] };

/** A page but the cart and checkout: issues #23 and #39's goal. */
const BROWSED_PAGE: PageGoal = { lighter: true, noJquery: true, loaderOnly: true };
/** The cart and checkout keep WooCommerce's own scripts. */
const NO_GOAL: PageGoal = { lighter: false, noJquery: false, loaderOnly: false };

interface BenchPage {
	readonly id: string;
	readonly path: string;
	readonly goal: PageGoal;
}

/** A browsed page on another theme: lighter than classic, jQuery kept where the theme's scripts use it. */
const THEME_PAGE: PageGoal = { lighter: true, noJquery: false, loaderOnly: false };

/**
 * `--themes`: the shop and the variable product on each theme site owners run (test/real-store/themes.ts),
 * its WooCommerce features on, and Hello Elementor's home page built with Elementor, on the current release.
 */
const THEME_STACKS: readonly Stack[] = THEMES.map((theme) => ({
	title: `theme ${theme} (its WooCommerce features on)`,
	cookies: [themeCookie(theme)],
	pages: [
		// Hello Elementor's home page is built with Elementor (test/real-store/site/store-seed-themes.php).
		...(theme === 'hello-elementor' ? [{ id: 'Elementor home', path: '/', goal: THEME_PAGE }] : []),
		{ id: 'shop', path: '/shop/', goal: THEME_PAGE },
		{ id: 'variable product', path: '/product/margherita/', goal: THEME_PAGE },
	],
}));

/** The real store's screens, by the fixture's dishes and form. */
const REAL_BENCH_PAGES: readonly BenchPage[] = [
	{ id: 'home', path: '/', goal: BROWSED_PAGE },
	{ id: 'shop', path: '/shop/', goal: BROWSED_PAGE },
	{ id: 'simple product', path: '/product/garlic-bread/', goal: BROWSED_PAGE },
	{ id: 'variable product', path: '/product/margherita/', goal: BROWSED_PAGE },
	{ id: 'contact', path: '/contact/', goal: BROWSED_PAGE },
	{ id: 'cart', path: '/cart/', goal: NO_GOAL },
	{ id: 'checkout', path: '/checkout/', goal: NO_GOAL },
	{ id: 'my account', path: '/my-account/', goal: BROWSED_PAGE },
];

export async function benchRealStore(argv: readonly string[]): Promise<void> {
	const runs = Number(argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? DEFAULT_RUNS);
	if (!Number.isInteger(runs) || runs < 1) {
		throw new Error('--runs wants a whole number of at least 1');
	}
	const firstUse = argv.includes('--first-use');
	const only = argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length) ?? '';
	const pages = !firstUse || argv.includes('--pages');
	const themes = argv.includes('--themes');
	const stacks = !pages ? [] : themes ? THEME_STACKS : argv.includes('--plain-storefront') ? [SEED_STACK, PLAIN_STOREFRONT_STACK] : [SEED_STACK];
	const visitors = argv.includes('--delayed-classic') ? { ours: OURS, classic: CLASSIC, delayed: DELAYED_CLASSIC } : { ours: OURS, classic: CLASSIC };
	const given = argv.find((argument) => argument.startsWith('--release='))?.slice('--release='.length);
	// The first use alone is measured on the current release.
	const releases: readonly Release[] = given ? [parseRelease(given)] : pages && !themes ? ['current', 'oldest'] : ['current'];
	const browser = await launchChromium();
	try {
		const generated = new Date().toISOString();
		const measured: StackResults[] = [];
		let firstUseResults: RealStoreResults['firstUse'];
		for (const release of releases) {
			const found = findRealStoreToolchain(release);
			if ('missing' in found) {
				console.log(`Real-store bench on ${RELEASES[release].label} skipped: ${found.missing}`);
				continue;
			}
			console.log(`Starting the real store on ${RELEASES[release].label} (production build of the plugin)…`);
			const dir = storeDir(release);
			const { state, reused } = await startStore({
				release,
				toolchain: found.toolchain,
				dir,
				port: await freePort(),
				log: (line) => console.log(`  ${line}`),
				built: false,
			});
			try {
				for (const stack of stacks) {
					const title = `${RELEASES[release].label}, ${stack.title}`;
					measured.push({ title, release: RELEASES[release].label, pages: await measureStack(browser, state, { ...stack, title }, visitors, runs) });
				}
				if (firstUse && !firstUseResults) {
					firstUseResults = await benchFirstUse(browser, state, runs, (line) => console.log(line), only);
				}
			} finally {
				if (!reused) {
					await stopStore(dir);
				}
			}
		}
		const results: RealStoreResults = {
			generated,
			runs,
			browser: `Chromium ${browser.version()}`,
			cpuThrottle: CPU_THROTTLE,
			stacks: measured,
			...(firstUseResults ? { firstUse: firstUseResults } : {}),
		};
		const report = realStoreMarkdown(results);
		writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, '\t')}\n`);
		writeFileSync(RESULTS_MD, report);
		console.log(`\n${report}`);
		console.log(`Written: ${path.relative(process.cwd(), RESULTS_MD)}`);
		// The README's table is the store as set up, on both releases: only a run that measured that writes it.
		const [current, oldest] = measured;
		if (stacks.length === 1 && stacks[0] === SEED_STACK && current && oldest && measured.length === 2 && current.release !== oldest.release) {
			writeFigures(README, readmeFiguresTable(results, current, oldest));
			console.log(`Written: the figures of ${path.relative(process.cwd(), README)}`);
		} else {
			console.log(`${path.relative(process.cwd(), README)}'s figures left as they are: they are the store as set up on both releases (npm run bench -- --real-store).`);
		}
	} finally {
		await browser.close();
	}
}

/**
 * Every page for every visitor, run after run: the visitors of a page alternate, so a change in
 * the machine's load falls on all sides of a ratio rather than on one.
 */
async function measureStack(
	browser: Browser,
	store: StoreState,
	stack: Stack,
	visitors: { readonly ours: Visitor; readonly classic: Visitor; readonly delayed?: Visitor },
	runs: number,
): Promise<Record<string, PageComparison>> {
	const visits = new Map<string, Visit[]>();
	for (let run = 0; run < runs; run += 1) {
		for (const page of stack.pages ?? REAL_BENCH_PAGES) {
			for (const [name, visitor] of Object.entries(visitors)) {
				const key = `${page.id}\n${name}`;
				const visit = await measureLoad(browser, store, page.path, visitor, stack.cookies).catch((error: unknown) => {
					throw new Error(`${stack.title}, ${page.id}, ${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
				});
				visits.set(key, [...(visits.get(key) ?? []), visit]);
			}
		}
		console.log(`  ${stack.title}: run ${run + 1} of ${runs} done`);
	}
	const visitsOf = (pageId: string, name: string): Visit[] => visits.get(`${pageId}\n${name}`) ?? [];
	const result = (pageId: string, name: string): VisitorResult => {
		const pageVisits = visitsOf(pageId, name);
		return { ...medianOf(pageVisits.map((visit) => visit.sample)), jquery: pageVisits.some((visit) => visit.jquery) };
	};
	const delayed = (pageId: string): DelayedResult | undefined => {
		const samples = visitsOf(pageId, 'delayed').flatMap(({ sample, interaction }) =>
			interaction ? [{ ...sample, interactionJsGzip: interaction.jsGzip, interactionScripts: interaction.scripts, interactionScriptMs: interaction.scriptMs }] : [],
		);
		return samples.length > 0 ? medianOf(samples) : undefined;
	};
	return Object.fromEntries(
		(stack.pages ?? REAL_BENCH_PAGES).map((page) => [
			page.id,
			{ path: page.path, goal: page.goal, ours: result(page.id, 'ours'), classic: result(page.id, 'classic'), ...(visitors.delayed ? { delayed: delayed(page.id) } : {}) },
		]),
	);
}

interface Visit {
	readonly sample: LoadSample;
	readonly jquery: boolean;
	/** For a visitor whose scripts wait: what the first interaction ran, until the page settled again. */
	readonly interaction: Pick<LoadSample, 'jsGzip' | 'scripts' | 'scriptMs'> | null;
}

/** One first visit with two items in the cart, under the CPU throttle, until the page settles. */
async function measureLoad(browser: Browser, store: StoreState, pagePath: string, visitor: Visitor, stackCookies: readonly Cookie[]): Promise<Visit> {
	const context = await visitorContext(browser, store.url, visitor, { viewport: VIEWPORT, stackCookies });
	context.setDefaultTimeout(VISIT_TIMEOUT_MS);
	context.setDefaultNavigationTimeout(VISIT_TIMEOUT_MS);
	const page = await context.newPage();
	await fillCart(page, store.url);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
	const network = watchNetwork(page);
	const scripts = watchScripts(page);
	// What ran, told from what was only fetched ahead. V8's cheapest coverage, on every visitor alike.
	const run = await watchScriptsRun(page);
	const scriptMs = async (): Promise<number> => {
		const { metrics } = await cdp.send('Performance.getMetrics');
		return Math.round((metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 10_000) / 10;
	};
	await page.goto(new URL(pagePath, store.url).toString());
	await network.settled();
	const atLoad = { ms: await scriptMs(), ...splitByRun(await scripts.totals(), await run.ran()) };
	const sample: LoadSample = {
		jsGzip: atLoad.ran.gzip,
		scripts: atLoad.ran.files.length,
		aheadGzip: atLoad.ahead.gzip,
		aheadScripts: atLoad.ahead.files.length,
		scriptMs: atLoad.ms,
		requests: network.requests(),
	};
	const jquery = await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function');
	let interaction: Visit['interaction'] = null;
	if (visitor.delayScripts) {
		// The pointer entering the page: the first event WP Rocket's loader waits for.
		await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
		await page.waitForSelector(DELAYED_SCRIPTS_RAN, { state: 'attached' });
		await network.settled();
		const after = { ms: await scriptMs(), ...splitByRun(await scripts.totals(), await run.ran()) };
		interaction = {
			jsGzip: after.ran.gzip - atLoad.ran.gzip,
			scripts: after.ran.files.length - atLoad.ran.files.length,
			scriptMs: Math.round((after.ms - atLoad.ms) * 10) / 10,
		};
	}
	await context.close();
	return { sample, jquery, interaction };
}

/**
 * The page's requests, and a wait until it has settled: loaded, no request in flight for
 * `NETWORK_QUIET_MS`, then an idle moment and a frame (as `settle()` of support/islands.ts).
 * Counted here rather than by Playwright's `networkidle`, which a page whose requests all end
 * before DOMContentLoaded can leave unreached (the delayed page: microsoft/playwright#42598).
 */
function watchNetwork(page: Page): { requests(): number; settled(): Promise<void> } {
	let requests = 0;
	let inFlight = 0;
	let lastChange = Date.now();
	page.on('request', () => {
		requests += 1;
		inFlight += 1;
		lastChange = Date.now();
	});
	const ended = (): void => {
		inFlight -= 1;
		lastChange = Date.now();
	};
	page.on('requestfinished', ended);
	page.on('requestfailed', ended);
	return {
		requests: () => requests,
		async settled() {
			await page.waitForLoadState('load');
			const deadline = Date.now() + VISIT_TIMEOUT_MS;
			while (inFlight > 0 || Date.now() - lastChange < NETWORK_QUIET_MS) {
				if (Date.now() > deadline) {
					throw new Error(`${page.url()} never went quiet: ${inFlight} requests in flight`);
				}
				await page.waitForTimeout(100);
			}
			await page.evaluate(
				() =>
					new Promise<void>((resolve) => {
						requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 });
					}),
			);
		},
	};
}
