import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/product-tabs/mount';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

const TABS = [
	['description', 'Description'],
	['additional_information', 'Additional information'],
	['reviews', 'Reviews (2)'],
] as const;

/** single-product/tabs/tabs.php, with a review link in the summary above it. */
function tabs(): HTMLElement {
	document.body.innerHTML = `<a href="#reviews" class="woocommerce-review-link">(2 customer reviews)</a>
	<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">${TABS.map(
			([id, title]) => `<li role="presentation" class="${id}_tab" id="tab-title-${id}"><a href="#tab-${id}" role="tab" aria-controls="tab-${id}">${title}</a></li>`,
		).join('')}</ul>${TABS.map(
			([id]) =>
				`<div class="woocommerce-Tabs-panel wc-tab" id="tab-${id}" role="tabpanel" aria-labelledby="tab-title-${id}">${
					id === 'reviews' ? '<div id="reviews"><ol><li id="li-comment-4"><div id="comment-4">Lovely</div></li></ol></div>' : `<p>${id}</p>`
				}</div>`,
		).join('')}
	</div>`;
	return document.querySelector('.wc-tabs-wrapper') as HTMLElement;
}

function at(url: string): void {
	window.history.replaceState(null, '', url);
}

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

const tab = (name: string): HTMLElement => screen.getByRole('tab', { name });
const openPanel = (): string | undefined => [...document.querySelectorAll<HTMLElement>('.wc-tab')].find((panel) => !panel.hidden)?.id;

