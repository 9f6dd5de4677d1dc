/**
 * A search result's price is the one field that carries markup: WooCommerce's price HTML
 * (`wc_price()`, sale prices in `<del>` / `<ins>`, ranges, screen-reader text, a suffix). It is
 * rebuilt node by node from an inert parse, keeping only those elements with `class` and
 * `aria-hidden`; any other element gives up its text alone, and scripts, styles and their
 * like give up nothing. No attribute that loads or runs anything survives.
 */

const PRICE_TAGS = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'SMALL']);
const PRICE_ATTRIBUTES = new Set(['class', 'aria-hidden']);
/** Elements whose text is not text a shopper should see. */
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG', 'MATH', 'TITLE']);

export function safePrice(markup: string): DocumentFragment {
	// A parsed document that is never shown: nothing in it loads or runs.
	const parsed = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html');
	const fragment = document.createDocumentFragment();
	copyAllowed(parsed.body, fragment);
	return fragment;
}

function copyAllowed(from: Node, to: Node): void {
	for (const child of Array.from(from.childNodes)) {
		if (child.nodeType === Node.TEXT_NODE) {
			to.appendChild(document.createTextNode(child.textContent ?? ''));
		} else if (child.nodeType === Node.ELEMENT_NODE) {
			const element = child as Element;
			const tag = element.tagName.toUpperCase();
			if (PRICE_TAGS.has(tag)) {
				const copy = document.createElement(tag.toLowerCase());
				for (const { name, value } of Array.from(element.attributes)) {
					if (PRICE_ATTRIBUTES.has(name)) {
						copy.setAttribute(name, value);
					}
				}
				copyAllowed(element, copy);
				to.appendChild(copy);
			} else if (!DROPPED_TAGS.has(tag)) {
				copyAllowed(element, to);
			}
		}
	}
}
