import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveSearch, liveSearch } from '../../../islands/live-search/controller';
import { defaultOptions } from '../../../islands/live-search/options';
import { type SearchResult, createSearchCache } from '../../../islands/live-search/results';
import { type Deferred, deferred } from '../../support/deferred';

/**
 * The live search's behaviour on its own, without React: what the view says for what is typed,
 * its requests, and nothing left behind once stopped. The combobox as a shopper meets it is
 * test/islands/live-search/mount.test.tsx.
 */

interface Asked {
	readonly query: string;
	readonly signal: AbortSignal;
	readonly reply: Deferred<readonly SearchResult[]>;
}

const asked: Asked[] = [];

vi.mock('../../../islands/live-search/results', async (original) => ({
	...(await original<typeof import('../../../islands/live-search/results')>()),
	fetchResults: (query: string, signal: AbortSignal) => {
		const reply = deferred<readonly SearchResult[]>();
		signal.addEventListener('abort', () => reply.reject(new DOMException('Aborted', 'AbortError')));
		asked.push({ query, signal, reply });
		return reply.promise;
	},
}));

const dish = (title: string): SearchResult => ({ url: `/product/${title.toLowerCase()}/`, title, image: null, priceHtml: '' });

let input: HTMLInputElement;
let search: LiveSearch;

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
	document.body.innerHTML = '<form><input type="search" name="s" /></form><p tabindex="-1">Elsewhere</p>';
	input = document.querySelector('input') as HTMLInputElement;
	search = liveSearch({ input, host: document.querySelector('form') as HTMLElement, listboxId: 'results', cache: createSearchCache() });
	asked.length = 0;
});

afterEach(() => {
	search.stop();
	vi.useRealTimers();
});

const typed = (value: string): void => {
	input.focus();
	input.value = value;
	input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the live search controller', () => {
	it('asks once the shopper pauses, once per query, and shows the answer for what the box says', async () => {
		typed('pi');
		typed('piz');
		typed('pizz');
		expect(asked).toEqual([]);
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		expect(asked.map(({ query }) => query)).toEqual(['pizz']);
		asked[0]?.reply.resolve([dish('Margherita')]);
		await vi.waitFor(() => expect(search.$view.get().open).toBe(true));
		expect(search.$view.get()).toEqual({ answer: { query: 'pizz', results: [dish('Margherita')] }, open: true, active: -1 });

		typed('pizza');
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		typed('pizz');
		// The cached answer, at once: no request.
		expect(asked.map(({ query }) => query)).toEqual(['pizz', 'pizza']);
		expect(asked[1]?.signal.aborted).toBe(false);
		expect(search.$view.get().answer?.query).toBe('pizz');
	});

	it('moves through the results with the arrow keys and closes on Escape, keeping the text', async () => {
		typed('soup');
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		asked[0]?.reply.resolve([dish('Minestrone'), dish('Ramen')]);
		await vi.waitFor(() => expect(search.$view.get().open).toBe(true));
		const press = (key: string): void => void input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
		press('ArrowUp');
		expect(search.$view.get().active).toBe(1);
		press('ArrowDown');
		expect(search.$view.get().active).toBe(0);
		press('Escape');
		expect(search.$view.get()).toMatchObject({ open: false, active: -1 });
		expect(input.value).toBe('soup');
	});

	it('stops: the request under way is aborted, the pause dropped, and typing asks nothing more', () => {
		typed('salad');
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		typed('salads');
		search.stop();
		expect(asked[0]?.signal.aborted).toBe(true);
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		typed('salad bowl');
		vi.advanceTimersByTime(defaultOptions.debounceMs);
		expect(asked.map(({ query }) => query)).toEqual(['salad']);
	});
});
