import { postWcAjaxText } from '../../shared/api/ajax';
import { ApiError } from '../../shared/api/errors';
import { parseJson } from '../../shared/api/http';
import { type AttributeValues, type Variation, readVariation } from './data';

/**
 * `?wc-ajax=get_variation` (docs/product-form.md): the variation of a full choice, `null` for
 * none, `'failed'` when the server could not say (the plain form post resolves it then), or
 * `'aborted'` when a newer choice took over. Never rejects.
 */
export type LookupAnswer = Variation | null | 'failed' | 'aborted';

export function lookUpVariation(productId: number, chosen: AttributeValues, signal: AbortSignal): Promise<LookupAnswer> {
	return postWcAjaxText('get_variation', { ...chosen, product_id: productId }, { signal })
		.then((body) => readLookupAnswer(body))
		.catch((error: unknown) => (error instanceof ApiError && error.code === 'aborted' ? 'aborted' : 'failed'));
}

/** `false` or an empty body is "no match"; a variation object is the match; anything else failed. */
function readLookupAnswer(body: string): Variation | null | 'failed' {
	const trimmed = body.trim();
	if (trimmed === '' || trimmed === 'false') {
		return null;
	}
	try {
		return readVariation(parseJson(trimmed)) ?? 'failed';
	} catch {
		return 'failed';
	}
}
