import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { axeViolations } from './support/axe';
import { beyondClassic, onClassicPage, ruleOf } from './support/classic';
import { focusIsOn } from './support/keyboard';
import { store } from './support/store';

/**
 * Storefront's handheld navigation and footer bar at a phone's width
 * (docs/site-chrome.md#navigation-and-popups), on the fixture store and on Storefront itself, whose
 * `storefront-navigation` and `storefront-handheld-footer-bar` scripts the plugin retires for the
 * `mobile-nav` and `footer-bar` islands.
 */

const browser = sharedBrowser();
const { skip, cartPanel } = store();
const PHONE = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };
/** How long a slide (400 ms, or Storefront's own transitions) may take before the check fails. */
const SLIDE_TIMEOUT_MS = 5000;

const MENU_BUTTON = '#site-navigation button.menu-toggle';
const HANDHELD_CONTACT = '.handheld-navigation a[href$="/contact/"]';
const SUBMENU_TOGGLE = '.handheld-navigation .dropdown-toggle';
const HANDHELD_PIZZA = '.handheld-navigation .sub-menu a[href$="/product-category/pizza/"]';
const BAR = '.storefront-handheld-footer-bar';
const BAR_SEARCH = `${BAR} .search > a`;

async function phonePage(path: string): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
	const { page, context, errors } = await openPage(browser(), PHONE);
	// Both islands load on first use: the clicks below are held until they are ready.
	await page.goto(storeUrl(path));
	return { page, errors, close: () => context.close() };
}

/** Clicks the menu button and waits for the menu to say it is open (the click may be held while the island loads). */
async function openMenu(page: Page): Promise<void> {
	await page.click(MENU_BUTTON);
	await page.waitForSelector(`${MENU_BUTTON}[aria-expanded="true"]`);
}

/** Whether the shopper can see `selector`: laid out, visible, and what is drawn at its centre. */
function onScreen(page: Page, selector: string): Promise<boolean> {
	return page.evaluate((wanted) => {
		const element = document.querySelector(wanted);
		if (!(element instanceof HTMLElement) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
			return false;
		}
		const box = element.getBoundingClientRect();
		if (box.width < 1 || box.height < 1) {
			return false;
		}
		element.scrollIntoView({ block: 'center' });
		const { left, top, width, height } = element.getBoundingClientRect();
		const drawn = document.elementFromPoint(left + width / 2, top + height / 2);
		return drawn !== null && (element === drawn || element.contains(drawn));
	}, selector);
}

async function waitOnScreen(page: Page, selector: string, wanted: boolean): Promise<void> {
	const deadline = Date.now() + SLIDE_TIMEOUT_MS;
	while ((await onScreen(page, selector)) !== wanted) {
		if (Date.now() > deadline) {
			throw new Error(`${selector} is ${wanted ? 'still not' : 'still'} on screen`);
		}
		await page.waitForTimeout(50);
	}
}

