import { reportIslandError } from '../shared/island-errors';
import { INTERACTION_EVENTS, STRATEGIES } from './strategies';
import type { IslandDefinition, IslandRegistry, Unmount } from './types';

/**
 * The islands runtime: finds markers, loads each island's chunk by its strategy, mounts
 * it, unmounts it when its host leaves the page, and holds clicks and submits made on a
 * host whose island is not ready yet (replayed once mounted, or let through to the plain
 * link or form when the island fails). It never imports React.
 */

type HostState = 'waiting' | 'loading' | 'mounted' | 'failed';

type HeldAction =
	| { readonly kind: 'click'; readonly target: HTMLElement }
	| { readonly kind: 'submit'; readonly form: HTMLFormElement; readonly submitter: HTMLElement | null };

interface HeldEntry {
	readonly record: HostRecord;
	readonly action: HeldAction;
}

interface HostRecord {
	readonly island: string;
	readonly definition: IslandDefinition;
	readonly host: HTMLElement;
	state: HostState;
	cancelStrategy: () => void;
	unmount: Unmount | null;
}

/** What a click must land on to be held: things that navigate or submit. */
const ACTIONABLE = 'a[href], button, input[type="submit"], input[type="image"], [role="button"]';

export interface IslandsRuntime {
	/** Mounts islands under `root` that are not mounted yet (the loader calls it once; tests may call it). */
	scan(root: ParentNode): void;
	/** Unmounts every island inside `root` (before its DOM is replaced). */
	unmountWithin(root: Node): void;
	/** Stops observing and unmounts everything. */
	stop(): void;
}

let active: IslandsRuntime | null = null;

/** Unmounts the islands inside `root`, if a runtime is running (fragment replacement calls it). */
export function unmountIslandsWithin(root: Node): void {
	active?.unmountWithin(root);
}

