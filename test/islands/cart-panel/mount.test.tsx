import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/cart-panel/mount';
import { stopCartSession } from '../../../shared/cart/session';
import { $openPanel, openPanel } from '../../../shared/stores/ui';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

let unmount: () => void = () => undefined;

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	installSettings();
	sessionStorage.clear();
	installFakeWc(() => ({ body: cartAnswer(1) }));
	$openPanel.set(null);
	document.body.innerHTML = `
		<ul class="site-header-cart"><li><a class="cart-contents" href="/cart/">Cart</a></li></ul>
		<button id="elsewhere">Elsewhere</button>
		<div id="panel" data-island="cart-panel" data-title="Your order" data-close-label="Close cart" hidden>
			<div class="widget_shopping_cart_content"><a href="/product/soup/">Soup</a></div>
		</div>`;
	act(() => {
		unmount = mount(document.getElementById('panel') as HTMLElement);
	});
});

afterEach(async () => {
	act(() => unmount());
	stopCartSession();
	// Let the page-load refresh reach the fake server before it is removed.
	await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
	vi.unstubAllGlobals();
});

function dialog(): HTMLElement {
	return screen.getByRole('dialog', { hidden: true });
}

describe('cart side panel', () => {
	it('is a closed, labelled dialog holding the mini-cart', () => {
		expect(dialog().closest('[hidden]')).not.toBeNull();
		expect(dialog().getAttribute('aria-modal')).toBe('true');
		expect(screen.getByRole('heading', { hidden: true, name: 'Your order' })).toBeTruthy();
		expect(dialog().querySelector('.widget_shopping_cart_content')).not.toBeNull();
	});

	it('opens from the header cart icon, takes focus, and gives it back on Escape', async () => {
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

	it('is forced open by an add, and closed by the overlay and the close button', () => {
		act(() => openPanel('cart-panel'));
		expect(dialog().closest('[hidden]')).toBeNull();
		act(() => (document.querySelector('.shop-islands-cart-panel__overlay') as HTMLElement).click());
		expect($openPanel.get()).toBeNull();
		act(() => openPanel('cart-panel'));
		act(() => screen.getByRole('button', { name: 'Close cart' }).click());
		expect($openPanel.get()).toBeNull();
	});

	it('keeps Tab inside the open panel', async () => {
		await waitFor(() => expect(dialog().textContent).toContain('1 items'));
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

	it('keeps the mini-cart working when fragments replace it inside the panel', async () => {
		await waitFor(() => expect(dialog().textContent).toContain('1 items'));
		act(() => openPanel('cart-panel'));
		expect(dialog().querySelector('.widget_shopping_cart_content')).not.toBeNull();
	});
});
