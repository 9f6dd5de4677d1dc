import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/live-search/mount';
import { defaultOptions } from '../../../islands/live-search/options';
import { AJAX_REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { type Deferred, deferred } from '../../support/deferred';
import { installSettings } from '../../support/settings';

/**
 * The live search over the theme's box (docs/search-and-quick-view.md), against a scripted
 * admin-ajax.
 */

interface SearchCall {
	readonly fields: URLSearchParams;
	readonly signal: AbortSignal;
	readonly reply: Deferred<Response>;
}

/** 8 characters a second. */
const KEY_INTERVAL_MS = 125;

let calls: SearchCall[] = [];
let unmount: () => void = () => undefined;

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
	installSettings({ ajaxUrl: '/wp-admin/admin-ajax.php' });
	document.body.innerHTML = `
		<div class="site-search ajax-search">
			<div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/">
				<label class="screen-reader-text" for="search-field-0">Search for:</label>
				<input type="search" id="search-field-0" class="search-field" placeholder="Search products…" value="" name="s" />
				<button type="submit" value="Search">Search</button>
				<input type="hidden" name="post_type" value="product" />
			</form></div>
		</div>
		<p id="elsewhere">Elsewhere</p>`;
	calls = [];
	vi.stubGlobal(
		'fetch',
		vi.fn((_url: string, init: RequestInit) => {
			const reply = deferred<Response>();
			const signal = init.signal as AbortSignal;
			signal.addEventListener('abort', () => reply.reject(new DOMException('The operation was aborted.', 'AbortError')));
			calls.push({ fields: new URLSearchParams(String(init.body)), signal, reply });
			return reply.promise;
		}),
	);
});

afterEach(() => {
	act(() => unmount());
	unmount = () => undefined;
});

const host = (): HTMLElement => document.querySelector<HTMLElement>('.site-search.ajax-search') as HTMLElement;
const field = (): HTMLInputElement => document.getElementById('search-field-0') as HTMLInputElement;
const listbox = (): HTMLElement => document.getElementById('search-field-0-results') as HTMLElement;
const options = (): HTMLElement[] => [...listbox().querySelectorAll<HTMLElement>('[role="option"]')];
const shown = (): boolean => listbox().closest('[hidden]') === null;

function mountBox(): void {
	act(() => {
		unmount = mount(host());
	});
}

/** Keys typed one by one, 125 ms apart, as `input` events. */
function type(text: string): void {
	field().focus();
	for (const character of text) {
		act(() => {
			field().value += character;
			field().dispatchEvent(new Event('input', { bubbles: true }));
			vi.advanceTimersByTime(KEY_INTERVAL_MS);
		});
	}
}

function setValue(value: string): void {
	act(() => {
		field().value = value;
		field().dispatchEvent(new Event('input', { bubbles: true }));
	});
}

function pause(): void {
	act(() => {
		vi.advanceTimersByTime(defaultOptions.debounceMs);
	});
}

async function answer(call: SearchCall | undefined, body: string, status = 200): Promise<void> {
	await act(async () => {
		call?.reply.resolve(new Response(body, { status }));
		await vi.waitFor(() => undefined);
	});
	// The answer's text and JSON settle over a few microtasks.
	for (let turn = 0; turn < 5; turn += 1) {
		await act(async () => {
			await Promise.resolve();
		});
	}
}

function press(key: string): KeyboardEvent {
	const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
	act(() => {
		field().dispatchEvent(event);
	});
	return event;
}

const PRICE = '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>14.00</bdi></span>';

function results(...titles: string[]): string {
	return JSON.stringify(
		titles.map((title, index) => ({
			id: 100 + index,
			value: title,
			url: `http://localhost:3000/product/${index}/`,
			img: `http://localhost:3000/wp-content/uploads/${index}-100x100.svg`,
			price: PRICE,
		})),
	);
}

async function searchFor(text: string, body = results('Pepperoni Pizza', 'Four Cheese Pizza'), status = 200): Promise<void> {
	type(text);
	pause();
	await answer(calls[calls.length - 1], body, status);
}

async function announced(): Promise<string> {
	await act(async () => {
		await new Promise((resolve) => requestAnimationFrame(resolve));
	});
	return document.getElementById('shop-islands-live-polite')?.textContent ?? '';
}

