import { emit } from '../../shared/events';

const reported = new Set<string>();

/**
 * An island failed (its chunk did not load, mount threw, or a render threw): a cancelable
 * `shop-islands:error` event on the host, then one console message per island, unless a
 * listener cancelled the event. The host keeps its server HTML and its plain behaviour.
 */
export function reportIslandError(island: string, host: Element, error: unknown): void {
	const target = host.isConnected ? host : document;
	const notCancelled = emit('shop-islands:error', { island, error }, target);
	if (notCancelled && !reported.has(island)) {
		reported.add(island);
		console.error(`Shop Islands: the "${island}" island failed; the page keeps its plain HTML behaviour.`, error);
	}
}
