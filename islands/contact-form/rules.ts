import { EMAIL_MIN_LENGTH, STEPNUMBER_PRECISION_DECIMALS, TEL_MAX_DIGITS_EXCLUSIVE, TEL_MIN_DIGITS_EXCLUSIVE } from '../../shared/constants';
import { extensionsOf } from './mime';
import { type FieldRule, type Rule, type Schema, fieldsOf } from './schema';

/**
 * Contact Form 7's rules (spec §5.6), judged as the server judges them: each on the field's
 * text values trimmed with the empty ones dropped (file rules on its files), in schema order,
 * a field keeping its first error. Messages are the schema's own.
 */

/** A form's values by field name (`extras[]` → `extras`), text and files. */
export type FormValues = ReadonlyMap<string, ReadonlyArray<string | File>>;

/** The URL schemes the url rule accepts. */
const URL_SCHEMES = new Set([
	'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
	'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
]);

export function formValues(data: FormData): FormValues {
	const values = new Map<string, Array<string | File>>();
	for (const [name, value] of data.entries()) {
		const field = name.replace(/\[\]$/, '');
		values.set(field, [...(values.get(field) ?? []), value]);
	}
	return values;
}

/** Every field's first error, in schema order; `only` limits it to the rules reading those fields. */
export function validate(schema: Schema, values: FormValues, only?: ReadonlySet<string>): Map<string, string> {
	const errors = new Map<string, string>();
	for (const rule of schema.rules) {
		if (only && !fieldsOf(rule).some((field) => only.has(field))) {
			continue;
		}
		const failed = firstFailure(rule, values);
		if (failed && !errors.has(failed.field)) {
			errors.set(failed.field, failed.error);
		}
	}
	return errors;
}

/** The field and message of a failing rule, or null when it passes. */
function firstFailure(rule: Rule, values: FormValues): { field: string; error: string } | null {
	if ('rules' in rule) {
		const failures = rule.rules.map((inner) => firstFailure(inner, values));
		const failed = rule.rule === 'all' ? failures.find((failure) => failure !== null) : failures.every((failure) => failure !== null) ? failures[0] : null;
		return failed ? { field: rule.field ?? failed.field, error: rule.error ?? failed.error } : null;
	}
	return passes(rule, values.get(rule.field) ?? []) ? null : { field: rule.field, error: rule.error };
}

function passes(rule: FieldRule, raw: ReadonlyArray<string | File>): boolean {
	const texts = raw.flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []));
	const files = raw.filter((value): value is File => typeof value !== 'string' && value.name !== '');
	const threshold = rule.threshold ?? '';
	switch (rule.rule) {
		case 'required':
			return texts.length > 0;
		case 'requiredfile':
			return files.length > 0;
		case 'email':
			return texts.every(isEmail);
		case 'url':
			return texts.every(isUrl);
		case 'tel':
			return texts.every(isTel);
		case 'number':
			return texts.every(isNumber);
		case 'date':
			return texts.every(isDate);
		case 'time':
			return texts.every(isTime);
		case 'file':
			return files.every((file) => fileAccepted(file, rule.accept ?? []));
		case 'enum':
			return texts.every((text) => (rule.accept ?? []).includes(text));
		case 'dayofweek':
			return texts.filter(isDate).every((text) => (rule.accept ?? []).map(Number).includes(dayOfWeek(text)));
		case 'minitems':
			return texts.length >= Number(threshold);
		case 'maxitems':
			return texts.length <= Number(threshold);
		case 'minlength':
			return texts.length === 0 || characterCount(texts) >= Number(threshold);
		case 'maxlength':
			return characterCount(texts) <= Number(threshold);
		case 'minnumber':
			return texts.filter(isNumber).every((text) => Number(text) >= Number(threshold));
		case 'maxnumber':
			return texts.filter(isNumber).every((text) => Number(text) <= Number(threshold));
		case 'mindate':
			return !isDate(threshold) || texts.filter(isDate).every((text) => text >= threshold);
		case 'maxdate':
			return !isDate(threshold) || texts.filter(isDate).every((text) => text <= threshold);
		case 'minfilesize':
			return totalSize(files) >= Number(threshold);
		case 'maxfilesize':
			return totalSize(files) <= Number(threshold);
		case 'stepnumber':
			return texts.filter(isNumber).every((text) => onStep(Number(text), Number(rule.base ?? 0), Number(rule.interval)));
	}
}

/** WordPress's is_email(), as spec §5.6 words it. */
export function isEmail(text: string): boolean {
	const at = text.indexOf('@');
	if (text.length < EMAIL_MIN_LENGTH || at < 1 || at !== text.lastIndexOf('@')) {
		return false;
	}
	const local = text.slice(0, at);
	const domain = text.slice(at + 1);
	if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) {
		return false;
	}
	if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) {
		return false;
	}
	const labels = domain.split('.');
	return labels.length >= 2 && labels.every((label) => /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(label));
}

/** A phone number: an extension (`#`, `*`) and separators dropped, `00` read as `+`, 6–15 digits. */
export function isTel(text: string): boolean {
	const number = text.replace(/[#*].*$/, '').replace(/[\s()./-]+/g, '');
	const digits = number.startsWith('+') ? number.slice(1) : number.startsWith('00') ? number.slice(2) : number;
	return /^\d+$/.test(digits) && digits.length > TEL_MIN_DIGITS_EXCLUSIVE && digits.length < TEL_MAX_DIGITS_EXCLUSIVE;
}

/** An integer or a decimal with digits after its point, signed or not, with an optional exponent. */
export function isNumber(text: string): boolean {
	return /^[-+]?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(text);
}

export function isUrl(text: string): boolean {
	try {
		return URL_SCHEMES.has(new URL(text).protocol.slice(0, -1).toLowerCase());
	} catch {
		return false;
	}
}

/** `YYYY-MM-DD` naming a day of the calendar (29 February only in a leap year). */
export function isDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:MM` or `HH:MM:SS`, 00:00 to 23:59:59. */
export function isTime(text: string): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(text);
}

/** 1 = Monday … 7 = Sunday. */
function dayOfWeek(date: string): number {
	return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** Characters as the browser's maxlength counts them (UTF-16 code units), every value together. */
function characterCount(texts: readonly string[]): number {
	return texts.reduce((total, text) => total + text.length, 0);
}

function totalSize(files: readonly File[]): number {
	return files.reduce((total, file) => total + file.size, 0);
}

/** (value − base) a whole number of intervals, to six decimals. */
function onStep(value: number, base: number, interval: number): boolean {
	if (!(interval > 0)) {
		return true;
	}
	const offset = value - base;
	const off = Math.abs(offset - Math.round(offset / interval) * interval);
	return off.toFixed(STEPNUMBER_PRECISION_DECIMALS) === (0).toFixed(STEPNUMBER_PRECISION_DECIMALS);
}

/** A file whose extension or MIME type is in the accept list (`.pdf`, `pdf`, `image/*`, `image/png`). */
function fileAccepted(file: File, accept: readonly string[]): boolean {
	const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
	const type = file.type.toLowerCase();
	return accept.some((entry) => {
		const wanted = entry.trim().toLowerCase();
		if (wanted.includes('/')) {
			return extensionsOf(wanted).includes(extension) || wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)));
		}
		return extension !== '' && wanted.replace(/^\./, '') === extension;
	});
}