describe.skipIf(skip !== '')('handheld navigation', () => {
	it('opens and closes from the menu button, aria-expanded following', async () => {
		const { page, close, errors } = await phonePage('/shop/');
		expect(await onScreen(page, HANDHELD_CONTACT)).toBe(false);
		await openMenu(page);
		await waitOnScreen(page, HANDHELD_CONTACT, true);
		await page.click(MENU_BUTTON);
		expect(await page.getAttribute(MENU_BUTTON, 'aria-expanded')).toBe('false');
		await waitOnScreen(page, HANDHELD_CONTACT, false);
		expect(errors).toEqual([]);
		await close();
	});

	it("slides a submenu open and closed from its item's toggle, named by the item", async () => {
		const { page, close, errors } = await phonePage('/shop/');
		await openMenu(page);
		const toggle = page.locator(SUBMENU_TOGGLE).first();
		const labelledBy = await toggle.getAttribute('aria-labelledby');
		expect((await page.textContent(`[id="${labelledBy}"]`))?.trim()).toBe('Menu');
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await onScreen(page, HANDHELD_PIZZA)).toBe(false);
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		await waitOnScreen(page, HANDHELD_PIZZA, true);
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		await waitOnScreen(page, HANDHELD_PIZZA, false);
		expect(errors).toEqual([]);
		await close();
	});

	it("starts with the current page's submenu open", async () => {
		const { page, close } = await phonePage('/product-category/pizza/');
		await openMenu(page);
		expect(await page.locator(SUBMENU_TOGGLE).first().getAttribute('aria-expanded')).toBe('true');
		await waitOnScreen(page, HANDHELD_PIZZA, true);
		await close();
	});

	it('closes on Escape with focus back on the menu button, and on a tap outside it', async () => {
		const { page, close } = await phonePage('/shop/');
		await openMenu(page);
		await waitOnScreen(page, HANDHELD_CONTACT, true);
		await page.focus(HANDHELD_CONTACT);
		await page.keyboard.press('Escape');
		expect(await page.getAttribute(MENU_BUTTON, 'aria-expanded')).toBe('false');
		expect(await focusIsOn(page, MENU_BUTTON)).toBe(true);
		await page.click(MENU_BUTTON);
		await page.locator('#content').click({ position: { x: 5, y: 5 } });
		expect(await page.getAttribute(MENU_BUTTON, 'aria-expanded')).toBe('false');
		await close();
	});

	it('breaks no accessibility rule the classic page does not, menu and submenu open', async () => {
		// The classic page: Storefront's own script on the real store, no script on the fixture's.
		const open = async (target: Page, classic = false): Promise<void> => {
			await (classic ? target.click(MENU_BUTTON) : openMenu(target));
			if ((await target.locator(SUBMENU_TOGGLE).count()) > 0) {
				await target.locator(SUBMENU_TOGGLE).first().click();
				await waitOnScreen(target, HANDHELD_PIZZA, true);
			}
		};
		const { page, close } = await phonePage('/shop/');
		await open(page);
		const ours = await axeViolations(page, ['#site-navigation', BAR]);
		await close();
		const classic = await onClassicPage(
			browser(),
			PHONE,
			async (classicPage) => {
				await classicPage.goto(storeUrl('/shop/'));
				await classicPage.waitForLoadState('load');
				await open(classicPage, true);
				return axeViolations(classicPage, ['#site-navigation', BAR]);
			},
			[],
		);
		const classicRules = classic.map(ruleOf);
		expect(beyondClassic(ours, classic).filter((violation) => !classicRules.includes(ruleOf(violation)))).toEqual([]);
	});
});

describe.skipIf(skip !== '')('handheld footer bar', () => {
	it('opens the product search above the bar, focused, and closes it on Escape', async () => {
		const { page, close, errors } = await phonePage('/');
		const link = page.locator(BAR_SEARCH);
		await link.click();
		await page.waitForSelector(`${BAR_SEARCH}[aria-expanded="true"]`);
		expect(await page.getAttribute(`${BAR} li.search`, 'class')).toContain('active');
		expect(await focusIsOn(page, `${BAR} input[type="search"]`)).toBe(true);
		await waitOnScreen(page, `${BAR} input[type="search"]`, true);
		await page.keyboard.press('Escape');
		expect(await link.getAttribute('aria-expanded')).toBe('false');
		expect(await focusIsOn(page, BAR_SEARCH)).toBe(true);
		expect(errors).toEqual([]);
		await close();
	});

	it(cartPanel ? 'opens the cart panel from the cart item' : 'goes to the cart from the cart item', async () => {
		const { page, close } = await phonePage('/');
		// At once: a click made while the panel loads is held, and replayed even when the page's
		// cart refresh has replaced the link meanwhile.
		await page.click(`${BAR} a.footer-cart-contents`);
		if (cartPanel) {
			await page.waitForSelector('.shop-islands-cart-panel [role="dialog"]');
			expect(new URL(page.url()).pathname).toBe('/');
		} else {
			await page.waitForURL(/\/cart\/$/);
		}
		await close();
	});

	it('gives way to the on-screen keyboard while a field of another form has focus (sf-input-focused)', async () => {
		const { page, close } = await phonePage('/my-account/');
		// The keyboard leaves a short viewport, where Storefront hides the bar.
		await page.setViewportSize({ width: PHONE.viewport.width, height: 300 });
		await page.focus('#username');
		await page.waitForSelector('body.sf-input-focused');
		expect(await onScreen(page, `${BAR} li.cart > a`)).toBe(false);
		await page.focus(MENU_BUTTON);
		expect(await page.getAttribute('body', 'class')).not.toContain('sf-input-focused');
		await waitOnScreen(page, `${BAR} li.cart > a`, true);
		await close();
	});
});
