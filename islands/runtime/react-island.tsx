import { Component, StrictMode, createRoot } from '@wordpress/element';
import type { ReactNode } from 'react';
import { reportIslandError } from './errors';
import type { Unmount } from '../types';

/**
 * Renders an island's React tree into `container` and returns its unmount. A render error
 * is contained by a boundary: the tree renders nothing, the error is reported once, and the
 * server HTML around the container keeps working. React DOM reads the document as is
 * (`createElement`, `addEventListener`…): on a page whose markup names one of the document's
 * built-ins (shared/page-document.ts) the island fails before it renders, and the page keeps its
 * plain HTML behaviour.
 */
/** The document's built-ins React DOM reads from it (as `ownerDocument.*`) on its way to the first render. */
const REACT_READS = ['createElement', 'createElementNS', 'createTextNode', 'addEventListener', 'removeEventListener', 'defaultView'] as const;

/**
 * Which of `names`, built-ins of the document that are no element, elements it names shadow
 * (`<object id="createElement">`: the element, or a collection of those of one name).
 */
export function shadowedBuiltIns(names: readonly (keyof Document & string)[], doc: Document): string[] {
	return names.filter((name) => {
		const value: unknown = doc[name];
		return value instanceof Element || value instanceof HTMLCollection;
	});
}

export function renderIsland(island: string, container: HTMLElement, node: ReactNode): Unmount {
	const shadowed = shadowedBuiltIns(REACT_READS, container.ownerDocument);
	if (shadowed.length > 0) {
		throw new Error(`Elements on the page shadow the document's ${shadowed.join(', ')}, which React reads.`);
	}
	const root = createRoot(container, {
		identifierPrefix: `${island}-`,
	});
	root.render(
		<StrictMode>
			<IslandBoundary island={island} host={container}>
				{node}
			</IslandBoundary>
		</StrictMode>,
	);
	return () => root.unmount();
}

interface BoundaryProps {
	readonly island: string;
	readonly host: HTMLElement;
	readonly children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
	override state = { failed: false };

	static getDerivedStateFromError(): { failed: boolean } {
		return { failed: true };
	}

	override componentDidCatch(error: unknown): void {
		reportIslandError(this.props.island, this.props.host, error);
	}

	override render(): ReactNode {
		return this.state.failed ? null : this.props.children;
	}
}
