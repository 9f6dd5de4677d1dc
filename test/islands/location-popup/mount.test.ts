import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountIsland } from '../../../islands/location-popup/mount';
import { defaultOptions } from '../../../islands/location-popup/options';
import { $openPanel, openPanel } from '../../../shared/stores/ui';

const unmounts: Array<() => void> = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));
beforeEach(() => localStorage.clear());
function mount(): () => void {
	const unmount = mountIsland(document.querySelector('[data-island="location-popup"]') as HTMLElement);
	unmounts.push(unmount);
	return unmount;
}

/** The theme's header location picker and its popup. */
function page(): void {
	document.body.innerHTML = `<header><div class="site-header-location" data-island="location-popup">
		<button type="button" class="site-header-location__toggle" aria-haspopup="dialog" aria-controls="location-popup"><span>Pickup location</span> <span class="site-header-location__name" hidden></span></button>
		<div id="location-popup" class="location-popup" role="dialog" aria-modal="true" aria-labelledby="location-popup-title" hidden>
			<div class="location-popup__overlay"></div>
			<div class="location-popup__dialog">
				<button type="button" class="location-popup__close" aria-label="Close">&times;</button>
				<h2 id="location-popup-title">Where are you ordering from?</h2>
				<label for="location-popup-select">Location</label>
				<select id="location-popup-select" name="fmp_location"><option value="">Choose a location&hellip;</option><option value="old-town">Old Town</option><option value="riverside">Riverside</option></select>
				<p class="location-popup__message" role="status" data-template="Orders will be ready for pickup at %s." hidden></p>
				<button type="button" class="button location-popup__save">Save location</button>
			</div>
		</div>
	</div></header><main><button type="button">Elsewhere</button></main>`;
}

const toggle = (): HTMLElement => document.querySelector('.site-header-location__toggle') as HTMLElement;
const popup = (): HTMLElement => document.getElementById('location-popup') as HTMLElement;
const select = (): HTMLSelectElement => document.getElementById('location-popup-select') as HTMLSelectElement;
const name = (): HTMLElement => document.querySelector('.site-header-location__name') as HTMLElement;
const message = (): HTMLElement => document.querySelector('.location-popup__message') as HTMLElement;
const choose = (value: string): void => {
	select().value = value;
	fireEvent.change(select());
};

