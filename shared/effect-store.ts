import { atom, type ReadableAtom } from 'nanostores';

/**
 * The core of an island's store that has state, requests and DOM writes (STYLE.md, "State"): a
 * view React renders, in a nanostore, and effects for the island's DOM adapter, which writes the
 * stock markup. The store's named actions build on it and touch no element themselves.
 */
export interface EffectStore<View extends object, Effect> {
	readonly $view: ReadableAtom<View>;
	/** The view as the action under way has changed it so far. */
	view(): View;
	/** Changes the view: at once, or, inside `act`, as the action ends. */
	patch(change: Partial<View>): void;
	/**
	 * Runs an action: every `patch` in it reaches `$view` in one write as it ends, or none when
	 * nothing changed, so React renders once at most. Actions nest: the outermost writes.
	 */
	act<T>(action: () => T): T;
	/** Hands an effect to every listener, in the order effects are emitted. */
	emit(effect: Effect): void;
	/** Receives every effect from now on; returns its removal. */
	onEffect(listener: (effect: Effect) => void): () => void;
	/** Drops every effect listener: the island is gone. */
	stop(): void;
}

export function effectStore<View extends object, Effect>(initial: View): EffectStore<View, Effect> {
	const $view = atom<View>(initial);
	const listeners = new Set<(effect: Effect) => void>();
	/** What the action under way has changed of the view (`act`). */
	let draft: Partial<View> | null = null;

	return {
		$view,
		view: () => (draft ? { ...$view.get(), ...draft } : $view.get()),
		patch(change) {
			if (draft) {
				Object.assign(draft, change);
			} else {
				$view.set({ ...$view.get(), ...change });
			}
		},
		act(action) {
			if (draft) {
				return action();
			}
			draft = {};
			try {
				return action();
			} finally {
				const change = draft;
				draft = null;
				const current = $view.get();
				if ((Object.keys(change) as Array<keyof View>).some((key) => change[key] !== current[key])) {
					$view.set({ ...current, ...change });
				}
			}
		},
		emit(effect) {
			listeners.forEach((listener) => listener(effect));
		},
		onEffect(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		stop() {
			listeners.clear();
		},
	};
}
