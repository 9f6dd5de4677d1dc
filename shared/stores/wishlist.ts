import { atom, onMount } from 'nanostores';
import { requestJson } from '../api/http';
import { getSettings } from '../config';
import { isRecord } from '../is-record';
import { readCountCookie } from '../cookies';
import { listenLegacy } from '../legacy-events';
import { allowedUrl } from '../urls';

/**
 * The number of products in the shopper's wishlist (docs/listings-and-content.md#wishlist): every
 * counter on the page shows it. Null until the server has been asked: the counters keep the number
 * they were printed with. Asked again after every add or removal; an answer that is not a count (an
 * HTML page, a 5xx, no network, `{count: "many"}`) leaves the last value.
 */
export const $wishlistCount = atom<number | null>(null);

export const WISHLIST_COUNT_ACTION = 'yith_wcwl_update_wishlist_count';

/** The events YITH's own script triggers (jQuery only) after an add or a removal. */
const YITH_EVENTS = 'added_to_wishlist removed_from_wishlist';

let pending: AbortController | null = null;

/** `GET {wishlist ajax URL}?action=yith_wcwl_update_wishlist_count` → `{count}`; a newer call wins. */
export async function refreshWishlistCount(): Promise<void> {
	// Only to the site (shared/urls.ts): the call carries the visitor's cookies.
	const endpoint = allowedUrl(getSettings().wishlistAjaxUrl);
	if (!endpoint) {
		return;
	}
	pending?.abort();
	const own = new AbortController();
	pending = own;
	try {
		const url = new URL(endpoint);
		url.searchParams.set('action', WISHLIST_COUNT_ACTION);
		const answer = await requestJson(url.href, { method: 'GET', headers: { Accept: 'application/json' } }, { signal: own.signal });
		const count = readCount(answer);
		if (count !== null && pending === own) {
			$wishlistCount.set(count);
		}
	} catch {
		// The counters keep their last value; the next add or removal asks again.
	} finally {
		if (pending === own) {
			pending = null;
		}
	}
}

/** A count is a whole number from 0 up, as a number or as the digits a PHP string holds. */
export function readCount(answer: unknown): number | null {
	if (typeof answer !== 'object' || answer === null) {
		return null;
	}
	const count: unknown = (answer as { count?: unknown }).count;
	if (typeof count === 'number') {
		return Number.isSafeInteger(count) && count >= 0 ? count : null;
	}
	return typeof count === 'string' && /^\d{1,15}$/.test(count) ? Number(count) : null;
}

// On a site that keeps YITH's own script, its adds and removals (jQuery events) refresh the count too.
onMount($wishlistCount, () => listenLegacy(YITH_EVENTS, () => void refreshWishlistCount()));

/**
 * The products in the shopper's own wishlist, and its page: what the pages cannot print, since a
 * page cache serves one copy to every visitor (php-enqueue/includes/wishlist.php). Null until
 * known; asked once, while anything listens, and only where the plugin's cookie says the visitor
 * has a wishlist (most visitors have none, and make no request). An answer that is not one
 * leaves it null: the buttons stay as printed.
 */
export const $ownWishlist = atom<{ readonly products: ReadonlySet<number>; readonly url: string | null } | null>(null);

/** The plugin's cookie: how many products the visitor's wishlist holds. */
export const WISHLIST_COOKIE = 'shop_islands_wishlist';
export const OWN_WISHLIST_ACTION = 'shop_islands_wishlist';

onMount($ownWishlist, () => {
	const endpoint = allowedUrl(getSettings().ajaxUrl);
	if ($ownWishlist.get() !== null || !endpoint || readCountCookie(WISHLIST_COOKIE) === 0) {
		return undefined;
	}
	const asked = new AbortController();
	const url = new URL(endpoint);
	url.searchParams.set('action', OWN_WISHLIST_ACTION);
	requestJson(url.href, { method: 'GET', headers: { Accept: 'application/json' } }, { signal: asked.signal }).then(
		(answer) => {
			if (isRecord(answer) && Array.isArray(answer.products)) {
				const products = answer.products.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
				$ownWishlist.set({ products: new Set(products), url: allowedUrl(answer.url) });
			}
		},
		() => undefined,
	);
	return () => asked.abort();
});

