/**
 * The SWV schema Contact Form 7 serves for a form (`GET …/feedback/schema`, docs/contact-forms.md),
 * read from untyped JSON into rules the client can run. A rule of a kind the client does not know,
 * or of the wrong shape, is left out: the server still judges it on submit.
 */
import { isRecord } from '../../shared/is-record';

export type ValueRuleName =
	| 'required'
	| 'email'
	| 'url'
	| 'tel'
	| 'number'
	| 'date'
	| 'time'
	| 'enum'
	| 'dayofweek'
	| 'minitems'
	| 'maxitems'
	| 'minlength'
	| 'maxlength'
	| 'minnumber'
	| 'maxnumber'
	| 'mindate'
	| 'maxdate'
	| 'stepnumber';
export type FileRuleName = 'requiredfile' | 'file' | 'minfilesize' | 'maxfilesize';

export interface FieldRule {
	readonly rule: ValueRuleName | FileRuleName;
	readonly field: string;
	readonly error: string;
	/** minitems…maxfilesize: a number or, for dates, `YYYY-MM-DD`. */
	readonly threshold?: string;
	/** enum, file, dayofweek: what is accepted. */
	readonly accept?: readonly string[];
	/** stepnumber. */
	readonly base?: string;
	readonly interval?: string;
}

export interface CompositeRule {
	readonly rule: 'all' | 'any';
	readonly field: string | null;
	readonly error: string | null;
	readonly rules: readonly Rule[];
}

export type Rule = FieldRule | CompositeRule;

export interface Schema {
	readonly rules: readonly Rule[];
}

const FIELD_RULES: ReadonlySet<string> = new Set<FieldRule['rule']>([
	'required',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'enum',
	'dayofweek',
	'minitems',
	'maxitems',
	'minlength',
	'maxlength',
	'minnumber',
	'maxnumber',
	'mindate',
	'maxdate',
	'stepnumber',
	'requiredfile',
	'file',
	'minfilesize',
	'maxfilesize',
]);

export function parseSchema(raw: unknown): Schema {
	return { rules: isRecord(raw) ? readRules(raw.rules) : [] };
}

/** The fields a rule reads (a composite: every field of its rules). */
export function fieldsOf(rule: Rule): string[] {
	return 'rules' in rule ? rule.rules.flatMap(fieldsOf) : [rule.field];
}

function readRules(raw: unknown): Rule[] {
	return Array.isArray(raw) ? raw.flatMap((entry) => readRule(entry) ?? []) : [];
}

function readRule(raw: unknown): Rule | null {
	if (!isRecord(raw) || typeof raw.rule !== 'string') {
		return null;
	}
	if (raw.rule === 'all' || raw.rule === 'any') {
		return {
			rule: raw.rule,
			field: typeof raw.field === 'string' ? raw.field : null,
			error: typeof raw.error === 'string' ? raw.error : null,
			rules: readRules(raw.rules),
		};
	}
	if (!FIELD_RULES.has(raw.rule) || typeof raw.field !== 'string' || typeof raw.error !== 'string') {
		return null;
	}
	const rule: { -readonly [K in keyof FieldRule]: FieldRule[K] } = {
		rule: raw.rule as FieldRule['rule'],
		field: raw.field,
		error: raw.error,
	};
	const threshold = scalar(raw.threshold);
	const base = scalar(raw.base);
	const interval = scalar(raw.interval);
	if (threshold !== null) {
		rule.threshold = threshold;
	}
	if (base !== null) {
		rule.base = base;
	}
	if (interval !== null) {
		rule.interval = interval;
	}
	if (Array.isArray(raw.accept)) {
		rule.accept = raw.accept.flatMap((item) => scalar(item) ?? []);
	}
	return rule;
}

function scalar(value: unknown): string | null {
	return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
}

