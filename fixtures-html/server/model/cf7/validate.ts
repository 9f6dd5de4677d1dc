import { FILE_RULE_NAMES, type FieldRule, type Schema, type SchemaRule } from './forms';

/**
 * Contact Form 7's server-side validation (SWV) as CF7 6.1.6 runs it (the real store's CF7 is
 * the oracle: test/real-store/cf7-rules.test.ts holds this to it, rule by rule). Text rules run
 * first, in schema order, on each field's values with the surrounding whitespace CF7 strips
 * stripped and the empty ones dropped; file rules run later, field by field, on the uploads. A
 * field keeps only its first error.
 */

export type PostedFields = ReadonlyMap<string, readonly string[]>;

/** An uploaded file as the feedback route received it; a file input left empty posts one named ''. */
export interface PostedFile {
	readonly name: string;
	readonly size: number;
}
export type PostedFiles = ReadonlyMap<string, readonly PostedFile[]>;

/** WordPress's is_email(): the shortest address, "a@b.co". */
const EMAIL_MIN_LENGTH = 6;
/** CF7's tel rule: a number, its `+` counted, is longer than 5 and shorter than 16 characters. */
const TEL_MIN_LENGTH_EXCLUSIVE = 5;
const TEL_MAX_LENGTH_EXCLUSIVE = 16;
/** CF7's stepnumber rule rounds the remainder to six decimals. */
const STEP_DECIMALS = 6;
/** PHP's checkdate() takes years 1 to 32767. */
const LAST_YEAR = 32767;
const HIGHEST_PORT = 65535;
/** What CF7 strips around a value (wpcf7_strip_whitespaces()): Unicode's White_Space and the BOM. */
const WHITESPACE = '\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const SURROUNDING_WHITESPACE = new RegExp(`^[${WHITESPACE}]+|[${WHITESPACE}]+$`, 'g');
/** WordPress's wp_allowed_protocols(), compared as written (`HTTP` is not `http`). */
const URL_SCHEMES = new Set(['http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn']);

/** Which rules CF7 runs in one pass: the text rules, or one file field's. */
type Pass = { readonly kind: 'text' } | { readonly kind: 'file'; readonly field: string };

interface Failure {
	readonly field: string | undefined;
	readonly message: string;
}

interface Input {
	readonly posted: PostedFields;
	readonly files: PostedFiles;
}

/** Both passes, text then files, as if the text had passed: every field's first error. */
export function validateSubmission(schema: Schema, posted: PostedFields, files: PostedFiles = new Map()): Map<string, string> {
	const errors = validateFields(schema, posted);
	for (const [field, message] of validateFiles(schema, files)) {
		if (!errors.has(field)) {
			errors.set(field, message);
		}
	}
	return errors;
}

/** The text pass. */
export function validateFields(schema: Schema, posted: PostedFields): Map<string, string> {
	return run(schema, { posted, files: new Map() }, [{ kind: 'text' }]);
}

/** The file pass: each file field that was posted, on its own. */
export function validateFiles(schema: Schema, files: PostedFiles): Map<string, string> {
	return run(schema, { posted: new Map(), files }, [...files.keys()].map((field) => ({ kind: 'file', field })));
}

function run(schema: Schema, input: Input, passes: readonly Pass[]): Map<string, string> {
	const errors = new Map<string, string>();
	for (const pass of passes) {
		for (const rule of schema.rules.filter((candidate) => inPass(candidate, pass))) {
			const failure = check(rule, input, pass);
			if (failure?.field !== undefined && !errors.has(failure.field)) {
				errors.set(failure.field, failure.message);
			}
		}
	}
	return errors;
}

function inPass(rule: SchemaRule, pass: Pass): boolean {
	if ('rules' in rule) {
		return true;
	}
	const fileRule = FILE_RULE_NAMES.has(rule.rule);
	return pass.kind === 'file' ? fileRule && rule.field === pass.field : !fileRule;
}

