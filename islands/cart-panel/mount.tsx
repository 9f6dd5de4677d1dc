import { MINI_CART_FRAGMENT } from '../../shared/cart/cache';
import { startCartSession } from '../../shared/cart/session';
import { renderIsland } from '../../shared/react-island';
import { togglePanel } from '../../shared/stores/ui';
import type { Unmount } from '../types';
import { CartPanel } from './CartPanel';
import { CART_PANEL_TOGGLES } from './toggles';

/**
 * The cart side panel. The theme prints a hidden host with the panel's heading and close
 * label and a mini-cart inside:
 *   <div data-island="cart-panel" data-title="Your cart" data-close-label="Close cart" hidden>
 *     <div class="widget_shopping_cart_content"></div>
 *   </div>
 * The header cart icon (`.site-header-cart a.cart-contents`, or any `[data-cart-panel-toggle]`)
 * toggles it; without JavaScript the icon stays a link to the cart page.
 */


export function mount(host: HTMLElement): Unmount {
	startCartSession();
	const miniCart = host.querySelector<HTMLElement>(MINI_CART_FRAGMENT) ?? createMiniCart();
	miniCart.remove();
	const fallbackFocus = (): HTMLElement | null => document.querySelector<HTMLElement>(CART_PANEL_TOGGLES);

	// The icon is replaced by every cart fragment, so its clicks are caught at the document.
	const onClick = (event: MouseEvent): void => {
		const toggle = event.target instanceof Element ? event.target.closest(CART_PANEL_TOGGLES) : null;
		if (toggle && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
			event.preventDefault();
			togglePanel('cart-panel');
		}
	};
	document.addEventListener('click', onClick);
	host.hidden = false;
	const unmount = renderIsland(
		'cart-panel',
		host,
		<CartPanel
			title={host.dataset.title ?? ''}
			closeLabel={host.dataset.closeLabel ?? ''}
			miniCart={miniCart}
			fallbackFocus={fallbackFocus}
		/>,
	);
	return () => {
		document.removeEventListener('click', onClick);
		unmount();
	};
}

function createMiniCart(): HTMLElement {
	const element = document.createElement('div');
	element.className = 'widget_shopping_cart_content';
	return element;
}
