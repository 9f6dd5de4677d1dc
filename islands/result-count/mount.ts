import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';

/**
 * The listing's result count (`p.woocommerce-result-count`, an alert region WooCommerce prints
 * filled): screen readers hear it again 2 s after the listing arrives
 * (docs/site-chrome.md#notices-account-and-listing), as WooCommerce's site-wide script had it
 * (retired where this island runs). It is hidden from them meanwhile, then its own nodes are put
 * back, which a live region announces; nothing is parsed.
 */
export function mount(count: HTMLElement): Unmount {
	// Storefront prints the count above and below the listing: the first is heard again, once.
	if (wooCommerceScriptPresent() || builtIn('querySelector', count.ownerDocument)('.woocommerce-result-count') !== count) {
		return () => undefined;
	}
	count.setAttribute('aria-hidden', 'true');
	const timer = setTimeout(() => {
		const nodes = [...count.childNodes];
		count.setAttribute('aria-hidden', 'false');
		count.replaceChildren();
		count.append(...nodes);
	}, defaultOptions.reannounceDelayMs);
	return () => {
		clearTimeout(timer);
		count.removeAttribute('aria-hidden');
	};
}
