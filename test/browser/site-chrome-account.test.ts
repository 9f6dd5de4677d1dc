import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { fillCart } from './support/cart';
import { showComingSoonBanner } from './support/coming-soon';
import { settle } from './support/islands';
import { store } from './support/store';

/**
 * Site chrome, account side (docs/site-chrome.md#notices-account-and-listing): WooCommerce's
 * store notice, password fields and coming-soon banner on both stores (the real store's to a
 * store manager in coming-soon mode); the theme's header login where the store has it.
 */

const browser = sharedBrowser();
const { skip, accountDropdown } = store();

const NOTICE = '.woocommerce-store-notice';
const LOGIN_FORM = '.site-header-account form';
const AJAX = '**/wp-admin/admin-ajax.php';

/**
 * Records, from the first byte of the page, whether the store notice was ever rendered: polled
 * every frame, and on DOMContentLoaded, so a notice shown and hidden again in between is seen.
 */
const NOTICE_WATCH = `(() => {
	window.__noticeSeen = false;
	const look = () => {
		const notice = document.querySelector('${NOTICE}');
		if (notice && notice.getClientRects().length > 0 && getComputedStyle(notice).visibility !== 'hidden') {
			window.__noticeSeen = true;
		}
	};
	const loop = () => { look(); requestAnimationFrame(loop); };
	requestAnimationFrame(loop);
	document.addEventListener('DOMContentLoaded', look);
})();`;

const noticeSeen = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { __noticeSeen: boolean }).__noticeSeen);

async function cookieNamed(context: BrowserContext, name: string): Promise<{ value: string; path: string } | undefined> {
	return (await context.cookies()).find((cookie) => cookie.name === name);
}

