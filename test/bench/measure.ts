import type { Browser, CDPSession, Page } from 'playwright-core';
import { fillCart } from '../browser/support/cart';
import { type IslandMarker, islandsOnPage, settle, startAllIslands } from '../browser/support/islands';
import { cumulativeShift, islandLayoutShifts, recordLayoutShifts } from '../browser/support/layout-shift';
import { type ScriptWatch, splitByRun, watchScripts, watchScriptsRun } from '../browser/support/scripts';
import { withSpecialMenuSeen } from '../browser/support/special-menu';
import type { Feedback, Interaction } from './config';

/**
 * One measurement of a page or an interaction in a fresh browser context (nothing cached).
 * Times come from the browser itself (Performance metrics, a trace, event time stamps), never
 * from the clock of this process.
 */

export interface PageSample {
	/** JavaScript run until the page settled with no input (fetched ahead and not run aside): bytes, raw and gzipped. */
	readonly jsBeforeRaw: number;
	readonly jsBeforeGzip: number;
	/** …and once every island on the page has mounted (`visible` ones scrolled to, `interaction` ones started). */
	readonly jsMountedRaw: number;
	readonly jsMountedGzip: number;
	readonly islandsUpFront: number;
	readonly islandsOnPage: number;
	/** Main-thread time in scripts until the page settled, and its longest task, in ms. */
	readonly scriptMs: number;
	readonly longestTaskMs: number;
	/** Network requests of the first visit (cart cache empty), and of the next load in the same tab. */
	readonly requestsFirstVisit: number;
	readonly cartRequestsFirstVisit: number;
	readonly requestsCached: number;
	readonly cartRequestsCached: number;
	/** Cumulative layout shift without shopper input, from the loader's start until every island mounted. */
	readonly cls: number;
}

export interface InteractionSample {
	/** From the input event to the first frame showing the feedback, in ms. */
	readonly ms: number;
	/** Background requests (fetch / XHR) it made. */
	readonly requests: number;
}

export const VIEWPORT = { width: 1280, height: 720 } as const;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
const CART_REQUEST = /[?&]wc-ajax=/;
const MOUNT_TIMEOUT_MS = 10_000;

export async function measurePage(browser: Browser, storeUrl: string, path: string, chunks: Readonly<Record<string, string>>): Promise<PageSample> {
	const url = new URL(path, storeUrl).toString();
	const context = await browser.newContext({ viewport: VIEWPORT });
	// Its overlay would take the tab clicks that start the islands of a closed tab panel.
	await withSpecialMenuSeen(context);
	await recordLayoutShifts(context);
	const page = await context.newPage();
	await fillCart(page, storeUrl);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	const network = await countRequests(cdp);
	const scripts = watchScripts(page);
	const run = await watchScriptsRun(page);

	await browser.startTracing(page, { categories: TRACE_CATEGORIES });
	await page.goto(url);
	await settle(page);
	const trace = await browser.stopTracing();
	const { metrics } = await cdp.send('Performance.getMetrics');
	// What ran: an `ahead` island's chunks are fetched before any input, and not run (#24).
	const ran = await run.ran();
	const before = splitByRun(await scripts.totals(), ran).ran;
	const firstVisit = network.take();
	const islands = await islandsOnPage(page);
	const upFront = islands.filter((marker) => [...ran].some((url) => new URL(url).pathname.endsWith(chunks[marker.island] ?? '?'))).length;

	await startAllIslands(page);
	await waitForIslandChunks(page, scripts, islands, chunks);
	const mounted = await scripts.totals();
	const shifts = await islandLayoutShifts(page);
	const cls = cumulativeShift(shifts);
	if (shifts.length > 0) {
		console.warn(`  layout shift on ${path}: ${shifts.map((shift) => `${shift.value.toFixed(4)} (${shift.sources.join(', ')})`).join('; ')}`);
	}

	network.take();
	await page.goto(url);
	await settle(page);
	const cached = network.take();
	await context.close();

	return {
		jsBeforeRaw: before.raw,
		jsBeforeGzip: before.gzip,
		jsMountedRaw: mounted.raw,
		jsMountedGzip: mounted.gzip,
		islandsUpFront: upFront,
		islandsOnPage: islands.length,
		scriptMs: secondsToMs(metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0),
		longestTaskMs: longestTask(trace),
		requestsFirstVisit: firstVisit.requests,
		cartRequestsFirstVisit: firstVisit.cart,
		requestsCached: cached.requests,
		cartRequestsCached: cached.cart,
		cls,
	};
}

