import { md5 } from '../hash';
import type { ContactForm } from './forms';
import { type PostedFields, type PostedFiles, validateFields, validateFiles } from './validate';

/**
 * What Contact Form 7 does with a submission, minus the mail: validate, check the acceptance
 * boxes, check the site's disallowed words (WordPress's "Disallowed Comment Keys", which CF7
 * reads: spam), judge the uploaded files, then "send". A line `fixture-status: <code>` in a posted value stands for what
 * the fixture cannot do itself (a plugin aborting the send, a failing mail server, a payment
 * step or an add-on's own code), so every status can be provoked. The answer has the keys and
 * key order of CF7's REST feedback response.
 */

/** Codes a `fixture-status:` line may ask for; `held_for_review` is a code CF7 itself does not know. */
export const FORCED_STATUSES = ['aborted', 'mail_failed', 'payment_required', 'held_for_review'] as const;
type ForcedStatus = (typeof FORCED_STATUSES)[number];

export type SubmissionStatus = 'validation_failed' | 'acceptance_missing' | 'spam' | 'mail_sent' | ForcedStatus;

export interface InvalidField {
	readonly field: string;
	readonly message: string;
	readonly idref: null;
	readonly error_id: string;
}

export interface SubmissionResult {
	readonly status: SubmissionStatus;
	readonly message: string;
	readonly invalidFields: readonly InvalidField[];
	readonly postedDataHash: string;
}

const MESSAGES: Readonly<Record<SubmissionStatus, string>> = {
	validation_failed: 'One or more fields have an error. Please check and try again.',
	acceptance_missing: 'You must accept the terms and conditions before sending your message.',
	spam: 'There was an error trying to send your message. Please try again later.',
	mail_sent: 'Thank you for your message. It has been sent.',
	mail_failed: 'There was an error trying to send your message. Please try again later.',
	aborted: 'Sending mail has been aborted.',
	payment_required: 'Payment is required to complete this submission.',
	held_for_review: 'Your message is held for review.',
};

/** The `data-status` / form class CF7 gives each result (its JS uses the same mapping). */
export const CLIENT_STATUS: Readonly<Record<SubmissionStatus, string>> = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	mail_sent: 'sent',
	mail_failed: 'failed',
	aborted: 'aborted',
	payment_required: 'payment-required',
	held_for_review: 'custom-held-for-review',
};

export function submitContactForm(
	form: ContactForm,
	posted: PostedFields,
	unitTag: string,
	disallowedWords: readonly string[],
	files: PostedFiles = new Map(),
): SubmissionResult {
	const invalid = (errors: ReadonlyMap<string, string>): SubmissionResult => ({
		status: 'validation_failed',
		message: MESSAGES.validation_failed,
		invalidFields: [...errors].map(([field, message]) => ({ field, message, idref: null, error_id: `${unitTag}-ve-${field}` })),
		postedDataHash: '',
	});
	const errors = validateFields(form.schema, posted);
	// CF7 checks a quiz outside its schema: the answer's hash against the question's.
	for (const field of form.fields) {
		const answer = posted.get(field.name)?.[0] ?? '';
		const expected = posted.get(`_wpcf7_quiz_answer_${field.name}`)?.[0] ?? '';
		if (field.type === 'quiz' && !errors.has(field.name) && quizAnswerHash(answer) !== expected) {
			errors.set(field.name, QUIZ_ERROR);
		}
	}
	if (errors.size > 0) {
		return invalid(errors);
	}
	const unaccepted = form.fields.some(
		(field) => field.type === 'acceptance' && (posted.get(field.name) ?? []).every((value) => value === ''),
	);
	if (unaccepted) {
		return { status: 'acceptance_missing', message: MESSAGES.acceptance_missing, invalidFields: [], postedDataHash: '' };
	}
	const texts = [...posted.values()].flat();
	const lower = texts.map((text) => text.toLowerCase());
	if (disallowedWords.some((word) => lower.some((text) => text.includes(word.toLowerCase())))) {
		return { status: 'spam', message: MESSAGES.spam, invalidFields: [], postedDataHash: '' };
	}
	// The files last, as CF7 takes them in only once everything else has passed. A file input
	// left empty posts a nameless, empty file, which PHP hands CF7 and the multipart parser drops.
	const uploads = new Map(form.fields.flatMap((field) => (field.type === 'file' ? [[field.name, files.get(field.name) ?? [{ name: '', size: 0 }]]] : [])));
	const fileErrors = validateFiles(form.schema, uploads);
	if (fileErrors.size > 0) {
		return invalid(fileErrors);
	}
	const forced = forcedStatus(texts);
	const hash = postedDataHash(form, posted);
	if (forced) {
		return { status: forced, message: MESSAGES[forced], invalidFields: [], postedDataHash: hash };
	}
	return { status: 'mail_sent', message: MESSAGES.mail_sent, invalidFields: [], postedDataHash: hash };
}

const QUIZ_ERROR = 'The answer to the quiz is incorrect.';

/** What the page's hidden `_wpcf7_quiz_answer_*` field holds: a salted hash of the canonical answer. */
export function quizAnswerHash(answer: string): string {
	// CF7 canonicalizes answers: case, spaces and punctuation do not count.
	return md5(`wpcf7_quiz:${answer.toLowerCase().replace(/[\p{P}\p{Z}\s]+/gu, '')}`);
}

/**
 * The quiz question a form shows for a given turn and its answer hash: the page prints turn 0,
 * every refill moves on to the next question (CF7 picks one at random; the fixture must be predictable).
 */
export function quizRefill(form: ContactForm, turn: number): Record<string, [string, string]> {
	const quiz: Record<string, [string, string]> = {};
	for (const field of form.fields) {
		const question = field.type === 'quiz' ? field.questions[turn % field.questions.length] : undefined;
		if (question) {
			quiz[field.name] = [question.question, quizAnswerHash(question.answer)];
		}
	}
	return quiz;
}

function forcedStatus(texts: readonly string[]): ForcedStatus | null {
	for (const text of texts) {
		const code = /^fixture-status:\s*(\S+)\s*$/m.exec(text)?.[1];
		const known = FORCED_STATUSES.find((status) => status === code);
		if (known) {
			return known;
		}
	}
	return null;
}

/** The REST feedback body; `invalid_fields` comes before the hash only when there are some. */
export function feedbackBody(form: ContactForm, result: SubmissionResult, unitTag: string): Record<string, unknown> {
	const head = { contact_form_id: form.id, status: result.status, message: result.message };
	const into = `#${unitTag}`;
	if (result.invalidFields.length > 0) {
		return { ...head, invalid_fields: result.invalidFields, posted_data_hash: result.postedDataHash, into };
	}
	return { ...head, posted_data_hash: result.postedDataHash, into, invalid_fields: [] };
}

function postedDataHash(form: ContactForm, posted: PostedFields): string {
	const data = form.fields.map((field) => [field.name, posted.get(field.name) ?? []]);
	return md5(JSON.stringify(data));
}
