import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from '../browser/chromium';
import { realStore, realUrl } from './helpers';
import { MODES, holdsToClassic, themeVisits, type Mode, type Outcome } from './theme-visits';
import { THEMES, type Theme } from './themes';

/**
 * The core shopper flows on the themes site owners run (Astra, OceanWP, Kadence, Hello Elementor
 * with Elementor), each with its own WooCommerce features on (site/store-seed-themes.php), the
 * same flow with the plugin and classic (`shop_islands_classic=1`) in one run: nothing that works
 * classic may fail with the plugin, and no console error the classic page does not have. Each
 * flow counts what it can tell apart: the add requests one click sends, the steppers a quantity
 * box shows once the shopper reaches for it, what one press of "+" does (on a product and in the
 * cart), the variable product's
 * add, the lightbox, the theme's cart drawer, the theme's quick view (OceanWP's) with its variable
 * product, the contact form's send.
 */

const { skip } = realStore();
const { visit, both } = themeVisits(sharedBrowser());

/** A theme's cart drawer, open: Astra's slide-in cart, Kadence's drawer. */
const THEME_CART_OPEN = '#astra-mobile-cart-drawer.active, #cart-drawer.active';

/** The header cart's counts, as the themes print them (Storefront's, Astra's, OceanWP's menu cart, Kadence's). */
const HEADER_COUNT = ':is(.cart-contents .count, .ast-site-header-cart .count, .wcmenucart-details.count, .header-cart-total) >> visible=true';

/** The themes' cart drawers the header's cart opens: what opens each, and the drawer. */
const CART_DRAWERS: Partial<Record<Theme, { readonly opener: string; readonly panel: string }>> = {
	astra: { opener: '.ast-site-header-cart-li a.cart-container', panel: '#astra-mobile-cart-drawer' },
	kadence: { opener: '.header-cart-button', panel: '#cart-drawer' },
};

/** Steps a quantity box shows (buttons, links, inputs beside its field), once the shopper reaches for it. */
async function steppers(page: Page, box: string): Promise<number> {
	await page.hover(`${box} input.qty`);
	await page.waitForTimeout(600);
	return page.locator(`${box} :is(button, a, input:not(.qty):not([type="hidden"])):visible`).count();
}

/** How a quantity box looks to the theme's styles: its classes and its steppers' tags and classes, the island's own left out. */
async function boxLook(page: Page, box: string): Promise<{ readonly box: string; readonly steppers: readonly string[] }> {
	return page.locator(box).first().evaluate((element) => {
		const theirs = (node: Element): string => [...node.classList].filter((name) => !name.startsWith('shop-islands-')).sort().join('.');
		const steppers = [...element.querySelectorAll(':scope > :is(button, a, input:not(.qty):not([type="hidden"]))')];
		return { box: theirs(element), steppers: steppers.map((stepper) => `${stepper.tagName.toLowerCase()}.${theirs(stepper)}`) };
	});
}

/**
 * Whether a product page keeps jQuery with the plugin, on each theme: for the scripts of its own
 * that use it (Astra's header cart, OceanWP's), never for one an island took
 * over (Kadence's steppers and gallery-height script).
 */
const PRODUCT_KEEPS_JQUERY: Readonly<Record<Theme, boolean>> = { astra: true, oceanwp: true, kadence: false, 'hello-elementor': false };

/** Chooses the first option of every select of a variations form, as a shopper would (a press, then the choice). */
async function chooseOptions(page: Page, form: string): Promise<void> {
	const selects = page.locator(`${form} select`);
	const count = await selects.count();
	for (let index = 0; index < count; index += 1) {
		const select = selects.nth(index);
		await select.dispatchEvent('pointerdown');
		await select.focus();
		await page.waitForTimeout(300);
		const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
		await select.selectOption(values[0] ?? '', { force: true });
	}
	await page.waitForTimeout(500);
}

