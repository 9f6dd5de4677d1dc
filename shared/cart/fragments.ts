import { unmountIslandsWithin } from '../../islands/runtime';
import type { Fragments } from '../events';

/**
 * Puts the server's cart fragments on the page: every element matching a fragment's
 * selector is replaced by its HTML. Fragments are server HTML by contract; they are parsed
 * in an inert template (no script runs) and islands inside the old element are unmounted
 * before it goes. A selector that matches nothing, or is not valid CSS, is skipped.
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
			unmountIslandsWithin(target);
			const template = doc.createElement('template');
			template.innerHTML = html;
			target.replaceWith(template.content);
		}
	}
}
