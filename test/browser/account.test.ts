import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { settle } from './support/islands';
import { store } from './support/store';

/**
 * My account without jQuery (README, "My account"): every account page, a guest's and a
 * customer's, loads no jQuery; the address form's country reshapes it as WooCommerce renders
 * it for that country (the server, which knows each country's fields, is the oracle: a form
 * switched to a country has the shape of the form the server prints once the address is saved
 * there, and posts the same fields; on the real store also the shape WooCommerce's own scripts
 * give it); the strength meter and WordPress's zxcvbn load only once a new-password field has
 * focus, and a weak password blocks the form's submit as WooCommerce's meter does. On the real
 * store as its customer alice, on the fixture store as demo.
 */

const browser = sharedBrowser();
const { skip, name: storeName, classicCookie } = store();
const onRealStore = storeName === 'real store';
const CUSTOMER = onRealStore ? { user: 'alice', password: 'alice-password' } : { user: 'demo', password: 'demo' };

const GUEST_PAGES = ['/my-account/', '/my-account/?account_passwords=yes', '/my-account/lost-password/'];
const CUSTOMER_PAGES = ['/my-account/', '/my-account/orders/', '/my-account/edit-address/', '/my-account/edit-address/billing/', '/my-account/edit-account/'];
const BILLING_FORM = '/my-account/edit-address/billing/';
const LOGIN_FORM = '#main form.woocommerce-form-login';
const ZXCVBN = 'zxcvbn.min.js';
const WEAK = 'password';
const STRONG = 'Correct-Horse-Battery-Staple-42';

/** One row of the address form as a shopper meets it: what WooCommerce renders per country. */
interface Row {
	readonly id: string;
	readonly visible: boolean;
	readonly label: string;
	readonly control: string;
	readonly name: string;
	readonly options: string;
	readonly width: string;
	readonly required: boolean;
	readonly ariaRequired: boolean;
}

