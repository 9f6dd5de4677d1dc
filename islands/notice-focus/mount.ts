import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import { ALERT_NOTICES } from '../../shared/selectors';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';

/**
 * The notices a page arrives with (docs/site-chrome.md#notices-account-and-listing): a live region
 * filled before a screen reader listens is not always read, so focus moves to the first alert
 * notice after 500 ms, as WooCommerce's site-wide script did, and on My account pages its account
 * script for any alert (both retired where this island runs). An empty alert has nothing to say and
 * is passed over, as the account script passed it. Unlike them, a notice does not take focus the
 * shopper has already put somewhere else.
 */

export function mount(notice: HTMLElement): Unmount {
	// One island per notice; only the page's first takes focus, and where WooCommerce's script
	// still runs (the cart and checkout) it does so itself.
	const first = [...builtIn('querySelectorAll', notice.ownerDocument)(ALERT_NOTICES)].find((alert) => (alert.textContent ?? '').trim() !== '');
	if (wooCommerceScriptPresent() || first !== notice) {
		return () => undefined;
	}
	notice.tabIndex = -1;
	const timer = setTimeout(() => {
		const active = builtIn('activeElement', notice.ownerDocument);
		if (notice.isConnected && (active === null || active === builtIn('body', notice.ownerDocument))) {
			notice.focus();
		}
	}, defaultOptions.delayMs);
	return () => clearTimeout(timer);
}
