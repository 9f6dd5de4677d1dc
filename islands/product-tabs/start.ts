import { decodeUrlPart } from '../../shared/url-parts';
import type { LoadStrategy } from '../types';

/** The id of WooCommerce's reviews panel. */
export const REVIEWS_TAB = 'tab-reviews';

/**
 * The panel the page's address asks for: reviews for a comment's hash or a comment page,
 * `tab-<name>` for `#tab-<name>`; null when it asks for none, and the first tab opens.
 */
export function panelAskedFor(location: Pick<Location, 'hash' | 'href'>): string | null {
	const hash = location.hash;
	if (hash.includes('comment-') || hash === '#reviews' || hash === `#${REVIEWS_TAB}` || /comment-page-|cpage=/.test(location.href)) {
		return REVIEWS_TAB;
	}
	return hash.startsWith('#tab-') ? decodeUrlPart(hash.slice(1)) : null;
}

/**
 * When the tabs island starts: on the shopper's first reach for the tabs (a pointer over them, a
 * touch, focus, a key) or for a review link, its chunk fetched ahead, as the server prints the
 * first tab selected and the stylesheet shows its panel alone (php-enqueue's product-tabs.php);
 * at load on a page whose address asks for another panel, which it opens without any input.
 */
export function productTabsStart(): LoadStrategy {
	return panelAskedFor(window.location) === null ? 'interaction' : 'load';
}
