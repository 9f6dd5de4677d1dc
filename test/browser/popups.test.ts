import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultOptions as specialMenuOptions } from '../../islands/special-menu/options';
import { ISLAND_IDLE_TIMEOUT_MS } from '../../shared/constants';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { reachFor, settle } from './support/islands';
import { focusIsOn } from './support/keyboard';
import { fillCart } from './support/cart';
import { closeOverlay, OVERLAYS, openOverlay, type Overlay } from './support/overlays';
import { store } from './support/store';

/**
 * The theme's location and special-menu popups (docs/site-chrome.md#navigation-and-popups).
 * Storefront has neither, so on the real store these are skipped; what holds the special menu
 * back (shared/open-dialogs.ts) is read on both stores' pages. Food Menu's location popup runs
 * on both: the real store's Food Menu 5.1.4 and the fixture's copy of what the plugin prints.
 */

const browser = sharedBrowser();
const { skip, themePopups, cartPanel, consentSwitches, foodMenuSwitch, name: storeName } = store();
// Storefront prints neither popup: on the real store there is nothing to test.
const reason = skip !== '' || !themePopups;

const TOGGLE = '.site-header-location__toggle';
const DIALOG = '#location-popup';
const NAME = '.site-header-location__name';
const SPECIAL = '#special-menu-popup';
const USERNAME = '#header-login-username';
const PASSWORD = '#header-login-password';
/** How long after the special menu's delay a check waits for it. */
const APPEAR_TIMEOUT_MS = specialMenuOptions.popupDelayMs + 7000;

async function locationPage(storage?: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
	const opened = await openPage(browser());
	if (storage !== undefined) {
		await opened.context.addInitScript((value) => localStorage.setItem('fmp_location', value), storage);
	}
	await opened.page.goto(storeUrl('/shop/'));
	await opened.page.waitForSelector(`${TOGGLE}[aria-expanded]`, { state: 'attached' });
	return opened;
}

/**
 * Waits until the special menu's time has certainly come: its island mounts at the latest
 * ISLAND_IDLE_TIMEOUT_MS after load, and counts its delay from then.
 */
async function pastItsTime(page: Page): Promise<void> {
	await page.waitForFunction(
		(wait) => {
			const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
			return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + wait;
		},
		ISLAND_IDLE_TIMEOUT_MS + specialMenuOptions.popupDelayMs + 500,
		{ timeout: APPEAR_TIMEOUT_MS + ISLAND_IDLE_TIMEOUT_MS },
	);
}

/** Presses Tab `presses` times; whether focus stayed inside `container` each time. */
async function tabStaysIn(page: Page, container: string, presses: number): Promise<boolean> {
	for (let press = 0; press < presses; press += 1) {
		await page.keyboard.press('Tab');
		if (!(await page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, container))) {
			return false;
		}
	}
	return true;
}