describe.skipIf(skip !== '')('My account', () => {
	const contexts: BrowserContext[] = [];
	afterAll(async () => {
		await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
	});

	async function visitor(options: { loggedIn: boolean; classic?: boolean }): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
		const { page, context, errors } = await openPage(browser());
		contexts.push(context);
		if (options.classic && classicCookie) {
			await context.addCookies([{ name: classicCookie.name, value: classicCookie.value, url: store().url }]);
		}
		const scripts: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'script') {
				scripts.push(request.url());
			}
		});
		if (options.loggedIn) {
			await page.goto(storeUrl('/my-account/'));
			// WooCommerce's login form in the content (the fixture's theme has another in its header).
			await page.fill(`${LOGIN_FORM} #username`, CUSTOMER.user);
			await page.fill(`${LOGIN_FORM} #password`, CUSTOMER.password);
			await Promise.all([page.waitForURL(storeUrl('/my-account/')), page.click(`${LOGIN_FORM} button[name="login"]`)]);
			await page.waitForSelector('.woocommerce-MyAccount-navigation');
		}
		return { page, errors, scripts };
	}

	describe('every page without jQuery', () => {
		it.each([...GUEST_PAGES.map((path) => ['a guest', path] as const), ...CUSTOMER_PAGES.map((path) => ['the customer', path] as const)])(
			'%s on %s: no jQuery, no console error',
			async (who, path) => {
				const { page, errors, scripts } = await visitor({ loggedIn: who === 'the customer' });
				await page.goto(storeUrl(path));
				await settle(page);
				expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
				expect(scripts.filter((url) => /jquery/i.test(url))).toEqual([]);
				expect(errors).toEqual([]);
			},
		);
	});

	describe('the address form', () => {
		it('reshapes itself for each country as the server renders the form saved in that country, and posts the same fields', async () => {
			const { page, errors } = await visitor({ loggedIn: true });
			for (const country of ['CA', 'FR', 'GB', 'JP']) {
				await page.goto(storeUrl(BILLING_FORM));
				await settle(page);
				// From the store's own country, the US (a state select, "ZIP Code"), to the country asked for.
				if ((await page.inputValue('#billing_country')) !== 'US') {
					await page.selectOption('#billing_country', 'US');
				}
				await page.selectOption('#billing_country', country);
				const switched = await formShape(page);
				await fillAddress(page, country);
				const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === BILLING_FORM);
				await Promise.all([page.waitForURL(storeUrl('/my-account/edit-address/')), page.click('button[name="save_address"]')]);
				const postedNames = [...new URLSearchParams((await posted).postData() ?? '').keys()].sort();
				expect(await page.textContent('.woocommerce-message')).toContain('Address changed successfully.');

				await page.goto(storeUrl(BILLING_FORM));
				await settle(page);
				expect(await page.inputValue('#billing_country')).toBe(country);
				expect(switched, country).toEqual(await formShape(page));
				expect(postedNames, country).toEqual(await formNames(page));
			}
			expect(errors).toEqual([]);
		});

		// Not Japan, neither as a country switched to nor as the one the form was saved in: WooCommerce's
		// scripts lay out only the address rows, so the name rows keep the order the server printed
		// (Japan's puts the last name first), where the island orders them as the server would.
		it.skipIf(!onRealStore)('reshapes itself as WooCommerce\u2019s own scripts do, country after country', async () => {
			const countries = ['CA', 'FR', 'GB', 'US', 'AE', 'HK'];
			const { page: saving } = await visitor({ loggedIn: true });
			await saving.goto(storeUrl(BILLING_FORM));
			await settle(saving);
			await saving.selectOption('#billing_country', 'US');
			await fillAddress(saving, 'US');
			await Promise.all([saving.waitForURL(storeUrl('/my-account/edit-address/')), saving.click('button[name="save_address"]')]);
			const walk = async (classic: boolean): Promise<Array<Array<Omit<Row, 'ariaRequired'>>>> => {
				const { page } = await visitor({ loggedIn: true, classic });
				await page.goto(storeUrl(BILLING_FORM));
				await settle(page);
				const shapes = [];
				for (const country of countries) {
					await page.selectOption('#billing_country', country);
					shapes.push((await formShape(page)).map(({ ariaRequired: _ignored, ...row }) => row));
				}
				return shapes;
			};
			expect(await walk(false)).toEqual(await walk(true));
		});

		it('is a native select, chosen by keyboard: focus stays on it while the form reorders', async () => {
			const { page, errors } = await visitor({ loggedIn: true });
			await page.goto(storeUrl(BILLING_FORM));
			await settle(page);
			await page.selectOption('#billing_country', 'US');
			await page.focus('#billing_country');
			await page.keyboard.type('Japan');
			await page.waitForFunction(() => (document.querySelector('#billing_state_field label')?.textContent ?? '').startsWith('Prefecture'));
			expect(await page.inputValue('#billing_country')).toBe('JP');
			expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing_country');
			// Japan puts the last name first and the postcode before the prefecture.
			const order = await page.$$eval('.woocommerce-address-fields__field-wrapper > .form-row', (rows) => rows.map((row) => row.id));
			expect(order.indexOf('billing_last_name_field')).toBeLessThan(order.indexOf('billing_first_name_field'));
			expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_state_field'));
			await page.keyboard.press('Tab');
			expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('billing_country');
			expect(errors).toEqual([]);
		});
	});

	describe('the password strength meter', () => {
		const cases = [
			['account details', '/my-account/edit-account/', '#password_1', true],
			['registration asking for a password', '/my-account/?account_passwords=yes', '#reg_password', false],
		] as const;

		it.each(cases)('%s: zxcvbn only once the field has focus; a weak password is named and holds the submit, a strong one frees it', async (_name, path, field, loggedIn) => {
			const { page, errors, scripts } = await visitor({ loggedIn });
			await page.goto(storeUrl(path));
			await settle(page);
			await page.hover(field);
			await settle(page);
			expect(scripts.filter((url) => url.includes(ZXCVBN))).toEqual([]);
			await page.focus(field);
			await page.waitForFunction(() => typeof (window as unknown as { zxcvbn?: unknown }).zxcvbn === 'function');
			const meter = await strengthAfter(page, field, WEAK);
			expect(meter).toEqual({ text: 'Very weak - Please enter a stronger password.', className: 'woocommerce-password-strength short', hint: true, held: true, describedBy: true });
			// Enter does not send a form whose submit is held.
			const url = page.url();
			await page.press(field, 'Enter');
			await settle(page);
			expect(page.url()).toBe(url);
			expect(await strengthAfter(page, field, STRONG)).toEqual({ text: 'Strong', className: 'woocommerce-password-strength strong', hint: false, held: false, describedBy: true });
			await page.fill(field, '');
			expect(await page.isVisible('.woocommerce-password-strength')).toBe(false);
			expect(await page.getAttribute(field, 'aria-describedby')).toBeNull();
			expect(await submitHeld(page, field)).toBe(false);
			expect(errors).toEqual([]);
		});

		it.skipIf(!onRealStore)('names the same passwords as WooCommerce\u2019s own meter, and holds the same submits', async () => {
			const verdicts = async (classic: boolean) => {
				const { page } = await visitor({ loggedIn: true, classic });
				await page.goto(storeUrl('/my-account/edit-account/'));
				await settle(page);
				await page.focus('#password_1');
				await page.waitForFunction(() => typeof (window as unknown as { zxcvbn?: unknown }).zxcvbn === 'function');
				const seen = [];
				for (const password of [WEAK, 'Tr0ub4dour&3', 'harbourkitchen', STRONG]) {
					const { text, className, held } = await strengthAfter(page, '#password_1', password);
					seen.push({ password, text, className, held });
				}
				return seen;
			};
			expect(await verdicts(false)).toEqual(await verdicts(true));
		});

		it('the password reset: the meter on the new password; the request form loads no zxcvbn and its button is disabled once sent', async () => {
			const { page, errors, scripts } = await visitor({ loggedIn: false });
			await page.goto(storeUrl('/my-account/lost-password/'));
			await settle(page);
			await page.focus('#user_login');
			await page.fill('#user_login', 'nobody-at-all');
			await settle(page);
			expect(scripts.filter((url) => url.includes(ZXCVBN))).toEqual([]);
			// A server that answers 204 No Content leaves the page as it is: the button stays disabled.
			await page.route(storeUrl('/my-account/lost-password/'), (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.continue()));
			await page.click('form.lost_reset_password button[type="submit"]');
			await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('form.lost_reset_password button[type="submit"]')?.disabled === true);
			await page.unroute(storeUrl('/my-account/lost-password/'));
			// The form is sent as it is: the store's own answer to an unknown name.
			await page.reload();
			await page.fill('#user_login', 'nobody-at-all');
			await Promise.all([page.waitForEvent('load'), page.press('#user_login', 'Enter')]);
			expect(await page.textContent('.woocommerce-error')).toContain('Invalid username or email.');

			await page.goto(storeUrl(await passwordResetLink(CUSTOMER.user)));
			await page.waitForSelector('form.lost_reset_password input[name="reset_key"]', { state: 'attached' });
			await settle(page);
			expect(scripts.filter((url) => url.includes(ZXCVBN))).toEqual([]);
			await page.focus('#password_1');
			await page.waitForFunction(() => typeof (window as unknown as { zxcvbn?: unknown }).zxcvbn === 'function');
			expect(await strengthAfter(page, '#password_1', WEAK)).toMatchObject({ className: 'woocommerce-password-strength short', held: true });
			expect(await strengthAfter(page, '#password_1', STRONG)).toMatchObject({ className: 'woocommerce-password-strength strong', held: false });
			expect(errors).toEqual([]);
		});
	});
});

