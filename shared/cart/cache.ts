import { getSettings } from '../config';
import {
	CART_CREATED_STORAGE_KEY,
	CART_HASH_COOKIE,
	CART_HASH_STORAGE_PREFIX,
	FRAGMENTS_CACHE_LIFETIME_MS,
	FRAGMENTS_STORAGE_PREFIX,
} from '../constants';
import { readCookie } from '../cookies';
import type { Fragments } from '../events';
import { MINI_CART_FRAGMENT } from '../selectors';
import { readItem, readJson, writeItem, writeJson } from '../storage';

/**
 * The fragments cache (docs/cart.md), in session storage under keys suffixed with the site
 * hash. The hash is also written to local storage so that other tabs hear of a change
 * through the `storage` event.
 */

export type CacheRejection = 'No cart_created' | 'Fragment expired' | 'No fragment';

export type CacheLookup =
	| { readonly usable: true; readonly fragments: Fragments; readonly hash: string }
	| { readonly usable: false; readonly reason: CacheRejection };

export function cartHashKey(): string {
	return `${CART_HASH_STORAGE_PREFIX}${getSettings().siteHash}`;
}

function fragmentsKey(): string {
	return `${FRAGMENTS_STORAGE_PREFIX}${getSettings().siteHash}`;
}

export function isFragments(value: unknown): value is Fragments {
	return (
		typeof value === 'object' &&
		value !== null &&
		!Array.isArray(value) &&
		Object.values(value).every((html) => typeof html === 'string')
	);
}

/** Cached fragments are reused only when all four conditions of docs/cart.md hold. */
export function lookUpCache(now: number): CacheLookup {
	const created = Number(readItem('session', CART_CREATED_STORAGE_KEY) ?? Number.NaN);
	if (!Number.isFinite(created)) {
		return { usable: false, reason: 'No cart_created' };
	}
	if (now - created >= FRAGMENTS_CACHE_LIFETIME_MS || created > now) {
		return { usable: false, reason: 'Fragment expired' };
	}
	const fragments = readJson('session', fragmentsKey(), isFragments);
	const hash = readItem('session', cartHashKey()) ?? '';
	const cookieHash = readCookie(CART_HASH_COOKIE) ?? '';
	if (!fragments?.[MINI_CART_FRAGMENT] || hash !== cookieHash) {
		return { usable: false, reason: 'No fragment' };
	}
	return { usable: true, fragments, hash };
}

/**
 * Stores what the server answered. A refresh restarts the cache's 24 hours; an add or a
 * remove sets the created time only when none is stored.
 */
export function storeCart(fragments: Fragments, hash: string, now: number, restartLifetime: boolean): void {
	writeJson('session', fragmentsKey(), fragments);
	writeItem('session', cartHashKey(), hash);
	writeItem('local', cartHashKey(), hash);
	if (restartLifetime || readItem('session', CART_CREATED_STORAGE_KEY) === null) {
		writeItem('session', CART_CREATED_STORAGE_KEY, String(now));
	}
}

/** True when another tab stored a hash this tab has not seen. */
export function otherTabChangedHash(): boolean {
	return readItem('local', cartHashKey()) !== readItem('session', cartHashKey());
}