describe.skipIf(skip !== '')('the themes site owners run, with the plugin as classic', () => {
	describe.each(THEMES)('%s', (theme) => {
		it("adds once from a card's button", async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page, adds }) => {
						await page.locator('ul.products a.ajax_add_to_cart[data-product_id] >> visible=true').first().click();
						await page.waitForTimeout(2500);
						// The theme's cart that an add opens (Astra's slide-in cart), and the header's count.
						return {
							adds: adds(),
							cartOpened: await page.locator(THEME_CART_OPEN).count(),
							count: (await page.locator(HEADER_COUNT).allTextContents()).map((text) => text.trim()),
						};
					},
					'/shop/',
				),
			);
		});

		it("shows one set of steppers in a product's quantity box, one press of + adds one, and the add sends what the box shows", async () => {
			const outcomes = await both(
				theme,
				async ({ page }) => {
					// The summary's box: a theme's sticky or floating bar carries a second one.
					const box = '.summary form.cart div.quantity';
					const shown = await steppers(page, box);
					const look = await boxLook(page, box);
					const plus = page.locator(`${box} :is(.plus, [class*="plus"]):visible`).first();
					if ((await plus.count()) > 0) {
						await plus.click();
					}
					const value = await page.inputValue(`${box} input.qty`);
					// A theme's steppers tell the field's change through jQuery alone: the add reads the field itself.
					await page.locator('.summary form.cart .single_add_to_cart_button').click();
					await page.waitForLoadState();
					await page.waitForTimeout(1500);
					const cart = (await (await page.request.get(realUrl('/wp-json/wc/store/v1/cart'))).json()) as { items: { quantity: number }[] };
					return { shown, look, value, inCart: cart.items.reduce((sum, item) => sum + item.quantity, 0) };
				},
				'/product/garlic-bread/',
			);
			// Storefront-like themes without steppers of their own get the island's two; themes with
			// theirs keep theirs alone, or get the same from the island where it took their script over.
			expect(outcomes.plugin.found.shown).toBe(2);
			expect(outcomes.plugin.found.value).toBe('2');
			expect(outcomes.plugin.found.inCart).toBe(2);
			expect(outcomes.plugin.errors.filter((error) => !outcomes.classic.errors.includes(error))).toEqual([]);
			if (outcomes.classic.found.shown === 2) {
				holdsToClassic(outcomes);
			}
		});

		it("steps a cart row's quantity as the theme does (Astra's steppers update the cart at once)", async () => {
			const outcomes = await both(
				theme,
				async ({ page }) => {
					await page.request.post(realUrl('/?wc-ajax=add_to_cart'), { form: { product_id: '101', quantity: '1' } });
					await page.goto(realUrl('/cart/'));
					const box = '.woocommerce-cart-form .product-quantity div.quantity';
					const plus = page.locator(`${box} :is(.plus, [class*="plus"]):visible`).first();
					const shown = await steppers(page, box);
					if ((await plus.count()) > 0) {
						await plus.click();
					}
					await page.waitForTimeout(3000);
					const cart = (await (await page.request.get(realUrl('/wp-json/wc/store/v1/cart'))).json()) as { items: { quantity: number }[] };
					return { shown, value: await page.inputValue(`${box} input.qty`), inCart: cart.items.reduce((sum, item) => sum + item.quantity, 0) };
				},
				'/shop/',
			);
			if (outcomes.classic.found.shown === 0) {
				// A theme without steppers of its own gets the island's, which step the field; "Update cart" sends it.
				expect(outcomes.plugin.found).toEqual({ shown: 2, value: '2', inCart: outcomes.classic.found.inCart });
				expect(outcomes.plugin.errors.filter((error) => !outcomes.classic.errors.includes(error))).toEqual([]);
			} else {
				holdsToClassic(outcomes);
			}
		});

		it(`runs ${PRODUCT_KEEPS_JQUERY[theme] ? 'jQuery, for the theme’s own scripts,' : 'no jQuery'} on a product page, with no console error`, async () => {
			const opened = await visit(theme, 'plugin', '/product/margherita/');
			await opened.page.waitForLoadState('load');
			const jquery = await opened.page.evaluate(() => 'jQuery' in window);
			await opened.context.close();
			expect(jquery).toBe(PRODUCT_KEEPS_JQUERY[theme]);
			expect(opened.errors).toEqual([]);
		});

		it('chooses a variable product’s options and adds it once', async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page, adds }) => {
						await chooseOptions(page, 'form.variations_form');
						await page.locator('form.variations_form button.single_add_to_cart_button').click();
						await page.waitForTimeout(3000);
						return { adds: adds(), variation: await page.locator('form.variations_form input[name="variation_id"]').count() };
					},
					'/product/margherita/',
				),
			);
		});

		it('opens the gallery’s lightbox', async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page }) => {
						await page.locator('.woocommerce-product-gallery__trigger, .woocommerce-product-gallery__image a').first().click({ force: true });
						return { open: await page.waitForSelector('.pswp--open, .pswp[aria-hidden="false"]', { timeout: 10_000 }).then(() => true, () => false) };
					},
					'/product/chefs-tasting-menu/',
				),
			);
		});

		it('lets the gallery take its own height once it is ready, where a theme holds it while it loads', async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page }) => {
						// Kadence's product-cls.js fixes the gallery's height until WooCommerce's after-init, 500 ms after it.
						await page.waitForLoadState('load');
						await page.waitForTimeout(1500);
						return { held: await page.locator('.woocommerce-product-gallery').first().evaluate((gallery) => (gallery as HTMLElement).style.height) };
					},
					'/product/chefs-tasting-menu/',
				),
			);
		});

		it('sends the contact form and shows its answer', async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page }) => {
						const form = 'form.wpcf7-form >> nth=0';
						await page.fill(`${form} >> [name="your-name"]`, 'Ada Lovelace');
						await page.fill(`${form} >> [name="your-email"]`, 'ada@example.com');
						await page.fill(`${form} >> [name="your-subject"]`, 'A table for four');
						await page.fill(`${form} >> [name="your-message"]`, 'Friday at eight, please.');
						let navigations = 0;
						page.on('framenavigated', (frame) => {
							navigations += frame === page.mainFrame() ? 1 : 0;
						});
						await page.click(`${form} >> .wpcf7-submit`);
						const answer = page.locator(`${form} >> .wpcf7-response-output`);
						await expect.poll(() => answer.textContent(), { timeout: 15_000 }).not.toBe('');
						return { answer: (await answer.textContent())?.trim(), navigations };
					},
					'/contact/',
				),
			);
		});

		const drawer = CART_DRAWERS[theme];
		it.runIf(drawer !== undefined)("removes an item from the theme's cart drawer in the background, the drawer staying open", async () => {
			const { opener, panel } = drawer ?? { opener: '', panel: '' };
			const outcomes = {} as Record<Mode, Outcome>;
			for (const mode of MODES) {
				const opened = await visit(theme, mode, '/shop/');
				const { page, removes } = opened;
				for (const productId of ['101', '102']) {
					await page.request.post(realUrl('/?wc-ajax=add_to_cart'), { form: { product_id: productId, quantity: '1' } });
				}
				await page.goto(realUrl('/shop/'));
				let navigations = 0;
				page.on('framenavigated', (frame) => {
					navigations += frame === page.mainFrame() ? 1 : 0;
				});
				await page.locator(`${opener} >> visible=true`).first().click();
				await page.waitForSelector(`${panel}.active`);
				await page.locator(`${panel} a.remove`).first().click();
				await expect.poll(() => page.locator(`${panel} .woocommerce-mini-cart-item`).count(), { timeout: 10_000 }).toBe(1);
				outcomes[mode] = { errors: [...opened.errors], found: { open: await page.locator(`${panel}.active`).count(), navigations, removes: removes() } };
				await opened.context.close();
			}
			holdsToClassic(outcomes);
		});

		it.runIf(theme === 'oceanwp')("opens the theme's quick view on a variable product, chooses and adds once", async () => {
			holdsToClassic(
				await both(
					theme,
					async ({ page, adds }) => {
						await page.locator('.owp-quick-view[data-product_id="113"]').first().dispatchEvent('click');
						await page.waitForSelector('#owp-qv-wrap.is-visible .variations_form', { timeout: 10_000 });
						await chooseOptions(page, '#owp-qv-wrap .variations_form');
						const variation = await page.inputValue('#owp-qv-wrap input[name="variation_id"]');
						await page.locator('#owp-qv-wrap .single_add_to_cart_button').click();
						await page.waitForTimeout(3000);
						return { chosen: variation !== '' && variation !== '0', adds: adds() };
					},
					'/shop/?orderby=title',
				),
			);
		});
	});
});
