import { getSettings } from '../../shared/config';
import { CART_REDIRECT_AFTER_ADD_OFF } from '../../shared/constants';
import { CART_PANEL_TOGGLES, MINI_CART_FRAGMENT } from '../../shared/selectors';
import { $cart } from '../../shared/stores/cart';
import { openPanel, togglePanel } from '../../shared/stores/ui';
import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { CartPanel } from './CartPanel';
import { builtIn } from '../../shared/page-document';
import { isPlainClick } from '../../shared/clicks';

/**
 * The cart side panel. The theme prints a hidden host with the panel's heading and close
 * label and a mini-cart inside:
 *   <div data-island="cart-panel" data-title="Your cart" data-close-label="Close cart" hidden>
 *     <div class="widget_shopping_cart_content"></div>
 *   </div>
 * The header cart icon (`.site-header-cart a.cart-contents`, or any `[data-cart-panel-toggle]`)
 * toggles it, and it opens itself after each add (unless the store sends the shopper to the
 * cart page instead); without JavaScript the icon stays a link to the cart page.
 */
export function mount(host: HTMLElement): Unmount {
	// React's first render empties the host, so the mini-cart waits beside it, hidden, until the
	// panel's body is there to take it. On the page meanwhile, it still gets the fragments that
	// come (an add's, as this island loads), which replace it: the body takes whichever is there.
	const waiting = builtIn('createElement')('div');
	waiting.hidden = true;
	host.before(waiting);
	waiting.append(host.querySelector<HTMLElement>(MINI_CART_FRAGMENT) ?? createMiniCart());
	const placeMiniCart = (slot: HTMLElement): void => {
		const miniCart = waiting.querySelector<HTMLElement>(MINI_CART_FRAGMENT);
		if (miniCart) {
			slot.append(miniCart);
		}
		waiting.remove();
	};
	const fallbackFocus = (): HTMLElement | null => builtIn('querySelector')<HTMLElement>(CART_PANEL_TOGGLES);

	// The icon is replaced by every cart fragment, so its clicks are caught at the document.
	const onClick = (event: MouseEvent): void => {
		const toggle = event.target instanceof Element ? event.target.closest(CART_PANEL_TOGGLES) : null;
		if (toggle && isPlainClick(event)) {
			event.preventDefault();
			togglePanel('cart-panel');
		}
	};
	builtIn('addEventListener')('click', onClick);

	// An add starts this island; one that completed before it mounted opens it at once.
	let addsSeen = 0;
	const stopWatchingAdds = $cart.subscribe(({ addsCompleted }) => {
		if (addsCompleted > addsSeen) {
			addsSeen = addsCompleted;
			if (getSettings().cartRedirectAfterAdd === CART_REDIRECT_AFTER_ADD_OFF) {
				openPanel('cart-panel');
			}
		}
	});

	// The host stays hidden until React has replaced the theme's markup (its overlay among it),
	// so nothing shows or takes a click before the panel is rendered and meant to be open.
	const reveal = (): void => {
		host.hidden = false;
	};
	const unmount = renderIsland(
		'cart-panel',
		host,
		<CartPanel
			title={host.dataset.title ?? ''}
			closeLabel={host.dataset.closeLabel ?? ''}
			placeMiniCart={placeMiniCart}
			fallbackFocus={fallbackFocus}
			onRendered={reveal}
		/>,
	);
	return () => {
		builtIn('removeEventListener')('click', onClick);
		stopWatchingAdds();
		unmount();
		waiting.remove();
	};
}

function createMiniCart(): HTMLElement {
	const element = builtIn('createElement')('div');
	element.className = 'widget_shopping_cart_content';
	return element;
}
