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

/**
 * A failed call. Its `message` is its code, for logs; the words for a shopper or a console in
 * the shopper's language are `apiErrorMessage()`'s (./error-message.ts), so the translation code
 * loads only with the islands that show or log them, not with every page's cart.
 */
export class ApiError extends Error {
	readonly code: ApiErrorCode;
	readonly status: number | null;

	constructor(code: ApiErrorCode, options: { status?: number | null; cause?: unknown } = {}) {
		super(code, { cause: options.cause });
		this.name = 'ApiError';
		this.code = code;
		this.status = options.status ?? null;
	}
}
