import { builtIn } from './page-document';
/**
 * The settings tag itself: `<script type="application/json" id="shop-islands-settings">`,
 * printed by php-enqueue (or the fixture store). Kept apart from shared/config.ts, which
 * checks every field, so the loader can read what it needs (a start condition, the islands
 * turned off) without it.
 */

export const SETTINGS_ELEMENT_ID = 'shop-islands-settings';

/** The tag's JSON, unchecked; `undefined` when the tag is missing, `SyntaxError` when it is not JSON. */
export function readSettingsJson(): unknown {
	const element = typeof document === 'undefined' ? null : builtIn('getElementById')(SETTINGS_ELEMENT_ID);
	if (!element) {
		return undefined;
	}
	try {
		return JSON.parse(element.textContent ?? '');
	} catch (error) {
		return error instanceof SyntaxError ? error : new SyntaxError(String(error));
	}
}

/** A list of strings: the shape of `islandsOff`, checked alike here and in shared/config.ts. */
export function isStringList(value: unknown): value is readonly string[] {
	return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The islands the site turned off (`islandsOff`, the plugin's settings screen): names, for the
 * loader to skip. Anything but a list of strings turns nothing off, as shared/config.ts refuses it.
 */
export function islandsOff(): ReadonlySet<string> {
	const settings = readSettingsJson();
	const off = typeof settings === 'object' && settings !== null && 'islandsOff' in settings ? settings.islandsOff : undefined;
	return new Set(isStringList(off) ? off : []);
}
