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

/** Cumulative layout shift of the given shifts. */
export function cumulativeShift(shifts: readonly LayoutShift[]): number {
	return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