export function startIslands(registry: IslandRegistry, doc: Document = document): IslandsRuntime {
	const records = new WeakMap<HTMLElement, Map<string, HostRecord>>();
	const live = new Set<HostRecord>();
	let held: HeldEntry[] = [];
	const entries = Object.entries(registry).map(([name, definition]) => ({
		name,
		definition,
		selector: markerSelector(name, definition),
	}));

	function scan(root: ParentNode): void {
		for (const { name, definition, selector } of entries) {
			if (root instanceof HTMLElement && root.matches(selector)) {
				track(root, name, definition);
			}
			for (const host of root.querySelectorAll<HTMLElement>(selector)) {
				track(host, name, definition);
			}
		}
	}

	function track(host: HTMLElement, island: string, definition: IslandDefinition): void {
		let byIsland = records.get(host);
		if (!byIsland) {
			byIsland = new Map();
			records.set(host, byIsland);
		}
		if (byIsland.has(island)) {
			return;
		}
		const record: HostRecord = {
			island,
			definition,
			host,
			state: 'waiting',
			cancelStrategy: () => undefined,
			unmount: null,
		};
		byIsland.set(island, record);
		live.add(record);
		record.cancelStrategy = STRATEGIES[definition.when](host, () => void activate(record));
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
		replayHeld();
	}

	/**
	 * Replays held actions in the order they were made, across all islands: an action waits
	 * for its own island and for every action before it. A failed island's actions now reach
	 * the plain link or form.
	 */
	function replayHeld(): void {
		while (held[0] && held[0].record.state !== 'waiting' && held[0].record.state !== 'loading') {
			const { action } = held.shift() as HeldEntry;
			if (action.kind === 'click') {
				if (action.target.isConnected) {
					action.target.click();
				}
			} else if (action.form.isConnected) {
				action.form.requestSubmit(isSubmitter(action.submitter) ? action.submitter : undefined);
			}
		}
	}

	function forget(record: HostRecord): void {
		live.delete(record);
		// Its held actions can no longer be replayed; the ones after them can.
		held = held.filter((entry) => entry.record !== record);
		replayHeld();
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

	function unmountWithin(root: Node): void {
		for (const record of live) {
			if (root === record.host || root.contains(record.host)) {
				forget(record);
			}
		}
	}

	/** Records of islands that are not ready, on `element` and its ancestors. */
	function pendingRecordsAround(element: Element): HostRecord[] {
		const pending: HostRecord[] = [];
		for (let node: Element | null = element; node; node = node.parentElement) {
			const byIsland = node instanceof HTMLElement ? records.get(node) : undefined;
			for (const record of byIsland?.values() ?? []) {
				if (record.state === 'waiting' || record.state === 'loading') {
					pending.push(record);
				}
			}
		}
		return pending;
	}

	function hold(event: Event, action: HeldAction, pending: HostRecord[]): void {
		event.preventDefault();
		event.stopImmediatePropagation();
		// The innermost island owns the action; outer ones still start loading.
		if (pending[0]) {
			held.push({ record: pending[0], action });
		}
		for (const record of pending) {
			void activate(record);
		}
	}

	/** Records of islands not ready yet whose triggers `element` is (or is inside). */
	function pendingRecordsTriggeredBy(element: Element): HostRecord[] {
		const pending: HostRecord[] = [];
		for (const record of live) {
			const { triggers } = record.definition;
			if (triggers && (record.state === 'waiting' || record.state === 'loading') && element.closest(triggers)) {
				pending.push(record);
			}
		}
		return pending;
	}

	function startIsland(island: string): void {
		for (const record of live) {
			if (record.island === island) {
				void activate(record);
			}
		}
	}

	const onIntent = (event: Event): void => {
		if (event.target instanceof Element) {
			pendingRecordsTriggeredBy(event.target).forEach((record) => void activate(record));
		}
	};

	const onClick = (event: MouseEvent): void => {
		// A modified click (new tab, new window) stays the browser's own.
		const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
		if (event.defaultPrevented || event.button !== 0 || modified || !(event.target instanceof Element)) {
			return;
		}
		const actionable = event.target.closest<HTMLElement>(ACTIONABLE);
		if (!actionable) {
			return;
		}
		const pending = [...pendingRecordsAround(actionable), ...pendingRecordsTriggeredBy(actionable)];
		if (pending.length > 0) {
			hold(event, { kind: 'click', target: actionable }, pending);
		}
	};

	const onSubmit = (event: SubmitEvent): void => {
		if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) {
			return;
		}
		const pending = pendingRecordsAround(event.target);
		if (pending.length > 0) {
			const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
			hold(event, { kind: 'submit', form: event.target, submitter }, pending);
		}
	};

	let added: Node[] = [];
	let removed = false;
	let frame = 0;
	const flush = (): void => {
		frame = 0;
		if (removed) {
			removed = false;
			for (const record of live) {
				if (!record.host.isConnected) {
					forget(record);
				}
			}
		}
		const batch = added;
		added = [];
		for (const node of batch) {
			if (node.isConnected && (node instanceof Element || node instanceof DocumentFragment)) {
				scan(node);
			}
		}
	};
	const observer = new MutationObserver((mutations) => {
		for (const mutation of mutations) {
			added.push(...mutation.addedNodes);
			removed ||= mutation.removedNodes.length > 0;
		}
		if (!frame) {
			frame = requestAnimationFrame(flush);
		}
	});

	doc.addEventListener('click', onClick, true);
	doc.addEventListener('submit', onSubmit, true);
	const hasTriggers = entries.some(({ definition }) => definition.triggers);
	if (hasTriggers) {
		for (const type of INTERACTION_EVENTS) {
			doc.addEventListener(type, onIntent, { capture: true, passive: true });
		}
	}
	const eventStarters = entries.flatMap(({ name, definition }) =>
		(definition.startOn ?? []).map((type) => ({ type, listener: () => startIsland(name) })),
	);
	for (const { type, listener } of eventStarters) {
		doc.addEventListener(type, listener);
	}
	observer.observe(doc.documentElement, { childList: true, subtree: true });
	scan(doc);

	const runtime: IslandsRuntime = {
		scan,
		unmountWithin,
		stop() {
			observer.disconnect();
			if (frame) {
				cancelAnimationFrame(frame);
			}
			doc.removeEventListener('click', onClick, true);
			doc.removeEventListener('submit', onSubmit, true);
			for (const type of INTERACTION_EVENTS) {
				doc.removeEventListener(type, onIntent, true);
			}
			for (const { type, listener } of eventStarters) {
				doc.removeEventListener(type, listener);
			}
			for (const record of [...live]) {
				forget(record);
			}
			if (active === runtime) {
				active = null;
			}
		},
	};
	active = runtime;
	return runtime;
}

function markerSelector(name: string, definition: IslandDefinition): string {
	const own = `[data-island="${name}"]`;
	return definition.markers ? `${own}, ${definition.markers}` : own;
}

function isSubmitter(element: HTMLElement | null): element is HTMLButtonElement | HTMLInputElement {
	return element instanceof HTMLButtonElement || element instanceof HTMLInputElement;
}
