import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import { restRoute } from '../../shared/urls';
import type { Unmount } from '../types';
import { listeners } from '../../shared/listeners';

/**
 * WooCommerce's "Coming soon" footer banner (`#coming-soon-footer-banner`,
 * docs/site-chrome.md#notices-account-and-listing), as the plugin vouches for it (the registry
 * starts this island only inside `<shop-islands-trusted>`, docs/loading.md#power). Its dismiss
 * control carries the REST URL of the user and a `wp_rest` nonce (`data-rest-url`,
 * `data-rest-nonce`); dismissal POSTs `woocommerce_meta: {coming_soon_banner_dismissed: "yes"}` to
 * that user's route with that nonce in X-WP-Nonce, as WooCommerce's own script does, and nothing
 * else: the URL must be WooCommerce's route under the settings' REST root, and the page's own nonce
 * is never sent in place of the banner's. The banner hides once the call completes, whatever its
 * outcome (a URL refused sends nothing). WooCommerce prints the control as a link without `href`:
 * it becomes a keyboard button. The request code (api-fetch) loads on the first dismissal. Where
 * WooCommerce's own script still runs (cart, checkout), the banner is left to it.
 */

const DISMISS = '.coming-soon-footer-banner-dismiss';
/** The route WooCommerce prints: the current user's (`rest_url( 'wp/v2/users/' . $id )`). */
const USER_ROUTE = /^wp\/v2\/users\/(?:\d+|me)$/;

export function mount(host: HTMLElement): Unmount {
	const dismiss = host.querySelector<HTMLElement>(DISMISS);
	if (!dismiss || !dismiss.dataset.restUrl || wooCommerceScriptPresent()) {
		return () => undefined;
	}
	const route = restRoute(dismiss.dataset.restUrl);
	const nonce = dismiss.dataset.restNonce ?? '';
	const linkAsButton = dismiss instanceof HTMLAnchorElement && !dismiss.hasAttribute('href');
	let sending = false;

	const send = async (): Promise<void> => {
		if (!route || !USER_ROUTE.test(route) || nonce === '') {
			return;
		}
		const { restFetch } = await import('../../shared/api/rest');
		await restFetch({
			path: `/${route}`,
			method: 'POST',
			headers: { 'X-WP-Nonce': nonce },
			data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
		});
	};
	const onDismiss = (event: Event): void => {
		event.preventDefault();
		if (sending) {
			return;
		}
		sending = true;
		void send()
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

	const events = listeners();
	events.on(dismiss, 'click', onDismiss);
	if (linkAsButton) {
		dismiss.setAttribute('role', 'button');
		dismiss.tabIndex = 0;
		events.on(dismiss, 'keydown', onKeyDown);
	}
	return () => {
		events.removeAll();
		if (linkAsButton) {
			dismiss.removeAttribute('role');
			dismiss.removeAttribute('tabindex');
		}
	};
}
