import type { BrowserContext, Page } from 'playwright-core';
import { BUILD_DIR } from '../../../esbuild.config.mjs';
import { readManifest } from '../../../fixtures-html/server/manifest';

/**
 * Layout shifts recorded from the very start of each document (an init script observing
 * `layout-shift` entries, buffered), so islands mounting can be held to zero shift.
 *
 * `islandLayoutShifts` counts from the moment the body's `woocommerce-no-js` class becomes
 * `woocommerce-js` (the loader's first act, or WooCommerce's inline script before it): nothing
 * earlier can come from an island, yet a busy machine may paint a half-parsed page and shift it
 * as the rest arrives after that moment too. `holdIslands` and `islandMountShifts` take the
 * timing out: the islands mount onto a page that has finished loading, and only what they move
 * counts.
 */

export interface LayoutShift {
	readonly value: number;
	readonly startTime: number;
	readonly hadRecentInput: boolean;
	/** The nodes that moved, as `tag.class` (or `#text "…"`). */
	readonly sources: readonly string[];
}

interface Recorded {
	readonly shifts: LayoutShift[];
	readonly scriptsStartedAt?: number;
	/** When `holdIslands` let the islands' chunks through. */
	islandsReleasedAt?: number;
}

const STORE = '__shopIslandsLayoutShifts';

// A string, not a function: it runs as written whatever transpiled this file.
const RECORDER = `(() => {
	const recorded = { shifts: [] };
	window.${STORE} = recorded;
	const describe = (node) => !node ? '' : node.nodeType === 1
		? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '')
		: node.nodeType === 3 ? '#text "' + node.textContent.trim().slice(0, 30) + '"' : node.nodeName;
	new MutationObserver((records, observer) => {
		if (document.body && document.body.classList.contains('woocommerce-js')) {
			recorded.scriptsStartedAt = performance.now();
			observer.disconnect();
		}
	}).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
	try {
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				recorded.shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput, sources: (entry.sources || []).map((source) => describe(source.node)) });
			}
		}).observe({ type: 'layout-shift', buffered: true });
	} catch {}
})();`;

/** Records layout shifts in every document the page or context opens from now on. */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
	await target.addInitScript({ content: RECORDER });
}

/** The shifts since the loader started that no shopper input caused: what islands are held to. */
export async function islandLayoutShifts(page: Page): Promise<LayoutShift[]> {
	const recorded = await page.evaluate((store) => (window as unknown as Record<string, Recorded | undefined>)[store] ?? { shifts: [] }, STORE);
	const since = recorded.scriptsStartedAt ?? 0;
	return recorded.shifts.filter((shift) => !shift.hadRecentInput && shift.startTime >= since);
}

/**
 * The shifts since `holdIslands` let the islands through that no shopper input caused: what
 * their mounts moved, all of it, whatever the timing.
 */
export async function islandMountShifts(page: Page): Promise<LayoutShift[]> {
	const recorded = await page.evaluate((store) => (window as unknown as Record<string, Recorded | undefined>)[store], STORE);
	const since = recorded?.islandsReleasedAt;
	if (recorded === undefined || since === undefined) {
		throw new Error('No islands released here: record the shifts, hold the islands with holdIslands() and visit() the page');
	}
	return recorded.shifts.filter((shift) => !shift.hadRecentInput && shift.startTime >= since);
}

/**
 * Holds back every island of the page: the requests for the loader (which carries the kernel's
 * islands) and for the islands' chunks (those of the build's `manifest.json`, which the real
 * store's plugin is copied from) wait until the page is there. An island then mounts onto a page
 * that has long been painted, as it will when it loads on intent, so whatever its mount moves is
 * measured every time, not only when it loses the race with the first paint. The page itself
 * (the server's markup, the stylesheet, the theme's scripts) runs as usual meanwhile: that is what
 * the shopper sees before an island mounts.
 */
export async function holdIslands(page: Page): Promise<{ visit(url: string): Promise<void> }> {
	let letThrough: () => void = () => undefined;
	const released = new Promise<void>((resolve) => {
		letThrough = resolve;
	});
	const manifest = readManifest(BUILD_DIR);
	for (const file of new Set([manifest.entry, ...Object.values(manifest.islands)])) {
		await page.route(`**/${file}*`, async (route) => {
			await released;
			await route.continue().catch(() => {
				// The page went away first.
			});
		});
	}
	return {
		/**
		 * Opens `url`; once the page is parsed, its images are in, it has painted and gone idle,
		 * notes the moment for `islandMountShifts` and lets the loader and the chunks through, then
		 * waits for the page's `load` (which a module script being held holds back).
		 */
		async visit(url) {
			await page.goto(url, { waitUntil: 'commit' });
			await page.waitForFunction(() => document.readyState !== 'loading' && [...document.images].every((image) => image.complete || image.loading === 'lazy'));
			await painted(page);
			await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
			await painted(page);
			await page.evaluate((store) => {
				const recorded = (window as unknown as Record<string, Recorded | undefined>)[store];
				if (recorded) {
					recorded.islandsReleasedAt = performance.now();
				}
			}, STORE);
			letThrough();
			await page.waitForLoadState('load');
		},
	};
}

/**
 * Leaves web fonts out, so none swaps in while the islands mount. Storefront's icon font (Font
 * Awesome, `font-display: block`) is laid out with a fallback until it arrives, then its wider
 * glyphs move what follows them (the breadcrumb's home icon the breadcrumb, the store notice's
 * dismiss icon its text: 0.0002 to 0.0005 on every real-store page, plugin or not), whenever
 * the network delivers it, or first asks for it when an icon first shows. Without it the
 * fallback glyphs stay, and nothing moves.
 */
export async function withoutWebFonts(page: Page): Promise<void> {
	await page.route(WEB_FONT, (route) => route.abort());
}

const WEB_FONT = /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/;

/** Resolves once the page has painted a frame after this call. */
function painted(page: Page): Promise<void> {
	return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Cumulative layout shift of the given shifts, summed smallest first, so the same shifts in
 * another order give the same number to the last bit.
 */
export function cumulativeShift(shifts: readonly LayoutShift[]): number {
	return shifts
		.map((shift) => shift.value)
		.sort((a, b) => a - b)
		.reduce((sum, value) => sum + value, 0);
}
