import { md5 } from '../hash';
import type { ContactForm } from './forms';
import { type PostedFields, validateSubmission } from './validate';

/**
 * What Contact Form 7 does with a submission, minus the mail: validate, then check the
 * acceptance boxes, then "send". The answer has the keys and key order of CF7's REST
 * feedback response.
 */

export type SubmissionStatus = 'validation_failed' | 'acceptance_missing' | 'mail_sent';

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
	mail_sent: 'Thank you for your message. It has been sent.',
};

/** The `data-status` / form class CF7 gives each result (its JS uses the same mapping). */
export const CLIENT_STATUS: Readonly<Record<SubmissionStatus, string>> = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	mail_sent: 'sent',
};

export function submitContactForm(form: ContactForm, posted: PostedFields, unitTag: string): SubmissionResult {
	const errors = validateSubmission(form.schema, posted);
	if (errors.size > 0) {
		const invalidFields = [...errors].map(([field, message]) => ({
			field,
			message,
			idref: null,
			error_id: `${unitTag}-ve-${field}`,
		}));
		return { status: 'validation_failed', message: MESSAGES.validation_failed, invalidFields, postedDataHash: '' };
	}
	const unaccepted = form.fields.some(
		(field) => field.type === 'acceptance' && (posted.get(field.name) ?? []).every((value) => value === ''),
	);
	if (unaccepted) {
		return { status: 'acceptance_missing', message: MESSAGES.acceptance_missing, invalidFields: [], postedDataHash: '' };
	}
	return { status: 'mail_sent', message: MESSAGES.mail_sent, invalidFields: [], postedDataHash: postedDataHash(form, posted) };
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
