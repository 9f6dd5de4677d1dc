import { getSettings } from './config';
import { builtIn } from './page-document';

/**
 * The one check for every URL an island requests, loads or writes into the page (a link's
 * `href`, an image's `src`, a script, a call's address), wherever it came from: settings,
 * a `data-*` attribute, a link, a server's answer. Only http(s) passes, so a `javascript:` or
 * `data:` value never reaches the page; and only the site's own origins (the page's, and those
 * the plugin lists in the settings' `allowedOrigins`: its uploads or a CDN), so markup an
 * author puts in a post cannot send a visitor's request, or a script, anywhere else. The site's
 * images may also come from its image CDN: shared/image-urls.ts.
 */

/** `candidate` resolved against the page when it is an http(s) URL; null for anything else. */
export function httpUrl(candidate: unknown): URL | null {
	if (typeof candidate !== 'string' || candidate.trim() === '') {
		return null;
	}
	try {
		const url = new URL(candidate, builtIn('baseURI'));
		return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
	} catch {
		return null;
	}
}

/** Whether `origin` is the page's own or one the plugin allows. */
export function isAllowedOrigin(origin: string): boolean {
	return origin === window.location.origin || getSettings().allowedOrigins.includes(origin);
}

/**
 * `candidate` as an absolute URL when it is http(s) on an allowed origin, the whole origin
 * compared, and carries no user-info (which the Fetch standard refuses, and a link would send as
 * credentials); null otherwise.
 */
export function allowedUrl(candidate: unknown): string | null {
	const url = httpUrl(candidate);
	return url && !(url.username + url.password) && isAllowedOrigin(url.origin) ? url.href : null;
}

/**
 * The REST route `candidate` names when it lies under the settings' REST root (pretty
 * `…/wp-json/` or plain `…/?rest_route=/` permalinks alike), e.g. `wp/v2/users/1`; null for
 * a URL anywhere else.
 */
export function restRoute(candidate: unknown): string | null {
	const url = allowedUrl(candidate);
	const root = allowedUrl(getSettings().restRoot);
	if (!url || !root || !url.startsWith(root)) {
		return null;
	}
	return url.slice(root.length);
}
