import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import type { Unmount } from '../types';

/**
 * WooCommerce's "Coming soon" footer banner (`#coming-soon-footer-banner`, spec §4.10, §6,
 * §7.4). Its dismiss control carries the REST URL of the user and a `wp_rest` nonce
 * (`data-rest-url`, `data-rest-nonce`); dismissal POSTs `woocommerce_meta:
 * {coming_soon_banner_dismissed: "yes"}` there through api-fetch, with that nonce in
 * X-WP-Nonce (api-fetch sends the page's own when they differ, and on a stale one fetches a
 * fresh one and retries once), and the banner hides once the call completes, whatever its
 * outcome. WooCommerce prints the control as a link without `href`: it becomes a keyboard
 * button. The request code (api-fetch) loads on the first dismissal. Where WooCommerce's own
 * script still runs (cart, checkout), the banner is left to it.
 */

const DISMISS = '.coming-soon-footer-banner-dismiss';

export function mount(host: HTMLElement): Unmount {
	const dismiss = host.querySelector<HTMLElement>(DISMISS);
	const url = dismiss?.dataset.restUrl;
	if (!dismiss || !url || wooCommerceScriptPresent()) {
		return () => undefined;
	}
	const nonce = dismiss.dataset.restNonce ?? '';
	const linkAsButton = dismiss instanceof HTMLAnchorElement && !dismiss.hasAttribute('href');
	let sending = false;

	const onDismiss = (event: Event): void => {
		event.preventDefault();
		if (sending) {
			return;
		}
		sending = true;
		void import('../../shared/api/rest')
			.then(({ restFetch }) =>
				restFetch({
					url,
					method: 'POST',
					headers: { 'X-WP-Nonce': nonce },
					data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
				}),
			)
			.catch(() => undefined)
			.finally(() => {
				host.hidden = true;
				host.style.display = 'none';
			});
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		if (event.key === 'Enter' || event.key === ' ') {
			onDismiss(event);
		}
	};

	dismiss.addEventListener('click', onDismiss);
	if (linkAsButton) {
		dismiss.setAttribute('role', 'button');
		dismiss.tabIndex = 0;
		dismiss.addEventListener('keydown', onKeyDown);
	}
	return () => {
		dismiss.removeEventListener('click', onDismiss);
		dismiss.removeEventListener('keydown', onKeyDown);
		if (linkAsButton) {
			dismiss.removeAttribute('role');
			dismiss.removeAttribute('tabindex');
		}
	};
}
