import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount } from '../../../islands/size-chart/mount';
import { $openPanel, openPanel } from '../../../shared/stores/ui';

/** The theme's size-chart link in the summary and its chart, printed at the end of the page. */
function page(): HTMLElement {
	document.body.innerHTML = `<main><p><a href="#size-chart" class="size-chart-button" data-island="size-chart">Size chart</a></p><button type="button">After</button></main>
	<section id="size-chart" class="size-chart-popup" aria-labelledby="size-chart-title" data-close-label="Close size chart">
		<h2 id="size-chart-title">Pizza size chart</h2>
		<table><tbody><tr><th scope="row">Small</th><td><a href="/product/margherita/">10 in</a></td></tr></tbody></table>
	</section>`;
	return document.querySelector('.size-chart-button') as HTMLElement;
}

const chart = (): HTMLElement => document.getElementById('size-chart') as HTMLElement;
const overlay = (): HTMLElement => document.querySelector('.shop-islands-size-chart__overlay') as HTMLElement;
const isOpen = (): boolean => chart().classList.contains('is-active');

describe('size chart', () => {
	it('opens the chart as a modal dialog named by its title, with focus moved in', () => {
		const button = page();
		mount(button);
		expect(button.getAttribute('aria-expanded')).toBe('false');
		expect(button.getAttribute('aria-haspopup')).toBe('dialog');
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		button.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		const dialog = screen.getByRole('dialog', { name: 'Pizza size chart' });
		expect(dialog.getAttribute('aria-modal')).toBe('true');
		expect(isOpen()).toBe(true);
		expect(overlay().hidden).toBe(false);
		expect(document.activeElement).toBe(dialog);
		expect(button.getAttribute('aria-expanded')).toBe('true');
		expect($openPanel.get()).toBe('size-chart');
	});

	it.each([
		['Escape', (): void => void fireEvent.keyDown(chart(), { key: 'Escape' })],
		['the close button', (): void => screen.getByRole('button', { name: 'Close size chart' }).click()],
		['the overlay', (): void => overlay().click()],
	])('closes with %s and gives focus back to the button', (_name, close) => {
		const button = page();
		mount(button);
		button.click();
		close();
		expect(isOpen()).toBe(false);
		expect(overlay().hidden).toBe(true);
		expect(document.activeElement).toBe(button);
		expect(button.getAttribute('aria-expanded')).toBe('false');
	});

	it('keeps Tab inside the dialog', () => {
		const button = page();
		mount(button);
		button.click();
		const close = screen.getByRole('button', { name: 'Close size chart' });
		const link = screen.getByRole('link', { name: '10 in' });
		for (const element of [close, link]) {
			element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
		}
		link.focus();
		fireEvent.keyDown(link, { key: 'Tab' });
		expect(document.activeElement).toBe(close);
		fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
		expect(document.activeElement).toBe(link);
	});

	it('toggles: the button closes an open chart, and another panel opening closes it', () => {
		const button = page();
		mount(button);
		button.click();
		button.click();
		expect(isOpen()).toBe(false);
		button.click();
		openPanel('cart-panel');
		expect(isOpen()).toBe(false);
	});

	it('leaves the page as printed on unmount', () => {
		const button = page();
		const unmount = mount(button);
		button.click();
		unmount();
		expect(isOpen()).toBe(false);
		expect(chart().getAttribute('role')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Close size chart' })).toBeNull();
		expect(document.querySelector('.shop-islands-size-chart__overlay')).toBeNull();
		expect($openPanel.get()).toBeNull();
	});

	it('opens a chart whose id its link names with a malformed escape, and stands aside for one naming nothing', () => {
		document.body.innerHTML = `<a href="#chart-%E0" data-island="size-chart">Size chart</a><a href="#%" data-island="size-chart">Broken</a>
			<section id="chart-%E0" aria-labelledby="t"><h2 id="t">Sizes</h2></section>`;
		const [named, broken] = [...document.querySelectorAll('a')];
		expect(() => mount(named as HTMLElement)).not.toThrow();
		expect(named?.getAttribute('aria-controls')).toBe('chart-%E0');
		expect(() => mount(broken as HTMLElement)).not.toThrow();
		expect(broken?.getAttribute('aria-expanded')).toBeNull();
	});

	it('does nothing when the chart it points at is missing', () => {
		document.body.innerHTML = '<a href="#size-chart" data-island="size-chart">Size chart</a>';
		const button = document.querySelector('a') as HTMLElement;
		mount(button);
		expect(button.getAttribute('aria-expanded')).toBeNull();
	});
});
