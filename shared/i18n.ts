import { createI18n } from '@wordpress/i18n';
import { getSettings, type Settings } from './config';

/**
 * @wordpress/i18n under the `shop-islands` text domain. Source strings are the exact
 * English the docs/ pages quote; translations arrive once, as locale data in the settings tag, and are
 * loaded on the first translation. Call sites keep WordPress's `__( 'text', 'shop-islands' )`
 * form so `wp i18n make-pot` finds every string.
 *
 * The bundle's one instance, without @wordpress/hooks: nothing outside the bundle can reach it to
 * filter a translation, so the hooks would only cost bytes (1.5 KB gzip in the chunk every
 * translating island shares). The build resolves this import to the package's `createI18n` module
 * alone, leaving out the default instance that creates them, and a package's own import of
 * @wordpress/i18n (api-fetch's `__`) to this module (esbuild.config.mjs), whose `__` then
 * translates a package's string in WordPress's `default` domain, which has no locale data here:
 * English, as the package's own instance gave it.
 */

export const TEXT_DOMAIN = 'shop-islands';
export type TextDomain = typeof TEXT_DOMAIN;

const i18n = createI18n<TextDomain>();

type LocaleData = Parameters<typeof i18n.setLocaleData>[0];

/** The settings whose locale data the instance holds: read again when a test swaps the tag. */
let loadedFrom: Settings | null = null;

function ensureLocaleData(): void {
	const settings = getSettings();
	if (settings === loadedFrom) {
		return;
	}
	loadedFrom = settings;
	// Unknown keys are ignored by Tannin; a wrong shape falls back to the English source.
	i18n.resetLocaleData((settings.localeData ?? undefined) as LocaleData, TEXT_DOMAIN);
}

export function __(text: string, domain: TextDomain): string {
	ensureLocaleData();
	return i18n.__(text, domain);
}

/** The singular or plural of a string with a number, chosen by the locale's plural rules. */
export function _n<Single extends string, Plural extends string>(
	single: Single,
	plural: Plural,
	count: number,
	domain: TextDomain,
): ReturnType<typeof i18n._n<Single, Plural>> {
	ensureLocaleData();
	return i18n._n(single, plural, count, domain);
}