describe.skipIf(skip !== '')('store notice', () => {
	it('shows until dismissed; dismissal sets store_notice{id}=hidden on path /, and the notice never shows again, not even for a frame', async () => {
		const { page, context, errors } = await openPage(browser());
		await context.addInitScript({ content: NOTICE_WATCH });
		await page.goto(storeUrl('/'));
		const notice = page.locator(NOTICE);
		await notice.waitFor({ state: 'visible' });
		const id = (await notice.getAttribute('data-notice-id')) ?? '';
		await notice.getByRole('button', { name: 'Dismiss' }).click();
		await notice.waitFor({ state: 'hidden' });
		expect(await cookieNamed(context, `store_notice${id}`)).toMatchObject({ value: 'hidden', path: '/' });
		for (const path of ['/shop/', '/product/garlic-bread/', '/my-account/']) {
			await page.goto(storeUrl(path));
			await settle(page);
			expect(await noticeSeen(page)).toBe(false);
		}
		expect(errors).toEqual([]);
		await context.close();
	});

	it('dismisses with the keyboard', async () => {
		const { page, context } = await openPage(browser());
		await page.goto(storeUrl('/'));
		const dismiss = page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`);
		await dismiss.waitFor({ state: 'visible' });
		await dismiss.focus();
		await page.keyboard.press('Space');
		await page.locator(NOTICE).waitFor({ state: 'hidden' });
		await context.close();
	});

	it('stays dismissed on the cart and checkout, where WooCommerce may still run its own script', async () => {
		const { page, context, errors } = await openPage(browser());
		await fillCart(page, storeUrl('/'));
		await page.goto(storeUrl('/'));
		await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).click();
		await context.addInitScript({ content: NOTICE_WATCH });
		for (const path of ['/cart/', '/checkout/']) {
			await page.goto(storeUrl(path));
			await settle(page);
			expect(await noticeSeen(page)).toBe(false);
		}
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(skip !== '')('password toggle', () => {
	it('toggles the My account password between hidden and shown: one button, aria-pressed, "Show password" / "Hide password"', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/my-account/'));
		await settle(page);
		const field = page.locator('form.woocommerce-form-login #password');
		const wrapper = page.locator('form.woocommerce-form-login .password-input', { has: page.locator('#password') });
		const toggle = wrapper.getByRole('button', { name: 'Show password' });
		// The server's field alone until the shopper reaches for it; focus brings the toggle, and
		// what they type meanwhile lands in the field, which keeps the focus.
		expect(await page.locator('.show-password-input').count()).toBe(0);
		await field.focus();
		await page.keyboard.type('secret');
		await toggle.waitFor();
		expect(await wrapper.locator('button').count()).toBe(1);
		expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
		expect(await field.inputValue()).toBe('secret');
		await toggle.click();
		expect(await field.getAttribute('type')).toBe('text');
		const hide = wrapper.getByRole('button', { name: 'Hide password' });
		expect(await hide.getAttribute('aria-pressed')).toBe('true');
		await hide.press('Enter');
		expect(await field.getAttribute('type')).toBe('password');
		expect(await wrapper.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
		expect(await field.inputValue()).toBe('secret');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('gives every password field of the page, and of the checkout, exactly one toggle', async () => {
		const { page, context, errors } = await openPage(browser());
		await fillCart(page, storeUrl('/'));
		for (const path of ['/my-account/?account_passwords=yes', '/checkout/?account_passwords=yes']) {
			await page.goto(storeUrl(path));
			await settle(page);
			// The checkout's account password shows once the shopper asks for an account.
			const create = page.locator('#createaccount');
			if ((await create.count()) > 0 && (await create.isVisible())) {
				await create.check();
			}
			const fields = page.locator('.woocommerce form input[type="password"]:visible, .woocommerce form .password-input input:visible');
			const count = await fields.count();
			for (let index = 0; index < count; index += 1) {
				const field = fields.nth(index);
				await field.scrollIntoViewIfNeeded();
				await field.hover();
				await page.waitForFunction((input) => input?.parentElement?.querySelector('.show-password-input') !== null, await field.elementHandle());
				expect(await field.evaluate((input) => input.parentElement?.querySelectorAll('.show-password-input').length)).toBe(1);
				expect(await field.evaluate((input) => input.closest('.password-input') !== null)).toBe(true);
			}
		}
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(skip !== '')('notices and the result count', () => {
	it('moves focus to the first alert notice a page arrives with, after 500 ms', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/my-account/'));
		await page.fill('form.woocommerce-form-login #username', 'nobody');
		await page.fill('form.woocommerce-form-login #password', 'wrong');
		await Promise.all([page.waitForEvent('load'), page.press('form.woocommerce-form-login #password', 'Enter')]);
		await page.waitForFunction(() => document.activeElement?.matches('.woocommerce-error[role="alert"]') === true);
		expect(await page.getAttribute('.woocommerce-error[role="alert"]', 'tabindex')).toBe('-1');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('lets screen readers hear the listing\'s result count again after 2 s, the same text', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/shop/'));
		const count = page.locator('.woocommerce-result-count').first();
		const text = await count.textContent();
		await page.waitForFunction(() => document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden') === 'true');
		await page.waitForFunction(() => document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden') === 'false');
		expect(await count.textContent()).toBe(text);
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(skip !== '' || !accountDropdown)('header login', () => {
	async function openLogin(page: Page): Promise<void> {
		await page.goto(storeUrl('/'));
		await settle(page);
		await page.hover('.site-header-account__toggle');
	}

	async function logIn(page: Page, password: string): Promise<void> {
		await page.fill(`${LOGIN_FORM} input[name="username"]`, 'demo');
		await page.fill(`${LOGIN_FORM} input[name="password"]`, password);
		await page.click(`${LOGIN_FORM} button[type="submit"]`);
	}

	it("disables the fields while it posts, then shows the server's message above the form once, announced, with focus on it", async () => {
		const { page, context, errors } = await openPage(browser());
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(AJAX, async (route) => {
			await held;
			await route.continue();
		});
		await openLogin(page);
		await logIn(page, 'wrong');
		await page.waitForFunction((selector) => [...(document.querySelector(selector) as HTMLFormElement).elements].every((field) => (field as HTMLInputElement).disabled), LOGIN_FORM);
		release();
		const alert = page.getByRole('alert').filter({ hasText: 'Wrong username or password.' });
		await alert.waitFor();
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Wrong username or password.');
		expect(await alert.evaluate((element, selector) => element.nextElementSibling === document.querySelector(selector), LOGIN_FORM)).toBe(true);
		expect(await page.locator(`${LOGIN_FORM} input[name="password"]`).isDisabled()).toBe(false);
		await logIn(page, 'still-wrong');
		await page.waitForFunction((selector) => !(document.querySelector(`${selector} input[name="password"]`) as HTMLInputElement).disabled, LOGIN_FORM);
		expect(await page.locator('.shop-islands-login-notice').count()).toBe(1);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('reloads the page logged in on status true', async () => {
		const { page, context, errors } = await openPage(browser());
		await openLogin(page);
		const reloaded = page.waitForEvent('load');
		await logIn(page, 'demo');
		await reloaded;
		expect(page.url()).toBe(storeUrl('/'));
		expect(await page.textContent('.site-header-account__toggle')).toBe('My account');
		expect(errors).toEqual([]);
		await context.close();
	});

	it.each([
		['an HTML page', { status: 200, contentType: 'text/html', body: '<!doctype html><p>Fatal error</p>' }],
		['a 500', { status: 500, contentType: 'application/json', body: '{"status":false,"msg":"x"}' }],
	])('posts the form as without JavaScript when admin-ajax answers %s', async (_name, answer) => {
		const { page, context } = await openPage(browser());
		await page.route(AJAX, (route) => route.fulfill(answer));
		await openLogin(page);
		const posted = page.waitForURL(storeUrl('/my-account/'));
		await logIn(page, 'demo');
		await posted;
		expect(await page.textContent('.site-header-account__toggle')).toBe('My account');
		await context.close();
	});

	it('posts to My account without JavaScript', async () => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
		await page.goto(storeUrl('/'));
		// The dropdown opens on hover and focus by the theme's CSS alone.
		await page.hover('.site-header-account__toggle');
		await page.locator(`${LOGIN_FORM} input[name="username"]`).fill('demo');
		await page.locator(`${LOGIN_FORM} input[name="password"]`).fill('demo');
		await page.locator(`${LOGIN_FORM} input[name="password"]`).press('Enter');
		await page.waitForURL(storeUrl('/my-account/'));
		expect(await page.textContent('.site-header-account__toggle')).toBe('My account');
		await context.close();
	});
});

describe.skipIf(skip !== '')('coming-soon banner', () => {
	const BANNER = '#coming-soon-footer-banner';

	/** The store notice, fixed to the window's bottom too, covers the banner on Storefront: a shopper dismisses it first. */
	const dismissStoreNotice = async (page: Page): Promise<void> => {
		const notice = page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`);
		if (await notice.isVisible()) {
			await notice.click();
		}
	};

	it("POSTs the dismissal to the REST URL with the banner's X-WP-Nonce and hides once it completes; the next page has no banner", async () => {
		const { page, context, errors } = await openPage(browser());
		await showComingSoonBanner(context);
		await page.goto(storeUrl('/'));
		await settle(page);
		await dismissStoreNotice(page);
		const dismiss = page.locator(`${BANNER} .coming-soon-footer-banner-dismiss`);
		const url = (await dismiss.getAttribute('data-rest-url')) ?? '';
		const request = page.waitForRequest((sent) => sent.url().startsWith(url) && sent.method() === 'POST');
		await dismiss.click();
		const sent = await request;
		expect(sent.headers()['x-wp-nonce']).toBe(await dismiss.getAttribute('data-rest-nonce'));
		expect(sent.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
		expect((await sent.response())?.status()).toBe(200);
		await page.locator(BANNER).waitFor({ state: 'hidden' });
		await page.reload();
		expect(await page.locator(BANNER).count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('hides the banner when the call fails too', async () => {
		const { page, context } = await openPage(browser());
		await showComingSoonBanner(context);
		await page.route('**/wp-json/wp/v2/users/**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Error</p>' }));
		await page.goto(storeUrl('/'));
		await settle(page);
		await dismissStoreNotice(page);
		await page.click(`${BANNER} .coming-soon-footer-banner-dismiss`);
		await page.locator(BANNER).waitFor({ state: 'hidden' });
		await context.close();
	});
});
