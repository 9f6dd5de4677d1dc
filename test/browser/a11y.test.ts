import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { fillCart } from './support/cart';
import { onClassicPage, ruleOf } from './support/classic';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { startAllIslands } from './support/islands';
import { type Overlay, closeOverlay, openOverlay, overlaysOn } from './support/overlays';

/**
 * axe-core on every page once its islands have mounted, with an empty cart, and with items
 * in the cart and each overlay the page offers open (support/overlays.ts). The islands add
 * no violation: on the fixture store the page has none at all; on the real store it breaks
 * no axe rule that the same page without the plugin does not already break (Storefront's and
 * WooCommerce's own). Rule by rule, not element by element: WooCommerce shuffles related
 * products on every load, so the elements and axe's selectors for them differ between loads.
 */

const browser = sharedBrowser();

async function visit(page: Page, path: string, withItems: boolean): Promise<void> {
	if (withItems) {
		await fillCart(page, storeUrl());
	}
	await page.goto(storeUrl(path));
	await startAllIslands(page);
}

/** Our violations of rules the classic page does not break; the fixture store's classic page breaks none. */
function beyondClassicRules(ours: readonly string[], classic: readonly string[]): string[] {
	const broken = new Set(classic.map(ruleOf));
	return ours.filter((violation) => !broken.has(ruleOf(violation)));
}

/** The overlay's violations on the classic page: opened where the classic page offers it too. */
async function classicOverlayViolations(page: Page, name: string, overlay: Overlay): Promise<string[]> {
	const offered = (await overlaysOn(page)).some(([candidate]) => candidate === name);
	if (offered) {
		await openOverlay(page, overlay);
	}
	const found = (await page.locator(overlay.shown).count()) > 0 ? await axeViolations(page, [overlay.shown]) : [];
	if (offered) {
		await closeOverlay(page, overlay);
	}
	return found;
}

describe('accessibility', () => {
	it.each(FIXTURE_PAGES)('%s has no axe violation with an empty cart', async (path) => {
		const { page, context } = await openPage(browser());
		await visit(page, path, false);
		const ours = await axeViolations(page);
		await context.close();
		// The classic page is visited only when there is something to hold against it.
		const classic =
			ours.length === 0
				? []
				: await onClassicPage(
						browser(),
						{},
						async (classicPage) => {
							await visit(classicPage, path, false);
							return axeViolations(classicPage);
						},
						[],
					);
		expect(beyondClassicRules(ours, classic)).toEqual([]);
	});

	it.each(FIXTURE_PAGES)('%s has no axe violation with items in the cart, nor with any of its overlays open', async (path) => {
		const { page, context } = await openPage(browser());
		await visit(page, path, true);
		const ours: Record<string, string[]> = { page: await axeViolations(page) };
		const overlays = await overlaysOn(page);
		for (const [name, overlay] of overlays) {
			await openOverlay(page, overlay);
			ours[name] = await axeViolations(page, [overlay.shown]);
			await closeOverlay(page, overlay);
		}
		await context.close();
		const anything = Object.values(ours).some((found) => found.length > 0);
		const classic = anything
			? await onClassicPage(
					browser(),
					{},
					async (classicPage) => {
						await visit(classicPage, path, true);
						const found: Record<string, string[]> = { page: await axeViolations(classicPage) };
						for (const [name, overlay] of overlays) {
							found[name] = await classicOverlayViolations(classicPage, name, overlay);
						}
						return found;
					},
					{} as Record<string, string[]>,
				)
			: {};
		const beyond = Object.fromEntries(Object.entries(ours).map(([name, found]) => [name, beyondClassicRules(found, classic[name] ?? [])]));
		expect(beyond).toEqual(Object.fromEntries(Object.keys(ours).map((name) => [name, []])));
	});
});
