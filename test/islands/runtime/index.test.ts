import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type IslandsRuntime } from '../../../islands/runtime/index';
import type { IslandModule, IslandRegistry } from '../../../islands/types';
import { replaceFragments } from '../../../shared/cart/fragments';
import { deferred } from '../../support/deferred';

let runtime: IslandsRuntime | null = null;

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	runtime?.stop();
	runtime = null;
});


/** An island that marks its host while mounted and records its unmounts. */
function markingIsland(unmounts: HTMLElement[] = []): IslandModule {
	return {
		mount(host) {
			host.dataset.mounted = 'yes';
			return () => {
				delete host.dataset.mounted;
				unmounts.push(host);
			};
		},
	};
}

/** Lets chunks resolve, the observer's frame run and mounts finish. */
const settle = async (): Promise<void> => {
	await vi.advanceTimersByTimeAsync(20);
};

describe('islands runtime', () => {
	it('mounts data-island markers and stock markers found on the page', async () => {
		document.body.innerHTML = `
			<div id="a" data-island="mini-cart"></div>
			<div id="b" class="widget_shopping_cart_content"></div>
			<div id="c"></div>`;
		runtime = startIslands({
			'mini-cart': { markers: '.widget_shopping_cart_content', load: async () => markingIsland(), when: 'load' },
		});
		await settle();
		expect(document.getElementById('a')?.dataset.mounted).toBe('yes');
		expect(document.getElementById('b')?.dataset.mounted).toBe('yes');
		expect(document.getElementById('c')?.dataset.mounted).toBeUndefined();
	});

	it('starts an island with power from its stock markers alone, never from data-island', async () => {
		document.body.innerHTML = `
			<div id="a" data-island="analytics"></div>
			<script id="b" type="text/plain" data-consent-category="statistics"></script>`;
		runtime = startIslands({
			analytics: { markers: 'script[data-consent-category]', power: ['loads-code'], load: async () => markingIsland(), when: 'load' },
		});
		await settle();
		expect(document.getElementById('a')?.dataset.mounted).toBeUndefined();
		expect(document.getElementById('b')?.dataset.mounted).toBe('yes');
	});

	it('mounts markers that arrive later and unmounts hosts that leave', async () => {
		const unmounts: HTMLElement[] = [];
		runtime = startIslands({ probe: { load: async () => markingIsland(unmounts), when: 'load' } });
		const later = document.createElement('section');
		later.innerHTML = '<p data-island="probe" id="late"></p>';
		document.body.append(later);
		await settle();
		const host = document.getElementById('late');
		expect(host?.dataset.mounted).toBe('yes');
		later.remove();
		await settle();
		expect(unmounts).toEqual([host]);
	});

	it('loads an interaction island only on interaction', async () => {
		document.body.innerHTML = '<button data-island="later" id="btn">Go</button>';
		const load = vi.fn(async () => markingIsland());
		runtime = startIslands({ later: { load, when: 'interaction' } });
		await settle();
		expect(load).not.toHaveBeenCalled();
		document.getElementById('btn')?.dispatchEvent(new Event('focusin', { bubbles: true }));
		await settle();
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('holds a click made while the island loads and replays it once mounted', async () => {
		document.body.innerHTML = '<a href="#plain" id="link" data-island="counter">Add</a>';
		const chunk = deferred<IslandModule>();
		const clicks: string[] = [];
		const outside = vi.fn();
		document.addEventListener('click', outside);
		runtime = startIslands({ counter: { load: () => chunk.promise, when: 'interaction' } });
		const link = document.getElementById('link') as HTMLAnchorElement;
		link.click();
		link.click();
		await settle();
		expect(outside).not.toHaveBeenCalled();
		chunk.resolve({
			mount(host) {
				const onClick = (event: Event): void => {
					event.preventDefault();
					clicks.push('island');
				};
				host.addEventListener('click', onClick);
				return () => host.removeEventListener('click', onClick);
			},
		});
		await settle();
		expect(clicks).toEqual(['island', 'island']);
		expect(outside).toHaveBeenCalledTimes(2);
		document.removeEventListener('click', outside);
	});

	it('holds Space on a link that is a button (WooCommerce 10.5+ loop add to cart) as its click, and leaves Space on a plain link alone', async () => {
		document.body.innerHTML = '<a href="#add" id="button" role="button" data-island="counter">Add</a><a href="#plain" id="plain" data-island="counter">Read</a>';
		const chunk = deferred<IslandModule>();
		const clicks: string[] = [];
		runtime = startIslands({ counter: { load: () => chunk.promise, when: 'interaction', heldClass: 'loading' } });
		const space = (id: string): KeyboardEvent => {
			const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
			document.getElementById(id)?.dispatchEvent(event);
			return event;
		};
		const pressed = space('button');
		const plain = space('plain');
		space('button');
		await settle();
		// Space would scroll the page: a button's press is held instead, a plain link's is the browser's.
		expect(pressed.defaultPrevented).toBe(true);
		expect(plain.defaultPrevented).toBe(false);
		expect(document.getElementById('button')?.classList.contains('loading')).toBe(true);
		chunk.resolve({
			mount(host) {
				const onClick = (event: Event): void => {
					event.preventDefault();
					clicks.push(host.id);
				};
				host.addEventListener('click', onClick);
				return () => host.removeEventListener('click', onClick);
			},
		});
		await settle();
		expect(clicks).toEqual(['button', 'button']);
		expect(document.getElementById('button')?.classList.contains('loading')).toBe(false);
	});

	it("marks a held click's target with the island's heldClass and aria-busy until it is replayed, or dropped when the island fails", async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		document.body.innerHTML = '<a href="#a" id="a" data-island="adds">Add</a><a href="#b" id="b" data-island="fails" aria-busy="false">Add</a>';
		const adds = deferred<IslandModule>();
		const fails = deferred<IslandModule>();
		const seen: string[] = [];
		runtime = startIslands({
			adds: { load: () => adds.promise, when: 'interaction', heldClass: 'loading' },
			fails: { load: () => fails.promise, when: 'interaction', heldClass: 'loading' },
		});
		const first = document.getElementById('a') as HTMLAnchorElement;
		const second = document.getElementById('b') as HTMLAnchorElement;
		first.click();
		second.click();
		await settle();
		expect([first.className, first.getAttribute('aria-busy'), second.className, second.getAttribute('aria-busy')]).toEqual(['loading', 'true', 'loading', 'true']);
		adds.resolve({
			mount(host) {
				const onClick = (event: Event): void => {
					event.preventDefault();
					seen.push(`${host.id}: ${host.className || 'unmarked'}`);
				};
				host.addEventListener('click', onClick);
				return () => host.removeEventListener('click', onClick);
			},
		});
		await settle();
		expect(seen).toEqual(['a: unmarked']);
		expect(first.hasAttribute('aria-busy')).toBe(false);
		const prevent = (event: Event): void => event.preventDefault();
		document.addEventListener('click', prevent);
		fails.reject(new TypeError('Failed to fetch dynamically imported module'));
		await settle();
		document.removeEventListener('click', prevent);
		expect([second.className, second.getAttribute('aria-busy')]).toEqual(['', 'false']);
	});

	it("chooses each host's strategy from its markup when the island's `when` is a function", async () => {
		document.body.innerHTML = '<div id="now" data-island="either" data-now></div><div id="later" data-island="either"></div>';
		runtime = startIslands({
			either: { load: async () => markingIsland(), when: (host) => ('now' in host.dataset ? 'load' : 'interaction') },
		});
		await settle();
		const later = document.getElementById('later') as HTMLElement;
		expect([(document.getElementById('now') as HTMLElement).dataset.mounted, later.dataset.mounted]).toEqual(['yes', undefined]);
		later.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		await settle();
		expect(later.dataset.mounted).toBe('yes');
	});

	it('replays clicks held on several hosts in the order they were made', async () => {
		document.body.innerHTML = ['a', 'b', 'c'].map((id) => `<a href="#${id}" id="${id}" data-island="counter">${id}</a>`).join('');
		const chunk = deferred<IslandModule>();
		const order: string[] = [];
		runtime = startIslands({ counter: { load: () => chunk.promise, when: 'interaction' } });
		for (const id of ['c', 'a', 'b', 'a', 'c']) {
			(document.getElementById(id) as HTMLAnchorElement).click();
		}
		chunk.resolve({
			mount(host) {
				const onClick = (event: Event): void => {
					event.preventDefault();
					order.push(host.id);
				};
				host.addEventListener('click', onClick);
				return () => host.removeEventListener('click', onClick);
			},
		});
		await settle();
		expect(order).toEqual(['c', 'a', 'b', 'a', 'c']);
	});

	it('starts an island from its triggers elsewhere on the page, holding their clicks', async () => {
		document.body.innerHTML = '<a href="#cart" id="icon" class="cart-icon">Cart</a><div data-island="panel" id="panel"></div>';
		const chunk = deferred<IslandModule>();
		const load = vi.fn(() => chunk.promise);
		const toggles: string[] = [];
		runtime = startIslands({ panel: { load, when: 'interaction', triggers: '.cart-icon' } });
		await settle();
		expect(load).not.toHaveBeenCalled();
		const icon = document.getElementById('icon') as HTMLAnchorElement;
		icon.dispatchEvent(new Event('pointerover', { bubbles: true }));
		expect(load).toHaveBeenCalledTimes(1);
		icon.click();
		chunk.resolve({
			mount() {
				const onClick = (event: MouseEvent): void => {
					if ((event.target as Element).closest('.cart-icon')) {
						event.preventDefault();
						toggles.push('toggle');
					}
				};
				document.addEventListener('click', onClick);
				return () => document.removeEventListener('click', onClick);
			},
		});
		await settle();
		expect(toggles).toEqual(['toggle']);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it("holds the submit of a form that is an island's trigger until the island has mounted", async () => {
		document.body.innerHTML = '<form class="register" id="form"><input name="email"><wc-fields id="fields"></wc-fields></form>';
		const chunk = deferred<IslandModule>();
		runtime = startIslands({ fields: { markers: 'wc-fields', load: () => chunk.promise, when: 'interaction', triggers: 'form.register' } });
		await settle();
		const form = document.getElementById('form') as HTMLFormElement;
		const posted: string[] = [];
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			posted.push(new FormData(form).get('source') === 'utm' ? 'with the field' : 'without it');
		});
		// A password manager's submit, with no input before it: it starts the island and waits for it.
		form.requestSubmit();
		expect(posted).toEqual([]);
		chunk.resolve({
			mount(host) {
				host.innerHTML = '<input type="hidden" name="source" value="utm">';
				return () => host.replaceChildren();
			},
		});
		await settle();
		expect(posted).toEqual(['with the field']);
	});

	it('starts an island on a document event', async () => {
		document.body.innerHTML = '<div data-island="panel" id="panel"></div>';
		runtime = startIslands({ panel: { load: async () => markingIsland(), when: 'interaction', startOn: ['adding_to_cart'] } });
		await settle();
		expect(document.getElementById('panel')?.dataset.mounted).toBeUndefined();
		document.body.dispatchEvent(new CustomEvent('adding_to_cart', { bubbles: true }));
		await settle();
		expect(document.getElementById('panel')?.dataset.mounted).toBe('yes');
	});

	it('leaves a modified click (new tab) to the browser', async () => {
		document.body.innerHTML = '<a href="#plain" id="link" data-island="counter">Add</a>';
		runtime = startIslands({ counter: { load: () => new Promise(() => undefined), when: 'interaction' } });
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
		document.getElementById('link')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
	});

	it('lets a held click through to the plain link when the island fails to load', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		document.body.innerHTML = '<a href="#plain" id="link" data-island="counter">Add</a>';
		const chunk = deferred<IslandModule>();
		const reached: boolean[] = [];
		const outside = (event: Event): void => {
			reached.push(event.defaultPrevented);
			event.preventDefault();
		};
		runtime = startIslands({ counter: { load: () => chunk.promise, when: 'interaction' } });
		(document.getElementById('link') as HTMLAnchorElement).click();
		await settle();
		document.addEventListener('click', outside);
		chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
		await settle();
		expect(reached).toEqual([false]);
		document.removeEventListener('click', outside);
	});

	it('contains a broken island: error event, one console message, the others still mount', async () => {
		const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		document.body.innerHTML = `
			<div data-island="broken" id="b1"></div>
			<div data-island="broken" id="b2"></div>
			<div data-island="probe" id="p"></div>`;
		const errors: string[] = [];
		document.addEventListener('shop-islands:error', (event) => {
			errors.push((event as CustomEvent<{ island: string }>).detail.island);
		});
		const registry: IslandRegistry = {
			broken: {
				load: async () => ({
					mount() {
						throw new Error('bug');
					},
				}),
				when: 'load',
			},
			probe: { load: async () => markingIsland(), when: 'load' },
		};
		runtime = startIslands(registry);
		await settle();
		expect(errors).toEqual(['broken', 'broken']);
		expect(consoleError).toHaveBeenCalledTimes(1);
		expect(document.getElementById('p')?.dataset.mounted).toBe('yes');
	});

	it('unmounts the islands inside an element that fragments are about to replace, before it goes', async () => {
		const unmounts: string[] = [];
		document.body.innerHTML = '<div class="widget_shopping_cart_content"><span data-island="probe" id="inner"></span></div>';
		runtime = startIslands({
			probe: {
				load: async () => ({
					mount(host) {
						return () => unmounts.push(`${host.id} connected=${host.isConnected}`);
					},
				}),
				when: 'load',
			},
		});
		await settle();
		replaceFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><span data-island="probe" id="fresh"></span></div>' });
		expect(unmounts).toEqual(['inner connected=true']);
		await settle();
		runtime.stop();
		expect(unmounts).toEqual(['inner connected=true', 'fresh connected=true']);
	});

	it('unmounts the islands inside a node on request, before it is replaced', async () => {
		const unmounts: HTMLElement[] = [];
		document.body.innerHTML = '<div id="fragment"><span data-island="probe" id="inner"></span></div>';
		runtime = startIslands({ probe: { load: async () => markingIsland(unmounts), when: 'load' } });
		await settle();
		runtime.unmountWithin(document.getElementById('fragment') as HTMLElement);
		expect(unmounts.map((host) => host.id)).toEqual(['inner']);
	});
});
