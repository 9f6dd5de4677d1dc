import { on } from '../events';
import { bridgeLegacyEvents } from '../legacy-events';
import { syncItemsInCart } from '../stores/cart';
import { cartHashKey, lookUpCache, MINI_CART_FRAGMENT, otherTabChangedHash } from './cache';
import { showCart } from './apply';

/**
 * Starts the page's cart once, whichever island needs it first: fragments from the cache
 * when spec §4.3 allows, from the server otherwise; and the refresh triggers (another tab,
 * back/forward cache, refresh and cart-updated events).
 */

let stop: (() => void) | null = null;

export function startCartSession(): void {
	if (stop) {
		return;
	}
	syncItemsInCart();
	const cached = lookUpCache(Date.now());
	if (cached.usable) {
		showCart({ fragments: cached.fragments, cartHash: cached.hash });
	} else {
		refresh();
	}
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
	const cleanups = [on('wc_fragment_refresh', refresh), on('updated_wc_div', refresh), bridgeLegacyEvents(refresh)];
	stop = () => {
		window.removeEventListener('storage', onStorage);
		window.removeEventListener('pageshow', onPageShow);
		cleanups.forEach((cleanup) => cleanup());
		stop = null;
	};
}

/** The request code loads only when a refresh is due. */
function refresh(): void {
	void import('./actions').then(({ refreshFragments }) => refreshFragments());
}

/** Ends the session's listeners (tests start a new page in the same window). */
export function stopCartSession(): void {
	stop?.();
}
