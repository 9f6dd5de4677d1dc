import { useEffect, useLayoutEffect, useRef, useState } from '@wordpress/element';
import { speak } from '../../shared/a11y';
import { __, _n } from '../../shared/i18n';
import { PRICE_TAGS, safeMarkup } from '../../shared/safe-markup';
import { defaultOptions } from './options';
import { type SearchCache, type SearchResult, fetchResults } from './results';
import { builtIn } from '../../shared/page-document';

export interface LiveSearchProps {
	/** The theme's own search field: the shopper types into it before and after the island mounts. */
	readonly input: HTMLInputElement;
	/** The search box; a click outside it hides the results. */
	readonly host: HTMLElement;
	readonly listboxId: string;
	/** The id of the field's label, which names the results too; null when the form has none. */
	readonly labelId: string | null;
	readonly cache: SearchCache;
}

interface Answer {
	readonly query: string;
	readonly results: readonly SearchResult[];
}

interface View {
	/** The results shown, for the query they answer. */
	readonly answer: Answer | null;
	readonly open: boolean;
	/** The option `aria-activedescendant` points at, -1 for none. */
	readonly active: number;
}

const CLOSED: View = { answer: null, open: false, active: -1 };

/**
 * The live search (docs/search-and-quick-view.md) as a WAI-ARIA combobox over the theme's field: a
 * query longer than 2 characters is asked once the shopper pauses (`defaultOptions.debounceMs`),
 * each query at most once per page (`cache`), and only the answer to what the box says now is
 * ever shown (a newer request aborts the older). Arrow keys move through the results, Enter
 * opens the active one (or, with none active, submits the form to the product search),
 * Escape closes them and keeps the text; a click outside hides them and focusing the field
 * again shows them. A failed search shows nothing: the form still searches.
 */
export function LiveSearch({ input, host, listboxId, labelId, cache }: LiveSearchProps): JSX.Element {
	const [view, setView] = useState<View>(CLOSED);
	const current = useRef(view);
	current.current = view;

	useEffect(() => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		let pending: AbortController | null = null;

		const hasFocus = (): boolean => host.contains(builtIn('activeElement'));
		const close = (): void => setView((state) => (state.open ? { ...state, open: false, active: -1 } : state));

		const show = (query: string, results: readonly SearchResult[]): void => {
			// An answer for what the box no longer says is kept in the cache, not shown.
			if (queryOf(input.value) !== query) {
				return;
			}
			const open = hasFocus();
			setView({ answer: { query, results }, open, active: -1 });
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
						setView(CLOSED);
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
				setView(CLOSED);
				return;
			}
			const { answer } = current.current;
			const known = answer?.query === query ? answer.results : cache.get(query);
			if (known) {
				show(query, known);
				return;
			}
			timer = setTimeout(() => send(query), defaultOptions.debounceMs);
		};

		const onKeyDown = (event: KeyboardEvent): void => {
			const state = current.current;
			const results = state.answer?.query === queryOf(input.value) ? state.answer.results : null;
			switch (event.key) {
				case 'ArrowDown':
				case 'ArrowUp': {
					event.preventDefault();
					if (!results) {
						ask();
						return;
					}
					const step = event.key === 'ArrowDown' ? 1 : -1;
					setView((view) => ({ ...view, open: true, active: moveActive(view.open ? view.active : -1, step, results.length) }));
					return;
				}
				case 'Enter': {
					const link = state.open && state.active >= 0 ? optionLink(listboxId, state.active) : null;
					if (link) {
						event.preventDefault();
						link.click();
					}
					return;
				}
				case 'Escape':
					if (state.open) {
						// Keeps the text: a search field clears itself on Escape otherwise.
						event.preventDefault();
						close();
					}
					return;
				default:
			}
		};

		const onFocusOut = (event: FocusEvent): void => {
			if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) {
				close();
			}
		};
		const onPointerDown = (event: PointerEvent): void => {
			if (!(event.target instanceof Node && host.contains(event.target))) {
				close();
			}
		};

		input.addEventListener('input', ask);
		input.addEventListener('focus', ask);
		input.addEventListener('keydown', onKeyDown);
		host.addEventListener('focusout', onFocusOut);
		builtIn('addEventListener')('pointerdown', onPointerDown);
		// What was typed while the island loaded counts as typed now.
		if (builtIn('activeElement') === input) {
			ask();
		}
		return () => {
			clearTimeout(timer);
			pending?.abort();
			input.removeEventListener('input', ask);
			input.removeEventListener('focus', ask);
			input.removeEventListener('keydown', onKeyDown);
			host.removeEventListener('focusout', onFocusOut);
			builtIn('removeEventListener')('pointerdown', onPointerDown);
		};
	}, [input, host, listboxId, cache]);

	const shown = view.open && view.answer !== null;
	const activeId = shown && view.active >= 0 ? optionId(listboxId, view.active) : null;

	useLayoutEffect(() => {
		input.setAttribute('aria-expanded', String(shown));
		if (activeId) {
			input.setAttribute('aria-activedescendant', activeId);
		} else {
			input.removeAttribute('aria-activedescendant');
		}
	}, [input, shown, activeId]);

	const results = view.answer?.results ?? [];
	return (
		<div className="shop-islands-live-search" hidden={!shown}>
			<ul id={listboxId} role="listbox" aria-labelledby={labelId ?? undefined} className="shop-islands-live-search__results">
				{results.map((result, index) => {
					const option = {
						id: optionId(listboxId, index),
						role: 'option',
						'aria-selected': index === view.active,
						className: `shop-islands-live-search__item${index === view.active ? ' is-active' : ''}`,
					};
					// The link is the option itself: an option's content is presentational, so it holds no control.
					return (
						<li key={index} role="none" className="shop-islands-live-search__result">
							{result.url === null ? (
								<span {...option} aria-disabled="true">
									<ResultContent result={result} />
								</span>
							) : (
								<a {...option} href={result.url} tabIndex={-1}>
									<ResultContent result={result} />
								</a>
							)}
						</li>
					);
				})}
			</ul>
			{results.length === 0 ? <p className="shop-islands-live-search__empty">{__('No results found.', 'shop-islands')}</p> : null}
		</div>
	);
}

function ResultContent({ result }: { readonly result: SearchResult }): JSX.Element {
	return (
		<>
			{result.image ? <img className="shop-islands-live-search__image" src={result.image} alt="" /> : null}
			<span className="shop-islands-live-search__text">
				<span className="shop-islands-live-search__title">{result.title}</span>
				{result.priceHtml ? <Price markup={result.priceHtml} /> : null}
			</span>
		</>
	);
}

/** React renders the box; the sanitised price nodes fill it, never `dangerouslySetInnerHTML`. */
function Price({ markup }: { readonly markup: string }): JSX.Element {
	const box = useRef<HTMLSpanElement>(null);
	useLayoutEffect(() => {
		box.current?.replaceChildren(safeMarkup(markup, PRICE_TAGS));
	}, [markup]);
	return <span ref={box} className="price shop-islands-live-search__price" />;
}

/** The query to search for, or null while it is too short. */
export function queryOf(value: string): string | null {
	const query = value.trim();
	return [...query].length > defaultOptions.minQueryLengthExclusive ? query : null;
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

function optionId(listboxId: string, index: number): string {
	return `${listboxId}-${index}`;
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
