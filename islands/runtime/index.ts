import type { IslandRegistry } from '../types';
import { createHeldActions } from './held-actions';
import { createHosts, isPending, islandEntries, type HostRecord } from './hosts';
import { wireDocument } from './wiring';
import { builtIn } from '../../shared/page-document';

/**
 * The islands runtime, in three parts: the hosts' lifecycle (find, load by strategy,
 * mount, unmount), the clicks and submits held until an island is ready, and the wiring
 * to the document (observer, listeners, triggers). It never imports React.
 */

export interface IslandsRuntime {
	/** Mounts islands under `root` that are not mounted yet (the loader calls it once; tests may call it). */
	scan(root: Element | DocumentFragment): void;
	/** Unmounts every island inside `root`. */
	unmountWithin(root: Node): void;
	/** Stops observing and unmounts everything. */
	stop(): void;
}

export function startIslands(registry: IslandRegistry, doc: Document = document): IslandsRuntime {
	const entries = islandEntries(registry);
	const held = createHeldActions<HostRecord>((record) => !isPending(record));
	const hosts = createHosts(entries, {
		settled: () => held.replay(),
		forgotten: (record) => held.drop(record),
	});
	const unwire = wireDocument(doc, entries, hosts, held);
	hosts.scan(builtIn('documentElement', doc));
	return {
		scan: hosts.scan,
		unmountWithin: hosts.unmountWithin,
		stop() {
			unwire();
			held.clear();
			hosts.stop();
		},
	};
}
