import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, getSettings, parseSettings, SETTINGS_ELEMENT_ID, wcAjaxEndpoint } from '../../shared/config';
import { auditSettings, SETTINGS_FIELDS } from '../support/settings-audit';

function settingsTag(text: string): void {
	const element = document.createElement('script');
	element.type = 'application/json';
	element.id = SETTINGS_ELEMENT_ID;
	element.textContent = text;
	document.body.append(element);
}

describe('settings tag', () => {
	it('reads and freezes the page settings', () => {
		settingsTag(JSON.stringify({ cartUrl: '/basket/', isCart: true, features: { quickView: false } }));
		const settings = getSettings();
		expect(settings.cartUrl).toBe('/basket/');
		expect(settings.isCart).toBe(true);
		expect(settings.features).toEqual({ quickView: false });
		expect(Object.isFrozen(settings)).toBe(true);
		expect(Object.isFrozen(settings.features)).toBe(true);
		expect(settings.ajaxUrl).toBe(DEFAULT_SETTINGS.ajaxUrl);
	});

	it('parses the tag once', () => {
		settingsTag(JSON.stringify({ cartUrl: '/first/' }));
		expect(getSettings().cartUrl).toBe('/first/');
		document.getElementById(SETTINGS_ELEMENT_ID)!.textContent = JSON.stringify({ cartUrl: '/second/' });
		expect(getSettings().cartUrl).toBe('/first/');
	});

	it('falls back to defaults with one warning when the tag is missing', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		expect(getSettings()).toBe(DEFAULT_SETTINGS);
		getSettings();
		expect(warn).toHaveBeenCalledTimes(1);
	});

	it('falls back to defaults with one warning when the tag is not JSON', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		settingsTag('{"cartUrl": </script>');
		expect(getSettings()).toBe(DEFAULT_SETTINGS);
		expect(warn).toHaveBeenCalledTimes(1);
	});

	it('keeps the valid fields and defaults the invalid ones, naming them in the warning', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		settingsTag(
			JSON.stringify({
				cartUrl: 42,
				isCheckout: true,
				wcAjaxUrl: '/no-placeholder/',
				siteHash: '"><img src=x>',
				features: { a: 'yes' },
			}),
		);
		const settings = getSettings();
		expect(settings.isCheckout).toBe(true);
		expect(settings.cartUrl).toBe(DEFAULT_SETTINGS.cartUrl);
		expect(settings.wcAjaxUrl).toBe(DEFAULT_SETTINGS.wcAjaxUrl);
		expect(settings.siteHash).toBe(DEFAULT_SETTINGS.siteHash);
		expect(settings.features).toEqual({});
		expect(warn).toHaveBeenCalledTimes(1);
		const message = String(warn.mock.calls[0]?.[0]);
		for (const field of ['cartUrl', 'wcAjaxUrl', 'siteHash', 'features']) {
			expect(message).toContain(field);
		}
		expect(message).not.toContain('isCheckout');
	});

	it('takes the image origins as origins alone (scheme, host and port, http or https), the whole list or none', () => {
		const origins = ['https://i0.wp.com', 'http://127.0.0.1:8080'];
		expect(parseSettings({ imageOrigins: origins })).toEqual({ settings: { ...DEFAULT_SETTINGS, imageOrigins: origins }, rejected: [] });
		for (const bad of ['https://i0.wp.com/', 'https://i0.wp.com/path', 'https://i0.wp.com?x', 'https://I0.wp.com', 'https://i0.wp.com:443', 'javascript:alert(1)', 'ftp://files.example', 'i0.wp.com', '//i0.wp.com', 42]) {
			expect(parseSettings({ imageOrigins: ['https://i0.wp.com', bad] }), String(bad)).toEqual({ settings: DEFAULT_SETTINGS, rejected: ['imageOrigins'] });
		}
		expect(parseSettings({ imageOrigins: 'https://i0.wp.com' }).rejected).toEqual(['imageOrigins']);
		expect(Object.isFrozen(parseSettings({ imageOrigins: origins }).settings.imageOrigins)).toBe(true);
	});

	it('takes WooCommerce\'s words for the cart link, and its own when the site prints none', () => {
		expect(parseSettings({ viewCartLabel: 'Voir le panier' }).settings.viewCartLabel).toBe('Voir le panier');
		expect(parseSettings({ viewCartLabel: ' ' })).toMatchObject({ settings: { viewCartLabel: 'View cart' }, rejected: ['viewCartLabel'] });
	});

	it.each([null, [], 'settings', 7])('treats %j as no settings at all', (raw) => {
		expect(parseSettings(raw).settings).toBe(DEFAULT_SETTINGS);
	});

	it('builds wc-ajax endpoint URLs from the pattern', () => {
		settingsTag(JSON.stringify({ wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%' }));
		expect(wcAjaxEndpoint('add_to_cart')).toBe('/shop/?wc-ajax=add_to_cart');
	});
});

describe('the settings contract, held strictly (for the writers of the tag)', () => {
	/** A full, valid settings object as JSON would carry it (not frozen). */
	const complete = (): Record<string, unknown> => JSON.parse(JSON.stringify(DEFAULT_SETTINGS)) as Record<string, unknown>;

	it('passes a tag that prints every field of the contract, each valid, and no other', () => {
		expect(auditSettings(complete())).toEqual({ rejected: [], missing: [], unknown: [] });
		expect(SETTINGS_FIELDS).toEqual(Object.keys(DEFAULT_SETTINGS));
	});

	it('names the fields left out, those of the wrong type and those the contract does not know', () => {
		const rest = complete();
		delete rest.cartUrl;
		delete rest.consent;
		const audit = auditSettings({
			...rest,
			isCart: 'yes',
			wcAjaxUrl: '/?wc-ajax=add_to_cart',
			orderAttribution: { lifetime: 1, session: 30, base64: false, prefix: 'p_', allowTracking: true, consentCategory: 'marketing', debug: true },
			themeExtra: { columns: 4 },
			toString: 'not the prototype',
		});
		expect(audit).toEqual({
			rejected: ['wcAjaxUrl', 'isCart'],
			missing: ['cartUrl', 'consent'],
			unknown: ['themeExtra', 'toString', 'orderAttribution.debug'],
		});
	});

	it('rejects a fixed-shape field that lacks one of its fields', () => {
		expect(auditSettings({ ...complete(), consent: { hasMechanism: true } }).rejected).toEqual(['consent']);
	});

	it('takes order attribution only with a consent category of the WP Consent API', () => {
		const attribution = { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true };
		for (const consentCategory of ['marketing', 'statistics', 'statistics-anonymous', 'preferences', 'functional']) {
			expect(parseSettings({ orderAttribution: { ...attribution, consentCategory } }).settings.orderAttribution?.consentCategory).toBe(consentCategory);
		}
		for (const consentCategory of [undefined, '', 'Marketing', 'analytics', ['marketing'], 1]) {
			const { settings, rejected } = parseSettings({ orderAttribution: { ...attribution, consentCategory } });
			expect(settings.orderAttribution).toBeNull();
			expect(rejected).toEqual(['orderAttribution']);
		}
	});

	it.each([null, [], 'settings'])('reports %j as not an object, every field missing', (raw) => {
		expect(auditSettings(raw)).toEqual({ rejected: ['(not an object)'], missing: [...SETTINGS_FIELDS], unknown: [] });
	});

	it('leaves the checked object as it was (the runtime freezes what it keeps; the audit does not)', () => {
		const raw = complete();
		auditSettings(raw);
		expect(Object.isFrozen(raw)).toBe(false);
		expect(Object.isFrozen(raw.consent)).toBe(false);
	});
});
