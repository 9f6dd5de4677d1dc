import { emit, type Fragments } from '../events';

/**
 * Puts the server's cart fragments on the page: every element matching a fragment's
 * selector is replaced by its HTML. Fragments are server HTML by contract; they are parsed
 * in an inert template (no script runs), and each element announces its replacement first
 * (`shop-islands:before-replace`) so the islands inside it unmount before it goes. A
 * selector that matches nothing, or is not valid CSS, is skipped.
 */
export function replaceFragments(fragments: Fragments, doc: Document = document): void {
	for (const [selector, html] of Object.entries(fragments)) {
		let targets: Element[];
		try {
			targets = [...doc.querySelectorAll(selector)];
		} catch {
			continue;
		}
		for (const target of targets) {
			emit('shop-islands:before-replace', undefined, target);
			const template = doc.createElement('template');
			template.innerHTML = html;
			target.replaceWith(template.content);
		}
	}
}
