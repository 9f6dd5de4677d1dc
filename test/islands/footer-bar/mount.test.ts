import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount as mountIsland } from '../../../islands/footer-bar/mount';

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));
function mount(host: HTMLElement): () => void {
	const unmount = mountIsland(host);
	unmounts.push(unmount);
	return unmount;
}

/** Storefront's handheld footer bar, and a form elsewhere on the page. */
function page(): HTMLElement {
	document.body.innerHTML = `<form class="checkout"><input id="billing" name="billing_first_name"><input id="skip" tabindex="-1"></form>
	<div class="storefront-handheld-footer-bar"><ul class="columns-3">
		<li class="my-account"><a href="/my-account/">My Account</a></li>
		<li class="search"><a href="">Search</a><div class="site-search"><form role="search" action="/"><input type="search" name="s"></form></div></li>
		<li class="cart"><a class="footer-cart-contents" href="/cart/">Cart <span class="count">0</span></a></li>
	</ul></div>`;
	return document.querySelector('.storefront-handheld-footer-bar li.search') as HTMLElement;
}

const search = (): HTMLAnchorElement => document.querySelector('.search > a') as HTMLAnchorElement;
const item = (): HTMLElement => document.querySelector('li.search') as HTMLElement;

describe('handheld footer bar', () => {
	it('opens the search above the bar from its link (a disclosure button), focusing the field', () => {
		mount(page());
		expect(search().getAttribute('role')).toBe('button');
		expect(search().getAttribute('aria-expanded')).toBe('false');
		expect(search().getAttribute('aria-controls')).toBe((document.querySelector('.site-search') as HTMLElement).id);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		search().dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(item().classList.contains('active')).toBe(true);
		expect(search().getAttribute('aria-expanded')).toBe('true');
		expect(document.activeElement).toBe(document.querySelector('input[type="search"]'));
		search().click();
		expect(item().classList.contains('active')).toBe(false);
	});

	it('closes the search on Escape, focus back on its link; Space on the link opens it', () => {
		mount(page());
		search().focus();
		fireEvent.keyDown(search(), { key: ' ' });
		expect(item().classList.contains('active')).toBe(true);
		fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
		expect(item().classList.contains('active')).toBe(false);
		expect(document.activeElement).toBe(search());
	});

	it('leaves the account and cart items as links', () => {
		mount(page());
		const account = document.querySelector('.my-account > a') as HTMLElement;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		account.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
		expect(account.hasAttribute('role')).toBe(false);
	});

	it('hides the bar (sf-input-focused) while a field of another form has focus', () => {
		mount(page());
		(document.getElementById('billing') as HTMLElement).focus();
		expect(document.body.classList.contains('sf-input-focused')).toBe(true);
		(document.getElementById('billing') as HTMLElement).blur();
		expect(document.body.classList.contains('sf-input-focused')).toBe(false);
		(document.getElementById('skip') as HTMLElement).focus();
		expect(document.body.classList.contains('sf-input-focused')).toBe(false);
		(document.querySelector('input[type="search"]') as HTMLElement).focus();
		expect(document.body.classList.contains('sf-input-focused')).toBe(false);
	});

	it('unmounts cleanly', () => {
		const unmount = mount(page());
		search().click();
		unmount();
		expect(item().classList.contains('active')).toBe(false);
		expect(search().hasAttribute('role')).toBe(false);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		search().dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
	});
});

describe('handheld footer bar, started by a focus', () => {
	it('marks the field that had focus before it mounted', () => {
		const host = page();
		(document.getElementById('billing') as HTMLElement).focus();
		mount(host);
		expect(document.body.classList.contains('sf-input-focused')).toBe(true);
	});
});
