import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ContactForm, findContactForm, loadContactForms } from '../../fixtures-html/server/model/cf7/forms';
import { quizAnswerHash, submitContactForm } from '../../fixtures-html/server/model/cf7/submit';
import { formValues, validate } from '../../islands/contact-form/rules';
import { parseSchema } from '../../islands/contact-form/schema';
import { type SwvCase, type Upload, type Verdict, fixtureVerdict, islandVerdict } from '../support/cf7-swv';
import { CF7_VERDICTS } from '../support/cf7-verdicts';
import { FULL_FORM_UPLOADS, FULL_FORM_VALUES, RULE_CASES, VALID_FULL_FORM } from './cf7-cases';
import { REPO_ROOT } from './environment';
import { realStore, realUrl } from './helpers';
import { storeCommand } from './store';

/**
 * Contact Form 7 6.1.6 is the oracle for its own rules. Every value of cf7-cases.ts goes to
 * the real store's CF7 and its verdict is compared with the island's rules (islands/contact-form/
 * rules.ts) and the fixture store's validation (fixtures-html/server/model/cf7/validate.ts):
 * - the full form (64, /contact/full/) through CF7's REST feedback route, each field varied in
 *   turn (one submission carries one value of every field, the others CF7 would take), then
 *   each upload with every other field valid, as CF7 judges files only then;
 * - every SWV rule (docs/contact-forms.md), most of which CF7's own form-tags never write,
 *   through CF7's rule objects in the store's WordPress (`store-cli.php swv-verdicts`).
 * The verdicts the unit tests pin (test/support/cf7-verdicts.ts) are asked again, so the pins
 * stay CF7's word.
 */

const { skip, php, siteDir } = realStore();

const FORM_ID = 64;
const UNIT_TAG = 'wpcf7-f64-p65-o1';
const FEEDBACK_ROUTE = `/wp-json/contact-form-7/v1/contact-forms/${FORM_ID}`;
/** The PHP server's workers (test/real-store/store.ts): submissions in flight at once. */
const PARALLEL_SUBMISSIONS = 4;
/** Some 150 submissions and a PHP process judging 250 cases, on a machine shared with other work. */
const ORACLE_TIMEOUT_MS = 180_000;

interface Disagreement {
	readonly question: string;
	readonly cf7: Verdict | string | null;
	readonly island: Verdict | string | null;
	readonly fixture: Verdict | string | null;
}

interface FeedbackAnswer {
	readonly status: string;
	readonly invalid_fields?: readonly { readonly field: string; readonly message: string }[];
}

