import { builtIn } from './page-document';
/**
 * WooCommerce's markup that arrives as data (a variation's price, availability, SKU, weight and
 * dimensions; a search result's price), rebuilt node by node from an inert parse: only the
 * given formatting tags survive, with `class` and `aria-hidden`; any other element gives up its
 * text alone, and scripts, styles and their like give up nothing. No attribute that loads or
 * runs anything survives, so a script, a handler or a link in the data cannot reach the page.
 */

/** The elements of WooCommerce's price HTML (`wc_price()`, sale prices, ranges, a suffix). */
export const PRICE_TAGS: ReadonlySet<string> = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL']);

/** The price's elements and the formatting of an availability or description text. */
export const TEXT_TAGS: ReadonlySet<string> = new Set([...PRICE_TAGS, 'P', 'BR', 'STRONG', 'EM', 'B', 'I', 'SUB', 'SUP']);

const KEPT_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'aria-hidden']);
/** Elements whose text is not text a shopper should see. */
const DROPPED_TAGS: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG', 'MATH', 'TITLE']);

export function safeMarkup(markup: string, tags: ReadonlySet<string>): DocumentFragment {
	// A template's content is inert: nothing in it loads or runs.
	const template = builtIn('createElement')('template');
	template.innerHTML = markup;
	const fragment = builtIn('createDocumentFragment')();
	copyAllowed(template.content, fragment, tags);
	return fragment;
}

function copyAllowed(from: Node, to: Node, tags: ReadonlySet<string>): void {
	for (const child of Array.from(from.childNodes)) {
		if (child.nodeType === Node.TEXT_NODE) {
			to.appendChild(builtIn('createTextNode')(child.textContent ?? ''));
		} else if (child instanceof Element) {
			const tag = child.tagName.toUpperCase();
			if (tags.has(tag)) {
				const copy = builtIn('createElement')(tag.toLowerCase());
				for (const { name, value } of Array.from(child.attributes)) {
					if (KEPT_ATTRIBUTES.has(name)) {
						copy.setAttribute(name, value);
					}
				}
				copyAllowed(child, copy, tags);
				to.appendChild(copy);
			} else if (!DROPPED_TAGS.has(tag)) {
				copyAllowed(child, to, tags);
			}
		}
	}
}