/** The address form's rows in their order, as a shopper meets them (no values). */
function formShape(page: Page): Promise<Row[]> {
	return page.$$eval('.woocommerce-address-fields__field-wrapper > .form-row', (rows) =>
		rows.map((row) => {
			const control = row.querySelector<HTMLInputElement | HTMLSelectElement>('input, select, textarea');
			return {
				id: row.id,
				visible: row.getClientRects().length > 0,
				label: (row.querySelector('label')?.textContent ?? '').replace(/[\s\u00a0]+/g, ' ').trim(),
				control: control instanceof HTMLSelectElement ? 'select' : (control?.type ?? ''),
				name: control?.name ?? '',
				options: control instanceof HTMLSelectElement ? [...control.options].map((option) => `${option.value}=${option.text}`).join('|') : '',
				width: ['form-row-first', 'form-row-last', 'form-row-wide'].filter((width) => row.classList.contains(width)).join(' '),
				required: row.classList.contains('validate-required'),
				ariaRequired: control?.getAttribute('aria-required') === 'true',
			};
		}),
	);
}

/** The names the address form would post with its save button, sorted. */
function formNames(page: Page): Promise<string[]> {
	return page.$eval('.woocommerce-address-fields', (fields) => {
		const form = fields.closest('form');
		const button = form?.querySelector('button[name="save_address"]');
		return form ? [...new Set(new FormData(form, button instanceof HTMLButtonElement ? button : null).keys())].sort() : [];
	});
}

