import type { BrowserContext } from 'playwright-core';
import { store } from './store';

/**
 * Makes the store show WooCommerce's "Coming soon" banner to the visitor of `context`
 * (`StoreUnderTest.comingSoonBanner`): on the real store a store manager logged in through
 * wp-login.php, in coming-soon mode, whose earlier dismissal is cleared. (WooCommerce 10.0.2
 * means to bring the banner back at each login, but writes "no", which it then reads as
 * dismissed: the dismissal is cleared through the REST API, as the manager.)
 */
export async function showComingSoonBanner(context: BrowserContext): Promise<void> {
	const { url, comingSoonBanner } = store();
	if (comingSoonBanner.cookie) {
		await context.addCookies([{ ...comingSoonBanner.cookie, url }]);
	}
	if (comingSoonBanner.login) {
		const { user, password } = comingSoonBanner.login;
		await context.addCookies([{ name: 'wordpress_test_cookie', value: 'WP Cookie check', url }]);
		const login = await context.request.post(new URL('/wp-login.php', url).toString(), {
			form: { log: user, pwd: password, testcookie: '1', redirect_to: url },
			maxRedirects: 0,
		});
		if (login.status() !== 302) {
			throw new Error(`logging in as ${user} answered ${login.status()}`);
		}
		const nonce = await (await context.request.get(new URL('/wp-admin/admin-ajax.php?action=rest-nonce', url).toString())).text();
		const cleared = await context.request.post(new URL('/wp-json/wp/v2/users/me', url).toString(), {
			headers: { 'X-WP-Nonce': nonce },
			data: { woocommerce_meta: { coming_soon_banner_dismissed: '' } },
		});
		if (!cleared.ok()) {
			throw new Error(`clearing the banner's dismissal answered ${cleared.status()}`);
		}
	}
}
