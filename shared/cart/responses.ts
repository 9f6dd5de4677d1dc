import { allowedUrl } from '../urls';
import { isFragments } from './cache';
import type { Fragments } from '../events';
import { isRecord } from '../is-record';

/** What the wc-ajax cart calls answer (docs/cart.md), checked before anything is used. */

export interface CartResponse {
	readonly fragments: Fragments;
	readonly cartHash: string;
}

export interface AddFailure {
	readonly productUrl: string;
}

/** `{fragments, cart_hash}` with string fragments; anything else is null. */
export function readCartResponse(value: unknown): CartResponse | null {
	if (!isRecord(value) || !isFragments(value.fragments)) {
		return null;
	}
	const hash = value.cart_hash;
	return { fragments: value.fragments, cartHash: typeof hash === 'string' ? hash : '' };
}

/** `{error: true, product_url}`: the add failed and the product page says why (on an allowed origin, shared/urls.ts). */
export function readAddFailure(value: unknown): AddFailure | null {
	if (!isRecord(value) || !value.error || typeof value.product_url !== 'string') {
		return null;
	}
	const productUrl = allowedUrl(value.product_url);
	return productUrl ? { productUrl } : null;
}
