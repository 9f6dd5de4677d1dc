import { getSettings } from '../../shared/config';
import { parseJson, requestText } from '../../shared/api/http';
import { allowedUrl } from '../../shared/urls';
import { isRecord } from '../../shared/is-record';

/**
 * Contact Form 7's REST routes (docs/contact-forms.md), called as CF7's script calls them: `Accept:
 * application/json`, no nonce header (a page served from a full-page cache carries a stale
 * one, and CF7's routes are public), a 204 read as no body.
 */

/** The feedback answer's fields the client reads (docs/contact-forms.md). */
export interface Feedback {
	readonly status: string;
	readonly message: string;
	readonly invalidFields: ReadonlyArray<{ readonly field: string; readonly message: string; readonly errorId: string | null }>;
	readonly postedDataHash: string | null;
	readonly refill: Refill;
}

/** Fresh captcha images and quiz questions (`…/refill`, and part of every feedback answer). */
export interface Refill {
	/** Each captcha field's new image, on the site's origins (shared/urls.ts); any other address is left out. */
	readonly captcha: ReadonlyMap<string, string>;
	readonly quiz: ReadonlyMap<string, readonly [question: string, answerHash: string]>;
}

export function formUrl(formId: number, route: 'feedback' | 'feedback/schema' | 'refill'): string {
	return `${getSettings().cf7ApiRoot}contact-form-7/v1/contact-forms/${formId}/${route}`;
}

/** GET or POST with CF7's headers; the parsed JSON, or null for a 204. */
export async function cf7Request(url: string, body?: FormData): Promise<unknown> {
	const init: RequestInit = { method: body ? 'POST' : 'GET', headers: { Accept: 'application/json' } };
	if (body) {
		init.body = body;
	}
	const text = await requestText(url, init);
	return text === '' ? null : parseJson(text);
}

export function readFeedback(raw: unknown): Feedback | null {
	if (!isRecord(raw) || typeof raw.status !== 'string') {
		return null;
	}
	const invalid = Array.isArray(raw.invalid_fields) ? raw.invalid_fields : [];
	return {
		status: raw.status,
		message: typeof raw.message === 'string' ? raw.message : '',
		invalidFields: invalid.flatMap((entry: unknown) =>
			isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string'
				? [{ field: entry.field, message: entry.message, errorId: typeof entry.error_id === 'string' ? entry.error_id : null }]
				: [],
		),
		postedDataHash: typeof raw.posted_data_hash === 'string' ? raw.posted_data_hash : null,
		refill: readRefill(raw),
	};
}

export function readRefill(raw: unknown): Refill {
	const captcha = new Map<string, string>();
	const quiz = new Map<string, readonly [string, string]>();
	if (isRecord(raw) && isRecord(raw.captcha)) {
		for (const [field, candidate] of Object.entries(raw.captcha)) {
			const url = allowedUrl(candidate);
			if (url) {
				captcha.set(field, url);
			}
		}
	}
	if (isRecord(raw) && isRecord(raw.quiz)) {
		for (const [field, pair] of Object.entries(raw.quiz)) {
			if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
				quiz.set(field, [pair[0], pair[1]]);
			}
		}
	}
	return { captcha, quiz };
}

