import type { Page } from 'playwright-core';
import { readManifest } from '../../../fixtures-html/server/manifest';
import { registry } from '../../../islands/registry';
import { islandEntries } from '../../../islands/runtime/hosts';
import type { LoadStrategy } from '../../../islands/types';

/**
 * What the checks know about islands, read from the registry and the build manifest, so an
 * island added to the registry is measured and audited without a line here.
 */

export interface IslandMarker {
	readonly island: string;
	/** The selector the runtime looks for (its stock markers, and `[data-island="<name>"]` for an island without power). */
	readonly selector: string;
	/** Its strategy; `per-host` for an island whose strategy depends on its host's markup. */
	readonly when: LoadStrategy | 'per-host';
}

export const ISLAND_MARKERS: readonly IslandMarker[] = islandEntries(registry).map(({ name, definition, selector }) => ({
	island: name,
	when: typeof definition.when === 'function' ? 'per-host' : definition.when,
	selector,
}));

/** The islands whose markers are on the page now. */
export async function islandsOnPage(page: Page): Promise<IslandMarker[]> {
	const present = await page.evaluate(
		(selectors) => selectors.map((selector) => document.querySelector(selector) !== null),
		ISLAND_MARKERS.map((marker) => marker.selector),
	);
	return ISLAND_MARKERS.filter((_marker, index) => present[index]);
}

/** Each island's chunk file (relative to the build folder), from `manifest.json`. */
export function islandChunks(buildDir: string): Readonly<Record<string, string>> {
	return readManifest(buildDir).islands;
}

/**
 * Waits until the page is quiet: no request for 500 ms, then an idle callback and a frame.
 * By then the `load` and `idle` islands, and `visible` ones in view, have mounted.
 */
export async function settle(page: Page): Promise<void> {
	await page.waitForLoadState('networkidle');
	await page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 });
			}),
	);
}

/**
 * Starts every island on the page with no shopper input and waits for them: `visible`
 * markers are scrolled into view, `interaction` markers are reached for (a `pointerover`, which
 * their strategy listens for), and a pointer moves over the page for the `first-input` ones; a
 * marker in a closed tab panel gets its tab clicked, as a shopper opens it (nothing else is
 * clicked, nothing added, nothing focused). Returns the islands it found.
 *
 * Not a `focusin`: one dispatched with no focus behind it never has its `focusout`, and leaves
 * open what opens on focus (the header cart's dropdown, around the mini-cart's removal marker).
 */
export async function startAllIslands(page: Page): Promise<IslandMarker[]> {
	// The page's own load work first: the cart's fragments replace the mini-cart's markup, and a
	// marker reached for before the loader has seen it come (its observer looks once a frame)
	// starts nothing.
	await settle(page);
	const islands = await islandsOnPage(page);
	for (const marker of islands) {
		if (marker.when === 'visible' || marker.when === 'per-host') {
			// Not scrollIntoViewIfNeeded, which waits forever on a marker in a closed tab panel.
			await page.locator(marker.selector).first().evaluate(inViewForAFrame);
		}
		if (marker.when === 'interaction' || marker.when === 'per-host') {
			await reachFor(page, marker.selector);
		}
	}
	if (islands.some(({ when }) => when === 'first-input')) {
		await page.evaluate(() => document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })));
	}
	await settle(page);
	// A marker in a closed tab panel (the review rating) loads once the shopper opens that tab.
	for (const marker of islands.filter(({ when }) => when === 'visible')) {
		const element = page.locator(marker.selector).first();
		const tab = await element.evaluate((target) => {
			// Closed by the tabs island (`hidden`) or, before it mounts, by the theme's CSS.
			const panel = target.closest<HTMLElement>('[role="tabpanel"], .wc-tab');
			const closed = panel !== null && (panel.hidden || getComputedStyle(panel).display === 'none');
			return closed ? `[aria-controls="${panel.id}"], .wc-tabs a[href="#${panel.id}"]` : null;
		});
		if (tab) {
			await page.click(tab);
			await element.evaluate(inViewForAFrame);
		}
	}
	await page.evaluate(() => window.scrollTo(0, 0));
	await settle(page);
	return islands;
}

/**
 * Scrolls an element into the middle of the view and stays there until a frame has been
 * rendered, where the loader's IntersectionObserver looks: scrolled away at once (to the next
 * marker), a `visible` island could be missed.
 */
function inViewForAFrame(element: Element): Promise<void> {
	element.scrollIntoView({ block: 'center' });
	return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * The first sign of a shopper's intent on an element (a pointer passing over it), which starts
 * the island an `interaction` strategy holds there, without a click, a hover effect or focus
 * that the check after it would have to undo.
 */
export async function reachFor(page: Page, selector: string): Promise<void> {
	await page.locator(selector).first().dispatchEvent('pointerover');
}