describe.skipIf(skip !== '')('Contact Form 7 6.1.6 as the oracle for its rules', () => {
	it(
		'judges every value of the full form as the island and the fixture do',
		async () => {
			const forms = loadContactForms(path.join(REPO_ROOT, 'fixtures-html', 'data', 'contact-forms.json'));
			const form = findContactForm(forms, FORM_ID);
			const schema = parseSchema(await getJson(`${FEEDBACK_ROUTE}/feedback/schema`));
			if (!form || schema.rules.length === 0) {
				throw new Error('the full form is missing from the fixture data or the real store');
			}
			const quiz = await quizAnswer(form);

			const submissions: { readonly text: Readonly<Record<string, string>>; readonly upload: Upload; readonly varied: readonly string[] }[] = [];
			const rounds = Math.max(...Object.values(FULL_FORM_VALUES).map((values) => values.length));
			for (let round = 0; round < rounds; round += 1) {
				const varied = Object.keys(FULL_FORM_VALUES).filter((field) => round < (FULL_FORM_VALUES[field]?.length ?? 0));
				const text = { ...VALID_FULL_FORM, ...Object.fromEntries(varied.map((field) => [field, FULL_FORM_VALUES[field]?.[round] ?? ''])) };
				submissions.push({ text, upload: { name: '', size: 0 }, varied });
			}
			for (const upload of FULL_FORM_UPLOADS) {
				submissions.push({ text: VALID_FULL_FORM, upload, varied: ['your-file'] });
			}

			const bodies = submissions.map(({ text, upload }) => {
				const body = new FormData();
				const hidden = { _wpcf7: String(FORM_ID), _wpcf7_version: '6.1.6', _wpcf7_locale: '', _wpcf7_unit_tag: UNIT_TAG, _wpcf7_container_post: '65' };
				for (const [name, value] of Object.entries({ ...hidden, ...text, terms: '1', 'your-quiz': quiz.answer, '_wpcf7_quiz_answer_your-quiz': quiz.hash })) {
					body.append(name, value);
				}
				body.append('your-file', uploadFile(upload));
				return body;
			});
			const answers = await inParallel(bodies, async (body) => {
				const response = await fetch(realUrl(`${FEEDBACK_ROUTE}/feedback`), { method: 'POST', body, headers: { Accept: 'application/json' } });
				return (await response.json()) as FeedbackAnswer;
			});

			const disagreements: Disagreement[] = [];
			submissions.forEach(({ text, upload, varied }, index) => {
				const answer = answers[index];
				expect(['validation_failed', 'mail_sent'], JSON.stringify(answer)).toContain(answer?.status);
				const cf7 = new Map((answer?.invalid_fields ?? []).map(({ field, message }) => [field, message]));
				// The island reads the form's FormData, as in the browser; the fixture what the wire carried, line breaks as CRLF.
				const island = validate(schema, formValues(bodies[index] ?? new FormData()));
				const posted = new Map(
					Object.entries({ ...text, terms: '1', 'your-quiz': quiz.answer, '_wpcf7_quiz_answer_your-quiz': quizAnswerHash(quiz.answer) }).map(([field, value]) => [field, [value.replace(/\r\n|\r|\n/g, '\r\n')]]),
				);
				const uploads = upload.name === '' ? new Map() : new Map([['your-file', [upload]]]);
				const fixture = new Map(submitContactForm(form, posted, UNIT_TAG, forms.disallowedWords, uploads).invalidFields.map(({ field, message }) => [field, message]));
				for (const field of varied) {
					const verdicts = { cf7: cf7.get(field) ?? null, island: island.get(field) ?? null, fixture: fixture.get(field) ?? null };
					if (verdicts.island !== verdicts.cf7 || verdicts.fixture !== verdicts.cf7) {
						disagreements.push({ question: `${field} = ${JSON.stringify(field === 'your-file' ? upload : text[field])}`, ...verdicts });
					}
				}
			});
			expect(disagreements).toEqual([]);
		},
		ORACLE_TIMEOUT_MS,
	);

	it(
		'judges every SWV rule as the island and the fixture do',
		async () => {
			const cf7 = await cf7Verdicts(RULE_CASES);
			const disagreements = RULE_CASES.flatMap((question, index) => {
				const island = islandVerdict(question);
				const fixture = question.islandOnly ? null : fixtureVerdict(question);
				const agree = sameVerdict(island, cf7[index]) && (fixture === null || sameVerdict(fixture, cf7[index]));
				return agree ? [] : [{ question: JSON.stringify(question), cf7: cf7[index] ?? null, island, fixture }];
			});
			expect(disagreements).toEqual([]);
		},
		ORACLE_TIMEOUT_MS,
	);

	it('still gives the verdicts the unit tests pin', async () => {
		const cf7 = await cf7Verdicts(CF7_VERDICTS.map(({ verdict: _verdict, ...question }) => question));
		expect(cf7).toEqual(CF7_VERDICTS.map(({ verdict }) => verdict));
	});
});

/** CF7's verdicts, from its rule objects in the store's WordPress. */
async function cf7Verdicts(questions: readonly SwvCase[]): Promise<Verdict[]> {
	const folder = mkdtempSync(path.join(tmpdir(), 'cf7-swv-'));
	try {
		const file = path.join(folder, 'cases.json');
		writeFileSync(file, JSON.stringify(questions.map(({ rules, post, files }) => ({ rules, post, files: files ?? {} }))));
		const output = await storeCommand(php, siteDir, 'swv-verdicts', file);
		const line = output.split('\n').find((candidate) => candidate.startsWith('['));
		const verdicts = JSON.parse(line ?? 'null') as unknown;
		if (!Array.isArray(verdicts) || verdicts.length !== questions.length) {
			throw new Error(`swv-verdicts answered:\n${output}`);
		}
		return verdicts as Verdict[];
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

function sameVerdict(one: Verdict, other: Verdict | undefined): boolean {
	return JSON.stringify(Object.entries(one).sort()) === JSON.stringify(Object.entries(other ?? {}).sort());
}

/** The quiz's question (the real store picks one) and its answer, from the fixture's data, with CF7's hash. */
async function quizAnswer(form: ContactForm): Promise<{ answer: string; hash: string }> {
	const refill = (await getJson(`${FEEDBACK_ROUTE}/refill`)) as { quiz?: Record<string, [string, string]> };
	const [question, hash] = refill.quiz?.['your-quiz'] ?? ['', ''];
	const answer = form.fields.flatMap((field) => (field.type === 'quiz' ? field.questions : [])).find((entry) => entry.question === question)?.answer;
	if (answer === undefined) {
		throw new Error(`no answer in the fixture's data to the quiz question "${question}"`);
	}
	return { answer, hash };
}

async function getJson(route: string): Promise<unknown> {
	const response = await fetch(realUrl(route), { headers: { Accept: 'application/json' } });
	return response.json();
}

function uploadFile(upload: Upload): File {
	return new File([new Uint8Array(upload.size).fill(0x78)], upload.name, { type: 'text/plain' });
}

/** Each item through `work`, a few at a time, the answers in the items' order. */
async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
	const answers: R[] = new Array<R>(items.length);
	let next = 0;
	const worker = async (): Promise<void> => {
		for (let index = next++; index < items.length; index = next++) {
			answers[index] = await work(items[index] as T);
		}
	};
	await Promise.all(Array.from({ length: PARALLEL_SUBMISSIONS }, worker));
	return answers;
}