describe('product tabs', () => {
	it("is left to WooCommerce where its single-product script still runs (a plugin's script needs it)", () => {
		printClassicScript('wc-single-product');
		const host = tabs();
		mount(host);
		removeClassicScript('wc-single-product');
		expect(tab('Description').getAttribute('aria-selected')).toBeNull();
		expect(host.classList.contains('shop-islands-tabs')).toBe(false);
	});

	it('opens the description by default, one panel shown, the selected tab alone in the Tab order', () => {
		at('/product/margherita/');
		mount(tabs());
		expect(openPanel()).toBe('tab-description');
		expect(document.querySelectorAll('.wc-tab:not([hidden])')).toHaveLength(1);
		expect(tab('Description').getAttribute('aria-selected')).toBe('true');
		expect(tab('Description').tabIndex).toBe(0);
		expect(tab('Reviews (2)').getAttribute('aria-selected')).toBe('false');
		expect(tab('Reviews (2)').tabIndex).toBe(-1);
		expect(tab('Description').closest('li')?.classList.contains('active')).toBe(true);
	});

	it.each([
		['/product/margherita/#reviews'],
		['/product/margherita/#tab-reviews'],
		['/product/margherita/#comment-4'],
		['/product/margherita/#li-comment-4'],
		['/product/margherita/comment-page-2/'],
		['/product/margherita/?cpage=2'],
	])('opens the reviews for %s', (url) => {
		at(url);
		mount(tabs());
		expect(openPanel()).toBe('tab-reviews');
	});

	it('sets its first tab with the theme\'s transitions off (nothing slides in at mount), and later ones with them on', async () => {
		at('/product/margherita/');
		const host = tabs();
		const list = host.querySelector('ul.wc-tabs') as HTMLElement;
		const settlingWhenActivated: Record<string, boolean> = {};
		for (const item of list.querySelectorAll('li')) {
			const toggle = item.classList.toggle.bind(item.classList);
			item.classList.toggle = (token: string, force?: boolean): boolean => {
				const on = toggle(token, force);
				if (token === 'active' && on) {
					settlingWhenActivated[item.id] = list.classList.contains('shop-islands-tabs-settling');
				}
				return on;
			};
		}
		mount(host);
		expect(settlingWhenActivated).toEqual({ 'tab-title-description': true });
		await nextFrame();
		expect(list.classList.contains('shop-islands-tabs-settling')).toBe(false);
		fireEvent.click(tab('Reviews (2)'));
		expect(settlingWhenActivated).toEqual({ 'tab-title-description': true, 'tab-title-reviews': false });
	});

	it('measures nothing at mount: the orientation is read in the next frame, which lays the tabs out anyway', async () => {
		at('/product/margherita/');
		const host = tabs();
		const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
		const unmount = mount(host);
		expect(measure).not.toHaveBeenCalled();
		expect(host.querySelector('ul')?.getAttribute('aria-orientation')).toBeNull();
		await nextFrame();
		expect(measure).toHaveBeenCalled();
		expect(host.querySelector('ul')?.getAttribute('aria-orientation')).toBe('horizontal');
		measure.mockRestore();
		unmount();
	});

	it('leaves no frame behind when unmounted before it', async () => {
		at('/product/margherita/');
		const host = tabs();
		const list = host.querySelector('ul') as HTMLElement;
		mount(host)();
		expect(list.classList.contains('shop-islands-tabs-settling')).toBe(false);
		await nextFrame();
		expect(list.hasAttribute('aria-orientation')).toBe(false);
	});

	it('opens additional information for #tab-additional_information', () => {
		at('/product/margherita/#tab-additional_information');
		mount(tabs());
		expect(openPanel()).toBe('tab-additional_information');
	});

	it('keeps the description for an unrelated hash or one naming no tab', () => {
		at('/product/margherita/#main');
		mount(tabs());
		expect(openPanel()).toBe('tab-description');
		at('/product/margherita/#tab-nothing');
		mount(tabs());
		expect(openPanel()).toBe('tab-description');
	});

	it.each([['#tab-%E0'], ['#%'], ['#tab-%'], ['#tab-reviews%'], ['#gid=%E0&pid=1'], ['#comment-%E0']])(
		'mounts whole for the crafted hash %s: a tab selected, and every tab working',
		(hash) => {
			at(`/product/margherita/${hash}`);
			const host = tabs();
			expect(() => mount(host)).not.toThrow();
			expect(document.querySelectorAll('.wc-tab:not([hidden])')).toHaveLength(1);
			fireEvent.click(tab('Additional information'));
			expect(openPanel()).toBe('tab-additional_information');
			at(`/product/margherita/${hash}x`);
			expect(() => window.dispatchEvent(new HashChangeEvent('hashchange'))).not.toThrow();
		},
	);

	it('finds a panel whose id a link names with a malformed escape, as the browser does', () => {
		at('/product/margherita/#tab-50%');
		document.body.innerHTML = `<div class="wc-tabs-wrapper"><ul class="wc-tabs">
			<li><a href="#tab-one">One</a></li><li><a href="#tab-50%">Half off</a></li><li><a href="#%E0">Broken</a></li>
		</ul><div class="wc-tab" id="tab-one">1</div><div class="wc-tab" id="tab-50%">50</div></div>`;
		mount(document.querySelector('.wc-tabs-wrapper') as HTMLElement);
		expect(openPanel()).toBe('tab-50%');
		expect(screen.getByText('Half off').getAttribute('aria-selected')).toBe('true');
		expect(screen.getByText('Broken').getAttribute('role')).toBeNull();
	});

	it('opens a tab on click without jumping to its anchor', () => {
		at('/product/margherita/');
		mount(tabs());
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		tab('Additional information').dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(openPanel()).toBe('tab-additional_information');
	});

	it('opens the reviews from a woocommerce-review-link, and lets the link scroll to them', () => {
		at('/product/margherita/');
		mount(tabs());
		const link = document.querySelector('.woocommerce-review-link') as HTMLElement;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		link.dispatchEvent(click);
		expect(openPanel()).toBe('tab-reviews');
		expect(click.defaultPrevented).toBe(false);
	});

	it('follows a later hash change to the reviews', () => {
		at('/product/margherita/');
		mount(tabs());
		at('/product/margherita/#comment-4');
		window.dispatchEvent(new HashChangeEvent('hashchange'));
		expect(openPanel()).toBe('tab-reviews');
	});

	it('moves with the arrow keys (wrapping), Home and End, selection following focus', () => {
		at('/product/margherita/');
		mount(tabs());
		tab('Description').focus();
		fireEvent.keyDown(tab('Description'), { key: 'ArrowRight' });
		expect(document.activeElement).toBe(tab('Additional information'));
		expect(openPanel()).toBe('tab-additional_information');
		fireEvent.keyDown(tab('Additional information'), { key: 'End' });
		expect(openPanel()).toBe('tab-reviews');
		fireEvent.keyDown(tab('Reviews (2)'), { key: 'ArrowRight' });
		expect(openPanel()).toBe('tab-description');
		fireEvent.keyDown(tab('Description'), { key: 'ArrowLeft' });
		expect(openPanel()).toBe('tab-reviews');
		fireEvent.keyDown(tab('Reviews (2)'), { key: 'Home' });
		expect(document.activeElement).toBe(tab('Description'));
		fireEvent.keyDown(tab('Description'), { key: 'ArrowDown' });
		expect(openPanel()).toBe('tab-description');
		expect(document.querySelector('ul.wc-tabs')?.getAttribute('aria-orientation')).toBe('horizontal');
	});

	it('mirrors left and right on a right-to-left page', () => {
		at('/product/margherita/');
		document.documentElement.dir = 'rtl';
		const host = tabs();
		(host.querySelector('ul') as HTMLElement).style.direction = 'rtl';
		mount(host);
		fireEvent.keyDown(tab('Description'), { key: 'ArrowLeft' });
		expect(openPanel()).toBe('tab-additional_information');
		fireEvent.keyDown(tab('Additional information'), { key: 'ArrowRight' });
		expect(openPanel()).toBe('tab-description');
		document.documentElement.removeAttribute('dir');
	});

	it('uses up and down when the tabs are stacked (a vertical layout)', async () => {
		at('/product/margherita/');
		const host = tabs();
		[...host.querySelectorAll('li')].forEach((item, index) => {
			item.getBoundingClientRect = () => new DOMRect(0, index * 40, 200, 40);
		});
		mount(host);
		await nextFrame();
		expect(host.querySelector('ul')?.getAttribute('aria-orientation')).toBe('vertical');
		fireEvent.keyDown(tab('Description'), { key: 'ArrowDown' });
		expect(openPanel()).toBe('tab-additional_information');
		fireEvent.keyDown(tab('Additional information'), { key: 'ArrowRight' });
		expect(openPanel()).toBe('tab-additional_information');
		fireEvent.keyDown(tab('Additional information'), { key: 'ArrowUp' });
		expect(openPanel()).toBe('tab-description');
	});

	it('wins over the inline display WooCommerce\'s own tab script (kept for the gallery) sets', () => {
		at('/product/margherita/');
		const host = tabs();
		(host.querySelector('#tab-description') as HTMLElement).style.display = 'block';
		mount(host);
		fireEvent.keyDown(tab('Description'), { key: 'End' });
		const description = host.querySelector('#tab-description') as HTMLElement;
		expect(description.hidden).toBe(true);
		expect(description.style.display).toBe('');
	});

	it('shows every panel again on unmount, as without JavaScript', () => {
		at('/product/margherita/');
		const unmount = mount(tabs());
		unmount();
		expect(document.querySelectorAll('.wc-tab[hidden]')).toHaveLength(0);
	});

	it('does nothing for tabs whose links point at no panel', () => {
		document.body.innerHTML = '<div class="wc-tabs-wrapper"><ul class="wc-tabs"><li><a href="#tab-gone">Gone</a></li></ul></div>';
		mount(document.querySelector('.wc-tabs-wrapper') as HTMLElement);
		expect(screen.getByText('Gone').getAttribute('aria-selected')).toBeNull();
	});
});
