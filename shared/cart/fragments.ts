import { emit, type Fragments } from '../events';
import { builtIn } from '../page-document';

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
	for (const [selector, html] of Object.entries(fragments)) {
		let targets: Element[];
		try {
			targets = [...builtIn('querySelectorAll', doc)(selector)];
		} catch {
			continue;
		}
		for (const target of targets) {
			const template = builtIn('createElement', doc)('template');
			template.innerHTML = html;
			if (isSameElement(target, template.content)) {
				continue;
			}
			emit('shop-islands:before-replace', undefined, target);
			target.replaceWith(template.content);
		}
	}
}

/** Whether `content` is one element, blank text around it aside, equal to `target`. */
function isSameElement(target: Element, content: DocumentFragment): boolean {
	const nodes = [...content.childNodes].filter((node) => !(node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === ''));
	return nodes.length === 1 && target.isEqualNode(nodes[0] ?? null);
}
