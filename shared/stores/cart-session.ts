import { atom, onMount } from 'nanostores';
import { showCart } from '../cart/apply';
import { cartHashKey, lookUpCache, otherTabChangedHash } from '../cart/cache';
import { FRAGMENTS_CACHE_LIFETIME_MS } from '../constants';
import { on } from '../events';
import { bridgeLegacyEvents } from '../legacy-events';
import { MINI_CART_FRAGMENT } from '../selectors';

/**
 * The page's cart session (spec §4.3): where the fragments on the page came from. It runs
 * while anything listens to `$cartSession` (the mini-cart does) and stops, every listener
 * and timer with it, when the last one leaves. Started, it shows the cached fragments when
 * all four conditions hold and refreshes them otherwise; it refreshes again when another
 * tab changes the hash, on a back/forward-cache restore, on `wc_fragment_refresh` /
 * `updated_wc_div`, and 24 hours after each refresh.
 */
export type CartSessionStatus = 'idle' | 'cached' | 'refreshing' | 'fresh' | 'failed';

export const $cartSession = atom<CartSessionStatus>('idle');

onMount($cartSession, () => {
	let running = true;
	// The request code loads only when a refresh is due.
	const refresh = (): void => {
		$cartSession.set('refreshing');
		void import('../cart/actions').then(({ refreshFragments }) => {
			if (running) {
				void refreshFragments();
			}
		});
	};
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
			for (const miniCart of document.querySelectorAll(MINI_CART_FRAGMENT)) {
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
		bridgeLegacyEvents(refresh),
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
		window.removeEventListener('storage', onStorage);
		window.removeEventListener('pageshow', onPageShow);
		cleanups.forEach((cleanup) => cleanup());
		$cartSession.set('idle');
	};
});
