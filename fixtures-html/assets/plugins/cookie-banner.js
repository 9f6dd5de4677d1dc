/*
 * The fixture site's cookie banner plugin, as CookieYes 3.5 behaves beside the WP Consent API
 * (printed in the head, as CookieYes prints its script and its bridge to the API). The visitor's
 * choice lives in its `cookieyes-consent` cookie
 * (`consentid:…,consent:yes|no,action:yes,necessary:yes,functional:no,analytics:yes,…`). At
 * `DOMContentLoaded` a visitor who has not answered gets the banner and the initial state (every
 * category but `necessary` refused, opt-in), announced as an answer is; one who has answered gets
 * the "Consent Preferences" button and no announcement, so on their pages the banner names no
 * consent type. Each announcement (`cookieyes_consent_update`) names the type
 * (`window.wp_consent_type = 'optin'`, then `wp_consent_type_defined`) and sets each category
 * through the API's `wp_set_consent`: functional as `preferences`, analytics as `statistics` and
 * `statistics-anonymous`, performance as `functional`, advertisement as `marketing`.
 */
(() => {
	'use strict';

	const COOKIE = 'cookieyes-consent';
	const EXPIRY_DAYS = 365;
	const CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'];
	/** @type {Readonly<Record<string, readonly string[]>>} */
	const API_CATEGORIES = { functional: ['preferences'], analytics: ['statistics', 'statistics-anonymous'], performance: ['functional'], advertisement: ['marketing'] };
	const site = /** @type {Window & { wp_consent_type?: string, wp_set_consent?: (category: string, value: string) => void }} */ (window);

	/** @returns {Record<string, string>} */
	function stored() {
		const text = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`))?.[1] ?? '';
		return Object.fromEntries(
			text
				.split(',')
				.filter((pair) => pair.includes(':'))
				.map((pair) => /** @type {[string, string]} */ (pair.split(':', 2))),
		);
	}

	/**
	 * @param {(category: string) => boolean} allowed
	 * @param {boolean} answered
	 */
	function save(allowed, answered) {
		const values = {
			consentid: stored().consentid || Math.random().toString(36).slice(2),
			consent: CATEGORIES.some((category) => category !== 'necessary' && allowed(category)) ? 'yes' : 'no',
			action: answered ? 'yes' : '',
			...Object.fromEntries(CATEGORIES.map((category) => [category, category === 'necessary' || allowed(category) ? 'yes' : 'no'])),
		};
		document.cookie = `${COOKIE}=${Object.entries(values)
			.map(([key, value]) => `${key}:${value}`)
			.join(',')}; path=/; max-age=${EXPIRY_DAYS * 86400}; SameSite=Lax`;
		document.dispatchEvent(new CustomEvent('cookieyes_consent_update', { detail: values }));
	}

	// The bridge to the WP Consent API.
	document.addEventListener('cookieyes_consent_update', () => {
		const values = stored();
		site.wp_consent_type = 'optin';
		document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
		for (const [category, apiCategories] of Object.entries(API_CATEGORIES)) {
			for (const apiCategory of apiCategories) {
				site.wp_set_consent?.(apiCategory, values[category] === 'yes' ? 'allow' : 'deny');
			}
		}
	});

	document.addEventListener('DOMContentLoaded', () => {
		const root = document.querySelector('.fixture-cookie-banner');
		const bar = root?.querySelector('.fixture-cookie-banner__bar');
		const preferences = root?.querySelector('.fixture-cookie-banner__preferences');
		const revisit = root?.querySelector('.fixture-cookie-banner__revisit');
		if (!(root instanceof HTMLElement && bar instanceof HTMLElement && preferences instanceof HTMLElement && revisit instanceof HTMLElement)) {
			return;
		}
		/** @param {boolean} answered */
		const show = (answered) => {
			bar.hidden = answered;
			revisit.hidden = !answered;
			preferences.hidden = true;
		};
		/** @param {string} category */
		const checked = (category) => {
			const box = preferences.querySelector(`input[data-category="${category}"]`);
			return box instanceof HTMLInputElement && box.checked;
		};
		root.addEventListener('click', (event) => {
			const button = event.target instanceof Element ? event.target.closest('button') : null;
			const action = button?.getAttribute('data-consent');
			if (action === 'customise') {
				const values = stored();
				for (const box of preferences.querySelectorAll('input[data-category]')) {
					if (box instanceof HTMLInputElement) {
						box.checked = values[box.getAttribute('data-category') ?? ''] === 'yes';
					}
				}
				preferences.hidden = false;
			} else if (action === 'accept' || action === 'reject' || action === 'save') {
				save((category) => action === 'accept' || (action === 'save' && checked(category)), true);
				show(true);
			}
		});
		root.hidden = false;
		if (stored().action === 'yes') {
			show(true);
		} else {
			show(false);
			save(() => false, false);
		}
	});
})();
