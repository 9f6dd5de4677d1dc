import { getSettings } from '../../shared/config';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { listeners } from '../../shared/listeners';

/**
 * The header mini-cart dropdown (`.site-header-cart`, docs/cart.md), on the shopper's first pointer,
 * focus or key on it (the stylesheet shuts it on the cart and checkout pages before then): not used on the cart or
 * checkout page nor under 768 px (the header cart is then a plain link to the cart); from
 * 768 px its list is capped at 15em and scrolls when it would overflow the window.
 */

const DISABLED_CLASS = 'shop-islands-no-dropdown';
const OPEN_CLASS = 'focus';
const LIST = '.woocommerce-mini-cart';

export function mount(host: HTMLElement): Unmount {
	const { isCart, isCheckout } = getSettings();
	const wide = window.matchMedia(`(min-width: ${defaultOptions.breakpointPx}px)`);

	const update = (): void => {
		host.classList.toggle(DISABLED_CLASS, isCart || isCheckout || !wide.matches);
	};

	const capList = (): void => {
		const list = host.querySelector<HTMLElement>(LIST);
		if (!list) {
			return;
		}
		list.style.removeProperty('max-height');
		list.style.removeProperty('overflow-y');
		if (!wide.matches) {
			return;
		}
		if (list.getBoundingClientRect().bottom > window.innerHeight) {
			list.style.maxHeight = `${defaultOptions.listMaxHeightEm}em`;
			list.style.overflowY = 'auto';
		}
	};

	// Keyboard users open the dropdown by focusing into it, as hover does for a mouse;
	// Escape closes it until focus leaves the header cart.
	let dismissed = false;
	const onFocusIn = (): void => {
		if (!dismissed) {
			host.classList.add(OPEN_CLASS);
			capList();
		}
	};
	const onFocusOut = (event: FocusEvent): void => {
		if (!(event.relatedTarget instanceof Node) || !host.contains(event.relatedTarget)) {
			host.classList.remove(OPEN_CLASS);
			dismissed = false;
		}
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		if (event.key === 'Escape' && host.classList.contains(OPEN_CLASS)) {
			dismissed = true;
			host.classList.remove(OPEN_CLASS);
			host.querySelector<HTMLElement>('a.cart-contents')?.focus();
		}
	};

	update();
	const events = listeners();
	events.on(wide, 'change', update);
	events.on(host, 'pointerenter', capList);
	events.on(host, 'focusin', onFocusIn);
	events.on(host, 'focusout', onFocusOut);
	events.on(host, 'keydown', onKeyDown);
	// It loads on the first pointer, focus or key on the header cart: the pointer or the focus that
	// started it is there already, and gets the answer its own event would have had.
	if (host.matches(':focus-within')) {
		onFocusIn();
	} else if (host.matches(':hover')) {
		capList();
	}
	return () => {
		events.removeAll();
		host.classList.remove(DISABLED_CLASS, OPEN_CLASS);
	};
}
