import { type SafeHtml, html } from '../html';

/** The store's one customer account, and WordPress's login error messages. */

export const DEMO_USERNAME = 'demo';
const DEMO_PASSWORD = 'demo';

export type LoginResult = { readonly ok: true; readonly user: string } | { readonly ok: false; readonly error: SafeHtml };

export function logIn(username: string, password: string): LoginResult {
	const name = username.trim();
	if (name === '') {
		return { ok: false, error: html`<strong>Error:</strong> Username is required.` };
	}
	if (password === '') {
		return { ok: false, error: html`<strong>Error:</strong> The password field is empty.` };
	}
	if (name !== DEMO_USERNAME) {
		return {
			ok: false,
			error: html`<strong>Error:</strong> The username <strong>${name}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
		};
	}
	if (password !== DEMO_PASSWORD) {
		return { ok: false, error: html`<strong>Error:</strong> The password you entered for the username <strong>${name}</strong> is incorrect.` };
	}
	return { ok: true, user: DEMO_USERNAME };
}
