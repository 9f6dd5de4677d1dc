import { readFileSync } from 'node:fs';
import {
	type JsonRecord,
	asBoolean,
	asListOf,
	asNullable,
	asNumber,
	asOneOf,
	asRecord,
	asString,
} from '../json-check';

/**
 * The site's Contact Form 7 forms, read from `data/contact-forms.json`: the fields the page
 * renders and the SWV schema CF7 serves and validates against (kept verbatim, rule order
 * included, because error order follows it).
 */

export const RULE_NAMES = [
	'required',
	'requiredfile',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'file',
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
	'minfilesize',
	'maxfilesize',
	'stepnumber',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

/** Rules judged on a field's uploads, once every other rule has passed. */
export const FILE_RULE_NAMES: ReadonlySet<RuleName> = new Set(['requiredfile', 'file', 'minfilesize', 'maxfilesize']);

export interface FieldRule {
	readonly rule: RuleName;
	readonly field: string;
	readonly threshold?: number | string;
	/** enum, dayofweek, file (extensions: `.pdf`; the fixture knows no MIME types). */
	readonly accept?: readonly (string | number)[];
	/** stepnumber: (value − base) must be a multiple of interval. */
	readonly base?: string;
	readonly interval?: string;
	readonly error: string;
}

/** `all` / `any` of other rules; the field and message it fails with are optional. */
export interface CompositeRule {
	readonly rule: 'all' | 'any';
	readonly field?: string;
	readonly error?: string;
	readonly rules: readonly SchemaRule[];
}

export type SchemaRule = FieldRule | CompositeRule;

export interface Schema {
	readonly version: string;
	readonly locale: string;
	readonly rules: readonly SchemaRule[];
}

export type FieldDefinition =
	| {
			readonly type: 'text' | 'email' | 'tel' | 'url';
			readonly name: string;
			readonly label: string;
			readonly required: boolean;
			readonly maxlength: number;
			readonly autocomplete: string | null;
	  }
	| { readonly type: 'textarea'; readonly name: string; readonly label: string; readonly required: boolean; readonly maxlength: number }
	| {
			readonly type: 'number';
			readonly name: string;
			readonly label: string;
			readonly required: boolean;
			readonly min: number;
			readonly max: number;
			readonly step: number | null;
			readonly value: string;
	  }
	| {
			readonly type: 'date' | 'time';
			readonly name: string;
			readonly label: string;
			readonly required: boolean;
			readonly min: string | null;
			readonly max: string | null;
	  }
	| {
			readonly type: 'select' | 'radio' | 'checkbox';
			readonly name: string;
			readonly label: string;
			readonly options: readonly string[];
			readonly default: string | null;
	  }
	| { readonly type: 'acceptance'; readonly name: string; readonly label: string }
	| {
			readonly type: 'file';
			readonly name: string;
			readonly label: string;
			/** The `accept` attribute's list, as CF7 prints it: `.txt,.pdf`. */
			readonly accept: readonly string[];
			/** Bytes. */
			readonly limit: number;
	  }
	| { readonly type: 'quiz'; readonly name: string; readonly label: string; readonly questions: readonly QuizQuestion[] };

export interface QuizQuestion {
	readonly question: string;
	readonly answer: string;
}

export interface ContactForm {
	readonly id: number;
	readonly title: string;
	readonly heading: string | null;
	/** A form the real store leaves out (why: the `fixtureOnlyReason` beside it in the data). */
	readonly fixtureOnly: boolean;
	/** The page printing the form when it is not the contact page (its post id goes in the unit tag). */
	readonly page: { readonly url: string; readonly postId: number } | null;
	readonly submitLabel: string;
	readonly fields: readonly FieldDefinition[];
	readonly schema: Schema;
}

export interface ContactForms {
	readonly pluginVersion: string;
	readonly locale: string;
	/** The contact page's post id: the `p<id>` of every unit tag. */
	readonly containerPostId: number;
	/** WordPress's disallowed words ("Disallowed Comment Keys"): a submission holding one is spam. */
	readonly disallowedWords: readonly string[];
	readonly forms: readonly ContactForm[];
}

export function loadContactForms(file: string): ContactForms {
	const raw = asRecord(JSON.parse(readFileSync(file, 'utf8')), 'contact forms');
	return {
		pluginVersion: asString(raw.pluginVersion, 'pluginVersion'),
		locale: asString(raw.locale, 'locale'),
		containerPostId: asNumber(raw.containerPostId, 'containerPostId'),
		disallowedWords: asListOf(raw.disallowedWords, 'disallowedWords', asString),
		forms: asListOf(raw.forms, 'forms', readForm),
	};
}

export function findContactForm(forms: ContactForms, id: number): ContactForm | undefined {
	return forms.forms.find((form) => form.id === id);
}

/** `wpcf7-f<form>-p<post>-o<instance>`: identifies one rendering of a form on a page. */
export function unitTag(forms: ContactForms, form: ContactForm, instance: number): string {
	return `wpcf7-f${form.id}-p${containerPost(forms, form)}-o${instance}`;
}

/** The post whose page prints the form. */
export function containerPost(forms: ContactForms, form: ContactForm): number {
	return form.page?.postId ?? forms.containerPostId;
}

function readForm(value: unknown, where: string): ContactForm {
	const raw = asRecord(value, where);
	const schema = asRecord(raw.schema, `${where}.schema`);
	return {
		id: asNumber(raw.id, `${where}.id`),
		title: asString(raw.title, `${where}.title`),
		heading: asNullable(raw.heading ?? null, `${where}.heading`, asString),
		fixtureOnly: asBoolean(raw.fixtureOnly ?? false, `${where}.fixtureOnly`),
		page: asNullable(raw.page ?? null, `${where}.page`, (page, at) => {
			const record = asRecord(page, at);
			return { url: asString(record.url, `${at}.url`), postId: asNumber(record.postId, `${at}.postId`) };
		}),
		submitLabel: asString(raw.submitLabel, `${where}.submitLabel`),
		fields: asListOf(raw.fields, `${where}.fields`, readField),
		schema: {
			version: asString(schema.version, `${where}.schema.version`),
			locale: asString(schema.locale, `${where}.schema.locale`),
			rules: asListOf(schema.rules, `${where}.schema.rules`, readRule),
		},
	};
}

/** One rule of a schema, as CF7 serves it. */
export function readRule(value: unknown, where: string): SchemaRule {
	const raw = asRecord(value, where);
	if (raw.rule === 'all' || raw.rule === 'any') {
		return {
			rule: raw.rule,
			...(raw.field === undefined ? {} : { field: asString(raw.field, `${where}.field`) }),
			...(raw.error === undefined ? {} : { error: asString(raw.error, `${where}.error`) }),
			rules: asListOf(raw.rules, `${where}.rules`, readRule),
		};
	}
	const rule = asOneOf(raw.rule, RULE_NAMES, `${where}.rule`);
	const scalar = (item: unknown, at: string): string | number => (typeof item === 'number' ? asNumber(item, at) : asString(item, at));
	const accept = raw.accept === undefined ? undefined : asListOf(raw.accept, `${where}.accept`, scalar);
	if (rule === 'file' && accept?.some((type) => String(type).includes('/'))) {
		throw new Error(`${where}.accept: the fixture judges files by extension (.pdf), and knows no MIME types`);
	}
	return {
		rule,
		field: asString(raw.field, `${where}.field`),
		error: asString(raw.error, `${where}.error`),
		...(accept === undefined ? {} : { accept }),
		...(raw.threshold === undefined ? {} : { threshold: scalar(raw.threshold, `${where}.threshold`) }),
		...(raw.base === undefined ? {} : { base: String(scalar(raw.base, `${where}.base`)) }),
		...(raw.interval === undefined ? {} : { interval: String(scalar(raw.interval, `${where}.interval`)) }),
	};
}

function readField(value: unknown, where: string): FieldDefinition {
	const raw = asRecord(value, where);
	const type = asOneOf(
		raw.type,
		['text', 'email', 'tel', 'url', 'textarea', 'number', 'date', 'time', 'select', 'radio', 'checkbox', 'acceptance', 'file', 'quiz'] as const,
		`${where}.type`,
	);
	const name = asString(raw.name, `${where}.name`);
	const label = asString(raw.label, `${where}.label`);
	switch (type) {
		case 'text':
		case 'email':
		case 'tel':
		case 'url':
			return {
				type,
				name,
				label,
				...textLimits(raw, where),
				autocomplete: asNullable(raw.autocomplete ?? null, `${where}.autocomplete`, asString),
			};
		case 'textarea':
			return { type, name, label, ...textLimits(raw, where) };
		case 'number':
			return {
				type,
				name,
				label,
				required: asBoolean(raw.required, `${where}.required`),
				min: asNumber(raw.min, `${where}.min`),
				max: asNumber(raw.max, `${where}.max`),
				step: asNullable(raw.step ?? null, `${where}.step`, asNumber),
				value: asString(raw.value, `${where}.value`),
			};
		case 'date':
		case 'time':
			return {
				type,
				name,
				label,
				required: asBoolean(raw.required, `${where}.required`),
				min: asNullable(raw.min ?? null, `${where}.min`, asString),
				max: asNullable(raw.max ?? null, `${where}.max`, asString),
			};
		case 'select':
		case 'radio':
		case 'checkbox':
			return {
				type,
				name,
				label,
				options: asListOf(raw.options, `${where}.options`, asString),
				default: asNullable(raw.default ?? null, `${where}.default`, asString),
			};
		case 'acceptance':
			return { type, name, label };
		case 'file':
			return {
				type,
				name,
				label,
				accept: asListOf(raw.accept, `${where}.accept`, asString),
				limit: asNumber(raw.limit, `${where}.limit`),
			};
		case 'quiz':
			return {
				type,
				name,
				label,
				questions: asListOf(raw.questions, `${where}.questions`, (item, at) => {
					const record = asRecord(item, at);
					return { question: asString(record.question, `${at}.question`), answer: asString(record.answer, `${at}.answer`) };
				}),
			};
	}
}

/** What every text-like field (text, email, tel, textarea) declares. */
function textLimits(raw: JsonRecord, where: string): { required: boolean; maxlength: number } {
	return {
		required: asBoolean(raw.required, `${where}.required`),
		maxlength: asNumber(raw.maxlength, `${where}.maxlength`),
	};
}
