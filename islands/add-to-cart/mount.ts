import { getSettings } from '../../shared/config';
import { speak } from '../../shared/a11y';
import { addToCart } from '../../shared/cart/actions';
import { addFromButton } from '../../shared/cart/add-button';
import { pressOnSpace } from '../../shared/link-buttons';
import { allowedUrl } from '../../shared/urls';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { wooCommerceAddToCartPresent } from '../../shared/classic-scripts';

/**
 * An add-to-cart button (`a.ajax_add_to_cart`; never `data-island`, the island having power):
 * a click adds in the background (docs/cart.md), as Space does where WooCommerce marks the link a
 * button (`role="button"`, WooCommerce 10.5+): loading → added, a "View cart" link after
 * the button, the success message announced after 1 s. An add that fails (an error page, no
 * network, no answer within 8 s) gives the button back and is announced. A button without
 * `data-product_id` keeps its plain link. Where WooCommerce's own add-to-cart script still runs
 * (a theme's script depends on it), that script adds, and the island stands aside.
 */

/** data-* attributes that are ours, not the product's, and are not sent. */
const NOT_SENT = new Set(['island']);

export function mount(button: HTMLElement): Unmount {
	if (wooCommerceAddToCartPresent()) {
		return () => undefined;
	}
	const timers = new Set<ReturnType<typeof setTimeout>>();

	const onClick = (event: MouseEvent): void => {
		const data = productData(button);
		if (!data.product_id) {
			return;
		}
		event.preventDefault();
		void addFromButton(button, () => addToCart(data, button)).then((outcome) => {
			if (outcome.status !== 'added') {
				return;
			}
			insertViewCartLink(button);
			const message = data.success_message;
			if (message) {
				const timer = setTimeout(() => {
					timers.delete(timer);
					speak(message);
				}, defaultOptions.successMessageDelayMs);
				timers.add(timer);
			}
		});
	};

	button.addEventListener('click', onClick);
	const stopPressing = pressOnSpace(button);
	return () => {
		button.removeEventListener('click', onClick);
		stopPressing();
		timers.forEach(clearTimeout);
	};
}

/** Every data-* attribute of the button, under its own name (`data-product_id` → `product_id`). */
function productData(button: HTMLElement): Record<string, string> {
	const data: Record<string, string> = {};
	for (const { name, value } of button.attributes) {
		if (name.startsWith('data-') && !NOT_SENT.has(name.slice(5))) {
			data[name.slice(5)] = value;
		}
	}
	return data;
}

/**
 * "View cart" (WooCommerce's words, from the settings) after the button, to the settings' cart
 * page when that is an allowed URL (shared/urls.ts).
 */
function insertViewCartLink(button: HTMLElement): void {
	const { isCart, cartUrl, viewCartLabel } = getSettings();
	const href = allowedUrl(cartUrl);
	if (isCart || !href || button.parentElement?.querySelector('.added_to_cart')) {
		return;
	}
	const link = builtIn('createElement')('a');
	link.href = href;
	link.className = 'added_to_cart wc_forward';
	link.textContent = viewCartLabel;
	button.after(link);
}
