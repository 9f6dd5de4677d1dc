import { on } from '../../shared/events';
import { LINK_BUTTON } from '../../shared/link-buttons';
import type { HeldAction, HeldActions } from './held-actions';
import type { HostRecord, Hosts, IslandEntry } from './hosts';
import { INTERACTION_EVENTS } from './strategies';
import { builtIn } from '../../shared/page-document';
import { isPlainClick } from '../../shared/clicks';

/**
 * What connects the page to the hosts: one MutationObserver (batched per animation frame)
 * that tracks markers as they arrive and forgets hosts that leave; the document listeners
 * that hold clicks and submits on islands not ready yet; the islands' `triggers` and
 * `startOn` events; and the signal that server HTML is about to replace an element.
 * Returns the function that undoes all of it.
 */

/** What a click must land on to be held: things that navigate or submit. */
const ACTIONABLE = 'a[href], button, input[type="submit"], input[type="image"], [role="button"]';

export function wireDocument(
	doc: Document,
	entries: readonly IslandEntry[],
	hosts: Hosts,
	held: HeldActions<HostRecord>,
): () => void {
	const cleanups: Array<() => void> = [];
	const listen = (type: string, listener: EventListener, options: AddEventListenerOptions = {}): void => {
		builtIn('addEventListener', doc)(type, listener, options);
		cleanups.push(() => builtIn('removeEventListener', doc)(type, listener, options));
	};

	const hold = (event: Event, action: HeldAction, pending: HostRecord[]): void => {
		event.preventDefault();
		event.stopImmediatePropagation();
		// The innermost island owns the action; outer ones still start loading.
		if (pending[0]) {
			held.hold(pending[0], action);
		}
		for (const record of pending) {
			void hosts.activate(record);
		}
	};

	// A click, or Space on a link that is a button, which presses it (shared/link-buttons.ts).
	const onPress = (event: Event): void => {
		const space = event instanceof KeyboardEvent;
		// A modified click (new tab, new window) stays the browser's own.
		// Space as WooCommerce's script reads it (shared/link-buttons.ts), not a key held down.
		if (event.defaultPrevented || (space ? event.key !== ' ' || event.repeat : !(event instanceof MouseEvent) || !isPlainClick(event))) {
			return;
		}
		const actionable = event.target instanceof Element ? event.target.closest<HTMLElement>(space ? LINK_BUTTON : ACTIONABLE) : null;
		if (!actionable) {
			return;
		}
		const pending = [...hosts.pendingAround(actionable), ...hosts.pendingTriggeredBy(actionable)];
		if (pending.length > 0) {
			hold(event, { kind: 'click', target: actionable, release: markBusy(actionable, pending[0]?.definition.heldClass) }, pending);
		}
	};
	listen('click', onPress, { capture: true });
	listen('keydown', onPress, { capture: true });

	listen(
		'submit',
		(event) => {
			const form = event.target;
			if (event.defaultPrevented || !(form instanceof HTMLFormElement)) {
				return;
			}
			const pending = [...hosts.pendingAround(form), ...hosts.pendingTriggeredBy(form)];
			if (pending.length > 0) {
				const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
				hold(event, { kind: 'submit', form, submitter }, pending);
			}
		},
		{ capture: true },
	);

	if (entries.some(({ definition }) => definition.triggers)) {
		const onIntent: EventListener = (event) => {
			if (event.target instanceof Element) {
				hosts.pendingTriggeredBy(event.target).forEach((record) => void hosts.activate(record));
			}
		};
		for (const type of INTERACTION_EVENTS) {
			listen(type, onIntent, { capture: true, passive: true });
		}
	}

	for (const { name, definition } of entries) {
		for (const type of definition.startOn ?? []) {
			listen(type, () => hosts.startIsland(name));
		}
	}

	// Fragments and other server HTML announce a replacement first, so roots unmount before their DOM goes.
	cleanups.push(
		on(
			'shop-islands:before-replace',
			(_detail, event) => {
				if (event.target instanceof Node) {
					hosts.unmountWithin(event.target);
				}
			},
			doc,
		),
	);

	cleanups.push(observeMutations(doc, hosts));
	return () => cleanups.forEach((cleanup) => cleanup());
}

/** One MutationObserver; its records are handled once per animation frame. */
function observeMutations(doc: Document, hosts: Hosts): () => void {
	let added: Node[] = [];
	let removed = false;
	let frame = 0;
	const flush = (): void => {
		frame = 0;
		if (removed) {
			removed = false;
			hosts.forgetDisconnected();
		}
		const batch = added;
		added = [];
		for (const node of batch) {
			if (node.isConnected && (node instanceof Element || node instanceof DocumentFragment)) {
				hosts.scan(node);
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
	observer.observe(builtIn('documentElement', doc), { childList: true, subtree: true });
	return () => {
		observer.disconnect();
		if (frame) {
			cancelAnimationFrame(frame);
		}
	};
}

/** Marks a held click's target busy with the island's `heldClass`; returns what unmarks it. */
function markBusy(target: HTMLElement, heldClass: string | undefined): (() => void) | undefined {
	if (!heldClass || target.classList.contains(heldClass)) {
		return undefined;
	}
	const busy = target.getAttribute('aria-busy');
	target.classList.add(heldClass);
	target.setAttribute('aria-busy', 'true');
	return () => {
		target.classList.remove(heldClass);
		if (busy === null) {
			target.removeAttribute('aria-busy');
		} else {
			target.setAttribute('aria-busy', busy);
		}
	};
}
