import type { BrowserContext, Page } from 'playwright-core';

/**
 * Layout shifts recorded from the very start of each document (an init script observing
 * `layout-shift` entries, buffered), so islands mounting can be held to zero shift.
 */

export interface LayoutShift {
	readonly value: number;
	readonly hadRecentInput: boolean;
	/** The elements that moved, as `tag.class`. */
	readonly sources: readonly string[];
}

const STORE = '__shopIslandsLayoutShifts';

// A string, not a function: it runs as written whatever transpiled this file.
const RECORDER = `(() => {
	const shifts = [];
	window.${STORE} = shifts;
	const describe = (node) => !node ? '' : node.nodeType === 1
		? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '')
		: node.nodeName;
	try {
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: (entry.sources || []).map((source) => describe(source.node)) });
			}
		}).observe({ type: 'layout-shift', buffered: true });
	} catch {}
})();`;

/** Records layout shifts in every document the page or context opens from now on. */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
	await target.addInitScript({ content: RECORDER });
}

/** The shifts no shopper input caused (those count towards CLS). */
export async function unexpectedLayoutShifts(page: Page): Promise<LayoutShift[]> {
	const shifts = await page.evaluate((store) => (window as unknown as Record<string, LayoutShift[] | undefined>)[store] ?? [], STORE);
	return shifts.filter((shift) => !shift.hadRecentInput);
}

/** Cumulative layout shift of the shifts no shopper input caused. */
export function cumulativeShift(shifts: readonly LayoutShift[]): number {
	return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
