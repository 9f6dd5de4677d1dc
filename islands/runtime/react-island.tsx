import { Component, StrictMode, createRoot } from '@wordpress/element';
import type { ReactNode } from 'react';
import { reportIslandError } from './errors';
import type { Unmount } from '../types';

/**
 * Renders an island's React tree into `container` and returns its unmount. A render error
 * is contained by a boundary: the tree renders nothing, the error is reported once, and the
 * server HTML around the container keeps working.
 */
export function renderIsland(island: string, container: HTMLElement, node: ReactNode): Unmount {
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
