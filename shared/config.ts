import { DEFAULT_SITE_HASH, WC_AJAX_ENDPOINT_PLACEHOLDER } from './constants';
import { isRecord } from './is-record';
import { isStringList, readSettingsJson, SETTINGS_ELEMENT_ID } from './settings-tag';

/**
 * The page's settings: one `<script type="application/json" id="shop-islands-settings">`
 * printed by php-enqueue (or the fixture store). Parsed once, on first use, checked
 * field by field, frozen. Anything missing or of the wrong type falls back to a safe
 * default, with one console warning for the whole tag.
 */

export { SETTINGS_ELEMENT_ID };

/** The WP Consent API's consent categories. */
export const CONSENT_CATEGORIES = ['functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface OrderAttributionSettings {
	readonly lifetime: number;
	readonly session: number;
	readonly base64: boolean;
	readonly prefix: string;
	/**
	 * The site's own word (`wc_order_attribution_allow_tracking`): false records nothing for
	 * anyone. True leaves it to the visitor's consent in `consentCategory`.
	 */
	readonly allowTracking: boolean;
	/** The consent the visitor must give: WooCommerce's `marketing`, unless the site chose another. */
	readonly consentCategory: ConsentCategory;
}

export interface ConsentSettings {
	/** True when a consent mechanism (a cookie banner plugin) is on the site. */
	readonly hasMechanism: boolean;
	/** The statistics consent the server knows of, when it knows it. */
	readonly statistics: boolean;
}

export interface Settings {
	/** `/wp-admin/admin-ajax.php` */
	readonly ajaxUrl: string;
	/** `/?wc-ajax=%%endpoint%%` */
	readonly wcAjaxUrl: string;
	/** `{host}/wp-json/`; empty when REST is not offered to this page. */
	readonly restRoot: string;
	readonly restNonce: string;
	readonly cartUrl: string;
	readonly isCart: boolean;
	readonly isCheckout: boolean;
	/** WooCommerce's `woocommerce_cart_redirect_after_add`, as the "yes"/"no" it prints. */
	readonly cartRedirectAfterAdd: string;
	/**
	 * WooCommerce's words for a link to the cart (its `wc_add_to_cart_params.i18n_view_cart`, as
	 * the site translates it): the link after an add, and the mini-cart's when the cart cannot be
	 * fetched, which the page's first script shows without loading the translation code.
	 */
	readonly viewCartLabel: string;
	/** Suffix of the session-storage keys of the fragments cache (WooCommerce's md5 of the site URL). */
	readonly siteHash: string;
	readonly locale: string;
	/** Jed-style locale data for the `shop-islands` text domain, as @wordpress/i18n takes it. */
	readonly localeData: Readonly<Record<string, unknown>> | null;
	readonly features: Readonly<Record<string, boolean>>;
	readonly quickViewNonce: string;
	readonly wishlistAjaxUrl: string;
	/** YITH WooCommerce Wishlist's `add_to_wishlist` nonce (its admin-ajax add); empty without YITH. */
	readonly wishlistNonce: string;
	/** Contact Form 7's REST root, e.g. `{host}/wp-json/`. */
	readonly cf7ApiRoot: string;
	/**
	 * Origins besides the page's own that islands may request, load or link to (the uploads'
	 * or a CDN's), as `https://cdn.example` (see shared/urls.ts).
	 */
	readonly allowedOrigins: readonly string[];
	/**
	 * Origins the site's own images come from besides those (an image CDN's, as WordPress's image
	 * functions return them for this site): for images only, never a request or a page link
	 * (shared/image-urls.ts).
	 */
	readonly imageOrigins: readonly string[];
	readonly orderAttribution: OrderAttributionSettings | null;
	readonly consent: ConsentSettings;
	/** Islands the site turned off (the plugin's settings screen or its filter): the loader skips them. */
	readonly islandsOff: readonly string[];
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
	ajaxUrl: '/wp-admin/admin-ajax.php',
	wcAjaxUrl: `/?wc-ajax=${WC_AJAX_ENDPOINT_PLACEHOLDER}`,
	restRoot: '/wp-json/',
	restNonce: '',
	cartUrl: '/cart/',
	isCart: false,
	isCheckout: false,
	cartRedirectAfterAdd: 'no',
	viewCartLabel: 'View cart',
	siteHash: DEFAULT_SITE_HASH,
	locale: 'en_US',
	localeData: null,
	features: Object.freeze({}),
	quickViewNonce: '',
	wishlistAjaxUrl: '',
	wishlistNonce: '',
	cf7ApiRoot: '',
	allowedOrigins: Object.freeze([]),
	imageOrigins: Object.freeze([]),
	orderAttribution: null,
	consent: Object.freeze({ hasMechanism: false, statistics: true }),
	islandsOff: Object.freeze([]),
});

type Check<T> = (value: unknown) => value is T;

