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

	it('shows the saved location on mount and preselects it; saving the placeholder stores no location, as Food Menu does', () => {
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
		expect(JSON.parse(localStorage.getItem(defaultOptions.storageKey) ?? '')).toEqual({ name: '', value: '' });
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

/** Food Menu's location popup as the plugin prints it (php-enqueue/includes/food-menu.php), and Food Menu's checkout field. */
function foodMenuPage(): void {
	document.body.innerHTML = `<main><form><input id="elsewhere-field"></form>
		<div id="fmp-location-field"><div class="fmp-location-title">Food Order Location</div><div class="fmp-location-name"></div><input type="hidden" name="fmp_location_name" class="fmp-location-name"></div></main>
		<div class="fmp-location-box-wrap" data-island="location-popup">
			<div id="fmp-location-modal" class="fmp-popup-modal" role="dialog" aria-modal="true" aria-label="Select Delivery Location" hidden>
				<div class="modal-content">
					<select name="fmp-location" class="fmp-location" aria-label="Select Delivery Location"><option value="">Select Delivery Location</option><option value="17">Old Town</option><option value="18">Riverside</option></select>
					<div class="confirm-msg" role="status" hidden>Save Your Preferred Location</div>
					<button type="button" class="fmp-save-option fmp-btn">Save</button>
					<button type="button" class="fmp-close fmp-btn" aria-label="Close"> X </button>
				</div>
			</div>
		</div>`;
}

const modal = (): HTMLElement => document.getElementById('fmp-location-modal') as HTMLElement;
const fmSelect = (): HTMLSelectElement => document.querySelector('select.fmp-location') as HTMLSelectElement;
const fieldInput = (): HTMLInputElement => document.querySelector('input.fmp-location-name') as HTMLInputElement;
const fieldText = (): HTMLElement => document.querySelector('div.fmp-location-name') as HTMLElement;
const fieldTitle = (): HTMLElement => document.querySelector('.fmp-location-title') as HTMLElement;

describe("Food Menu's location popup", () => {
	it('opens by itself while no location is stored, focus on its select, with Food Menu’s backdrop class', () => {
		foodMenuPage();
		mount();
		expect(modal().hidden).toBe(false);
		expect(screen.getByRole('dialog', { name: 'Select Delivery Location' })).toBe(modal());
		expect(document.activeElement).toBe(fmSelect());
		expect(document.body.classList.contains('fmp-location-popup')).toBe(true);
		expect(fieldTitle().hidden).toBe(true);
	});

	it('waits for a field the shopper is typing in', async () => {
		foodMenuPage();
		const field = document.getElementById('elsewhere-field') as HTMLInputElement;
		field.focus();
		mount();
		expect(modal().hidden).toBe(true);
		field.blur();
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(modal().hidden).toBe(false);
	});

	it('confirms a choice, saves it as Food Menu does and fills the checkout field as text', () => {
		foodMenuPage();
		mount();
		const confirm = document.querySelector('.confirm-msg') as HTMLElement;
		expect(confirm.hidden).toBe(true);
		fmSelect().value = '18';
		fireEvent.change(fmSelect());
		expect(confirm.hidden).toBe(false);
		expect(confirm.textContent).toBe('Save Your Preferred Location');
		screen.getByRole('button', { name: 'Save' }).click();
		expect(JSON.parse(localStorage.getItem(defaultOptions.storageKey) ?? '')).toEqual({ name: '18', value: 'Riverside' });
		expect(modal().hidden).toBe(true);
		expect(document.body.classList.contains('fmp-location-popup')).toBe(false);
		expect(fieldInput().value).toBe('Riverside');
		expect(fieldText().textContent).toBe('Riverside');
		expect(fieldTitle().hidden).toBe(false);
	});

	it('closes with its X or Escape without saving: it asks again on the next page', () => {
		foodMenuPage();
		const unmount = mount();
		screen.getByRole('button', { name: 'Close' }).click();
		expect(modal().hidden).toBe(true);
		expect(localStorage.getItem(defaultOptions.storageKey)).toBeNull();
		unmount();
		foodMenuPage();
		mount();
		expect(modal().hidden).toBe(false);
		fireEvent.keyDown(fmSelect(), { key: 'Escape' });
		expect(modal().hidden).toBe(true);
	});

	it.each([
		['a location', JSON.stringify({ name: '17', value: 'Old Town' }), 'Old Town'],
		['no location (the placeholder saved)', JSON.stringify({ name: '', value: '' }), ''],
		['a record of another shape', '"Old Town"', ''],
	])('stays closed once anything is stored: %s', (_name, stored, shown) => {
		localStorage.setItem(defaultOptions.storageKey, stored);
		foodMenuPage();
		mount();
		expect(modal().hidden).toBe(true);
		expect(fieldInput().value).toBe(shown);
		expect(fieldTitle().hidden).toBe(shown === '');
	});

	it('shows a stored name holding markup as text in the checkout field', () => {
		const markup = '<img src="x" onerror="window.hacked = true">Old Town';
		localStorage.setItem(defaultOptions.storageKey, JSON.stringify({ name: '17', value: markup }));
		foodMenuPage();
		mount();
		expect(fieldText().textContent).toBe(markup);
		expect(fieldText().querySelector('img')).toBeNull();
	});

	it('waits for an open dialog to close', () => {
		foodMenuPage();
		openPanel('cart-panel');
		mount();
		expect(modal().hidden).toBe(true);
		$openPanel.set(null);
		expect(modal().hidden).toBe(false);
	});
});
