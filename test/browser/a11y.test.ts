import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { fillCart } from './support/cart';
import { onClassicPage, ruleOf } from './support/classic';
import { FIXTURE_PAGES } from './support/fixture-pages';
import { settle, startAllIslands } from './support/islands';
import { type Overlay, closeOverlay, openOverlay, overlaysOn } from './support/overlays';
import { store } from './support/store';

/**
 * axe-core on every page once its islands have mounted, with an empty cart, and with items in
 * the cart and each overlay the page offers open (support/overlays.ts). On the fixture store,
 * whose markup is ours to fix, a page has no violation at all but those of WooCommerce's own
 * templates, which it prints as WooCommerce does (WOOCOMMERCE_OWN). On the real store, the islands
 * add none: the page breaks no axe rule that the same page without the plugin does not already
 * break (Storefront's and WooCommerce's own). Rule by rule, not element by element: WooCommerce
 * shuffles related products on every load, so the elements and axe's selectors for them differ
 * between loads. And before any input, when no island that waits for the shopper has mounted,
 * at a desktop and a handheld width: no page has two landmarks of one name (landmark-unique),
 * the product searches of Storefront's header and handheld footer bar and the contact page's
 * forms, which CF7 labels alike, coming named apart from the server.
 */

const browser = sharedBrowser();
const onFixture = store().name === 'fixture store';
/** What each check holds a page to, as its name says. */
const HELD_TO = onFixture ? 'has no axe violation' : 'breaks no axe rule its classic page does not already break';

/**
 * What WooCommerce's own templates break, printed by the fixture as WooCommerce prints them (and by
 * the real store's classic page alike): since 10.1 the cart's product cell is
 * `<td scope="row" role="rowheader">`, and `scope` belongs on a `th` (axe's scope-attr-valid).
 */
const WOOCOMMERCE_OWN: ReadonlyArray<{ readonly rule: string; readonly target: RegExp }> = [
	{ rule: 'scope-attr-valid', target: /\.woocommerce-cart-form__cart-item\S* > td\[scope="row"\]\[role="rowheader"\]/ },
];

/** Whether a violation is one of WOOCOMMERCE_OWN. */
function woocommerceOwn(violation: string): boolean {
	const target = violation.slice(violation.lastIndexOf(' — ') + 3);
	return WOOCOMMERCE_OWN.some(({ rule, target: pattern }) => ruleOf(violation) === rule && pattern.test(target));
}

/** The pages checked before any input: the home page, the shop, a product, the contact forms, the cart and My account. */
const BEFORE_INPUT_PAGES = ['/', '/shop/', '/product/margherita/', '/contact/', '/cart/', '/my-account/'] as const;
/** Playwright's default viewport, where Storefront hides its handheld footer bar. */
const DESKTOP = { width: 1280, height: 720 };
/** A phone's, where the bar and its search show. */
const HANDHELD = { width: 375, height: 667 };

/** Violations found on the page and on each overlay, by name (`page` for the page itself). */
type Findings = Record<string, string[]>;

async function visit(page: Page, path: string, withItems: boolean): Promise<void> {
	if (withItems) {
		await fillCart(page, storeUrl());
	}
	await page.goto(storeUrl(path));
	await startAllIslands(page);
}

/**
 * The findings a check fails on: all of them on the fixture store but WOOCOMMERCE_OWN; on the real store, those of
 * rules the classic page (visited by `classicFindings` only when there is something to hold
 * against it) does not break where they were found.
 */
async function unexcused(ours: Findings, classicFindings: () => Promise<Findings>): Promise<Findings> {
	if (onFixture) {
		return Object.fromEntries(Object.entries(ours).map(([name, found]) => [name, found.filter((violation) => !woocommerceOwn(violation))]));
	}
	if (!Object.values(ours).some((found) => found.length > 0)) {
		return ours;
	}
	const classic = await classicFindings();
	return Object.fromEntries(
		Object.entries(ours).map(([name, found]) => {
			const broken = new Set((classic[name] ?? []).map(ruleOf));
			return [name, found.filter((violation) => !broken.has(ruleOf(violation)))];
		}),
	);
}

/** Nothing found, for each of `names`. */
function nothingFor(names: readonly string[]): Findings {
	return Object.fromEntries(names.map((name) => [name, []]));
}

/**
 * The overlay's violations on the classic page: opened where the classic page offers it too, as
 * the islands open it or as its plugin's own script does (`overlay.classic`).
 */
async function classicOverlayViolations(page: Page, name: string, overlay: Overlay): Promise<string[]> {
	const own = overlay.classic && (await page.locator(overlay.classic.available).count()) > 0 ? overlay.classic : null;
	const used = own ?? overlay;
	const offered = own !== null || (await overlaysOn(page)).some(([candidate]) => candidate === name);
	if (offered) {
		await openOverlay(page, used);
	}
	const found = (await page.locator(used.shown).count()) > 0 ? await axeViolations(page, [used.shown]) : [];
	if (offered) {
		await closeOverlay(page, used);
	}
	return found;
}

describe('accessibility', () => {
	it.each(FIXTURE_PAGES)(`%s ${HELD_TO} with an empty cart`, async (path) => {
		const { page, context } = await openPage(browser());
		await visit(page, path, false);
		const ours: Findings = { page: await axeViolations(page) };
		await context.close();
		const failing = await unexcused(ours, () =>
			onClassicPage<Findings>(
				browser(),
				{},
				async (classicPage) => {
					await visit(classicPage, path, false);
					return { page: await axeViolations(classicPage) };
				},
				{},
			),
		);
		expect(failing).toEqual(nothingFor(['page']));
	});

	it.each(FIXTURE_PAGES)(`%s ${HELD_TO} with items in the cart, nor with any of its overlays open`, async (path) => {
		const { page, context } = await openPage(browser());
		await visit(page, path, true);
		const ours: Findings = { page: await axeViolations(page) };
		const overlays = await overlaysOn(page);
		for (const [name, overlay] of overlays) {
			await openOverlay(page, overlay);
			ours[name] = await axeViolations(page, [overlay.shown]);
			await closeOverlay(page, overlay);
		}
		await context.close();
		const failing = await unexcused(ours, () =>
			onClassicPage<Findings>(
				browser(),
				{},
				async (classicPage) => {
					await visit(classicPage, path, true);
					const found: Findings = { page: await axeViolations(classicPage) };
					for (const [name, overlay] of overlays) {
						found[name] = await classicOverlayViolations(classicPage, name, overlay);
					}
					return found;
				},
				{},
			),
		);
		expect(failing).toEqual(nothingFor(Object.keys(ours)));
	});

	it.each(BEFORE_INPUT_PAGES)('%s breaks no landmark-unique before any input, at a desktop and a handheld width: its search and contact forms come named apart', async (path) => {
		for (const viewport of [DESKTOP, HANDHELD]) {
			const { page, context } = await openPage(browser(), { viewport });
			await page.goto(storeUrl(path));
			await settle(page);
			const searchNames = await page.locator('form[role="search"]').evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label')));
			if (path === '/contact/') {
				expect(await page.locator('.wpcf7 > form.wpcf7-form').count()).toBeGreaterThan(1);
			}
			const found = await axeViolations(page);
			await context.close();
			// Storefront's header and handheld footer bar print one product search each.
			expect(searchNames.filter((name) => name?.startsWith('Search products'))).toEqual(['Search products (1 of 2)', 'Search products (2 of 2)']);
			expect(new Set(searchNames).size).toBe(searchNames.length);
			expect(found.filter((violation) => ruleOf(violation) === 'landmark-unique')).toEqual([]);
		}
	});
});
