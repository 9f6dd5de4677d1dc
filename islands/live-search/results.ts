import { postAdminAjax } from '../../shared/api/ajax';
import { allowedUrl } from '../../shared/urls';
import { defaultOptions } from './options';
import { isRecord } from '../../shared/is-record';

/**
 * The live search's call (docs/search-and-quick-view.md): `POST admin-ajax.php`
 * `action=poco_ajax_search_products` with `query`, answered by `[{url, value, img, price}]`. Every
 * field is checked here: what reaches the component is text, URLs on the site's origins
 * (shared/urls.ts) or none, and the price markup still to be sanitised.
 */

export interface SearchResult {
	/** The product's address; null when the answer's was missing, not http(s) (`javascript:`) or another site's. */
	readonly url: string | null;
	/** Shown as text, whatever it holds. */
	readonly title: string;
	/** The thumbnail's address, on the site's origins, or null. */
	readonly image: string | null;
	/** WooCommerce's price markup, to go through `safeMarkup()` with `PRICE_TAGS`; empty when none. */
	readonly priceHtml: string;
}

export const SEARCH_ACTION = 'poco_ajax_search_products';

/** Asks the server for `query`; throws an ApiError (bad JSON, an HTML page, a 5xx, aborted) or a TypeError (not a list). */
export async function fetchResults(query: string, signal: AbortSignal): Promise<readonly SearchResult[]> {
	return parseResults(await postAdminAjax(SEARCH_ACTION, { query }, { signal }));
}

/** The answer as results: entries that are not objects are skipped, fields of the wrong type are empty. */
export function parseResults(answer: unknown): readonly SearchResult[] {
	if (!Array.isArray(answer)) {
		throw new TypeError('The live search answer is not a list.');
	}
	return answer.filter(isRecord).map((item) => ({
		url: allowedUrl(item.url),
		title: typeof item.value === 'string' ? item.value : '',
		image: allowedUrl(item.img),
		priceHtml: typeof item.price === 'string' ? item.price : '',
	}));
}

/** The answers of the last few queries, the oldest forgotten first. */
export interface SearchCache {
	get(query: string): readonly SearchResult[] | undefined;
	set(query: string, results: readonly SearchResult[]): void;
}

export function createSearchCache(size: number = defaultOptions.cacheSize): SearchCache {
	const answers = new Map<string, readonly SearchResult[]>();
	return {
		get(query) {
			const results = answers.get(query);
			if (results) {
				// Used again: now the most recent.
				answers.delete(query);
				answers.set(query, results);
			}
			return results;
		},
		set(query, results) {
			answers.delete(query);
			answers.set(query, results);
			for (const oldest of answers.keys()) {
				if (answers.size <= size) {
					break;
				}
				answers.delete(oldest);
			}
		},
	};
}

