import { emit, type Fragments } from '../events';

/**
 * Puts the server's cart fragments on the page: every element matching a fragment's
 * selector is replaced by its HTML. Fragments are server HTML by contract; they are parsed
 * in an inert template (no script runs), and each element announces its replacement first
 * (`shop-islands:before-replace`) so the islands inside it unmount before it goes. A
 * selector that matches nothing, or is not valid CSS, is skipped.
 *
 * An element the fragment would not change stays: a first visit's refresh answers with the
 * HTML the page already has, and replacing it would swallow a tap in flight (pressed on the
 * old link, released on the new one) and drop focus from it.
 */
export function replaceFragments(fragments: Fragments, doc: Document = document): void {
	latest = fragments;
	replacements += 1;
	for (const [selector, html] of Object.entries(fragments)) {
		let targets: Element[];
		try {
			targets = [...doc.querySelectorAll(selector)];
		} catch {
			continue;
		}
		for (const target of targets) {
			replaceTarget(target, html, doc);
		}
	}
}

/** The fragments put on the page last (none yet: an empty map), and how many times any came. */
let latest: Fragments = {};
let replacements = 0;

/**
 * An island that takes a fragment's element off the page for a while (the cart panel holds the
 * mini-cart aside until React has rendered the dialog it goes in) notes this first, then hands
 * it to catchUpFragments() once the element is back.
 */
export function fragmentsSeen(): number {
	return replacements;
}

/**
 * Brings an element back on the page up to date with the fragments that came while it was off
 * it, where a replacement could not reach it: the latest fragments, if any came since `seen`.
 * An element they do not name, or would not change, stays.
 */
export function catchUpFragments(element: Element, seen: number, doc: Document = document): void {
	if (seen === replacements) {
		return;
	}
	for (const [selector, html] of Object.entries(latest)) {
		let named: boolean;
		try {
			named = element.matches(selector);
		} catch {
			continue;
		}
		if (named) {
			replaceTarget(element, html, doc);
			return;
		}
	}
}

function replaceTarget(target: Element, html: string, doc: Document): void {
	const template = doc.createElement('template');
	template.innerHTML = html;
	if (isSameElement(target, template.content)) {
		return;
	}
	emit('shop-islands:before-replace', undefined, target);
	target.replaceWith(template.content);
}

/** Whether `content` is one element, blank text around it aside, equal to `target`. */
function isSameElement(target: Element, content: DocumentFragment): boolean {
	const nodes = [...content.childNodes].filter((node) => !(node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === ''));
	return nodes.length === 1 && target.isEqualNode(nodes[0] ?? null);
}
