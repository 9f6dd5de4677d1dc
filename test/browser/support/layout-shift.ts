import type { BrowserContext, Page } from 'playwright-core';

/**
 * Layout shifts recorded from the very start of each document (an init script observing
 * `layout-shift` entries, buffered), so islands mounting can be held to zero shift.
 *
 * The shifts that count are those after the loader starts (the moment it swaps the body's
 * `woocommerce-no-js` class for `woocommerce-js`, its first act): module scripts run once the
 * document is parsed, so nothing earlier can come from an island, while a busy machine may
 * paint a half-parsed page and shift it as the rest arrives.
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
 * Takes the network's timing out of the comparison with the classic page: web fonts are left
 * out and the images are let through together once the deferred scripts have run
 * (DOMContentLoaded), a frame has been painted and the main thread has gone idle, on both
 * pages alike. What the theme and WooCommerce's own scripts shift then
 * shifts the same way with the islands and without, every time. Measured on the real store
 * (sources recorded), both with the plugin inactive too:
 * - Storefront's icon font (Font Awesome, `font-display: block`) is laid out with a fallback
 *   until it arrives, then swaps in, and its wider glyphs move what follows them: the
 *   breadcrumb's home icon moves the breadcrumb (`span.breadcrumb-separator`, the page title's
 *   text), the store notice's dismiss icon its text, the header cart icon moves in place:
 *   0.0002 to 0.0005 on every page, wide and narrow. How much depends on what is on screen
 *   when it lands (the notice shown yet, the header cart replaced by a fragment yet, the
 *   variation form's "Clear" link shown yet), none when it beats the first paint. Without it
 *   the fallback glyphs stay, and nothing moves.
 * - On a product page, narrow, `wc-single-product`'s gallery moves the summary below it as it
 *   starts (0.14 to 0.23) and again as its images arrive (0.017 to 0.026): steps that land in
 *   one frame score as one shift, in two frames as two, differently. Holding the images makes
 *   the steps repeat on most pages; with several images (the Margherita) they still split one
 *   way or the other on either page.
 */
export async function steadyLateResources(page: Page): Promise<void> {
	// One moment per document, so the images held until then are let through together.
	let imagesDue: Promise<void> | null = null;
	let contentLoaded = false;
	page.on('framenavigated', (frame) => {
		if (frame === page.mainFrame()) {
			contentLoaded = false;
			imagesDue = null;
		}
	});
	page.on('domcontentloaded', () => {
		contentLoaded = true;
	});
	const scriptsRan = async (): Promise<void> => {
		if (!contentLoaded) {
			await page.waitForEvent('domcontentloaded');
		}
		await painted(page);
		// And the scripts that started then (the gallery's) have finished starting.
		await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
		await painted(page);
	};
	await page.route(WEB_FONT, (route) => route.abort());
	await page.route(IMAGE, async (route) => {
		imagesDue ??= scriptsRan();
		await imagesDue.catch(() => {
			// The page went away first: the request is let through, for nothing.
		});
		await route.continue().catch(() => {
			// The page went away first.
		});
	});
}

const WEB_FONT = /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/;
const IMAGE = /\.(?:jpe?g|png|webp|avif|gif)(?:[?#]|$)/;

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
