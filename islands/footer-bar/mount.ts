import { whenIdle } from '../runtime/idle';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * Storefront's handheld footer bar (`.storefront-handheld-footer-bar`,
 * docs/site-chrome.md#navigation-and-popups), in place of its `storefront-handheld-footer-bar`
 * script. Plain DOM over the theme's bar; the host is its search item, so the bar's other links
 * stay the plain links (or triggers) they are.
 *
 * - The search item's link opens the product search above the bar (`active` on the item,
 *   Storefront's class), focusing its field; the link again or Escape closes it, focus going
 *   back to the link. The account and cart items stay links (the cart one opens the cart panel
 *   where the theme has one, through `CART_PANEL_TOGGLES`).
 * - While a field of a form outside the bar has focus, `sf-input-focused` on the body hides the
 *   bar (Storefront's rule, on a viewport the on-screen keyboard has made short) so it does not
 *   sit over the form. The island starts on the first focus anywhere and reads it once the page
 *   is idle after mounting.
 */

const ACTIVE = 'active';
const INPUT_FOCUSED = 'sf-input-focused';

export function mount(item: HTMLElement): Unmount {
	const host = item.closest<HTMLElement>('.storefront-handheld-footer-bar') ?? item;
	const cleanups: Array<() => void> = [];
	const link = item.querySelector<HTMLAnchorElement>(':scope > a');
	if (link) {
		cleanups.push(searchToggle(host, link));
	}

	const markFocused = (target: EventTarget | null): void => {
		const inForm = target instanceof HTMLElement && target.closest('form') !== null && !host.contains(target);
		builtIn('body').classList.toggle(INPUT_FOCUSED, inForm && target.tabIndex !== -1);
	};
	const onFocusIn = (event: FocusEvent): void => markFocused(event.target);
	const onFocusOut = (event: FocusEvent): void => {
		if (!(event.relatedTarget instanceof HTMLElement && event.relatedTarget.closest('form') && !host.contains(event.relatedTarget))) {
			builtIn('body').classList.remove(INPUT_FOCUSED);
		}
	};
	const events = listeners();
	events.on(document, 'focusin', onFocusIn);
	events.on(document, 'focusout', onFocusOut);
	// The focus that started this island has already happened: it is read once the page is idle.
	// A class on the body restyles the whole page, and the island that focus started too (the
	// variations form, a quantity box) answers in this frame; the bar hides a moment later.
	cleanups.push(whenIdle(() => markFocused(builtIn('activeElement'))));

	return () => {
		cleanups.forEach((cleanup) => cleanup());
		events.removeAll();
		builtIn('body').classList.remove(INPUT_FOCUSED);
	};
}

/** The search item's link as a disclosure button for the search form beside it. */
function searchToggle(host: HTMLElement, link: HTMLAnchorElement): () => void {
	const item = link.parentElement as HTMLElement;
	const panel = item.querySelector<HTMLElement>('.site-search');
	const hadRole = link.getAttribute('role');
	link.setAttribute('role', 'button');
	link.setAttribute('aria-expanded', 'false');
	if (panel) {
		panel.id ||= 'shop-islands-footer-search';
		link.setAttribute('aria-controls', panel.id);
	}

	const setOpen = (open: boolean): void => {
		item.classList.toggle(ACTIVE, open);
		link.setAttribute('aria-expanded', String(open));
		if (open) {
			panel?.querySelector<HTMLElement>('input[type="search"], input:not([type="hidden"])')?.focus({ preventScroll: true });
		}
	};
	const onClick = (event: MouseEvent): void => {
		event.preventDefault();
		setOpen(!item.classList.contains(ACTIVE));
	};
	// A link named as a button answers Space too.
	const onLinkKey = (event: KeyboardEvent): void => {
		if (event.key === ' ') {
			event.preventDefault();
			link.click();
		}
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		if (event.key === 'Escape' && item.classList.contains(ACTIVE)) {
			setOpen(false);
			link.focus({ preventScroll: true });
		}
	};
	const events = listeners();
	events.on(link, 'click', onClick);
	events.on(link, 'keydown', onLinkKey);
	events.on(host, 'keydown', onKeyDown);
	return () => {
		events.removeAll();
		item.classList.remove(ACTIVE);
		link.removeAttribute('aria-expanded');
		link.removeAttribute('aria-controls');
		if (hadRole === null) {
			link.removeAttribute('role');
		}
	};
}