/** A postcode each country's format takes (WooCommerce checks it). */
const POSTCODES: Readonly<Record<string, string>> = { CA: 'K1A 0B1', FR: '75001', GB: 'SW1A 1AA', JP: '100-0001', US: '90210' };

/** Fills every visible required field still empty, and picks the first state of a state list. */
async function fillAddress(page: Page, country: string): Promise<void> {
	await page.fill('#billing_postcode', POSTCODES[country] ?? '');
	await page.$$eval('.woocommerce-address-fields__field-wrapper > .form-row.validate-required', (rows) => {
		for (const row of rows) {
			const control = row.querySelector<HTMLInputElement | HTMLSelectElement>('input:not([type="hidden"]), select');
			if (!control || row.getClientRects().length === 0 || control.value !== '') {
				continue;
			}
			if (control instanceof HTMLSelectElement) {
				control.selectedIndex = 1;
			} else {
				control.value = control.type === 'email' ? 'customer@example.com' : control.type === 'tel' ? '5550100' : 'Harbour';
			}
		}
	});
}

interface Strength {
	readonly text: string;
	readonly className: string;
	readonly hint: boolean;
	readonly held: boolean;
	readonly describedBy: boolean;
}

/** Types `password` into `field` key by key (WooCommerce's meter listens for keyup), then reads the meter. */
async function strengthAfter(page: Page, field: string, password: string): Promise<Strength> {
	await page.fill(field, '');
	await page.locator(field).pressSequentially(password);
	await page.waitForFunction(
		(selector) => {
			const meter = document.querySelector('.woocommerce-password-strength');
			return (document.querySelector<HTMLInputElement>(selector)?.value ?? '') !== '' && meter !== null && /short|bad|good|strong/.test(meter.className);
		},
		field,
	);
	return page.$eval(field, (input) => {
		const form = (input as HTMLInputElement).form;
		const meter = form?.querySelector('.woocommerce-password-strength');
		return {
			text: (meter?.textContent ?? '').trim(),
			className: meter?.className ?? '',
			hint: form?.querySelector('.woocommerce-password-hint') !== null,
			held: [...(form?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? [])].every((button) => button.disabled),
			describedBy: (input.getAttribute('aria-describedby') ?? '').split(' ').includes('password_strength'),
		};
	});
}

function submitHeld(page: Page, field: string): Promise<boolean> {
	return page.$eval(field, (input) => [...((input as HTMLInputElement).form?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? [])].some((button) => button.disabled));
}

/** The link of the password reset email the store would send the customer. */
async function passwordResetLink(user: string): Promise<string> {
	if (onRealStore) {
		const { realStore } = await import('../real-store/helpers');
		const { storeCommand } = await import('../real-store/store');
		const { php, siteDir } = realStore();
		// Its first line; store-cli.php ends with "ok".
		return (await storeCommand(php, siteDir, 'password-reset-url', user)).split('\n')[0] ?? '';
	}
	const response = await fetch(storeUrl(`/__fixture__/password-reset-url?user=${user}`));
	return response.text();
}