/** `all`: its first failing rule's field and message (its own when that message is empty); `any`: its own, when none passes. */
function check(rule: SchemaRule, input: Input, pass: Pass): Failure | null {
	if (!('rules' in rule)) {
		return holds(rule, input) ? null : { field: rule.field, message: rule.error };
	}
	const own: Failure = { field: rule.field, message: rule.error ?? '' };
	const inner = rule.rules.filter((candidate) => inPass(candidate, pass));
	if (rule.rule === 'any') {
		return inner.some((candidate) => check(candidate, input, pass) === null) ? null : own;
	}
	for (const candidate of inner) {
		const failure = check(candidate, input, pass);
		if (failure) {
			return failure.message === '' ? own : failure;
		}
	}
	return null;
}

function holds(rule: FieldRule, input: Input): boolean {
	const values = (input.posted.get(rule.field) ?? []).map((value) => value.replace(SURROUNDING_WHITESPACE, '')).filter((value) => value !== '');
	const files = input.files.get(rule.field) ?? [];
	const names = files.map((file) => file.name).filter((name) => name !== '');
	const threshold = String(rule.threshold ?? '');
	const accept = (rule.accept ?? []).map(String);
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
			return values.every((value) => accept.map(lineFeeds).includes(lineFeeds(value)));
		case 'dayofweek':
			return values.filter(isDate).every((value) => accept.map(phpInt).includes(dayOfWeek(value)));
		case 'minitems':
			return !isNumber(threshold) || values.length >= phpInt(threshold);
		case 'maxitems':
			return !isNumber(threshold) || values.length <= phpInt(threshold);
		case 'minlength':
			return values.length === 0 || codeUnits(values) >= phpInt(threshold);
		case 'maxlength':
			return values.length === 0 || codeUnits(values) <= phpInt(threshold);
		case 'minnumber':
			return !isNumber(threshold) || values.filter(isNumber).every((value) => Number(value) >= Number(threshold));
		case 'maxnumber':
			return !isNumber(threshold) || values.filter(isNumber).every((value) => Number(value) <= Number(threshold));
		case 'mindate':
			return !isDate(threshold) || values.filter(isDate).every((value) => value >= threshold);
		case 'maxdate':
			return !isDate(threshold) || values.filter(isDate).every((value) => value <= threshold);
		case 'stepnumber':
			// CF7 reads every value as a number here, numeric or not (PHP's floatval()).
			return values.every((value) => onStep(phpFloat(value), phpFloat(rule.base ?? ''), phpFloat(rule.interval ?? '')));
		case 'requiredfile':
			return names.length > 0;
		case 'file':
			return names.every((name) => hasSuffix(name, accept));
		case 'minfilesize':
			return files.length === 0 || totalSize(files) >= Number(threshold);
		case 'maxfilesize':
			return files.length === 0 || totalSize(files) <= Number(threshold);
	}
}

/** WordPress's is_email(). */
export function isEmail(text: string): boolean {
	const at = text.indexOf('@');
	if (text.length < EMAIL_MIN_LENGTH || at < 1) {
		return false;
	}
	// WordPress tests the local part with a PCRE `$`, which also matches before a final line feed.
	const local = text.slice(0, at).replace(/\n$/, '');
	const labels = text.slice(at + 1).split('.');
	return /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) && labels.length >= 2 && labels.every((label) => /^[a-z0-9]+(?:-+[a-z0-9]+)*$/i.test(label));
}

/**
 * CF7's wpcf7_is_url(): PHP's parse_url() finds a scheme WordPress allows in links. It finds
 * none in `http:80` (a host and a port), and fails on `scheme://` without a host or with a
 * port longer than five bytes or not reading as a number of 0–65535.
 */
