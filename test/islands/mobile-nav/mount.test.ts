import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountIsland } from '../../../islands/mobile-nav/mount';
import { defaultOptions } from '../../../islands/mobile-nav/options';
import { $openPanel, openPanel } from '../../../shared/stores/ui';
import { clobber } from '../../support/clobber';

// The island listens on the document: each test's mount is undone after it.
const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));
function mount(host: HTMLElement): () => void {
	const unmount = mountIsland(host);
	unmounts.push(unmount);
	return unmount;
}

/** Storefront's header: the primary and handheld menus in `#site-navigation`, then the header cart. */
function page(handheldCurrent = ''): HTMLElement {
	document.body.innerHTML = `<div id="page"><header class="site-header">
	<nav id="site-navigation" class="main-navigation" aria-label="Primary Navigation">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>
		<div class="primary-navigation"><ul id="menu-primary" class="menu">
			<li class="menu-item"><a href="/">Home</a></li>
			<li class="menu-item menu-item-has-children"><a href="/shop/">Menu</a><ul class="sub-menu"><li class="menu-item"><a href="/c/pizza/">Pizza</a></li></ul></li>
		</ul></div>
		<div class="handheld-navigation"><ul id="menu-handheld" class="menu">
			<li class="menu-item"><a href="/">Home</a></li>
			<li class="menu-item menu-item-has-children ${handheldCurrent}"><a href="/shop/">Menu</a><ul class="sub-menu"><li class="menu-item"><a href="/c/pizza/">Pizza</a></li></ul></li>
		</ul></div>
	</nav>
	<ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="/cart/">Cart</a></li><li><div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></li></ul>
	</header><main id="content"><a href="/elsewhere/">Elsewhere</a></main></div>`;
	return document.getElementById('site-navigation') as HTMLElement;
}

const button = (): HTMLButtonElement => document.querySelector('.menu-toggle') as HTMLButtonElement;
const dropdownToggle = (): HTMLButtonElement => document.querySelector('.handheld-navigation .dropdown-toggle') as HTMLButtonElement;
const handheldSubmenu = (): HTMLElement => document.querySelector('.handheld-navigation .sub-menu') as HTMLElement;
const reducedMotion = (): void => {
	vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
};

