/**
 * Event listeners added as an island mounts and removed together as it unmounts (as PhotoSwipe's
 * `DOMEvents`): each `on()` is remembered with its target, type and capture, and `removeAll()`
 * takes every one off, so no unmount can forget one. Each target's methods are read from its
 * prototype: the document's own may be an element a post names so (shared/page-document.ts), a
 * form's a field of that name.
 */

type EventMapOf<T> = T extends Window
	? WindowEventMap
	: T extends Document
		? DocumentEventMap
		: T extends HTMLElement
			? HTMLElementEventMap
			: T extends MediaQueryList
				? MediaQueryListEventMap
				: Record<string, Event>;

export interface Listeners {
	/** Listens for `type` on `target` until `removeAll()`; a missing target (an optional element) adds nothing. */
	on<T extends EventTarget, K extends keyof EventMapOf<T> & string>(
		target: T | null | undefined,
		type: K,
		listener: (event: EventMapOf<T>[K]) => void,
		options?: AddEventListenerOptions,
	): void;
	/** Removes every listener added so far; the pool may be used again. */
	removeAll(): void;
}

interface Added {
	readonly target: EventTarget;
	readonly type: string;
	readonly listener: EventListener;
	readonly capture: boolean;
}

export function listeners(): Listeners {
	let added: Added[] = [];
	return {
		on(target, type, listener, options) {
			if (!target) {
				return;
			}
			const entry = { target, type, listener: listener as EventListener, capture: options?.capture ?? false };
			method(target, 'addEventListener').call(target, type, entry.listener, options);
			added.push(entry);
		},
		removeAll() {
			const removing = added;
			added = [];
			for (const { target, type, listener, capture } of removing) {
				method(target, 'removeEventListener').call(target, type, listener, capture);
			}
		},
	};
}

/** The target's method as its prototype has it; its own where its prototype has none (happy-dom's window). */
function method<K extends 'addEventListener' | 'removeEventListener'>(target: EventTarget, name: K): EventTarget[K] {
	const inherited: unknown = Reflect.get(Object.getPrototypeOf(target) as object, name, target);
	return typeof inherited === 'function' ? (inherited as EventTarget[K]) : target[name];
}