describe.skipIf(reason)('location popup', () => {
	it('chooses, confirms and saves a location, shown in the header as text, kept on the next page', async () => {
		const { page, context, errors } = await locationPage();
		expect(await page.isHidden(NAME)).toBe(true);
		await page.click(TOGGLE);
		const dialog = page.getByRole('dialog', { name: 'Where are you ordering from?' });
		await dialog.waitFor();
		expect(await focusIsOn(page, '#location-popup-select')).toBe(true);
		await page.selectOption('#location-popup-select', 'old-town');
		expect(await page.textContent('.location-popup__message')).toBe('Orders will be ready for pickup at Old Town — 18 Market Square.');
		await page.getByRole('button', { name: 'Save location' }).click();
		await dialog.waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, TOGGLE)).toBe(true);
		expect(await page.textContent(NAME)).toBe('Old Town — 18 Market Square');
		expect(JSON.parse((await page.evaluate(() => localStorage.getItem('fmp_location'))) ?? '')).toEqual({
			name: 'old-town',
			value: 'Old Town — 18 Market Square',
		});
		await page.goto(storeUrl('/'));
		await page.waitForSelector(`${NAME}:not([hidden])`);
		expect(await page.textContent(NAME)).toBe('Old Town — 18 Market Square');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('is a modal dialog: Tab stays inside, Escape and the overlay close it, the page does not scroll, no axe violation', async () => {
		const { page, context } = await locationPage();
		await page.click(TOGGLE);
		await page.waitForSelector(`${DIALOG}:not([hidden])`);
		expect(await tabStaysIn(page, '.location-popup__dialog', 6)).toBe(true);
		expect(await axeViolations(page, [DIALOG])).toEqual([]);
		await page.keyboard.press('Escape');
		await page.waitForSelector(DIALOG, { state: 'hidden' });
		expect(await focusIsOn(page, TOGGLE)).toBe(true);
		await page.click(TOGGLE);
		await page.mouse.click(5, 5);
		await page.waitForSelector(DIALOG, { state: 'hidden' });
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
		await context.close();
	});

	it('shows a stored name holding markup as text', async () => {
		const markup = '<img src="/nowhere.png" onerror="window.hacked = 1">Old Town';
		const { page, context, errors } = await locationPage(JSON.stringify({ name: 'old-town', value: markup }));
		await page.waitForSelector(`${NAME}:not([hidden])`);
		expect(await page.textContent(NAME)).toBe(markup);
		expect(await page.locator(`${NAME} img`).count()).toBe(0);
		expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([
		['not JSON', '{oops'],
		['of the wrong shape', JSON.stringify(['old-town', 'Old Town'])],
	])('ignores a stored record that is %s', async (_name, stored) => {
		const { page, context, errors } = await locationPage(stored);
		expect(await page.isHidden(NAME)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(reason)('special-menu popup', () => {
	it('appears after its delay as a dialog, closes on Escape without moving the page, and stays away once closed', async () => {
		// A context without the dismissal every other flow starts with.
		const context = await browser().newContext();
		const page = await context.newPage();
		await page.goto(storeUrl('/shop/'));
		await page.evaluate(() => window.scrollTo(0, 400));
		const dialog = page.getByRole('dialog', { name: "This week's special menu" });
		await dialog.waitFor({ timeout: APPEAR_TIMEOUT_MS });
		expect(await focusIsOn(page, '.special-menu-popup__close')).toBe(true);
		expect(await tabStaysIn(page, `${SPECIAL} .special-menu-popup__dialog`, 4)).toBe(true);
		expect(await axeViolations(page, [SPECIAL])).toEqual([]);
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'hidden' });
		expect(await page.evaluate(() => window.scrollY)).toBe(400);
		const record = JSON.parse((await page.evaluate(() => localStorage.getItem('fmp_special_menu'))) ?? '{}') as Record<string, unknown>;
		expect(record.fmp_special_menu).toBe('yes');
		expect(Number.isNaN(new Date(String(record.endDate)).getTime())).toBe(false);
		// The next page: the island reads the dismissal and never shows it.
		await page.goto(storeUrl('/'));
		await page.waitForLoadState('load');
		await page.waitForTimeout(specialMenuOptions.popupDelayMs + 500);
		expect(await page.isHidden(SPECIAL)).toBe(true);
		await context.close();
	});

	it('appears again when the stored dismissal is older than a day', async () => {
		const context = await browser().newContext();
		const dayAndAMinuteAgo = new Date(Date.now() - 86_460_000).toISOString();
		await context.addInitScript((endDate) => {
			localStorage.setItem('fmp_special_menu', JSON.stringify({ fmp_special_menu: 'yes', endDate }));
		}, dayAndAMinuteAgo);
		const page = await context.newPage();
		await page.goto(storeUrl('/'));
		await page.waitForSelector(`${SPECIAL}:not([hidden])`, { timeout: APPEAR_TIMEOUT_MS });
		await page.click('.special-menu-popup__close');
		await page.waitForSelector(SPECIAL, { state: 'hidden' });
		await context.close();
	});

	it('never takes focus from a shopper typing into the header login: it opens once focus leaves the form', async () => {
		const context = await browser().newContext();
		const page = await context.newPage();
		await page.goto(storeUrl('/shop/'));
		// The dropdown opens as focus enters it: from its toggle, Tab to the first field.
		await page.focus('.site-header-account__toggle');
		await page.keyboard.press('Tab');
		await page.keyboard.type('demo');
		// The popup's island has mounted by now: its delay has run out once this wait is over.
		await settle(page);
		await page.waitForTimeout(specialMenuOptions.popupDelayMs + 500);
		await page.keyboard.type('@example.com');
		expect(await page.isHidden(SPECIAL)).toBe(true);
		expect(await focusIsOn(page, USERNAME)).toBe(true);
		expect(await page.inputValue(USERNAME)).toBe('demo@example.com');
		// From field to field, then to the form's button: still the shopper's keyboard.
		await page.keyboard.press('Tab');
		await page.keyboard.type('secret');
		expect(await page.inputValue(PASSWORD)).toBe('secret');
		await page.keyboard.press('Tab');
		expect(await focusIsOn(page, '.site-header-account__form button[type="submit"]')).toBe(true);
		await page.waitForTimeout(500);
		expect(await page.isHidden(SPECIAL)).toBe(true);
		// Tab out of the form: now it opens, and takes focus.
		await page.keyboard.press('Tab');
		const dialog = page.getByRole('dialog', { name: "This week's special menu" });
		await dialog.waitFor();
		expect(await focusIsOn(page, '.special-menu-popup__close')).toBe(true);
		await context.close();
	});

	// The product page's lightbox, and on the shop the quick view and (where the theme has it) the cart panel.
	const overDialogs: Array<[string, string, Overlay]> = [
		['the gallery lightbox', '/product/chefs-tasting-menu/', OVERLAYS['gallery lightbox'] as Overlay],
		['the quick view', '/shop/', OVERLAYS['quick view'] as Overlay],
		...(cartPanel ? [['the cart panel', '/shop/', OVERLAYS['cart side panel'] as Overlay] as [string, string, Overlay]] : []),
	];
	it.each(overDialogs)('never opens over %s opened before its time: it opens once that closes', async (_name, path, overlay) => {
		const context = await browser().newContext();
		const page = await context.newPage();
		await page.goto(storeUrl(path));
		// Opened as soon as the page has loaded, well before the popup's 3 s.
		if (overlay === OVERLAYS['gallery lightbox']) {
			await reachFor(page, '.woocommerce-product-gallery');
		}
		await openOverlay(page, overlay);
		expect(await page.isHidden(SPECIAL)).toBe(true);
		await pastItsTime(page);
		expect(await page.isHidden(SPECIAL)).toBe(true);
		expect(await page.isVisible(overlay.shown)).toBe(true);
		await closeOverlay(page, overlay);
		const dialog = page.getByRole('dialog', { name: "This week's special menu" });
		await dialog.waitFor();
		expect(await focusIsOn(page, '.special-menu-popup__close')).toBe(true);
		await context.close();
	});
});

/** shared/open-dialogs.ts as a script for the page, `window.openDialogs` (with a store of its own: the page's panels are not in it). */
async function openDialogsScript(): Promise<string> {
	const result = await build({ entryPoints: ['shared/open-dialogs.ts'], bundle: true, format: 'iife', globalName: 'openDialogs', write: false, target: 'chrome91' });
	return result.outputFiles[0]?.text ?? '';
}

/** Whether the page shows dialog markup that would hold a popup back, as the special menu reads it. */
async function dialogMarkupOpen(page: Page, script: string): Promise<boolean> {
	if (!(await page.evaluate(() => 'openDialogs' in window))) {
		await page.addScriptTag({ content: script });
	}
	return page.evaluate(() => {
		const { dialogOpen } = (window as unknown as { openDialogs: { dialogOpen: (own: Element) => boolean } }).openDialogs;
		return dialogOpen(document.createElement('div'));
	});
}

describe.skipIf(skip !== '')('what holds a popup back, on each store', () => {
	it.each(['/', '/shop/', '/product/chefs-tasting-menu/', '/cart/', '/my-account/', '/contact/'])('no dialog markup is shown on %s at rest', async (path) => {
		const script = await openDialogsScript();
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl(path));
		await settle(page);
		expect(await dialogMarkupOpen(page, script)).toBe(false);
		expect(errors).toEqual([]);
		await context.close();
	});

	it("the cookie banner's bar, awaiting an answer, holds nothing back (it is no dialog)", async () => {
		const script = await openDialogsScript();
		const { page, context } = await openPage(browser());
		await context.addCookies([{ ...consentSwitches.banner, url: storeUrl('/') }]);
		await page.goto(storeUrl('/shop/'));
		await page.getByRole('button', { name: 'Accept All' }).first().waitFor();
		expect(await dialogMarkupOpen(page, script)).toBe(false);
		await context.close();
	});

	it.each([
		['the gallery lightbox', '/product/chefs-tasting-menu/', OVERLAYS['gallery lightbox'] as Overlay],
		['the quick view', '/shop/', OVERLAYS['quick view'] as Overlay],
	])('%s is an open dialog by its markup alone, and closed is none', async (_name, path, overlay) => {
		const script = await openDialogsScript();
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl(path));
		await settle(page);
		if (overlay === OVERLAYS['gallery lightbox']) {
			await reachFor(page, '.woocommerce-product-gallery');
		}
		await openOverlay(page, overlay);
		expect(await dialogMarkupOpen(page, script)).toBe(true);
		await closeOverlay(page, overlay);
		// Closed once its closing animation has run.
		await expect.poll(() => dialogMarkupOpen(page, script), { timeout: 5000 }).toBe(false);
		await context.close();
	});
});

const FM_DIALOG = '#fmp-location-modal';
const FM_SELECT = 'select.fmp-location';

/** A page of the store with Food Menu on, with `storage` as the stored location (none: a first visit). */
async function foodMenuPage(path: string, storage?: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
	const opened = await openPage(browser());
	await opened.context.addCookies([{ ...foodMenuSwitch, url: storeUrl('/') }]);
	if (storage !== undefined) {
		await opened.context.addInitScript((value) => localStorage.setItem('fmp_location', value), storage);
	}
	await opened.page.goto(storeUrl(path));
	return opened;
}

describe.skipIf(skip !== '')("Food Menu's location popup", () => {
	it('asks on a first visit, focus on its select; a choice is confirmed, saved as Food Menu saves it, not asked again, and fills the checkout field as text', async () => {
		const { page, context, errors } = await foodMenuPage('/shop/');
		const dialog = page.getByRole('dialog', { name: 'Select Delivery Location' });
		await dialog.waitFor();
		expect(await focusIsOn(page, FM_SELECT)).toBe(true);
		expect(await page.evaluate(() => document.body.classList.contains('fmp-location-popup'))).toBe(true);
		expect(await page.isHidden('.confirm-msg')).toBe(true);
		await page.selectOption(FM_SELECT, { label: 'Riverside — 7 Mill Lane' });
		expect(await page.getByRole('status').filter({ hasText: 'Save Your Preferred Location' }).isVisible()).toBe(true);
		const value = await page.inputValue(FM_SELECT);
		await page.getByRole('button', { name: 'Save', exact: true }).click();
		await dialog.waitFor({ state: 'hidden' });
		expect(await page.evaluate(() => document.body.classList.contains('fmp-location-popup'))).toBe(false);
		expect(JSON.parse((await page.evaluate(() => localStorage.getItem('fmp_location'))) ?? '')).toEqual({ name: value, value: 'Riverside — 7 Mill Lane' });

		await fillCart(page, storeUrl('/'));
		await page.goto(storeUrl('/checkout/'));
		await expect.poll(() => page.inputValue('input.fmp-location-name'), { timeout: 10_000 }).toBe('Riverside — 7 Mill Lane');
		expect(await page.textContent('div.fmp-location-name')).toBe('Riverside — 7 Mill Lane');
		expect(await page.isVisible('.fmp-location-title')).toBe(true);
		await settle(page);
		expect(await page.isHidden(FM_DIALOG)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('is a modal dialog: Tab stays inside, no axe violation; its X and Escape close it without saving, so the next page asks again', async () => {
		const { page, context, errors } = await foodMenuPage('/');
		await page.getByRole('dialog', { name: 'Select Delivery Location' }).waitFor();
		expect(await tabStaysIn(page, FM_DIALOG, 4)).toBe(true);
		expect(await axeViolations(page, [FM_DIALOG])).toEqual([]);
		await page.getByRole('button', { name: 'Close' }).click();
		await page.waitForSelector(FM_DIALOG, { state: 'hidden' });
		expect(await page.evaluate(() => localStorage.getItem('fmp_location'))).toBeNull();
		await page.goto(storeUrl('/shop/'));
		await page.waitForSelector(FM_DIALOG, { state: 'visible' });
		await page.keyboard.press('Escape');
		await page.waitForSelector(FM_DIALOG, { state: 'hidden' });
		expect(errors).toEqual([]);
		await context.close();
	});

	it('stays closed for a visitor who chose, and shows a stored name holding markup as text', async () => {
		const markup = '<img src="/nowhere.png" onerror="window.hacked = 1">Old Town';
		const { page, context, errors } = await foodMenuPage('/shop/', JSON.stringify({ name: '1', value: markup }));
		await settle(page);
		expect(await page.isHidden(FM_DIALOG)).toBe(true);
		await fillCart(page, storeUrl('/'));
		await page.goto(storeUrl('/checkout/'));
		await expect.poll(() => page.inputValue('input.fmp-location-name'), { timeout: 10_000 }).toBe(markup);
		expect(await page.locator('div.fmp-location-name img').count()).toBe(0);
		expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
		expect(errors).toEqual([]);
		await context.close();
	});

	it.skipIf(storeName !== 'real store')("runs without Food Menu's script, as the plugin prints the popup", async () => {
		const { page, context, errors } = await foodMenuPage('/shop/');
		await page.waitForSelector(FM_DIALOG, { state: 'visible' });
		expect(await page.locator('script[src*="/tlp-food-menu/assets/js/foodmenu"]').count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	});
});
