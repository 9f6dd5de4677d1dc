import type { IslandDefinition, IslandRegistry, Unmount } from '../types';
import { reportIslandError } from './errors';
import { STRATEGIES } from './strategies';
import { builtIn } from '../../shared/page-document';

/**
 * The lifecycle of every island host on the page: found (waiting for its strategy),
 * loading its chunk, mounted, or failed; and forgotten (unmounted) when it leaves the page.
 * Records are kept per host in a WeakMap, so a host that leaves takes its record with it.
 */

export type HostState = 'waiting' | 'loading' | 'mounted' | 'failed';

export interface HostRecord {
	readonly island: string;
	readonly definition: IslandDefinition;
	readonly host: HTMLElement;
	state: HostState;
	cancelStrategy: () => void;
	unmount: Unmount | null;
}

export interface IslandEntry {
	readonly name: string;
	readonly definition: IslandDefinition;
	/** The island's stock markers, plus `[data-island="<name>"]` for an island without power. */
	readonly selector: string;
}

export interface Hosts {
	/** Tracks the markers under (and at) `root` that are not tracked yet. */
	/** Starts the islands in `root` (an element: a document's querySelectorAll may be an element a post names so). */
	scan(root: Element | DocumentFragment): void;
	/** Loads and mounts a host's island now, whatever its strategy. */
	activate(record: HostRecord): Promise<void>;
	/** Starts every waiting host of one island. */
	startIsland(island: string): void;
	/** Unmounts the islands at or inside `root`. */
	unmountWithin(root: Node): void;
	/** Unmounts the islands whose host left the page. */
	forgetDisconnected(): void;
	/** Hosts not ready yet on `element` and its ancestors, innermost first. */
	pendingAround(element: Element): HostRecord[];
	/** Hosts not ready yet whose `triggers` match `element` or an ancestor of it. */
	pendingTriggeredBy(element: Element): HostRecord[];
	/** Unmounts everything. */
	stop(): void;
}

export interface HostEvents {
	/** A host's island mounted or failed: held actions may replay. */
	settled(): void;
	/** A host was forgotten: its held actions can no longer replay. */
	forgotten(record: HostRecord): void;
}

/**
 * Where each island starts. An island with power starts from its stock markers alone, never
 * from `[data-island]`, which markup in a post can carry (types.ts, `PoweredIsland`).
 */
export function islandEntries(registry: IslandRegistry): IslandEntry[] {
	return Object.entries(registry).map(([name, definition]) => {
		if (definition.power) {
			return { name, definition, selector: definition.markers };
		}
		const own = `[data-island="${name}"]`;
		return { name, definition, selector: definition.markers ? `${own}, ${definition.markers}` : own };
	});
}

export function isPending(record: HostRecord): boolean {
	return record.state === 'waiting' || record.state === 'loading';
}

export function createHosts(entries: readonly IslandEntry[], events: HostEvents): Hosts {
	const records = new WeakMap<HTMLElement, Map<string, HostRecord>>();
	const live = new Set<HostRecord>();
	const fetchedAhead = new Set<IslandDefinition>();

	/**
	 * An `ahead` island waiting for intent or the first input: its chunk fetched, not run, once per page, as soon as
	 * the page has loaded (not at idle: on a throttled phone the page's own idle work puts that
	 * hundreds of milliseconds later, after a shopper's early tap).
	 */
	function fetchAhead(record: HostRecord): void {
		const { definition } = record;
		if (!definition.ahead || fetchedAhead.has(definition)) {
			return;
		}
		fetchedAhead.add(definition);
		const fetchNow = (): void => {
			if (live.has(record) && record.state === 'waiting') {
				definition.load.ahead?.();
			}
		};
		if (builtIn('readyState') === 'complete') {
			fetchNow();
		} else {
			window.addEventListener('load', fetchNow, { once: true });
		}
	}

	function track(host: HTMLElement, { name, definition }: IslandEntry): void {
		let byIsland = records.get(host);
		if (!byIsland) {
			byIsland = new Map();
			records.set(host, byIsland);
		}
		if (byIsland.has(name)) {
			return;
		}
		const record: HostRecord = {
			island: name,
			definition,
			host,
			state: 'waiting',
			cancelStrategy: () => undefined,
			unmount: null,
		};
		byIsland.set(name, record);
		live.add(record);
		const when = typeof definition.when === 'function' ? definition.when(host) : definition.when;
		record.cancelStrategy = STRATEGIES[when](host, () => void activate(record));
		if (when === 'interaction' || when === 'first-input') {
			fetchAhead(record);
		}
	}

	async function activate(record: HostRecord): Promise<void> {
		if (record.state !== 'waiting') {
			return;
		}
		record.cancelStrategy();
		record.state = 'loading';
		try {
			const module = await record.definition.load();
			if (!live.has(record)) {
				return;
			}
			const unmount = await module.mount(record.host);
			if (!live.has(record)) {
				unmount();
				return;
			}
			record.unmount = unmount;
			record.state = 'mounted';
		} catch (error) {
			if (!live.has(record)) {
				return;
			}
			record.state = 'failed';
			reportIslandError(record.island, record.host, error);
		}
		events.settled();
	}

	function forget(record: HostRecord): void {
		live.delete(record);
		events.forgotten(record);
		records.get(record.host)?.delete(record.island);
		record.cancelStrategy();
		if (record.unmount) {
			try {
				record.unmount();
			} catch (error) {
				reportIslandError(record.island, record.host, error);
			}
		}
		record.unmount = null;
	}

	// Every marker in one selector list: a node added without any (a theme's button, a `link`
	// in the head) costs one query, not two per island.
	const anyMarker = entries.map(({ selector }) => selector).join(', ');

	return {
		scan(root) {
			if (!anyMarker || (!(root instanceof HTMLElement && root.matches(anyMarker)) && !root.querySelector(anyMarker))) {
				return;
			}
			for (const entry of entries) {
				if (root instanceof HTMLElement && root.matches(entry.selector)) {
					track(root, entry);
				}
				for (const host of root.querySelectorAll<HTMLElement>(entry.selector)) {
					track(host, entry);
				}
			}
		},
		activate,
		startIsland(island) {
			for (const record of live) {
				if (record.island === island) {
					void activate(record);
				}
			}
		},
		unmountWithin(root) {
			for (const record of live) {
				if (root === record.host || root.contains(record.host)) {
					forget(record);
				}
			}
		},
		forgetDisconnected() {
			for (const record of live) {
				if (!record.host.isConnected) {
					forget(record);
				}
			}
		},
		pendingAround(element) {
			const pending: HostRecord[] = [];
			for (let node: Element | null = element; node; node = node.parentElement) {
				const byIsland = node instanceof HTMLElement ? records.get(node) : undefined;
				for (const record of byIsland?.values() ?? []) {
					if (isPending(record) && record.definition.holdsActions !== false) {
						pending.push(record);
					}
				}
			}
			return pending;
		},
		pendingTriggeredBy(element) {
			const pending: HostRecord[] = [];
			for (const record of live) {
				const { triggers } = record.definition;
				if (triggers && isPending(record) && element.closest(triggers)) {
					pending.push(record);
				}
			}
			return pending;
		},
		stop() {
			for (const record of [...live]) {
				forget(record);
			}
		},
	};
}
