import type { Schema, SchemaRule } from './forms';

/**
 * Contact Form 7's server-side validation (SWV): rules run in schema order, on trimmed,
 * non-empty values, and a field keeps only its first error.
 */

export type PostedFields = ReadonlyMap<string, readonly string[]>;

/** CF7's (and WordPress's is_email()) shortest address: "a@b.co". */
const EMAIL_MIN_LENGTH = 6;
/** CF7's tel rule: a number has more than 5 and fewer than 16 digits. */
const TEL_MIN_DIGITS_EXCLUSIVE = 5;
const TEL_MAX_DIGITS_EXCLUSIVE = 16;

export function validateSubmission(schema: Schema, posted: PostedFields): Map<string, string> {
	const errors = new Map<string, string>();
	for (const rule of schema.rules) {
		if (errors.has(rule.field)) {
			continue;
		}
		const values = (posted.get(rule.field) ?? []).map((value) => value.trim()).filter((value) => value !== '');
		if (!passes(rule, values)) {
			errors.set(rule.field, rule.error);
		}
	}
	return errors;
}

function passes(rule: SchemaRule, values: readonly string[]): boolean {
	const threshold = Number(rule.threshold);
	switch (rule.rule) {
		case 'required':
			return values.length > 0;
		case 'email':
			return values.every(isEmail);
		case 'tel':
			return values.every(isTel);
		case 'number':
			return values.every(isNumber);
		case 'enum':
			return values.every((value) => rule.accept?.includes(value) ?? false);
		case 'maxitems':
			return values.length <= threshold;
		case 'maxlength':
			return values.reduce((total, value) => total + value.length, 0) <= threshold;
		case 'minnumber':
			return values.every((value) => Number(value) >= threshold);
		case 'maxnumber':
			return values.every((value) => Number(value) <= threshold);
	}
}

const EMAIL_LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

export function isEmail(text: string): boolean {
	const at = text.indexOf('@');
	if (text.length < EMAIL_MIN_LENGTH || at < 1 || at !== text.lastIndexOf('@')) {
		return false;
	}
	const local = text.slice(0, at);
	const domain = text.slice(at + 1);
	if (!EMAIL_LOCAL_PART.test(local) || domain.includes('..') || domain.trim() !== domain) {
		return false;
	}
	const labels = domain.split('.');
	return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

export function isTel(text: string): boolean {
	const withoutExtension = text.replace(/[#*].*$/, '');
	let number = withoutExtension.replace(/[\s()./-]+/g, '');
	if (number.startsWith('00')) {
		number = `+${number.slice(2)}`;
	}
	const digits = number.startsWith('+') ? number.slice(1) : number;
	return /^\d+$/.test(digits) && digits.length > TEL_MIN_DIGITS_EXCLUSIVE && digits.length < TEL_MAX_DIGITS_EXCLUSIVE;
}

/** An integer or a decimal with digits after its point (`1.` is not one), with an optional exponent. */
export function isNumber(text: string): boolean {
	return /^[-+]?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(text);
}
