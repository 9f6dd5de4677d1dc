import apiFetch, { type APIFetchMiddleware, type APIFetchOptions } from '@wordpress/api-fetch';
import { getSettings } from '../config';

/**
 * @wordpress/api-fetch, configured once for the page: the REST root, the X-WP-Nonce header
 * and the nonce refresh through `admin-ajax.php?action=rest-nonce` (spec §7.6). api-fetch's
 * own defaults add `_locale=user` and send PATCH/PUT/DELETE as POST with
 * X-HTTP-Method-Override. A nonce that is still refused after one refresh fails the call
 * instead of refreshing forever.
 */

const INVALID_NONCE = 'rest_cookie_invalid_nonce';

let configured = false;

export function configureRest(): void {
	if (configured) {
		return;
	}
	configured = true;
	const { restRoot, restNonce, ajaxUrl } = getSettings();
	const nonceMiddleware = apiFetch.createNonceMiddleware(restNonce);
	apiFetch.use(apiFetch.createRootURLMiddleware(restRoot));
	apiFetch.use(nonceMiddleware);
	apiFetch.use(retryOnceMiddleware);
	apiFetch.nonceMiddleware = nonceMiddleware;
	apiFetch.nonceEndpoint = `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`;
}

/** A REST call through the configured api-fetch. */
export function restFetch<T>(options: APIFetchOptions<true>): Promise<T> {
	configureRest();
	return apiFetch<T>(options);
}

const retried = new WeakSet<object>();

/**
 * api-fetch retries a call after refreshing the nonce by calling itself again with the same
 * options object. The second refusal of the same options is turned into a plain error so
 * the retry happens once.
 */
const retryOnceMiddleware: APIFetchMiddleware = (options, next) => {
	const secondTry = retried.has(options);
	retried.add(options);
	return next(options).catch((error: unknown) => {
		if (secondTry && isInvalidNonce(error)) {
			throw { ...error, code: 'rest_nonce_refresh_failed' };
		}
		throw error;
	});
};

function isInvalidNonce(error: unknown): error is { code: string } {
	return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INVALID_NONCE;
}
