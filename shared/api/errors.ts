import { __ } from '../i18n';

/**
 * Why a call failed: api-fetch's codes (`invalid_json`, `fetch_error`, `unknown_error`) plus the
 * transport outcomes the client tells apart.
 */
export type ApiErrorCode =
	| 'invalid_json' // the body is not JSON (an HTML error page, a PHP notice…)
	| 'fetch_error' // no response at all (offline, DNS, CORS)
	| 'http_error' // a 4xx/5xx status
	| 'timeout' // no answer within the call's time limit
	| 'aborted' // the caller cancelled (a newer request superseded it)
	| 'refused_url' // not an http(s) URL on the site's origins (shared/urls.ts): never sent
	| 'unknown_error';

export class ApiError extends Error {
	readonly code: ApiErrorCode;
	readonly status: number | null;

	constructor(code: ApiErrorCode, options: { status?: number | null; cause?: unknown } = {}) {
		super(messageFor(code), { cause: options.cause });
		this.name = 'ApiError';
		this.code = code;
		this.status = options.status ?? null;
	}
}

function messageFor(code: ApiErrorCode): string {
	switch (code) {
		case 'invalid_json':
			return __('The response is not a valid JSON response.', 'shop-islands');
		case 'fetch_error':
			return __('You are probably offline.', 'shop-islands');
		default:
			return __('An unknown error occurred.', 'shop-islands');
	}
}