describe('location popup', () => {
	it('opens as a dialog from the header button, focus on the select, and returns focus on close', () => {
		page();
		mount();
		toggle().focus();
		toggle().click();
		expect(popup().hidden).toBe(false);
		expect(toggle().getAttribute('aria-expanded')).toBe('true');
		expect(screen.getByRole('dialog', { name: 'Where are you ordering from?' })).toBe(popup());
		expect(document.activeElement).toBe(select());
		fireEvent.keyDown(select(), { key: 'Escape' });
		expect(popup().hidden).toBe(true);
		expect(document.activeElement).toBe(toggle());
	});

	it('never opens by itself, nor takes focus: only its button opens it', () => {
		vi.useFakeTimers();
		localStorage.setItem(defaultOptions.storageKey, JSON.stringify({ name: 'old-town', value: 'Old Town' }));
		page();
		const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
		elsewhere.focus();
		mount();
		window.dispatchEvent(new Event('load'));
		vi.runAllTimers();
		vi.useRealTimers();
		expect(popup().hidden).toBe(true);
		expect($openPanel.get()).toBeNull();
		expect(document.activeElement).toBe(elsewhere);
	});

	it.each([
		['the close button', (): void => (document.querySelector('.location-popup__close') as HTMLElement).click()],
		['the overlay', (): void => (document.querySelector('.location-popup__overlay') as HTMLElement).click()],
		['another panel opening', (): void => openPanel('cart-panel')],
	])('closes on %s', (_name, close) => {
		page();
		mount();
		toggle().click();
		close();
		expect(popup().hidden).toBe(true);
	});

	it('keeps Tab inside the dialog', () => {
		page();
		mount();
		toggle().click();
		const save = screen.getByRole('button', { name: 'Save location' });
		save.focus();
		fireEvent.keyDown(save, { key: 'Tab' });
		expect(document.activeElement).toBe(document.querySelector('.location-popup__close'));
	});

	it('confirms a choice with the theme message, then saves {name, value}, closes and shows the name', () => {
		page();
		mount();
		toggle().click();
		choose('riverside');
		expect(message().hidden).toBe(false);
		expect(message().textContent).toBe('Orders will be ready for pickup at Riverside.');
		screen.getByRole('button', { name: 'Save location' }).click();
		expect(JSON.parse(localStorage.getItem(defaultOptions.storageKey) ?? '')).toEqual({ name: 'riverside', value: 'Riverside' });
		expect(popup().hidden).toBe(true);
		expect($openPanel.get()).toBeNull();
		expect(name().hidden).toBe(false);
		expect(name().textContent).toBe('Riverside');
	});

	it('shows the saved location on mount and preselects it; saving the placeholder clears it', () => {
		localStorage.setItem(defaultOptions.storageKey, JSON.stringify({ name: 'old-town', value: 'Old Town' }));
		page();
		mount();
		expect(name().textContent).toBe('Old Town');
		expect(name().hidden).toBe(false);
		expect(select().value).toBe('old-town');
		toggle().click();
		choose('');
		expect(message().hidden).toBe(true);
		screen.getByRole('button', { name: 'Save location' }).click();
		expect(localStorage.getItem(defaultOptions.storageKey)).toBeNull();
		expect(name().hidden).toBe(true);
	});

	it('keeps the name hidden when nothing is saved', () => {
		page();
		mount();
		expect(name().hidden).toBe(true);
	});

	it.each([
		['not JSON', '{name: old-town'],
		['a string', '"old-town"'],
		['null', 'null'],
		['an array', '[["old-town", "Old Town"]]'],
		['a number for the name', '{"name": 3, "value": "Old Town"}'],
		['no value', '{"name": "old-town"}'],
		['an empty name', '{"name": "", "value": "Old Town"}'],
	])('ignores a stored record that is %s', (_name, stored) => {
		localStorage.setItem(defaultOptions.storageKey, stored);
		page();
		mount();
		expect(name().hidden).toBe(true);
		expect(select().value).toBe('');
	});

	it("puts a location name holding a replacement pattern ($&, $1) into the message as it is", () => {
		page();
		select().options[2]!.textContent = 'Riverside $& $1 $$';
		mount();
		toggle().click();
		choose('riverside');
		expect(message().textContent).toBe('Orders will be ready for pickup at Riverside $& $1 $$.');
	});

	it('shows a location name holding markup as text', () => {
		const markup = '<img src="x" onerror="window.hacked = true">Old Town';
		localStorage.setItem(defaultOptions.storageKey, JSON.stringify({ name: 'old-town', value: markup }));
		page();
		mount();
		expect(name().textContent).toBe(markup);
		expect(name().querySelector('img')).toBeNull();
	});

	it('still shows the choice on this page when storage is full or disabled', () => {
		page();
		mount();
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new DOMException('QuotaExceededError', 'QuotaExceededError');
		});
		toggle().click();
		choose('old-town');
		screen.getByRole('button', { name: 'Save location' }).click();
		expect(popup().hidden).toBe(true);
		expect(name().textContent).toBe('Old Town');
	});

	it('mounts with localStorage disabled (access throws)', () => {
		vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
			throw new DOMException('SecurityError', 'SecurityError');
		});
		page();
		mount();
		expect(name().hidden).toBe(true);
		toggle().click();
		choose('riverside');
		screen.getByRole('button', { name: 'Save location' }).click();
		expect(name().textContent).toBe('Riverside');
	});
});
