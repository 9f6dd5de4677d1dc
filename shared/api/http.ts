import { AJAX_REQUEST_TIMEOUT_MS } from '../constants';
import { allowedUrl } from '../urls';
import { ApiError } from './errors';

/** Options every call takes: a time limit and the caller's own cancel signal. */
export interface RequestOptions {
	readonly timeoutMs?: number;
	readonly signal?: AbortSignal;
}

export type FormFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Form-encodes fields; null and undefined are left out, as jQuery.param does. */
export function formBody(fields: FormFields | URLSearchParams): URLSearchParams;
export function formBody(fields: FormFields | URLSearchParams | FormData): URLSearchParams | FormData;
export function formBody(fields: FormFields | URLSearchParams | FormData): URLSearchParams | FormData {
	if (fields instanceof URLSearchParams || fields instanceof FormData) {
		return fields;
	}
	const body = new URLSearchParams();
	for (const [name, value] of Object.entries(fields)) {
		if (value !== null && value !== undefined) {
			body.append(name, String(value));
		}
	}
	return body;
}

/**
 * One HTTP exchange with a time limit. Resolves with the body as text for any 2xx;
 * every other outcome is an ApiError (http_error, timeout, aborted, fetch_error). Only to
 * an http(s) URL on the site's origins (shared/urls.ts): anything else is `refused_url`,
 * never sent, whatever the settings or an answer said.
 */
export async function requestText(url: string, init: RequestInit, options: RequestOptions = {}): Promise<string> {
	const target = allowedUrl(url);
	if (!target) {
		throw new ApiError('refused_url');
	}
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, options.timeoutMs ?? AJAX_REQUEST_TIMEOUT_MS);
	const forwardAbort = (): void => controller.abort();
	options.signal?.addEventListener('abort', forwardAbort, { once: true });
	if (options.signal?.aborted) {
		controller.abort();
	}
	try {
		const response = await fetch(target, { credentials: 'same-origin', ...init, signal: controller.signal });
		const text = await response.text();
		if (!response.ok) {
			throw new ApiError('http_error', { status: response.status });
		}
		return text;
	} catch (error) {
		if (error instanceof ApiError) {
			throw error;
		}
		if (timedOut) {
			throw new ApiError('timeout', { cause: error });
		}
		if (options.signal?.aborted) {
			throw new ApiError('aborted', { cause: error });
		}
		throw new ApiError('fetch_error', { cause: error });
	} finally {
		clearTimeout(timer);
		options.signal?.removeEventListener('abort', forwardAbort);
	}
}

/** Parses a body as JSON; anything else (an HTML error page, a PHP notice) is invalid_json. */
export function parseJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch (error) {
		throw new ApiError('invalid_json', { cause: error });
	}
}

export async function requestJson(url: string, init: RequestInit, options: RequestOptions = {}): Promise<unknown> {
	return parseJson(await requestText(url, init, options));
}
