/*
 * The fixture site's cookie banner plugin: the WP Consent API's browser side, as a consent
 * plugin provides it. The visitor's choice per category (statistics and marketing here) lives
 * in a `wp_consent_<category>` cookie; `wp_has_consent(category)` reads it; each category's
 * choice is announced on the document with `wp_listen_for_consent_change` (detail
 * `{ <category>: 'allow' | 'deny' }`), as `wp_set_consent` does. Opt-in: nothing is allowed
 * until the visitor allows it.
 */
(() => {
	'use strict';

	const PREFIX = 'wp_consent_';
	const CATEGORIES = ['statistics', 'marketing'];
	const banner = document.querySelector('.fixture-consent-banner');
	const site = /** @type {Window & { wp_consent_type?: string, wp_has_consent?: (category: string) => boolean, wp_set_consent?: (category: string, value: string) => void }} */ (window);

	/** @param {string} category */
	const read = (category) => document.cookie.match(new RegExp(`(?:^|; )${PREFIX}${category}=([^;]*)`))?.[1] ?? '';

	function show() {
		const state = banner?.querySelector('.fixture-consent-banner__state');
		if (state) {
			const choices = CATEGORIES.filter((category) => read(category) !== '')
				.map((category) => `${category} ${read(category) === 'allow' ? 'allowed' : 'denied'}`)
				.join(', ');
			state.textContent = choices === '' ? '' : `${choices.charAt(0).toUpperCase()}${choices.slice(1)}.`;
		}
	}

	/**
	 * @param {string} category
	 * @param {string} value
	 */
	function setConsent(category, value) {
		document.cookie = `${PREFIX}${category}=${value}; path=/; SameSite=Lax`;
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { [category]: value } }));
		show();
	}

	site.wp_consent_type = 'optin';
	site.wp_has_consent = (category) => read(category) === 'allow';
	site.wp_set_consent = setConsent;

	banner?.addEventListener('click', (event) => {
		const button = event.target instanceof Element ? event.target.closest('button') : null;
		for (const category of CATEGORIES) {
			const value = button?.getAttribute(`data-consent-${category}`);
			if (value) {
				setConsent(category, value);
			}
		}
	});
	show();
	document.dispatchEvent(new Event('wp_consent_type_defined'));
})();