export function isUrl(text: string): boolean {
	const match = /^([^:]+):(.*)$/s.exec(text);
	if (!match || !URL_SCHEMES.has(match[1] ?? '')) {
		return false;
	}
	const rest = match[2] ?? '';
	if (!rest.startsWith('//')) {
		return !/^[0-9]{1,5}(?:\/|$)/.test(rest);
	}
	const authority = rest.slice(2).split(/[/?#]/)[0] ?? '';
	const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
	if (hostAndPort.startsWith('[') && authority.endsWith(']')) {
		return true;
	}
	const colon = hostAndPort.lastIndexOf(':');
	if (colon === -1) {
		return hostAndPort.length > 0;
	}
	const port = hostAndPort.slice(colon + 1);
	const number = /^[\t\n\v\f\r ]*[+-]?[0-9]/.test(port) ? Number.parseInt(port, 10) : Number.NaN;
	return colon > 0 && Buffer.byteLength(port) <= 5 && (port === '' || (number >= 0 && number <= HIGHEST_PORT));
}

/** CF7's wpcf7_is_tel(). */
export function isTel(text: string): boolean {
	// PCRE's `.` stops only at a line feed, and its `\s` is ASCII whitespace alone.
	const withoutExtension = text.replace(/[#*][^\n]*$/, '');
	let number = withoutExtension.replace(/[()/.*#\t\n\v\f\r -]+/g, '');
	if (number.startsWith('+') || number.startsWith('00')) {
		number = `+${number.replace(/^[+0]+/, '')}`;
	}
	return /^\+?[0-9]+$/.test(number) && number.length > TEL_MIN_LENGTH_EXCLUSIVE && number.length < TEL_MAX_LENGTH_EXCLUSIVE;
}

/** An integer or a decimal with digits after its point (`1.` is not one), an optional `-` (not `+`) and exponent. */
export function isNumber(text: string): boolean {
	return /^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/.test(text);
}

/** `YYYY-MM-DD`, the year of four digits or more, naming a real day (PHP's checkdate()). */
export function isDate(text: string): boolean {
	const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text);
	if (!match) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	return year >= 1 && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `HH:MM` or `HH:MM:SS`, hours 0–23. */
export function isTime(text: string): boolean {
	return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test(text);
}

function daysIn(year: number, month: number): number {
	const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 1 = Monday … 7 = Sunday. */
function dayOfWeek(date: string): number {
	const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
	const utc = new Date(0);
	utc.setUTCFullYear(year, month - 1, day);
	return utc.getUTCDay() || 7;
}

function lineFeeds(text: string): string {
	return text.replace(/\r\n?/g, '\n');
}

/** UTF-16 code units of every value together, CRLF counted once. */
function codeUnits(values: readonly string[]): number {
	return values.reduce((total, value) => total + value.replace(/\r\n/g, '\n').length, 0);
}

/** PHP's floatval() of a string: its leading number, or 0. */
function phpFloat(text: string): number {
	const leading = /^[\t\n\v\f\r ]*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(text)?.[0];
	return leading === undefined ? 0 : Number(leading);
}

/** PHP's intval() of a string. */
function phpInt(text: string): number {
	return Math.trunc(phpFloat(text));
}

function totalSize(files: readonly PostedFile[]): number {
	return files.reduce((total, file) => total + file.size, 0);
}

/** CF7's file rule: the name's last `.suffix`, in any case, is one of the accepted `.extensions` (anything else accepts nothing). */
function hasSuffix(name: string, accept: readonly string[]): boolean {
	const dot = name.lastIndexOf('.');
	const extensions = accept.filter((entry) => /^\.[a-z0-9]+$/i.test(entry)).map((extension) => extension.toLowerCase());
	return dot !== -1 && extensions.includes(name.slice(dot).toLowerCase());
}

/** CF7's stepnumber: fmod(value − base, interval), or that less one interval, rounds to 0 at six decimals (PHP's round()). */
function onStep(value: number, base: number, interval: number): boolean {
	if (!(interval > 0)) {
		return true;
	}
	const remainder = (value - base) % interval;
	const roundsToZero = (x: number): boolean => Math.floor(Math.abs(x) * 10 ** STEP_DECIMALS + 0.5) === 0;
	return roundsToZero(remainder) || roundsToZero(remainder - interval);
}
