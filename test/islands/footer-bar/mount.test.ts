import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
	afterEach(() => {
		// Unmounted while the stubs are there: the unmount cancels the idle wait.
		unmounts.splice(0).forEach((unmount) => unmount());
		vi.unstubAllGlobals();
	});

	/** requestIdleCallback held, so a test says when the page is idle. */
	function holdIdle(): { run: () => void; cancelled: () => boolean } {
		const idle: IdleRequestCallback[] = [];
		let cancelled = false;
		vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
		vi.stubGlobal('cancelIdleCallback', () => {
			cancelled = true;
		});
		return { run: () => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })), cancelled: () => cancelled };
	}

	it('marks the field that had focus before it mounted once the page is idle, not in the mount (a whole-page restyle)', () => {
		const idle = holdIdle();
		const host = page();
		(document.getElementById('billing') as HTMLElement).focus();
		mount(host);
		expect(document.body.classList.contains('sf-input-focused')).toBe(false);
		idle.run();
		expect(document.body.classList.contains('sf-input-focused')).toBe(true);
	});

	it('reads the focus as it is when idle, and forgets the wait when unmounted first', () => {
		const idle = holdIdle();
		const host = page();
		(document.getElementById('billing') as HTMLElement).focus();
		mount(host);
		(document.getElementById('billing') as HTMLElement).blur();
		idle.run();
		expect(document.body.classList.contains('sf-input-focused')).toBe(false);

		const unmount = mount(page());
		unmount();
		expect(idle.cancelled()).toBe(true);
	});
});
