import { atom, type ReadableAtom } from 'nanostores';
import { speak } from '../../shared/a11y';
import { __, _n } from '../../shared/i18n';
import { listeners } from '../../shared/listeners';
import { builtIn } from '../../shared/page-document';
import { defaultOptions } from './options';
import { type SearchCache, type SearchResult, fetchResults } from './results';

export interface Answer {
	readonly query: string;
	readonly results: readonly SearchResult[];
}

export interface SearchView {
	/** The results shown, for the query they answer. */
	readonly answer: Answer | null;
	readonly open: boolean;
	/** The option `aria-activedescendant` points at, -1 for none. */
	readonly active: number;
}

export interface LiveSearchBox {
	/** The theme's own search field: the shopper types into it before and after the island mounts. */
	readonly input: HTMLInputElement;
	/** The search box; focus or a pointer leaving it hides the results. */
	readonly host: HTMLElement;
	/** The results' listbox, whose options are `<listboxId>-<index>` (`optionId`). */
	readonly listboxId: string;
	readonly cache: SearchCache;
}

export interface LiveSearch {
	/** What the results show; `LiveSearch.tsx` renders it. */
	readonly $view: ReadableAtom<SearchView>;
	/** Takes the listeners off, aborts the request under way and drops the pending pause. */
	stop(): void;
}

const CLOSED: SearchView = { answer: null, open: false, active: -1 };

/**
 * The live search's behaviour over the theme's field (docs/search-and-quick-view.md), without
 * React: a query longer than 2 characters is asked once the shopper pauses
 * (`defaultOptions.debounceMs`), each query at most once per page (`cache`), and only the answer
 * to what the box says now is ever shown (a newer request aborts the older). Arrow keys move
 * through the results, Enter opens the active one (or, with none active, lets the form submit to
 * the product search), Escape closes them and keeps the text; focus or a pointer leaving the box
 * hides them and focusing the field again shows them. A failed search shows nothing: the form
 * still searches. What was typed while the island loaded counts as typed as it starts.
 */
export function liveSearch({ input, host, listboxId, cache }: LiveSearchBox): LiveSearch {
	const $view = atom<SearchView>(CLOSED);
	const pool = listeners();
	let timer: ReturnType<typeof setTimeout> | undefined;
	let pending: AbortController | null = null;

	const hasFocus = (): boolean => host.contains(builtIn('activeElement'));
	const close = (): void => {
		const view = $view.get();
		if (view.open) {
			$view.set({ ...view, open: false, active: -1 });
		}
	};

	const show = (query: string, results: readonly SearchResult[]): void => {
		// An answer for what the box no longer says is kept in the cache, not shown.
		if (queryOf(input.value) !== query) {
			return;
		}
		const open = hasFocus();
		$view.set({ answer: { query, results }, open, active: -1 });
		if (open) {
			speak(countMessage(results));
		}
	};

	const send = (query: string): void => {
		pending?.abort();
		const controller = new AbortController();
		pending = controller;
		fetchResults(query, controller.signal).then(
			(results) => {
				cache.set(query, results);
				if (pending === controller) {
					pending = null;
					show(query, results);
				}
			},
			() => {
				// Aborted by a newer request, or failed: the form's own search still works.
				if (pending === controller) {
					pending = null;
					$view.set(CLOSED);
				}
			},
		);
	};

	const ask = (): void => {
		clearTimeout(timer);
		const query = queryOf(input.value);
		if (query === null) {
			pending?.abort();
			pending = null;
			$view.set(CLOSED);
			return;
		}
		const { answer } = $view.get();
		const known = answer?.query === query ? answer.results : cache.get(query);
		if (known) {
			show(query, known);
			return;
		}
		timer = setTimeout(() => send(query), defaultOptions.debounceMs);
	};

	const onKeyDown = (event: KeyboardEvent): void => {
		const view = $view.get();
		const results = view.answer?.query === queryOf(input.value) ? view.answer.results : null;
		switch (event.key) {
			case 'ArrowDown':
			case 'ArrowUp': {
				event.preventDefault();
				if (!results) {
					ask();
					return;
				}
				const step = event.key === 'ArrowDown' ? 1 : -1;
				$view.set({ ...view, open: true, active: moveActive(view.open ? view.active : -1, step, results.length) });
				return;
			}
			case 'Enter': {
				const link = view.open && view.active >= 0 ? optionLink(listboxId, view.active) : null;
				if (link) {
					event.preventDefault();
					link.click();
				}
				return;
			}
			case 'Escape':
				if (view.open) {
					// Keeps the text: a search field clears itself on Escape otherwise.
					event.preventDefault();
					close();
				}
				return;
			default:
		}
	};

	pool.on(input, 'input', ask);
	pool.on(input, 'focus', ask);
	pool.on(input, 'keydown', onKeyDown);
	pool.on(host, 'focusout', (event) => {
		if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) {
			close();
		}
	});
	pool.on(document, 'pointerdown', (event) => {
		if (!(event.target instanceof Node && host.contains(event.target))) {
			close();
		}
	});
	if (builtIn('activeElement') === input) {
		ask();
	}

	return {
		$view,
		stop() {
			clearTimeout(timer);
			pending?.abort();
			pending = null;
			pool.removeAll();
		},
	};
}

/** The query to search for, or null while it is too short. */
export function queryOf(value: string): string | null {
	const query = value.trim();
	return [...query].length > defaultOptions.minQueryLengthExclusive ? query : null;
}

/** The id of the option at `index` of the listbox. */
export function optionId(listboxId: string, index: number): string {
	return `${listboxId}-${index}`;
}

/** The next option, wrapping at both ends; from none, Down goes to the first and Up to the last. */
function moveActive(active: number, step: 1 | -1, count: number): number {
	if (count === 0) {
		return -1;
	}
	if (active < 0) {
		return step === 1 ? 0 : count - 1;
	}
	return (active + step + count) % count;
}

function optionLink(listboxId: string, index: number): HTMLAnchorElement | null {
	const option = builtIn('getElementById')(optionId(listboxId, index));
	return option instanceof HTMLAnchorElement ? option : null;
}

/** WordPress's own wording for a result count, read as the results appear. */
function countMessage(results: readonly SearchResult[]): string {
	const count = results.filter((result) => result.url !== null).length;
	if (count === 0) {
		return __('No results found.', 'shop-islands');
	}
	// `%d` filled by hand: @wordpress/i18n's sprintf would land in the chunk every island shares.
	return _n('%d result found. Use up and down arrow keys to navigate.', '%d results found. Use up and down arrow keys to navigate.', count, 'shop-islands').replace(
		'%d',
		String(count),
	);
}
