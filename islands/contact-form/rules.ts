import { extensionsOf } from './mime';
import { defaultOptions } from './options';
import { type FieldRule, type Rule, type Schema, fieldsOf } from './schema';

/**
 * Contact Form 7's rules (docs/contact-forms.md), judged as CF7 6.1.6 judges them on the server,
 * which is the oracle (test/real-store/cf7-rules.test.ts compares every rule with it): text rules
 * on the field's values with the whitespace CF7 strips stripped and the empty ones dropped, then
 * file rules field by field on its files, in schema order, a field keeping its first error.
 * Messages are the schema's own.
 */

/** A form's values by field name (`extras[]` → `extras`), text and files. */
export type FormValues = ReadonlyMap<string, ReadonlyArray<string | File>>;

/** Where CF7 judges a rule: every text rule at once, then each file field's file rules. */
type Context = { readonly files: false } | { readonly files: true; readonly field: string };

interface Failure {
	readonly field: string | null;
	readonly error: string;
}

const FILE_RULES: ReadonlySet<string> = new Set<FieldRule['rule']>(['requiredfile', 'file', 'minfilesize', 'maxfilesize']);

/** What CF7 strips around a value: Unicode's White_Space and the byte-order mark. */
const SURROUNDING_SPACE =
	/^[\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+|[\t-\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$/g;

/** WordPress's link schemes (wp_allowed_protocols()), matched as written: `HTTP:` is none. */
const URL_SCHEMES = new Set([
	'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
	'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
]);

const HIGHEST_PORT = 65535;
/** PHP's checkdate() takes years 1 to 32767. */
const LAST_YEAR = 32767;

/** The values as the form posts them: HTML's form encodings turn every line break into CRLF. */
export function formValues(data: FormData): FormValues {
	const values = new Map<string, Array<string | File>>();
	for (const [name, value] of data.entries()) {
		const field = name.replace(/\[\]$/, '');
		values.set(field, [...(values.get(field) ?? []), typeof value === 'string' ? value.replace(/\r\n|\r|\n/g, '\r\n') : value]);
	}
	return values;
}

/** Every field's first error; `only` limits it to the rules reading those fields. */
export function validate(schema: Schema, values: FormValues, only?: ReadonlySet<string>): Map<string, string> {
	const errors = new Map<string, string>();
	const fileFields = [...values].filter(([, list]) => list.some((value) => typeof value !== 'string')).map(([field]) => field);
	const contexts: Context[] = [{ files: false }, ...fileFields.map((field) => ({ files: true as const, field }))];
	for (const context of contexts) {
		for (const rule of schema.rules) {
			if ((only && !fieldsOf(rule).some((field) => only.has(field))) || !applies(rule, context)) {
				continue;
			}
			const failed = judge(rule, values, context);
			if (failed?.field != null && !errors.has(failed.field)) {
				errors.set(failed.field, failed.error);
			}
		}
	}
	return errors;
}

function applies(rule: Rule, context: Context): boolean {
	if ('rules' in rule) {
		return true;
	}
	return context.files ? FILE_RULES.has(rule.rule) && rule.field === context.field : !FILE_RULES.has(rule.rule);
}

/**
 * A failing rule's field and message. `all` fails with its first failing rule, under that
 * rule's field and message unless the message is empty; `any` fails, under its own, when none
 * of its rules that apply here passes.
 */
function judge(rule: Rule, values: FormValues, context: Context): Failure | null {
	if (!('rules' in rule)) {
		return passes(rule, values.get(rule.field) ?? []) ? null : { field: rule.field, error: rule.error };
	}
	const own = { field: rule.field, error: rule.error ?? '' };
	const inner = rule.rules.filter((child) => applies(child, context));
	if (rule.rule === 'any') {
		return inner.some((child) => judge(child, values, context) === null) ? null : own;
	}
	for (const child of inner) {
		const failed = judge(child, values, context);
		if (failed) {
			return failed.error !== '' ? failed : own;
		}
	}
	return null;
}

function passes(rule: FieldRule, raw: ReadonlyArray<string | File>): boolean {
	const texts = raw.flatMap((value) => (typeof value === 'string' ? [stripSpace(value)].filter((text) => text !== '') : []));
	// An empty file input posts a nameless, empty file: it counts for the size rules, as in CF7.
	const files = raw.filter((value): value is File => typeof value !== 'string');
	const chosen = files.filter((file) => file.name !== '');
	const threshold = rule.threshold ?? '';
	switch (rule.rule) {
		case 'required':
			return texts.length > 0;
		case 'requiredfile':
			return chosen.length > 0;
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
			return chosen.every((file) => fileAccepted(file.name, rule.accept ?? []));
		case 'enum': {
			const accept = (rule.accept ?? []).map(unixNewlines);
			return texts.every((text) => accept.includes(unixNewlines(text)));
		}
		case 'dayofweek': {
			const days = (rule.accept ?? []).map(leadingInteger);
			return texts.filter(isDate).every((text) => days.includes(dayOfWeek(text)));
		}
		case 'minitems':
			return !isNumber(threshold) || !(texts.length < leadingInteger(threshold));
		case 'maxitems':
			return !isNumber(threshold) || !(leadingInteger(threshold) < texts.length);
		case 'minlength':
			return texts.length === 0 || !(codeUnits(texts) < leadingInteger(threshold));
		case 'maxlength':
			return texts.length === 0 || !(leadingInteger(threshold) < codeUnits(texts));
		case 'minnumber':
			return !isNumber(threshold) || texts.filter(isNumber).every((text) => !(Number(text) < Number(threshold)));
		case 'maxnumber':
			return !isNumber(threshold) || texts.filter(isNumber).every((text) => !(Number(threshold) < Number(text)));
		case 'mindate':
			return !isDate(threshold) || texts.filter(isDate).every((text) => !(text < threshold));
		case 'maxdate':
			return !isDate(threshold) || texts.filter(isDate).every((text) => !(threshold < text));
		case 'minfilesize':
			return files.length === 0 || !(totalSize(files) < Number(threshold));
		case 'maxfilesize':
			return files.length === 0 || !(Number(threshold) < totalSize(files));
		case 'stepnumber':
			// Every value, a number or not, read as PHP reads a string as a number.
			return texts.every((text) => onStep(leadingNumber(text), leadingNumber(rule.base ?? ''), leadingNumber(rule.interval ?? '')));
	}
}

/** WordPress's is_email(). */
export function isEmail(text: string): boolean {
	const at = text.indexOf('@');
	if (text.length < defaultOptions.emailMinLength || at < 1) {
		return false;
	}
	const labels = text.slice(at + 1).split('.');
	// PHP's `$` also matches before a final line feed: WordPress takes a local part ending in one.
	return (
		/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+\n?$/.test(text.slice(0, at)) &&
		labels.length >= 2 &&
		labels.every((label) => /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/.test(label))
	);
}

/**
 * A phone number: from `#` or `*` to the end of the line dropped, then separators (`(`, `)`,
 * `/`, `.`, `*`, `#`, `-`, ASCII whitespace); a leading `+` or `00` becomes one `+` (every `+`
 * and `0` after it dropped); then 6 to 15 characters, the `+` counted.
 */
export function isTel(text: string): boolean {
	let number = text.replace(/[#*][^\n]*$/, '').replace(/[()/.*#\t\n\v\f\r -]+/g, '');
	if (number.startsWith('+') || number.startsWith('00')) {
		number = `+${number.replace(/^[+0]+/, '')}`;
	}
	return /^\+?\d+$/.test(number) && number.length > defaultOptions.telMinLengthExclusive && number.length < defaultOptions.telMaxLengthExclusive;
}

/** An integer or a decimal with digits after its point, a `-` and an exponent allowed (no `+`). */
export function isNumber(text: string): boolean {
	return /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(text);
}

/**
 * A text in which PHP's parse_url() finds one of the link schemes: `scheme:` and anything but
 * a port (`http:80` is a host and a port), or `scheme://` and a host, a port (if any) of five
 * bytes at most reading as 0–65535.
 */
export function isUrl(text: string): boolean {
	const colon = text.indexOf(':');
	if (colon < 1 || !URL_SCHEMES.has(text.slice(0, colon))) {
		return false;
	}
	const rest = text.slice(colon + 1);
	if (!rest.startsWith('//')) {
		return !/^\d{1,5}(?:\/|$)/.test(rest);
	}
	const authority = /^[^/?#]*/.exec(rest.slice(2))?.[0] ?? '';
	const host = authority.slice(authority.lastIndexOf('@') + 1);
	const portAt = host.startsWith('[') && authority.endsWith(']') ? -1 : host.lastIndexOf(':');
	if (portAt === -1) {
		return host !== '';
	}
	const port = host.slice(portAt + 1);
	const portNumber = /^[\t\n\v\f\r ]*[+-]?\d/.test(port) ? Number.parseInt(port, 10) : Number.NaN;
	return portAt > 0 && new TextEncoder().encode(port).length <= 5 && (port === '' || (portNumber >= 0 && portNumber <= HIGHEST_PORT));
}

/** `YYYY-MM-DD` (four digits or more for the year) naming a day of the calendar, years 1 to 32767. */
export function isDate(text: string): boolean {
	const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = utcDay(year, month, day);
	return year >= 1 && year <= LAST_YEAR && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:MM` or `HH:MM:SS`, 00:00 to 23:59:59. */
export function isTime(text: string): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(text);
}

function stripSpace(text: string): string {
	return text.replace(SURROUNDING_SPACE, '');
}

function unixNewlines(text: string): string {
	return text.replace(/\r\n|\r/g, '\n');
}

/** A string read as a number the way PHP reads one: its leading number, or 0. */
function leadingNumber(text: string): number {
	const match = /^[\t\n\v\f\r ]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(text);
	return match ? Number(match[0]) : 0;
}

function leadingInteger(text: string): number {
	return Math.trunc(leadingNumber(text));
}

function utcDay(year: number, month: number, day: number): Date {
	const date = new Date(0);
	date.setUTCFullYear(year, month - 1, day);
	return date;
}

/** 1 = Monday … 7 = Sunday. */
function dayOfWeek(text: string): number {
	const [year, month, day] = text.split('-').map(Number);
	return utcDay(year ?? 0, month ?? 0, day ?? 0).getUTCDay() || 7;
}

/** UTF-16 code units, as the browser's maxlength counts them, every value together, CRLF as one. */
function codeUnits(texts: readonly string[]): number {
	return texts.reduce((total, text) => total + text.replace(/\r\n/g, '\n').length, 0);
}

function totalSize(files: readonly File[]): number {
	return files.reduce((total, file) => total + file.size, 0);
}

/** (value − base) within a millionth of a whole number of intervals, PHP's fmod() and round() on floats. */
function onStep(value: number, base: number, interval: number): boolean {
	if (!(interval > 0)) {
		return true;
	}
	const remainder = (value - base) % interval;
	return roundsToZero(remainder) || roundsToZero(remainder - interval);
}

function roundsToZero(value: number): boolean {
	return Math.floor(Math.abs(value) * 10 ** defaultOptions.stepnumberPrecisionDecimals + 0.5) === 0;
}

/** A file whose name's last `.suffix` is in the accept list: `.pdf`, or a MIME type's (`image/*`, `image/png`). */
function fileAccepted(name: string, accept: readonly string[]): boolean {
	const dot = name.lastIndexOf('.');
	const suffixes = accept.flatMap((entry) => (/^\.[a-z0-9]+$/i.test(entry) ? [entry.toLowerCase()] : extensionsOf(entry).map((extension) => `.${extension}`)));
	return dot !== -1 && suffixes.includes(name.slice(dot).toLowerCase());
}
