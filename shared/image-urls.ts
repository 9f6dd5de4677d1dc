import { getSettings } from './config';
import { allowedUrl, httpUrl } from './urls';

/**
 * The check for the address of an image the site's own image functions print (a product's
 * image, its large file, its thumbnail, a variation's): `allowedUrl()`, or http(s) on one of the
 * settings' `imageOrigins`, where an image CDN serves this site's images (Jetpack's
 * `i0.wp.com`, any host a plugin rewrites `wp_get_attachment_image_src()` to). Only images and
 * the links to those same images take these: a request, a script or a link to a page still goes
 * through `allowedUrl()` alone.
 */

/** `candidate` as an absolute URL when it is an allowed image address; null otherwise. */
export function allowedImageUrl(candidate: unknown): string | null {
	const url = httpUrl(candidate);
	// An image origin's address as allowedUrl() takes the page's: the whole origin, no user-info.
	return url && !(url.username + url.password) && getSettings().imageOrigins.includes(url.origin) ? url.href : allowedUrl(candidate);
}

/**
 * A `srcset` with only its candidates on allowed image addresses, each as an absolute URL with
 * its descriptor (`600w`, `2x`); '' when none is left. Candidates are read as HTML reads them: a
 * URL up to whitespace (a comma that ends it is a separator), then a descriptor up to a comma.
 */
export function allowedImageSrcset(candidate: unknown): string {
	if (typeof candidate !== 'string') {
		return '';
	}
	const kept: string[] = [];
	for (const [, url = '', descriptor = ''] of candidate.matchAll(/[\s,]*([^\s,](?:\S*[^\s,])?)(?:,+|\s+([^,]*))?/g)) {
		const allowed = allowedImageUrl(url);
		if (allowed) {
			kept.push(descriptor.trim() ? `${allowed} ${descriptor.trim()}` : allowed);
		}
	}
	return kept.join(', ');
}
