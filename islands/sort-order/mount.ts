import type { Unmount } from '../types';

/**
 * The listing's sort select (`form.woocommerce-ordering`,
 * docs/site-chrome.md#notices-account-and-listing): a new choice submits its form at once, as
 * WooCommerce's site-wide script did. Without JavaScript the form has its own button (`noscript`).
 * Plain DOM, loaded as the form nears the viewport so it is there before the first choice (a choice
 * made while it loads would be lost: a change is not a click).
 */

export function mount(form: HTMLElement): Unmount {
	if (!(form instanceof HTMLFormElement)) {
		return () => undefined;
	}
	const onChange = (event: Event): void => {
		if (event.target instanceof HTMLSelectElement && event.target.matches('select.orderby')) {
			form.requestSubmit();
		}
	};
	form.addEventListener('change', onChange);
	return () => form.removeEventListener('change', onChange);
}
