import { ApiError } from '../../shared/api/errors';
import { postWithQuickViewNonce } from '../../shared/api/plugin-nonces';
import { builtIn } from '../../shared/page-document';

/**
 * Loads a product's quick-view HTML (docs/search-and-quick-view.md): `POST admin-ajax.php` with
 * `action=woolentor_quickview`, `id` and the nonce. The answer is the plugin's rendered HTML,
 * put on the page as fragments are. A failure is only logged, with the messages
 * docs/search-and-quick-view.md gives.
 */

export const QUICK_VIEW_LOAD_ACTION = 'woolentor_quickview';
/** The request failed: network, timeout, an error status (a refused nonce, an HTML error page). */
export const LOAD_FAILED_MESSAGE = 'Something wrong loading fetching product data';
/** The request succeeded but its answer is no quick view: empty, `0`, `-1`, JSON, a page without a product. */
export const BAD_ANSWER_MESSAGE = 'Something wrong with AJAX response.';

export type LoadResult =
	| { readonly status: 'loaded'; readonly content: DocumentFragment }
	| { readonly status: 'failed' }
	| { readonly status: 'aborted' };

export async function loadQuickView(productId: string, signal: AbortSignal): Promise<LoadResult> {
	let body: string;
	try {
		body = await postWithQuickViewNonce(QUICK_VIEW_LOAD_ACTION, new URLSearchParams({ id: productId }), { signal });
	} catch (error) {
		if (error instanceof ApiError && error.code === 'aborted') {
			return { status: 'aborted' };
		}
		console.error(LOAD_FAILED_MESSAGE, error);
		return { status: 'failed' };
	}
	const content = parseQuickView(body);
	if (!content) {
		console.error(BAD_ANSWER_MESSAGE);
		return { status: 'failed' };
	}
	return { status: 'loaded', content };
}

/**
 * The answer as inert nodes (a template's content: nothing loads or runs until it is placed),
 * or null unless it holds a product (WooCommerce's `product` class on its post element).
 */
function parseQuickView(body: string): DocumentFragment | null {
	if (body.trim() === '') {
		return null;
	}
	const template = builtIn('createElement')('template');
	template.innerHTML = body;
	return template.content.querySelector('.product') ? template.content : null;
}
