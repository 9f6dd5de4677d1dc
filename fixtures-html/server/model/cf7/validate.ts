import type { Schema, SchemaRule } from './forms';

/**
 * Contact Form 7's server-side validation (SWV): rules run in schema order, on trimmed,
 * non-empty values, and a field keeps only its first error.
 */

export type PostedFields = ReadonlyMap<string, readonly string[]>;

/** An uploaded file as the feedback route received it. */
export interface PostedFile {
	readonly name: string;
	readonly size: number;
}
export type PostedFiles = ReadonlyMap<string, readonly PostedFile[]>;

/** CF7's (and WordPress's is_email()) shortest address: "a@b.co". */
const EMAIL_MIN_LENGTH = 6;
/** CF7's tel rule: a number has more than 5 and fewer than 16 digits. */
const TEL_MIN_DIGITS_EXCLUSIVE = 5;
const TEL_MAX_DIGITS_EXCLUSIVE = 16;
/** CF7's stepnumber precision: six decimals. */
const STEP_DECIMALS = 6;

export function validateSubmission(schema: Schema, posted: PostedFields, files: PostedFiles = new Map()): Map<string, string> {
	const errors = new Map<string, string>();
	for (const rule of schema.rules) {
		if (errors.has(rule.field)) {
			continue;
		}
		const values = (posted.get(rule.field) ?? []).map((value) => value.trim()).filter((value) => value !== '');
		const ok = rule.rule === 'file' || rule.rule === 'maxfilesize' ? passesFile(rule, files.get(rule.field) ?? []) : passes(rule, values);
		if (!ok) {
			errors.set(rule.field, rule.error);
		}
	}
	return errors;
}

/** CF7's file rules: each file's extension in the accept list, each file at most `threshold` bytes. */
function passesFile(rule: SchemaRule, files: readonly PostedFile[]): boolean {
	if (rule.rule === 'maxfilesize') {
		return files.every((file) => file.size <= Number(rule.threshold));
	}
	const accept = (rule.accept ?? []).map((type) => String(type).toLowerCase());
	return files.every((file) => accept.some((type) => file.name.toLowerCase().endsWith(type)));
}

function passes(rule: SchemaRule, values: readonly string[]): boolean {
	const threshold = Number(rule.threshold);
	switch (rule.rule) {
		case 'required':
			return values.length > 0;
		case 'email':
			return values.every(isEmail);
		case 'url':
			return values.every(isUrl);
		case 'tel':
			return values.every(isTel);
		case 'number':
			return values.every(isNumber);
		case 'date':
			return values.every(isDate);
		case 'time':
			return values.every(isTime);
		case 'enum':
			return values.every((value) => rule.accept?.includes(value) ?? false);
		case 'dayofweek':
			return values.filter(isDate).every((value) => rule.accept?.map(Number).includes(dayOfWeek(value)) ?? false);
		case 'maxitems':
			return values.length <= threshold;
		case 'maxlength':
			return values.reduce((total, value) => total + value.length, 0) <= threshold;
		case 'minnumber':
			return values.every((value) => Number(value) >= threshold);
		case 'maxnumber':
			return values.every((value) => Number(value) <= threshold);
		case 'mindate':
			return values.filter(isDate).every((value) => value >= String(rule.threshold));
		case 'maxdate':
			return values.filter(isDate).every((value) => value <= String(rule.threshold));
		case 'stepnumber':
			return values.filter(isNumber).every((value) => onStep(Number(value), Number(rule.base), Number(rule.interval)));
		case 'file':
		case 'maxfilesize':
			// Checked on the uploaded files, not on text values.
			return true;
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

/** WordPress's wp_allowed_protocols(). */
const URL_SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn']);

/** An absolute URL with a scheme WordPress allows in links, as CF7's url rule asks. */
export function isUrl(text: string): boolean {
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
	return scheme !== undefined && URL_SCHEMES.has(scheme) && URL.canParse(text);
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

/** `YYYY-MM-DD` naming a real day. */
export function isDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) {
		return false;
	}
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return date.toISOString().slice(0, 10) === text;
}

/** `HH:MM` or `HH:MM:SS`, hours 0–23. */
export function isTime(text: string): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(text);
}

/** 1 = Monday … 7 = Sunday. */
function dayOfWeek(date: string): number {
	return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

function onStep(value: number, base: number, interval: number): boolean {
	if (!(interval > 0)) {
		return true;
	}
	const offset = value - base;
	return Math.abs(offset - Math.round(offset / interval) * interval).toFixed(STEP_DECIMALS) === (0).toFixed(STEP_DECIMALS);
}
