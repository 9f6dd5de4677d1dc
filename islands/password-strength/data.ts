/**
 * What the plugin prints for the strength meter where it retired WooCommerce's
 * (php-enqueue/includes/retired-script-data.php): the URL of WordPress's zxcvbn, WooCommerce's
 * minimum strength and whether it holds the checkout to it, and the meter's words (WordPress's
 * for the scores, WooCommerce's error and hint), already translated by WordPress.
 */

import { isObject, parseJsonObject } from '../../shared/markup-settings';

export interface StrengthWords {
	/** zxcvbn's score 0. */
	readonly short: string;
	/** Scores 1 and 2. */
	readonly bad: string;
	readonly good: string;
	readonly strong: string;
	/** Appended to a score below the minimum. */
	readonly error: string;
	/** Shown under a weak password. */
	readonly hint: string;
}

export interface StrengthSettings {
	readonly zxcvbnUrl: string;
	/** The lowest zxcvbn score (0–4) a form takes: WooCommerce's `woocommerce_min_password_strength`, 3. */
	readonly minStrength: number;
	/** Whether a weak password holds the checkout too (WooCommerce's filter; off by default). */
	readonly stopCheckout: boolean;
	readonly words: StrengthWords;
}

/** The plugin's block (an element post content cannot hold: kses strips `script`). */
export const PASSWORD_STRENGTH_DATA = 'script#shop-islands-password-strength[type="application/json"]';

/** The block's settings, or null when it is missing or malformed: the field is then left as it is. */
export function readStrengthSettings(raw: string | null | undefined): StrengthSettings | null {
	const parsed = parseJsonObject(raw);
	if (parsed === null || typeof parsed.zxcvbn !== 'string' || !isObject(parsed.i18n)) {
		return null;
	}
	const { i18n } = parsed;
	const words = { short: i18n.short, bad: i18n.bad, good: i18n.good, strong: i18n.strong, error: i18n.error, hint: i18n.hint };
	if (!Object.values(words).every((word) => typeof word === 'string')) {
		return null;
	}
	const minStrength = typeof parsed.minStrength === 'number' && Number.isFinite(parsed.minStrength) ? parsed.minStrength : 3;
	return { zxcvbnUrl: parsed.zxcvbn, minStrength, stopCheckout: parsed.stopCheckout === true, words: words as StrengthWords };
}
