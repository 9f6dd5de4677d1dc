import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountIsland } from '../../../islands/special-menu/mount';
import { defaultOptions } from '../../../islands/special-menu/options';
import { $openPanel, closePanel, openPanel } from '../../../shared/stores/ui';

const NOW = new Date('2026-11-20T12:00:00Z').getTime();
const unmounts: Array<() => void> = [];
beforeEach(() => {
	localStorage.clear();
	vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/** The theme's announcement, printed hidden at the end of every page. */
function mount(): () => void {
	document.body.innerHTML = `<header>
		<div class="site-header-account">
			<form class="site-header-account__form" action="/my-account/" method="post">
				<label for="username">Username</label> <input type="text" id="username" name="username" />
				<label for="password">Password</label> <input type="password" id="password" name="password" />
				<button type="submit" name="login">Log in</button>
			</form>
		</div>
	</header>
	<main><button type="button" id="before">Before</button></main>
	<div id="special-menu-popup" class="special-menu-popup" data-island="special-menu" role="dialog" aria-modal="true" aria-labelledby="special-menu-title" hidden>
		<div class="special-menu-popup__overlay"></div>
		<div class="special-menu-popup__dialog">
			<button type="button" class="special-menu-popup__close" aria-label="Close">&times;</button>
			<h2 id="special-menu-title">This week's special menu</h2>
			<a class="button alt" href="/product/margherita/">See the special</a>
		</div>
	</div>`;
	const unmount = mountIsland(popup());
	unmounts.push(unmount);
	return unmount;
}

const popup = (): HTMLElement => document.getElementById('special-menu-popup') as HTMLElement;
const stored = (): unknown => JSON.parse(localStorage.getItem(defaultOptions.storageKey) ?? 'null');
/** Lets the page's mutation observers run. */
const mutationsDelivered = (): Promise<void> => new Promise((resolve) => queueMicrotask(resolve));
const dismissal = (at: number | string): string => JSON.stringify({ fmp_special_menu: 'yes', endDate: typeof at === 'number' ? new Date(at).toISOString() : at });

describe('special-menu popup', () => {
	it('shows 3 s after load as a dialog, focus moved in', () => {
		mount();
		(document.getElementById('before') as HTMLElement).focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs - 1);
		expect(popup().hidden).toBe(true);
		vi.advanceTimersByTime(1);
		expect(popup().hidden).toBe(false);
		expect(screen.getByRole('dialog', { name: "This week's special menu" })).toBe(popup());
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
		expect($openPanel.get()).toBe('special-menu');
	});

	it.each([
		['the close button', (): void => screen.getByRole('button', { name: 'Close' }).click()],
		['the overlay', (): void => (document.querySelector('.special-menu-popup__overlay') as HTMLElement).click()],
		['Escape', (): void => void fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' })],
	])('closes on %s, records the dismissal with the time and returns focus', (_name, close) => {
		mount();
		(document.getElementById('before') as HTMLElement).focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		close();
		expect(popup().hidden).toBe(true);
		expect(stored()).toEqual({ fmp_special_menu: 'yes', endDate: new Date(NOW + defaultOptions.popupDelayMs).toISOString() });
		expect(document.activeElement).toBe(document.getElementById('before'));
	});

	it('keeps Tab inside the dialog', () => {
		mount();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		const link = screen.getByRole('link', { name: 'See the special' });
		link.focus();
		fireEvent.keyDown(link, { key: 'Tab' });
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
	});

	it('stays away when dismissed within the last 24 hours', () => {
		localStorage.setItem(defaultOptions.storageKey, dismissal(NOW - defaultOptions.dismissalMs + 1000));
		mount();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs * 2);
		expect(popup().hidden).toBe(true);
		expect(localStorage.getItem(defaultOptions.storageKey)).not.toBeNull();
	});

	it.each([
		['older than 24 hours', dismissal(NOW - defaultOptions.dismissalMs)],
		['dated in the future', dismissal(NOW + 60_000)],
		['of an invalid date', dismissal('not a date')],
		['not JSON', '{fmp_special_menu: yes'],
		['of the wrong shape (no "yes")', JSON.stringify({ fmp_special_menu: true, endDate: new Date(NOW).toISOString() })],
		['of the wrong shape (no date)', JSON.stringify({ fmp_special_menu: 'yes' })],
		['a bare string', '"yes"'],
	])('deletes a record %s and shows the popup', (_name, record) => {
		localStorage.setItem(defaultOptions.storageKey, record);
		mount();
		expect(localStorage.getItem(defaultOptions.storageKey)).toBeNull();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(false);
	});

	it('waits for a panel the shopper opened to close', () => {
		mount();
		openPanel('cart-panel');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(true);
		closePanel('cart-panel');
		expect(popup().hidden).toBe(false);
	});

	it('waits while the gallery lightbox is open, and opens once it has closed', async () => {
		mount();
		document.body.insertAdjacentHTML('beforeend', '<div id="lightbox" class="pswp pswp--open" role="dialog" aria-modal="true" tabindex="-1"></div>');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs * 2);
		await mutationsDelivered();
		expect(popup().hidden).toBe(true);
		document.getElementById('lightbox')?.remove();
		await mutationsDelivered();
		expect(popup().hidden).toBe(false);
		expect($openPanel.get()).toBe('special-menu');
	});

	it("waits for a theme's own dialog to close, whatever closes it, and a closed one holds nothing", async () => {
		mount();
		document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div class="theme-sidebar" role="dialog" aria-label="Filters" hidden></div><dialog id="newsletter" open><p>Sign up</p></dialog>');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(true);
		(document.getElementById('newsletter') as HTMLDialogElement).removeAttribute('open');
		await mutationsDelivered();
		expect(popup().hidden).toBe(false);
	});

	it('after a dialog closes onto a field, still waits for focus to leave it', async () => {
		mount();
		document.body.insertAdjacentHTML('beforeend', '<div id="lightbox" class="pswp" role="dialog" aria-modal="true"></div>');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		const username = screen.getByLabelText('Username');
		username.focus();
		document.getElementById('lightbox')?.remove();
		await mutationsDelivered();
		expect(popup().hidden).toBe(true);
		username.blur();
		vi.advanceTimersByTime(0);
		expect(popup().hidden).toBe(false);
	});

	it('unmounting while it waits for a dialog to close shows nothing', async () => {
		const unmount = mount();
		document.body.insertAdjacentHTML('beforeend', '<dialog id="newsletter" open></dialog>');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		unmount();
		document.getElementById('newsletter')?.remove();
		await mutationsDelivered();
		expect(popup().hidden).toBe(true);
		expect($openPanel.get()).toBeNull();
	});

	it('waits while the shopper fills in the header login, moving from field to field, and opens once focus leaves the form', () => {
		mount();
		const username = screen.getByLabelText('Username');
		username.focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(true);
		for (const next of [screen.getByLabelText('Password'), screen.getByRole('button', { name: 'Log in' })]) {
			next.focus();
			vi.advanceTimersByTime(0);
			expect(popup().hidden).toBe(true);
			expect(document.activeElement).toBe(next);
		}
		(document.getElementById('before') as HTMLElement).focus();
		vi.advanceTimersByTime(0);
		expect(popup().hidden).toBe(false);
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
		screen.getByRole('button', { name: 'Close' }).click();
		expect(document.activeElement).toBe(document.getElementById('before'));
	});

	it.each([
		['a select', '<select id="field"><option>Small</option></select>'],
		['a textarea', '<textarea id="field"></textarea>'],
		['editable content', '<div id="field" contenteditable="true" tabindex="0">Note</div>'],
		['editable content (an empty attribute)', '<div id="field" contenteditable tabindex="0">Note</div>'],
		['a search box outside any form', '<input type="search" id="field" />'],
	])('waits while %s has focus, and opens once it is left for nothing', (_name, field) => {
		mount();
		document.querySelector('main')?.insertAdjacentHTML('beforeend', field);
		const element = document.getElementById('field') as HTMLElement;
		element.focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs * 2);
		expect(popup().hidden).toBe(true);
		expect(document.activeElement).toBe(element);
		element.blur();
		vi.advanceTimersByTime(0);
		expect(popup().hidden).toBe(false);
	});

	it('keeps waiting when the window loses focus and the field keeps it', () => {
		mount();
		const username = screen.getByLabelText('Username');
		username.focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		username.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
		vi.advanceTimersByTime(0);
		expect(popup().hidden).toBe(true);
		expect(document.activeElement).toBe(username);
	});

	it('waits for a closed panel to give focus back outside a form, then for the form to be left', () => {
		mount();
		openPanel('cart-panel');
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		const password = screen.getByLabelText('Password');
		password.focus();
		closePanel('cart-panel');
		expect(popup().hidden).toBe(true);
		openPanel('location-popup');
		(document.getElementById('before') as HTMLElement).focus();
		vi.advanceTimersByTime(0);
		expect(popup().hidden).toBe(true);
		closePanel('location-popup');
		expect(popup().hidden).toBe(false);
	});

	it('unmounting while it waits for a field to be left shows nothing', () => {
		const unmount = mount();
		const username = screen.getByLabelText('Username');
		username.focus();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		unmount();
		username.blur();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(true);
		expect($openPanel.get()).toBeNull();
	});

	it('still shows and closes when storage is disabled or full', () => {
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new DOMException('QuotaExceededError', 'QuotaExceededError');
		});
		mount();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(false);
		screen.getByRole('button', { name: 'Close' }).click();
		expect(popup().hidden).toBe(true);
		vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
			throw new DOMException('SecurityError', 'SecurityError');
		});
		mount();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(false);
	});

	it('unmounting before the delay shows nothing', () => {
		const unmount = mount();
		unmount();
		vi.advanceTimersByTime(defaultOptions.popupDelayMs);
		expect(popup().hidden).toBe(true);
		expect($openPanel.get()).toBeNull();
	});
});
