import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '../../shared/i18n';
import { PRICE_TAGS, safeMarkup } from '../../shared/safe-markup';
import { type LiveSearch as Search, optionId } from './controller';
import type { SearchResult } from './results';

export interface LiveSearchProps {
	/** The theme's own search field, which the results belong to (`aria-expanded`, `aria-activedescendant`). */
	readonly input: HTMLInputElement;
	readonly listboxId: string;
	/** The id of the field's label, which names the results too; null when the form has none. */
	readonly labelId: string | null;
	/** The box's behaviour (`controller.ts`), which this view renders. */
	readonly search: Search;
}

/**
 * The live search's results (docs/search-and-quick-view.md) as the listbox of a WAI-ARIA
 * combobox over the theme's field: what `controller.ts` says they are, rendered; the field's
 * state follows them.
 */
export function LiveSearch({ input, listboxId, labelId, search }: LiveSearchProps): JSX.Element {
	const view = useStore(search.$view);

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
