/**
 * Settings a plugin prints into markup as JSON (`data-settings`, `data-slick`, a data block's
 * text), read the way PHP writes them: an object or nothing, and flags that may be booleans,
 * "yes"/"no", "true"/"false" or 1/0.
 */

export type MarkupSettings = Readonly<Record<string, unknown>>;

/** The JSON object in `json`; null for anything else (absent, broken, not an object). */
export function parseJsonObject(json: string | null | undefined): MarkupSettings | null {
	if (!json) {
		return null;
	}
	try {
		const value: unknown = JSON.parse(json);
		return isObject(value) ? value : null;
	} catch {
		return null;
	}
}

/** The JSON object in `json`; an empty one for anything else. */
export function parseMarkupSettings(json: string | undefined): MarkupSettings {
	return parseJsonObject(json) ?? {};
}

export function isObject(value: unknown): value is MarkupSettings {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A flag as PHP prints one; `fallback` for anything else. */
export function settingFlag(value: unknown, fallback: boolean): boolean {
	if (typeof value === 'boolean') {
		return value;
	}
	if (value === 'yes' || value === 'true' || value === 1) {
		return true;
	}
	if (value === 'no' || value === 'false' || value === 0 || value === '') {
		return false;
	}
	return fallback;
}
