import apiFetch, { type APIFetchMiddleware, type APIFetchOptions } from '@wordpress/api-fetch';
import { getSettings } from '../config';

/**
 * @wordpress/api-fetch, configured once for the page (docs/site-chrome.md, the coming-soon banner):
 * calls name a route under the settings' REST root (`path`), never an address of their own, and
 * send cookies to the site alone; api-fetch's own defaults add `_locale=user` and send
 * PATCH/PUT/DELETE as POST with X-HTTP-Method-Override. A call that brings no nonce carries the
 * page's, refreshed once through `admin-ajax.php?action=rest-nonce` when refused (a nonce still
 * refused after one refresh fails the call instead of refreshing forever). A call that brings its
 * own nonce (the coming-soon banner sends the one WooCommerce printed on it) keeps it, and its
 * refusal is final: the page's nonce is never sent in its place.
 */

/** A REST call: a route under the REST root, never a URL. */
export type RestCall = Omit<APIFetchOptions<true>, 'url'> & { readonly path: string };

const INVALID_NONCE = 'rest_cookie_invalid_nonce';
/** A refusal of a call's own nonce, which api-fetch must not answer with the page's. */
const OWN_NONCE_REFUSED = 'rest_nonce_refused';

let configured = false;

export function configureRest(): void {
	if (configured) {
		return;
	}
	configured = true;
	const { restRoot, restNonce, ajaxUrl } = getSettings();
	const pageNonce = apiFetch.createNonceMiddleware(restNonce);
	const nonceMiddleware: APIFetchMiddleware = (options, next) => {
		if (!hasOwnNonce(options.headers)) {
			return pageNonce(options, next);
		}
		return next(options).catch((error: unknown) => {
			throw isInvalidNonce(error) ? { ...error, code: OWN_NONCE_REFUSED } : error;
		});
	};
	// api-fetch runs the last one added first: the retry sees the options api-fetch retries with.
	apiFetch.use(apiFetch.createRootURLMiddleware(restRoot));
	apiFetch.use(siteCookiesOnly);
	apiFetch.use(nonceMiddleware);
	apiFetch.use(retryOnceMiddleware);
	apiFetch.nonceMiddleware = pageNonce;
	apiFetch.nonceEndpoint = `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`;
}

/** A REST call through the configured api-fetch. */
export function restFetch<T>(call: RestCall): Promise<T> {
	if ('url' in call) {
		return Promise.reject(new Error('A REST call names a path under the REST root, not a URL.'));
	}
	configureRest();
	return apiFetch<T>(call);
}

/** api-fetch sends cookies wherever it calls (`credentials: include`); these calls only go to the site. */
const siteCookiesOnly: APIFetchMiddleware = (options, next) => next({ ...options, credentials: 'same-origin' });

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

function hasOwnNonce(headers: APIFetchOptions['headers']): boolean {
	return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'x-wp-nonce');
}

function isInvalidNonce(error: unknown): error is { code: string } {
	return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INVALID_NONCE;
}
