import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * The JavaScript a page downloads, file by file, raw and gzipped. The fixture store does not
 * compress, so each body is gzipped here (level 9, as the size budgets do): the numbers are
 * deterministic for a given build.
 */

export interface ScriptFile {
	readonly url: string;
	readonly raw: number;
	readonly gzip: number;
}

export interface ScriptTotals {
	readonly files: readonly ScriptFile[];
	readonly raw: number;
	readonly gzip: number;
}

export interface ScriptWatch {
	/** Every script received so far (bodies read to the end). */
	totals(): Promise<ScriptTotals>;
	/** Whether a script whose URL ends with `suffix` has been requested. */
	requested(suffix: string): boolean;
}

export function watchScripts(page: Page): ScriptWatch {
	const urls: string[] = [];
	const reading: Promise<ScriptFile | null>[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'script') {
			urls.push(request.url());
		}
	});
	page.on('response', (response) => {
		if (response.request().resourceType() !== 'script') {
			return;
		}
		reading.push(
			response.body().then(
				(body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
				() => null,
			),
		);
	});
	return {
		async totals() {
			const files = (await Promise.all(reading)).filter((file): file is ScriptFile => file !== null);
			const unique = [...new Map(files.map((file) => [file.url, file])).values()];
			return {
				files: unique,
				raw: unique.reduce((sum, file) => sum + file.raw, 0),
				gzip: unique.reduce((sum, file) => sum + file.gzip, 0),
			};
		},
		requested: (suffix) => urls.some((url) => new URL(url).pathname.endsWith(suffix)),
	};
}

/**
 * The scripts V8 has run since the watch began (their URLs), for telling what a page ran from
 * what it only fetched ahead (an island's chunk `modulepreload`ed once the page has loaded is
 * fetched and parsed, not run: #24). From V8's coverage in its cheapest mode (whether each
 * function ran, no counts); a module that never ran is not in it. Start it before the page loads.
 */
export interface RunWatch {
	/** Every script file of the page run so far. */
	ran(): Promise<ReadonlySet<string>>;
}

export async function watchScriptsRun(page: Page): Promise<RunWatch> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
	// Taking the coverage resets it: what ran stays in this set.
	const ran = new Set<string>();
	return {
		async ran() {
			const { result } = await cdp.send('Profiler.takePreciseCoverage');
			for (const script of result) {
				// The page's files only: not the scripts a test or Playwright evaluates in it.
				if (/^https?:/.test(script.url) && script.functions.some((fn) => fn.ranges.some((range) => range.count > 0))) {
					ran.add(script.url);
				}
			}
			return ran;
		},
	};
}

/** The files of `totals` that ran, and those only fetched ahead. */
export function splitByRun(totals: ScriptTotals, ran: ReadonlySet<string>): { readonly ran: ScriptTotals; readonly ahead: ScriptTotals } {
	const sum = (files: readonly ScriptFile[]): ScriptTotals => ({
		files,
		raw: files.reduce((total, file) => total + file.raw, 0),
		gzip: files.reduce((total, file) => total + file.gzip, 0),
	});
	return { ran: sum(totals.files.filter((file) => ran.has(file.url))), ahead: sum(totals.files.filter((file) => !ran.has(file.url))) };
}
