import type { CookieJar } from './cookies';

/**
 * Per-visitor switches for what a site may have installed besides WooCommerce: a cookie
 * banner plugin speaking the WP Consent API (`consent_banner`), an analytics plugin printing
 * its script held back for consent (`analytics`), Food Menu with its location popup on (`food_menu`). `?<name>=1` turns one on for the visitor
 * (a cookie `fixture_<name>=1`), `?<name>=0` off; tests set the cookie themselves.
 */
export type FixtureSwitch = 'consent_banner' | 'analytics' | 'food_menu';

export function fixtureSwitch(name: FixtureSwitch, query: URLSearchParams, cookies: CookieJar): boolean {
	const cookie = `fixture_${name}`;
	const asked = query.get(name);
	if (asked === '1') {
		cookies.set(cookie, '1', { path: '/', sameSite: 'lax' });
		return true;
	}
	if (asked === '0') {
		cookies.clear(cookie, { path: '/' });
		return false;
	}
	return cookies.requestCookie(cookie) === '1';
}
