import { readRule } from '../../fixtures-html/server/model/cf7/forms';
import { validateSubmission } from '../../fixtures-html/server/model/cf7/validate';
import { validate } from '../../islands/contact-form/rules';
import { parseSchema } from '../../islands/contact-form/schema';

/**
 * One question to Contact Form 7's SWV rules and how each side answers it: CF7 itself (the
 * real store's `store-cli.php swv-verdicts`, test/real-store/cf7-rules.test.ts), the island's
 * rules and the fixture store's validation. A verdict is every field's first error.
 */

/** An upload as PHP hands it to CF7: a file input left empty posts one named ''. */
export interface Upload {
	readonly name: string;
	readonly size: number;
}

export interface SwvCase {
	/** The rules, as CF7's schema route serves them. */
	readonly rules: readonly object[];
	/** The posted values: one, or a list (a checkbox group). */
	readonly post: Readonly<Record<string, string | readonly string[]>>;
	/** Uploads by field; a field left out was not posted at all. */
	readonly files?: Readonly<Record<string, readonly Upload[]>>;
	/** The fixture judges files by extension alone: a case whose file rule accepts a MIME type is the island's. */
	readonly islandOnly?: boolean;
}

/** Field → its first error. */
export type Verdict = Readonly<Record<string, string>>;

export function islandVerdict(question: SwvCase): Verdict {
	const values = new Map<string, Array<string | File>>();
	for (const [field, value] of Object.entries(question.post)) {
		values.set(field, typeof value === 'string' ? [value] : [...value]);
	}
	for (const [field, uploads] of Object.entries(question.files ?? {})) {
		values.set(field, [...(values.get(field) ?? []), ...uploads.map((upload) => new File([new Uint8Array(upload.size)], upload.name))]);
	}
	return Object.fromEntries(validate(parseSchema({ rules: question.rules }), values));
}

export function fixtureVerdict(question: SwvCase): Verdict {
	const schema = { version: '', locale: '', rules: question.rules.map((rule, index) => readRule(rule, `rules[${index}]`)) };
	const posted = new Map(Object.entries(question.post).map(([field, value]) => [field, typeof value === 'string' ? [value] : value]));
	return Object.fromEntries(validateSubmission(schema, posted, new Map(Object.entries(question.files ?? {}))));
}
