import * as wpI18n from '@wordpress/i18n';
import { getSettings } from './config';

/**
 * @wordpress/i18n under the `shop-islands` text domain. Source strings are the exact
 * English the docs/ pages quote; translations arrive once, as locale data in the settings tag, and are
 * loaded on the first translation. Call sites keep WordPress's `__( 'text', 'shop-islands' )`
 * form so `wp i18n make-pot` finds every string.
 */

export const TEXT_DOMAIN = 'shop-islands';
export type TextDomain = typeof TEXT_DOMAIN;

type LocaleData = Parameters<typeof wpI18n.setLocaleData>[0];

let loaded = false;

function ensureLocaleData(): void {
	if (loaded) {
		return;
	}
	loaded = true;
	const { localeData } = getSettings();
	if (localeData) {
		// Unknown keys are ignored by Tannin; a wrong shape falls back to the English source.
		wpI18n.setLocaleData(localeData as LocaleData, TEXT_DOMAIN);
	}
}

export function __(text: string, domain: TextDomain): string {
	ensureLocaleData();
	return wpI18n.__(text, domain);
}

/** The singular or plural of a string with a number, chosen by the locale's plural rules. */
export function _n<Single extends string, Plural extends string>(
	single: Single,
	plural: Plural,
	count: number,
	domain: TextDomain,
): ReturnType<typeof wpI18n._n<Single, Plural>> {
	ensureLocaleData();
	return wpI18n._n(single, plural, count, domain);
}
