import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { settle } from './support/islands';
import { focusIsOn, focusedElement, tabTo } from './support/keyboard';
import { store } from './support/store';

/**
 * Keyboard-only walkthroughs, on the fixture store and on the real store: every step is a key press (`tabTo` moves focus and fails if it
 * ever lands on something invisible). A new flow follows the same pattern: tab to the
 * control, press its key, check where focus and the page ended up.
 */

const CARD_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id]';
const CART_ICON = '.site-header-cart a.cart-contents';
const DIALOG = '.shop-islands-cart-panel [role="dialog"]';
const HEADER_COUNT = '#site-header-cart .cart-contents .count';

const browser = sharedBrowser();

/**
 * Whether the header dropdown is (`expected`) on screen. Storefront hides it by moving it
 * off to the left (`left: -999em`), which still counts as visible for Playwright.
 */
function dropdownShown(expected: boolean): boolean {
	const dropdown = document.querySelector('.site-header-cart .widget_shopping_cart');
	const box = dropdown?.getBoundingClientRect();
	const shown = !!dropdown && !!box && dropdown.checkVisibility() && box.width > 0 && box.right > 0;
	return shown === expected;
}
const { skip, cartPanel } = store();

describe.skipIf(skip !== '')('keyboard only', () => {
	it('adds to the cart from a card: Enter adds, the panel (where there is one) takes focus, Escape gives it back to the button', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/shop/'));
		await settle(page);
		await tabTo(page, CARD_BUTTON);
		const productId = await page.evaluate(() => document.activeElement?.getAttribute('data-product_id'));
		await page.keyboard.press('Enter');
		await page.waitForSelector(`${CARD_BUTTON}.added[data-product_id="${productId}"]`);
		expect(await page.textContent(HEADER_COUNT)).toContain('1 item');
		if (cartPanel) {
			await page.locator(DIALOG).waitFor();
			expect(await page.evaluate((dialog) => document.querySelector(dialog)?.contains(document.activeElement), DIALOG)).toBe(true);
			await page.keyboard.press('Escape');
			await page.locator(DIALOG).waitFor({ state: 'hidden' });
		}
		expect(await focusIsOn(page, `${CARD_BUTTON}[data-product_id="${productId}"]`)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('adds to the cart from a card with Space, the link being a button (WooCommerce 10.5+), without scrolling the page', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/shop/'));
		await settle(page);
		await tabTo(page, CARD_BUTTON);
		const productId = await page.evaluate(() => document.activeElement?.getAttribute('data-product_id'));
		expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
		const scrolled = await page.evaluate(() => window.scrollY);
		await page.keyboard.press('Space');
		await page.waitForSelector(`${CARD_BUTTON}.added[data-product_id="${productId}"]`);
		expect(await page.textContent(HEADER_COUNT)).toContain('1 item');
		if (cartPanel) {
			await page.locator(DIALOG).waitFor();
			await page.keyboard.press('Escape');
			await page.locator(DIALOG).waitFor({ state: 'hidden' });
		}
		expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('chooses a variation with the arrow keys, adds it with Enter, and clears the choice with Space on the reset link', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/product/margherita/'));
		await settle(page);
		await tabTo(page, 'select[name="attribute_pa_size"]');
		await page.keyboard.press('ArrowDown');
		await tabTo(page, 'select[name="attribute_crust"]');
		await page.keyboard.press('ArrowDown');
		await tabTo(page, 'form.variations_form .single_add_to_cart_button');
		await page.keyboard.press('Enter');
		await page.waitForSelector('form.variations_form .single_add_to_cart_button.added');
		expect(await page.textContent(HEADER_COUNT)).toContain('1 item');
		await page.keyboard.press('Escape');
		await tabTo(page, '.reset_variations', { backwards: true });
		await page.keyboard.press('Space');
		expect(await focusIsOn(page, 'select[name="attribute_pa_size"]')).toBe(true);
		expect(await page.inputValue('select[name="attribute_crust"]')).toBe('');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('adds to the cart from a product page: the quantity with the arrow keys, the form sent with Enter', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/product/garlic-bread/'));
		await settle(page);
		await tabTo(page, 'form.cart input.qty');
		await page.keyboard.press('ArrowUp');
		await tabTo(page, 'form.cart button[name="add-to-cart"]');
		await Promise.all([page.waitForURL(storeUrl('/product/garlic-bread/')), page.waitForEvent('load'), page.keyboard.press('Enter')]);
		expect(await page.textContent('.woocommerce-message')).toContain('added to your cart');
		expect(await page.textContent(HEADER_COUNT)).toContain('2 items');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('opens the header mini-cart dropdown on focus, walks into it, and Escape closes it back to the cart icon', async () => {
		const { page, context } = await openPage(browser());
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/shop/'));
		await settle(page);
		await tabTo(page, CART_ICON);
		await page.waitForFunction(dropdownShown, true);
		await tabTo(page, '.site-header-cart .widget_shopping_cart a', { max: 1 });
		expect(await page.evaluate(dropdownShown, true)).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForFunction(dropdownShown, false);
		expect(await focusIsOn(page, CART_ICON)).toBe(true);
		await context.close();
	});

	it.skipIf(!cartPanel)('opens the side panel from the cart icon, keeps Tab inside it, closes with its button and with Escape, focus back on the icon', async () => {
		const { page, context, errors } = await openPage(browser());
		await fillCart(page, storeUrl());
		await page.goto(storeUrl('/shop/'));
		await settle(page);
		await tabTo(page, CART_ICON);
		await page.keyboard.press('Enter');
		await page.locator(DIALOG).waitFor();
		for (let press = 0; press < 12; press += 1) {
			await page.keyboard.press('Tab');
			expect(await focusIsOn(page, `${DIALOG}, ${DIALOG} *`), await focusedElement(page)).toBe(true);
		}
		await tabTo(page, `${DIALOG} .shop-islands-cart-panel__close`);
		await page.keyboard.press('Enter');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, CART_ICON)).toBe(true);

		await page.keyboard.press('Enter');
		await page.locator(DIALOG).waitFor();
		await page.keyboard.press('Escape');
		await page.locator(DIALOG).waitFor({ state: 'hidden' });
		expect(await focusIsOn(page, CART_ICON)).toBe(true);
		expect(page.url()).toBe(storeUrl('/shop/'));
		expect(errors).toEqual([]);
		await context.close();
	});
});
