/*
 * The fixture site's WP Consent API (the plugin's browser side, as version 1.0.8 behaves; printed
 * in the footer, as WordPress prints it). The consent type the server names comes on the script's
 * own tag (`data-consent-type`, where WordPress prints `consent_api.consent_type` before it): the
 * plugin names `optin` where the WP Consent API is active and no plugin names one. Until a banner
 * sets `window.wp_consent_type` that type decides; with none, everything is allowed.
 * `wp_has_consent(category)`: allowed where the visitor's `wp_consent_<category>` cookie says
 * `allow` (or, opt-out, where there is none). `wp_set_consent(category, value)` writes the cookie
 * and, when the value changed, announces it on the document with `wp_listen_for_consent_change`,
 * whose detail is an array carrying the category as a named property, as the API's.
 */
(() => {
	'use strict';

	const PREFIX = 'wp_consent_';
	const EXPIRY_DAYS = 30;
	const site = /** @type {Window & { wp_consent_type?: string, wp_fallback_consent_type?: string, wp_has_consent?: (category: string) => boolean, wp_set_consent?: (category: string, value: string) => void }} */ (window);
	const script = document.currentScript;
	site.wp_fallback_consent_type = script instanceof HTMLElement ? (script.dataset.consentType ?? '') : '';

	/** @param {string} category */
	const read = (category) => document.cookie.match(new RegExp(`(?:^|; )${PREFIX}${category}=([^;]*)`))?.[1] ?? '';

	site.wp_has_consent = (category) => {
		const type = site.wp_consent_type ?? site.wp_fallback_consent_type;
		if (!type) {
			return true;
		}
		return type.includes('optout') && read(category) === '' ? true : read(category) === 'allow';
	};

	site.wp_set_consent = (category, value) => {
		if (value !== 'allow' && value !== 'deny') {
			return;
		}
		const previous = read(category);
		document.cookie = `${PREFIX}${category}=${value}; path=/; max-age=${EXPIRY_DAYS * 86400}; SameSite=Lax`;
		if (previous !== value) {
			/** @type {string[] & Record<string, string>} */
			const changed = Object.assign([], { [category]: value });
			document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: changed }));
		}
	};
})();