describe('live search: the combobox', () => {
	it('makes the theme\'s field a combobox controlling a closed list, and leaves the form as it posts without JavaScript', () => {
		mountBox();
		expect(field().getAttribute('role')).toBe('combobox');
		expect(field().getAttribute('aria-autocomplete')).toBe('list');
		expect(field().getAttribute('aria-controls')).toBe('search-field-0-results');
		expect(field().getAttribute('aria-expanded')).toBe('false');
		expect(field().getAttribute('autocomplete')).toBe('off');
		expect(listbox().getAttribute('role')).toBe('listbox');
		expect(listbox().getAttribute('aria-labelledby')).toBe(document.querySelector('label')?.id);
		expect(shown()).toBe(false);
		const form = document.querySelector('form') as HTMLFormElement;
		expect(form.getAttribute('action')).toBe('/');
		expect([...new FormData(form).keys()]).toEqual(['s', 'post_type']);
	});

	it('asks once for "pho" typed at 8 characters a second, after the pause, and nothing for 2 characters', async () => {
		mountBox();
		type('ph');
		pause();
		expect(calls).toHaveLength(0);
		type('o');
		expect(calls).toHaveLength(0);
		pause();
		expect(calls).toHaveLength(1);
		expect(calls[0]?.fields.get('action')).toBe('poco_ajax_search_products');
		expect(calls[0]?.fields.get('query')).toBe('pho');
		type('ne');
		pause();
		expect(calls.map((call) => call.fields.get('query'))).toEqual(['pho', 'phone']);
	});

	it('shows each result as an option (image, title, price, a link to the product) and announces how many', async () => {
		mountBox();
		await searchFor('pizza');
		expect(shown()).toBe(true);
		expect(field().getAttribute('aria-expanded')).toBe('true');
		expect(options().map((option) => option.textContent)).toEqual(['Pepperoni Pizza$14.00', 'Four Cheese Pizza$14.00']);
		const first = options()[0] as HTMLElement;
		// The option is the link: an option holds no control of its own.
		expect(first.tagName).toBe('A');
		expect(first.getAttribute('href')).toBe('http://localhost:3000/product/0/');
		expect(first.tabIndex).toBe(-1);
		expect(first.querySelector('a, button, input')).toBeNull();
		expect(first.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/wp-content/uploads/0-100x100.svg');
		expect(first.querySelector('.woocommerce-Price-amount bdi .woocommerce-Price-currencySymbol')?.textContent).toBe('$');
		expect(await announced()).toBe('2 results found. Use up and down arrow keys to navigate.');
	});

	it('moves through the results with the arrow keys (wrapping) and opens the active one on Enter', async () => {
		mountBox();
		await searchFor('pizza');
		expect(press('ArrowDown').defaultPrevented).toBe(true);
		expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
		expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
		press('ArrowDown');
		expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
		press('ArrowDown');
		expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
		press('ArrowUp');
		expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
		const opened: string[] = [];
		document.addEventListener('click', (event) => {
			event.preventDefault();
			opened.push((event.target as HTMLAnchorElement).href);
		});
		expect(press('Enter').defaultPrevented).toBe(true);
		expect(opened).toEqual(['http://localhost:3000/product/1/']);
	});

	it('lets Enter submit the form to the product search while no result is active', async () => {
		mountBox();
		await searchFor('pizza');
		expect(press('Enter').defaultPrevented).toBe(false);
	});

	it('closes on Escape keeping the text, and shows the results again on ArrowDown, without asking again', async () => {
		mountBox();
		await searchFor('pizza');
		press('ArrowDown');
		expect(press('Escape').defaultPrevented).toBe(true);
		expect(shown()).toBe(false);
		expect(field().value).toBe('pizza');
		expect(field().getAttribute('aria-expanded')).toBe('false');
		expect(field().hasAttribute('aria-activedescendant')).toBe(false);
		press('ArrowDown');
		expect(shown()).toBe(true);
		expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
		expect(calls).toHaveLength(1);
	});

	it('hides on a click outside and shows again, without a request, when the field is focused with more than 2 characters', async () => {
		mountBox();
		await searchFor('pizza');
		act(() => {
			document.getElementById('elsewhere')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			field().blur();
		});
		expect(shown()).toBe(false);
		act(() => field().focus());
		expect(shown()).toBe(true);
		expect(calls).toHaveLength(1);
	});

	it('stays closed when the answer arrives after the shopper left the box, and shows it on their return', async () => {
		mountBox();
		type('pizza');
		pause();
		act(() => field().blur());
		await answer(calls[0], results('Pepperoni Pizza'));
		expect(shown()).toBe(false);
		act(() => field().focus());
		expect(shown()).toBe(true);
	});

	it('hides the results once the query is 2 characters or fewer', async () => {
		mountBox();
		await searchFor('pizza');
		setValue('pi');
		expect(shown()).toBe(false);
	});

	it('answers a query asked before from the page\'s cache, at once', async () => {
		mountBox();
		await searchFor('pizza');
		await searchFor('soup', results('Soup of the Day'));
		setValue('pizza');
		expect(options().map((option) => option.textContent)).toEqual(['Pepperoni Pizza$14.00', 'Four Cheese Pizza$14.00']);
		pause();
		expect(calls).toHaveLength(2);
	});

	it('keeps what was typed while the island loaded, and asks for it', async () => {
		field().focus();
		field().value = 'pho';
		mountBox();
		pause();
		expect(calls.map((call) => call.fields.get('query'))).toEqual(['pho']);
		await answer(calls[0], results('Phở Bò'));
		expect(shown()).toBe(true);
		expect(field().value).toBe('pho');
	});

	it('shows the theme\'s "No results" entry as text, not a link, and announces that nothing was found', async () => {
		mountBox();
		await searchFor('sushi', JSON.stringify([{ id: -1, value: 'No results', url: '' }]));
		expect(options().map((option) => option.textContent)).toEqual(['No results']);
		expect(listbox().querySelector('a')).toBeNull();
		expect(options()[0]?.getAttribute('aria-disabled')).toBe('true');
		expect(await announced()).toBe('No results found.');
		press('ArrowDown');
		expect(press('Enter').defaultPrevented).toBe(false);
	});

	it('says "No results found." for an empty list', async () => {
		mountBox();
		await searchFor('sushi', '[]');
		expect(shown()).toBe(true);
		expect(options()).toHaveLength(0);
		expect(listbox().parentElement?.textContent).toBe('No results found.');
	});

	it('gives the field back as it was when unmounted', async () => {
		mountBox();
		await searchFor('pizza');
		act(() => unmount());
		unmount = () => undefined;
		expect(field().hasAttribute('role')).toBe(false);
		expect(field().hasAttribute('aria-expanded')).toBe(false);
		expect(field().hasAttribute('autocomplete')).toBe(false);
		expect(document.getElementById('search-field-0-results')).toBeNull();
	});
});

describe('live search: bad input', () => {
	it.each([
		['invalid JSON', '[{"url": ', 200],
		['an HTML page', '<!doctype html><title>Critical error</title><p>There has been a critical error on this website.</p>', 200],
		['a 500', '{"error": "database"}', 500],
		['JSON that is not a list', '{"url": "http://localhost:3000/product/0/"}', 200],
		['WordPress\'s 0 for an unknown action', '0', 400],
	])('shows nothing for %s, and the form still searches', async (_name, body, status) => {
		mountBox();
		await searchFor('pizza', results('Pepperoni Pizza'));
		// Typed on from shown results: the failure takes them away too.
		type('s');
		pause();
		await answer(calls[1], body, status);
		expect(calls).toHaveLength(2);
		expect(shown()).toBe(false);
		expect(press('Enter').defaultPrevented).toBe(false);
		expect(field().value).toBe('pizzas');
	});

	it('shows nothing when the network fails, or when no answer comes within the time limit', async () => {
		mountBox();
		type('pizza');
		pause();
		await act(async () => {
			calls[0]?.reply.reject(new TypeError('Failed to fetch'));
			await Promise.resolve();
		});
		expect(shown()).toBe(false);
		type('s');
		pause();
		await act(async () => {
			vi.advanceTimersByTime(AJAX_REQUEST_TIMEOUT_MS);
			await Promise.resolve();
		});
		expect(calls[1]?.signal.aborted).toBe(true);
		expect(shown()).toBe(false);
		expect(press('Enter').defaultPrevented).toBe(false);
	});

	it('shows the answer to the newest query even when an older query\'s slow answer arrives last', async () => {
		mountBox();
		type('piz');
		pause();
		type('za');
		pause();
		expect(calls.map((call) => call.fields.get('query'))).toEqual(['piz', 'pizza']);
		expect(calls[0]?.signal.aborted).toBe(true);
		await answer(calls[1], results('Pepperoni Pizza'));
		await answer(calls[0], results('Pizza Bianca', 'Spizzico', 'Pizzetta'));
		expect(options().map((option) => option.textContent)).toEqual(['Pepperoni Pizza$14.00']);
	});

	it('never shows an older query\'s answer that arrives after the box changed, even when the server ignores the abort', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn((_url: string, init: RequestInit) => {
				const reply = deferred<Response>();
				calls.push({ fields: new URLSearchParams(String(init.body)), signal: init.signal as AbortSignal, reply });
				return reply.promise;
			}),
		);
		mountBox();
		type('piz');
		pause();
		type('za');
		await answer(calls[0], results('Pizza Bianca'));
		expect(shown()).toBe(false);
		pause();
		await answer(calls[1], results('Pepperoni Pizza'));
		expect(options().map((option) => option.textContent)).toEqual(['Pepperoni Pizza$14.00']);
	});

	it('shows a title holding markup as text: nothing of it runs or loads', async () => {
		mountBox();
		const title = '<img src=x onerror="window.hacked=1">Pizza<script>window.hacked=1</script>';
		await searchFor('pizza', JSON.stringify([{ url: 'http://localhost:3000/product/0/', value: title, img: '', price: '' }]));
		expect(options()[0]?.textContent).toBe(title);
		expect(listbox().querySelector('img, script')).toBeNull();
		expect((window as { hacked?: number }).hacked).toBeUndefined();
	});

	it.each([
		['javascript:', 'javascript:alert(document.cookie)'],
		['another origin', 'https://elsewhere.example/product/pizza/'],
	])('makes no link of a %s URL, nor an image of such an image address', async (_case, bad) => {
		mountBox();
		await searchFor('pizza', JSON.stringify([{ url: bad, value: 'Pizza', img: bad, price: PRICE }]));
		expect(options()[0]?.textContent).toBe('Pizza$14.00');
		expect(listbox().querySelector('a, img')).toBeNull();
		expect(options()[0]?.getAttribute('aria-disabled')).toBe('true');
		press('ArrowDown');
		expect(press('Enter').defaultPrevented).toBe(false);
		expect(await announced()).toBe('No results found.');
	});

	it('keeps only WooCommerce\'s price elements of the price, with their class and aria-hidden', async () => {
		mountBox();
		const price =
			'<del aria-hidden="true" onclick="window.hacked=1">' +
			PRICE +
			'</del> <ins aria-hidden="true" style="color:red">' +
			PRICE +
			'</ins><span class="screen-reader-text">Current price is: $14.00.</span>' +
			'<img src=x onerror="window.hacked=1"><script>window.hacked=1</script><a href="javascript:alert(1)">Deal</a>' +
			'<small class="woocommerce-price-suffix">incl. VAT</small><style>body{display:none}</style>';
		await searchFor('pizza', JSON.stringify([{ url: 'http://localhost:3000/product/0/', value: 'Pizza', img: '', price }]));
		const box = options()[0]?.querySelector('.price') as HTMLElement;
		expect(box.innerHTML).toBe(
			`<del aria-hidden="true">${PRICE.replace('&#36;', '$')}</del> <ins aria-hidden="true">${PRICE.replace('&#36;', '$')}</ins>` +
				'<span class="screen-reader-text">Current price is: $14.00.</span>Deal<small class="woocommerce-price-suffix">incl. VAT</small>',
		);
		expect((window as { hacked?: number }).hacked).toBeUndefined();
	});

	it.each([
		['500 characters', 'pizza '.repeat(84).slice(0, 500)],
		['a %', '100% pizza'],
		['an &', 'fish & chips'],
		['quotes', `chef's "special"`],
		['an encoded-looking query', 'pizza%26action%3Dother&action=other'],
	])('sends a query of %s exactly as typed, as one field', async (_name, query) => {
		mountBox();
		field().focus();
		setValue(query);
		pause();
		expect(calls).toHaveLength(1);
		expect(calls[0]?.fields.get('query')).toBe(query.trim());
		expect(calls[0]?.fields.getAll('action')).toEqual(['poco_ajax_search_products']);
		await answer(calls[0], results('Pizza'));
		expect(field().value).toBe(query);
	});
});
