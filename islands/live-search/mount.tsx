import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { liveSearch } from './controller';
import { LiveSearch } from './LiveSearch';
import { createSearchCache } from './results';
import { builtIn } from '../../shared/page-document';

/**
 * The theme's search box (`.site-search.ajax-search`, in the header and in the handheld
 * footer bar) around WooCommerce's product search form:
 *   <div class="site-search ajax-search">
 *     <form role="search" class="woocommerce-product-search" action="/">
 *       <label for="…">Search for:</label> <input type="search" id="…" class="search-field" name="s" />
 *       <button type="submit">Search</button> <input type="hidden" name="post_type" value="product" />
 *     </form>
 *   </div>
 * The field stays the server's own, so what the shopper typed while the island loaded is
 * kept; it becomes the combobox, and the results render after the form. Without JavaScript
 * the form submits to the product search (`/?s=…&post_type=product`).
 */

const ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant', 'autocomplete'] as const;

let boxes = 0;

export function mount(host: HTMLElement): Unmount {
	const input = host.querySelector<HTMLInputElement>('input[name="s"]');
	if (!input) {
		return () => undefined;
	}
	boxes += 1;
	const listboxId = `${input.id || `shop-islands-search-${boxes}`}-results`;
	const label = input.id ? host.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(input.id)}"]`) : null;
	if (label && !label.id) {
		label.id = `${listboxId}-label`;
	}

	const original = ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
	input.setAttribute('role', 'combobox');
	input.setAttribute('aria-autocomplete', 'list');
	input.setAttribute('aria-controls', listboxId);
	input.setAttribute('aria-expanded', 'false');
	// The browser's own suggestions would cover the results.
	input.setAttribute('autocomplete', 'off');

	const container = builtIn('createElement')('div');
	host.append(container);
	const search = liveSearch({ input, host, listboxId, cache: createSearchCache() });
	const unmount = renderIsland('live-search', container, <LiveSearch input={input} listboxId={listboxId} labelId={label?.id ?? null} search={search} />);
	return () => {
		search.stop();
		unmount();
		container.remove();
		for (const [name, value] of original) {
			if (value === null) {
				input.removeAttribute(name);
			} else {
				input.setAttribute(name, value);
			}
		}
	};
}
