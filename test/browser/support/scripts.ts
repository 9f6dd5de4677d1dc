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
