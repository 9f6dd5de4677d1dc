import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import { readCookie, writeCookie } from '../../shared/cookies';
import type { Unmount } from '../types';
import { listeners } from '../../shared/listeners';

/**
 * WooCommerce's store notice (`.woocommerce-store-notice`,
 * docs/site-chrome.md#notices-account-and-listing). WooCommerce prints it hidden (`display:none`);
 * it is shown unless the cookie `store_notice{noticeId}` says `hidden`, so a dismissed notice never
 * flashes on load. Dismissal sets that cookie (path /) and hides it. Plain DOM: it only shows and
 * hides the server's element.
 */

const COOKIE_PREFIX = 'store_notice';
const DISMISSED = 'hidden';

export function mount(notice: HTMLElement): Unmount {
	if (wooCommerceScriptPresent()) {
		return () => undefined;
	}
	const cookie = cookieName(notice.dataset.noticeId ?? '');
	if (readCookie(cookie) === DISMISSED) {
		setShown(notice, false);
		return () => undefined;
	}
	const dismiss = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
	const onDismiss = (event: Event): void => {
		event.preventDefault();
		writeCookie(cookie, DISMISSED);
		setShown(notice, false);
	};
	// The link is a `role="button"`: Space activates it as Enter does.
	const onKeyDown = (event: KeyboardEvent): void => {
		if (event.key === ' ') {
			onDismiss(event);
		}
	};
	setShown(notice, true);
	const events = listeners();
	events.on(dismiss, 'click', onDismiss);
	events.on(dismiss, 'keydown', onKeyDown);
	return () => {
		events.removeAll();
	};
}

/**
 * A notice id is the md5 of its text on a stock store, but a filter may make it anything: the
 * name is percent-encoded (as WooCommerce's js-cookie does for all but a few characters), so a
 * `;`, `=` or space in it can neither break the cookie nor set another.
 */
function cookieName(noticeId: string): string {
	return `${COOKIE_PREFIX}${encodeURIComponent(noticeId).replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** WooCommerce hides it with an inline `display:none` (a theme's stylesheet may too); the fixture theme with `hidden`. */
function setShown(notice: HTMLElement, shown: boolean): void {
	notice.hidden = !shown;
	notice.style.removeProperty('display');
	if (shown && getComputedStyle(notice).display === 'none') {
		notice.style.display = 'block';
	} else if (!shown) {
		notice.style.display = 'none';
	}
}
