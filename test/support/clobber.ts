import { vi } from 'vitest';

const MARK = 'test-clobbering';

/**
 * Puts markup that clobbers the global `name` on the page (by default an element with that id,
 * as a post may hold), and makes `window[name]` what a browser then makes it: the element, or an
 * HTMLCollection of them when several share the name. The globals vitest takes from happy-dom
 * do not follow the DOM's named properties. Undone by the unit setup's `vi.unstubAllGlobals()`.
 */
export function clobber(name: string, markup = `<div id="${name}">Written in a post.</div>`): void {
	const holder = document.createElement('template');
	holder.innerHTML = markup;
	for (const element of holder.content.children) {
		element.classList.add(MARK);
	}
	document.body.append(holder.content);
	const named = document.getElementsByClassName(MARK);
	vi.stubGlobal(name, named.length === 1 ? named[0] : named);
}

/**
 * The document's prototype, where the bundle reads the document's built-ins
 * (shared/page-document.ts): stub an attribute there (`vi.spyOn(documentBuiltIns(), 'cookie',
 * 'get')`), not on the document, whose own properties stand for the elements a page names so.
 */
export function documentBuiltIns(): Document {
	return Object.getPrototypeOf(document) as Document;
}