export async function measureInteraction(browser: Browser, storeUrl: string, interaction: Interaction): Promise<InteractionSample> {
	const context = await browser.newContext({ viewport: VIEWPORT });
	// Its overlay would take the clicks of an interaction that runs past its delay.
	await withSpecialMenuSeen(context);
	const page = await context.newPage();
	await page.goto(new URL(interaction.path, storeUrl).toString());
	await settle(page);
	await page.evaluate(
		// From the first input event, or from the last one (typing: the time after the shopper stops).
		`document.addEventListener(${JSON.stringify(interaction.startOn)}, (event) => { if (${interaction.fromLast === true} || window.__benchStart === undefined) window.__benchStart = event.timeStamp; }, true)`,
	);
	let requests = 0;
	page.on('request', (request) => {
		if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') {
			requests += 1;
		}
	});
	await interaction.act(page);
	await page.waitForFunction(feedbackShown, [...interaction.until], { polling: 'raf', timeout: 30_000 });
	const ms = Number(await page.evaluate('window.__benchEnd - window.__benchStart'));
	await settle(page);
	await context.close();
	return { ms: round(ms), requests };
}

/** In the page, once per frame: whether every condition holds; the first time they do, the time is noted. */
function feedbackShown(conditions: Feedback[]): boolean {
	const shown = conditions.every((condition) => {
		const element = document.querySelector(condition.selector);
		return element !== null && (condition.text === undefined || (element.textContent ?? '').includes(condition.text));
	});
	const clock = window as unknown as { __benchEnd?: number };
	if (shown && clock.__benchEnd === undefined) {
		clock.__benchEnd = performance.now();
	}
	return shown;
}

/** Network requests (not those the HTTP cache answered) since the last `take()`, and how many were cart calls. */
async function countRequests(cdp: CDPSession): Promise<{ take(): { requests: number; cart: number } }> {
	let sent = new Map<string, string>();
	let fromCache = new Set<string>();
	cdp.on('Network.requestWillBeSent', (event) => {
		sent.set(event.requestId, event.request.url);
	});
	cdp.on('Network.requestServedFromCache', (event) => {
		fromCache.add(event.requestId);
	});
	await cdp.send('Network.enable');
	return {
		take() {
			const urls = [...sent].filter(([id]) => !fromCache.has(id)).map(([, url]) => url);
			sent = new Map();
			fromCache = new Set();
			return { requests: urls.length, cart: urls.filter((url) => CART_REQUEST.test(url)).length };
		},
	};
}

async function waitForIslandChunks(
	page: Page,
	scripts: ScriptWatch,
	islands: readonly IslandMarker[],
	chunks: Readonly<Record<string, string>>,
): Promise<void> {
	const deadline = Date.now() + MOUNT_TIMEOUT_MS;
	const missing = (): IslandMarker[] => islands.filter((marker) => !scripts.requested(chunks[marker.island] ?? '?'));
	while (missing().length > 0 && Date.now() < deadline) {
		await page.waitForTimeout(50);
	}
	if (missing().length > 0) {
		throw new Error(`Islands never loaded on ${page.url()}: ${missing().map((marker) => marker.island).join(', ')}`);
	}
	await settle(page);
}

interface TraceEvent {
	readonly name: string;
	readonly ph: string;
	readonly pid: number;
	readonly tid: number;
	readonly dur?: number;
	readonly args?: { readonly name?: string };
}

/** The longest task on the renderer's main thread, in ms. */
function longestTask(trace: Buffer): number {
	const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
	const mainThreads = new Set(
		events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
	);
	const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
	return round(Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)));
}

function secondsToMs(seconds: number): number {
	return round(seconds * 1000);
}

function round(value: number): number {
	return Math.round(value * 10) / 10;
}
