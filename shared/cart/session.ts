import { onMount } from 'nanostores';
import { FRAGMENTS_CACHE_LIFETIME_MS, FRAGMENTS_RETRY_DELAY_MS } from '../constants';
import { on } from '../events';
import { bridgeLegacyEvents } from '../legacy-events';
import { MINI_CART_FRAGMENT } from '../selectors';
import { $cartSession } from '../stores/cart-session';
import { refreshFragments, showCartLinks } from './refresh';
import { showCart } from './apply';
import { cartHashKey, isFragments, lookUpCache, otherTabChangedHash, storeCart } from './cache';
import { syncItemsInCart } from '../stores/cart';
import { builtIn } from '../page-document';

/**
 * The page's cart session (docs/cart.md). It runs while anything listens to `$cartSession` (the
 * mini-cart does, importing it from here, which attaches the session to the store) and stops,
 * every listener and timer with it, when the last one leaves. Started, it shows the cached fragments when
 * all four conditions hold and refreshes them otherwise; it refreshes again when another
 * tab changes the hash, on a back/forward-cache restore, on `wc_fragment_refresh` /
 * `updated_wc_div`, and 24 hours after each refresh. A refresh that fails while a mini-cart is
 * still empty (WooCommerce prints them empty: no cache, or a restored page) is asked once more
 * after FRAGMENTS_RETRY_DELAY_MS; when that fails too, each empty mini-cart gets a link to the
 * cart page, so a cart with items never shows as nothing (the header's link and count are the
 * server's own and stay as printed).
 */
export { $cartSession };

/**
 * A cart WooCommerce's own add-to-cart script changed (where a theme keeps it): the script has put
 * the fragments on the page; the cache and the count take them, as its cart-fragments script would.
 */
function keepClassicChange(fragments: unknown, cartHash: unknown): void {
	if (isFragments(fragments) && typeof cartHash === 'string') {
		storeCart(fragments, cartHash, Date.now(), false);
		syncItemsInCart();
	}
}

onMount($cartSession, () => {
	let running = true;
	let retry: ReturnType<typeof setTimeout> | undefined;
	const request = async (isRetry: boolean): Promise<void> => {
		clearTimeout(retry);
		$cartSession.set('refreshing');
		if (!running || (await refreshFragments()) || !running || emptyMiniCarts().length === 0) {
			return;
		}
		if (isRetry) {
			showCartLinks(emptyMiniCarts());
			return;
		}
		// Still on its way: the mini-cart stays busy until the second answer.
		$cartSession.set('refreshing');
		retry = setTimeout(() => void request(true), FRAGMENTS_RETRY_DELAY_MS);
	};
	const refresh = (): void => void request(false);
	let nextRefresh: ReturnType<typeof setTimeout> | undefined;
	const scheduleNextRefresh = (): void => {
		clearTimeout(nextRefresh);
		nextRefresh = setTimeout(refresh, FRAGMENTS_CACHE_LIFETIME_MS);
	};

	const onStorage = (event: StorageEvent): void => {
		if (event.key === cartHashKey() && otherTabChangedHash()) {
			refresh();
		}
	};
	const onPageShow = (event: PageTransitionEvent): void => {
		if (event.persisted) {
			// The restored page shows the cart as it was when the shopper left: clear it first.
			for (const miniCart of builtIn('querySelectorAll')(MINI_CART_FRAGMENT)) {
				miniCart.replaceChildren();
			}
			refresh();
		}
	};
	window.addEventListener('storage', onStorage);
	window.addEventListener('pageshow', onPageShow);
	const cleanups = [
		on('wc_fragment_refresh', refresh),
		on('updated_wc_div', refresh),
		on('wc_fragments_refreshed', scheduleNextRefresh),
		on('wc_fragments_ajax_error', scheduleNextRefresh),
		bridgeLegacyEvents(refresh, keepClassicChange),
	];

	const cached = lookUpCache(Date.now());
	if (cached.usable) {
		showCart({ fragments: cached.fragments, cartHash: cached.hash });
		$cartSession.set('cached');
	} else {
		refresh();
	}

	return () => {
		running = false;
		clearTimeout(nextRefresh);
		clearTimeout(retry);
		window.removeEventListener('storage', onStorage);
		window.removeEventListener('pageshow', onPageShow);
		cleanups.forEach((cleanup) => cleanup());
		$cartSession.set('idle');
	};
});

/** The page's mini-carts that show nothing: as WooCommerce printed them, or emptied on a restore. */
function emptyMiniCarts(): Element[] {
	return [...builtIn('querySelectorAll')(MINI_CART_FRAGMENT)].filter((miniCart) => miniCart.childElementCount === 0 && (miniCart.textContent ?? '').trim() === '');
}
