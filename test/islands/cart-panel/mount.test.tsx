import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/cart-panel/mount';
import { replaceFragments } from '../../../shared/cart/fragments';
import { addSettled, addStarted } from '../../../shared/stores/cart';
import { $openPanel, openPanel } from '../../../shared/stores/ui';
import { installSettings } from '../../support/settings';

let unmount: () => void = () => undefined;

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	installSettings();
	document.body.innerHTML = `
		<ul class="site-header-cart"><li><a class="cart-contents" href="/cart/">Cart</a></li></ul>
		<button id="elsewhere">Elsewhere</button>
		<div id="panel" data-island="cart-panel" data-title="Your order" data-close-label="Close cart" hidden>
			<div class="widget_shopping_cart_content"><a href="/product/soup/">Soup</a>
				<a href="/cart/?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1">×</a></div>
		</div>`;
});

function mountPanel(): void {
	act(() => {
		unmount = mount(document.getElementById('panel') as HTMLElement);
	});
}

afterEach(() => {
	act(() => unmount());
});

function dialog(): HTMLElement {
	return screen.getByRole('dialog', { hidden: true });
}

describe('cart side panel', () => {
	it('stays hidden, theme markup and all, until React has rendered it', async () => {
		(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
		const host = document.getElementById('panel') as HTMLElement;
		host.insertAdjacentHTML('afterbegin', '<div class="cart-panel__overlay"></div>');
		unmount = mount(host);
		expect(host.hidden).toBe(true);
		await vi.waitFor(() => expect(host.hidden).toBe(false));
		expect(host.querySelector('.cart-panel__overlay')).toBeNull();
		expect(dialog().closest('[hidden]')).not.toBeNull();
	});

	it('shows the fragments that came while React rendered it (an add finishing as the panel loads)', async () => {
		(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
		document.body.insertAdjacentHTML('afterbegin', '<div class="widget_shopping_cart_content" id="header-mini-cart">Soup</div>');
		const host = document.getElementById('panel') as HTMLElement;
		unmount = mount(host);
		// React has not rendered yet: the panel's mini-cart waits, on the page, for the dialog's body.
		replaceFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Soup, Bread</div>' });
		await vi.waitFor(() => expect(host.hidden).toBe(false));
		expect(dialog().querySelector('.widget_shopping_cart_content')?.textContent).toBe('Soup, Bread');
		// It waited beside the host; nothing of that wait is left.
		expect(host.previousElementSibling?.id).toBe('elsewhere');
	});

	it('leaves no mini-cart waiting beside its host when unmounted before it rendered', () => {
		(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
		const host = document.getElementById('panel') as HTMLElement;
		const before = document.body.children.length;
		mount(host)();
		unmount = () => undefined;
		expect(document.body.children.length).toBe(before);
		expect(document.querySelectorAll('.widget_shopping_cart_content')).toHaveLength(0);
	});

	it('is a closed, labelled dialog holding the mini-cart', () => {
		mountPanel();
		expect(dialog().closest('[hidden]')).not.toBeNull();
		expect(dialog().getAttribute('aria-modal')).toBe('true');
		expect(screen.getByRole('heading', { hidden: true, name: 'Your order' })).toBeTruthy();
		expect(dialog().querySelector('.widget_shopping_cart_content')).not.toBeNull();
	});

	it('opens from the header cart icon, takes focus, and gives it back on Escape', () => {
		mountPanel();
		const icon = document.querySelector<HTMLAnchorElement>('a.cart-contents') as HTMLAnchorElement;
		icon.focus();
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
		act(() => {
			icon.dispatchEvent(click);
		});
		expect(click.defaultPrevented).toBe(true);
		expect(dialog().closest('[hidden]')).toBeNull();
		expect(document.activeElement).toBe(dialog());
		act(() => {
			document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		});
		expect($openPanel.get()).toBeNull();
		expect(dialog().closest('[hidden]')).not.toBeNull();
		expect(document.activeElement).toBe(icon);
	});

	it('opens itself when an add completes, not when one fails', () => {
		mountPanel();
		act(() => {
			addStarted();
			addSettled(false);
		});
		expect($openPanel.get()).toBeNull();
		act(() => {
			addStarted();
			addSettled(true);
		});
		expect($openPanel.get()).toBe('cart-panel');
		expect(dialog().closest('[hidden]')).toBeNull();
	});

	it('opens at once for an add that completed while it was loading', () => {
		addStarted();
		addSettled(true);
		mountPanel();
		expect($openPanel.get()).toBe('cart-panel');
	});

	it('stays closed after an add when the store sends the shopper to the cart page', () => {
		installSettings({ cartRedirectAfterAdd: 'yes' });
		mountPanel();
		act(() => {
			addStarted();
			addSettled(true);
		});
		expect($openPanel.get()).toBeNull();
	});

	it('is closed by the overlay and the close button', () => {
		mountPanel();
		act(() => openPanel('cart-panel'));
		expect(dialog().closest('[hidden]')).toBeNull();
		act(() => (document.querySelector('.shop-islands-cart-panel__overlay') as HTMLElement).click());
		expect($openPanel.get()).toBeNull();
		act(() => openPanel('cart-panel'));
		act(() => screen.getByRole('button', { name: 'Close cart' }).click());
		expect($openPanel.get()).toBeNull();
	});

	it('keeps Tab inside the open panel', () => {
		mountPanel();
		act(() => openPanel('cart-panel'));
		const close = screen.getByRole('button', { name: 'Close cart' });
		const product = dialog().querySelector('.remove_from_cart_button') as HTMLElement;
		vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
		product.focus();
		act(() => {
			product.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
		});
		expect(document.activeElement).toBe(close);
		act(() => {
			close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
		});
		expect(document.activeElement).toBe(product);
	});

	it('keeps the mini-cart in the panel when fragments replace it there', () => {
		mountPanel();
		act(() => openPanel('cart-panel'));
		act(() =>
			replaceFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">3 items</div>' }),
		);
		expect(dialog().querySelector('.widget_shopping_cart_content')?.textContent).toBe('3 items');
	});
});