describe('mobile navigation', () => {
	it('toggles the menu from its button, with aria-expanded', () => {
		const nav = page();
		mount(nav);
		expect(button().getAttribute('aria-expanded')).toBe('false');
		expect(document.getElementById('menu-primary')?.classList.contains('nav-menu')).toBe(true);
		button().click();
		expect(nav.classList.contains('toggled')).toBe(true);
		expect(button().getAttribute('aria-expanded')).toBe('true');
		expect($openPanel.get()).toBe('mobile-nav');
		button().click();
		expect(nav.classList.contains('toggled')).toBe(false);
		expect(button().getAttribute('aria-expanded')).toBe('false');
	});

	it('closes on Escape, returning focus to the button, on a click outside it, and when another panel opens', () => {
		const nav = page();
		mount(nav);
		button().click();
		(document.querySelector('.handheld-navigation a') as HTMLElement).focus();
		fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
		expect(nav.classList.contains('toggled')).toBe(false);
		expect(document.activeElement).toBe(button());

		button().click();
		(document.querySelector('main a') as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
		expect(nav.classList.contains('toggled')).toBe(false);

		button().click();
		openPanel('cart-panel');
		expect(nav.classList.contains('toggled')).toBe(false);
	});

	it('gives each handheld submenu item a dropdown toggle named by its link that opens its children', () => {
		page();
		reducedMotion();
		mount(document.getElementById('site-navigation') as HTMLElement);
		const toggle = dropdownToggle();
		expect(document.querySelectorAll('.dropdown-toggle')).toHaveLength(1);
		const link = toggle.previousElementSibling as HTMLElement;
		expect(toggle.getAttribute('aria-labelledby')).toBe(link.id);
		expect(toggle.getAttribute('aria-controls')).toBe(handheldSubmenu().id);
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(false);
		toggle.click();
		expect(toggle.getAttribute('aria-expanded')).toBe('true');
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(true);
		toggle.click();
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(false);
	});

	it('slides the children over submenuSlideMs, keeping them shown until a close has slid', async () => {
		page();
		let finish = (): void => undefined;
		const animate = vi
			.spyOn(HTMLElement.prototype, 'animate')
			.mockImplementation(() => ({ cancel: vi.fn(), finished: new Promise<void>((resolve) => (finish = resolve)) }) as unknown as Animation);
		mount(document.getElementById('site-navigation') as HTMLElement);
		dropdownToggle().click();
		expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: defaultOptions.submenuSlideMs }));
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(true);
		dropdownToggle().click();
		expect(dropdownToggle().getAttribute('aria-expanded')).toBe('false');
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(true);
		finish();
		await Promise.resolve();
		await Promise.resolve();
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(false);
	});

	it('does not slide under reduced motion', () => {
		page();
		const animate = vi.spyOn(HTMLElement.prototype, 'animate');
		reducedMotion();
		mount(document.getElementById('site-navigation') as HTMLElement);
		dropdownToggle().click();
		expect(animate).not.toHaveBeenCalled();
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(true);
	});

	it("opens the current page's ancestors from the start", () => {
		page('current-menu-ancestor');
		mount(document.getElementById('site-navigation') as HTMLElement);
		expect(dropdownToggle().getAttribute('aria-expanded')).toBe('true');
		expect(handheldSubmenu().classList.contains('toggled-on')).toBe(true);
	});

	it('opens a header dropdown for keyboard focus (focus on its item) and closes it when focus moves on', () => {
		page();
		mount(document.getElementById('site-navigation') as HTMLElement);
		const parent = document.querySelector('#menu-primary .menu-item-has-children') as HTMLElement;
		(parent.querySelector('.sub-menu a') as HTMLElement).focus();
		expect(parent.classList.contains('focus')).toBe(false);
		(parent.querySelector('a') as HTMLElement).focus();
		expect(parent.classList.contains('focus')).toBe(true);
		(document.querySelector('#menu-primary a') as HTMLElement).focus();
		expect(parent.classList.contains('focus')).toBe(false);
	});

	it('hides the button when the navigation has no menu', () => {
		document.body.innerHTML = '<nav id="site-navigation"><button class="menu-toggle">Menu</button></nav>';
		const unmount = mount(document.getElementById('site-navigation') as HTMLElement);
		expect(button().hidden).toBe(true);
		unmount();
		expect(button().hidden).toBe(false);
	});

	it('on a touch screen from 768 px, the first tap on an item with a dropdown opens it and the second follows the link', () => {
		page();
		vi.stubGlobal('ontouchstart', null);
		vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
		mount(document.getElementById('site-navigation') as HTMLElement);
		expect(document.querySelector('#menu-primary .sub-menu')?.classList.contains('sub-menu--is-touch-device')).toBe(true);
		const link = document.querySelector('#menu-primary .menu-item-has-children > a') as HTMLElement;
		const tap = (): boolean => {
			link.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
			return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
		};
		expect(tap()).toBe(false);
		expect(link.parentElement?.classList.contains('focus')).toBe(true);
		expect(tap()).toBe(true);
		// A link without a dropdown, and the header cart with an empty mini-cart, are followed at once.
		const home = document.querySelector('#menu-primary a') as HTMLElement;
		home.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
		expect(home.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
		const cart = document.querySelector('a.cart-contents') as HTMLElement;
		cart.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
		expect(cart.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
	});

	it('takes no element with the id ontouchstart in a post for a touch screen', () => {
		page();
		clobber('ontouchstart');
		vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
		vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(0);
		mount(document.getElementById('site-navigation') as HTMLElement);
		expect(document.querySelector('.sub-menu--is-touch-device')).toBeNull();
	});

	it('unmounts cleanly: no toggles, classes or listeners left', () => {
		const nav = page();
		const unmount = mount(nav);
		button().click();
		unmount();
		expect(document.querySelector('.dropdown-toggle')).toBeNull();
		expect(nav.classList.contains('toggled')).toBe(false);
		button().click();
		expect(nav.classList.contains('toggled')).toBe(false);
	});
});