const isString: Check<string> = (value): value is string => typeof value === 'string';
const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';
const isNumber: Check<number> = (value): value is number =>
	typeof value === 'number' && Number.isFinite(value);

/** An origin as `URL.origin` writes it: scheme, host and port, nothing else. */
function isOrigin(value: unknown): value is string {
	if (!isString(value)) {
		return false;
	}
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
	} catch {
		return false;
	}
}

function isOriginList(value: unknown): value is readonly string[] {
	return Array.isArray(value) && value.every(isOrigin);
}

function isBooleanMap(value: unknown): value is Record<string, boolean> {
	return isRecord(value) && Object.values(value).every(isBoolean);
}

function isConsentCategory(value: unknown): value is ConsentCategory {
	return (CONSENT_CATEGORIES as readonly unknown[]).includes(value);
}

function isOrderAttribution(value: unknown): value is OrderAttributionSettings {
	return (
		isRecord(value) &&
		isNumber(value.lifetime) &&
		isNumber(value.session) &&
		isBoolean(value.base64) &&
		isString(value.prefix) &&
		isBoolean(value.allowTracking) &&
		isConsentCategory(value.consentCategory)
	);
}

function isConsent(value: unknown): value is ConsentSettings {
	return isRecord(value) && isBoolean(value.hasMechanism) && isBoolean(value.statistics);
}

/** Each field's check (`parseSettings()`, and the tests' strict audit of the tag's writers). */
export const SETTINGS_CHECKS: { readonly [K in keyof Settings]: Check<Settings[K]> } = {
	ajaxUrl: isString,
	wcAjaxUrl: (value): value is string => isString(value) && value.includes(WC_AJAX_ENDPOINT_PLACEHOLDER),
	restRoot: isString,
	restNonce: isString,
	cartUrl: isString,
	isCart: isBoolean,
	isCheckout: isBoolean,
	cartRedirectAfterAdd: isString,
	viewCartLabel: (value): value is string => isString(value) && value.trim() !== '',
	siteHash: (value): value is string => isString(value) && /^[\w-]{1,64}$/.test(value),
	locale: isString,
	localeData: (value): value is Record<string, unknown> | null => value === null || isRecord(value),
	features: isBooleanMap,
	quickViewNonce: isString,
	wishlistAjaxUrl: isString,
	wishlistNonce: isString,
	cf7ApiRoot: isString,
	allowedOrigins: isOriginList,
	imageOrigins: isOriginList,
	orderAttribution: (value): value is OrderAttributionSettings | null =>
		value === null || isOrderAttribution(value),
	consent: isConsent,
	islandsOff: isStringList,
};

/** What `parseSettings()` rejects when the settings are not an object at all. */
export const NOT_AN_OBJECT = '(not an object)';

/** Checks raw settings; returns the settings and the names of the fields that fell back. */
export function parseSettings(raw: unknown): { settings: Settings; rejected: string[] } {
	if (!isRecord(raw)) {
		return { settings: DEFAULT_SETTINGS, rejected: [NOT_AN_OBJECT] };
	}
	const rejected: string[] = [];
	const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
	for (const key of Object.keys(SETTINGS_CHECKS) as Array<keyof Settings>) {
		if (!(key in raw)) {
			continue;
		}
		const value = raw[key];
		if (SETTINGS_CHECKS[key](value)) {
			settings[key] = deepFreeze(value);
		} else {
			rejected.push(key);
		}
	}
	return { settings: Object.freeze(settings) as unknown as Settings, rejected };
}

let cached: Settings | null = null;

/** The page's settings, read from the settings tag on first call. */
export function getSettings(): Settings {
	if (cached) {
		return cached;
	}
	cached = readSettingsTag();
	return cached;
}

/** Forgets the parsed settings (tests swap the tag between cases). */
export function resetSettingsCache(): void {
	cached = null;
}

function readSettingsTag(): Settings {
	const raw = readSettingsJson();
	if (raw === undefined) {
		warn('the settings tag is missing; using defaults.');
		return DEFAULT_SETTINGS;
	}
	if (raw instanceof SyntaxError) {
		warn('the settings tag is not valid JSON; using defaults.');
		return DEFAULT_SETTINGS;
	}
	const { settings, rejected } = parseSettings(raw);
	if (rejected.length > 0) {
		warn(`ignored invalid settings: ${rejected.join(', ')}; using their defaults.`);
	}
	return settings;
}

function warn(message: string): void {
	// One warning per page: the settings are read once.
	console.warn(`Shop Islands: ${message}`);
}

function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const inner of Object.values(value)) {
			deepFreeze(inner);
		}
	}
	return value;
}

/** The wc-ajax URL of one endpoint (`add_to_cart`, `get_refreshed_fragments`, …). */
export function wcAjaxEndpoint(endpoint: string): string {
	return getSettings().wcAjaxUrl.replace(WC_AJAX_ENDPOINT_PLACEHOLDER, encodeURIComponent(endpoint));
}
