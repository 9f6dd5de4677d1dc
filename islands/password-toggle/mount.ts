import { wooCommerceScriptPresent } from '../../shared/classic-scripts';
import { __ } from '../../shared/i18n';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * A WooCommerce password field (login, register, account details, checkout;
 * docs/site-chrome.md#notices-account-and-listing) gets a toggle between shown and hidden: a button
 * with `aria-pressed`, labelled "Show password" or "Hide password". Markup as WooCommerce's script
 * makes it, so a theme's styles apply: the field inside `span.password-input` (the checkout's
 * `.woocommerce-input-wrapper` takes the class), then `button.show-password-input`,
 * `.display-password` while shown. Plain DOM: it only decorates the server's field. Where
 * WooCommerce's script still runs (cart, checkout), or a toggle is already there, the field is left
 * to it: never two toggles.
 */

const WRAPPER_CLASS = 'password-input';
const TOGGLE_CLASS = 'show-password-input';
const SHOWN_CLASS = 'display-password';

export function mount(input: HTMLElement): Unmount {
	const parent = input.parentElement;
	if (
		!(input instanceof HTMLInputElement) ||
		!parent ||
		wooCommerceScriptPresent() ||
		parent.querySelector(`:scope > .${TOGGLE_CLASS}`)
	) {
		return () => undefined;
	}
	const wrapper = parent instanceof HTMLSpanElement ? parent : builtIn('createElement')('span');
	const wrapped = wrapper !== parent;
	const hadClass = wrapper.classList.contains(WRAPPER_CLASS);
	const toggle = builtIn('createElement')('button');
	toggle.type = 'button';
	toggle.className = TOGGLE_CLASS;
	if (input.id) {
		toggle.setAttribute('aria-controls', input.id);
	}

	const show = (shown: boolean): void => {
		input.type = shown ? 'text' : 'password';
		toggle.classList.toggle(SHOWN_CLASS, shown);
		toggle.setAttribute('aria-pressed', String(shown));
		toggle.setAttribute('aria-label', shown ? __('Hide password', 'shop-islands') : __('Show password', 'shop-islands'));
	};
	const onClick = (): void => show(input.type === 'password');

	if (wrapped) {
		// Moving a field drops its focus: a shopper already typing in it keeps it.
		const focused = builtIn('activeElement') === input;
		input.before(wrapper);
		wrapper.append(input);
		if (focused) {
			input.focus();
		}
	}
	wrapper.classList.add(WRAPPER_CLASS);
	wrapper.append(toggle);
	show(false);
	toggle.addEventListener('click', onClick);
	return () => {
		toggle.removeEventListener('click', onClick);
		toggle.remove();
		input.type = 'password';
		if (wrapped) {
			wrapper.replaceWith(input);
		} else if (!hadClass) {
			wrapper.classList.remove(WRAPPER_CLASS);
		}
	};
}
