import { describe, expect, it, vi } from 'vitest';
import { effectStore } from '../../shared/effect-store';

interface View {
	readonly count: number;
	readonly label: string;
}
type Effect = { readonly kind: 'said'; readonly text: string };

describe('effectStore', () => {
	it('writes the view once per action, with every change the action made, and not at all when nothing changed', () => {
		const store = effectStore<View, Effect>({ count: 0, label: 'none' });
		const writes = vi.fn();
		const stopListening = store.$view.listen(writes);
		store.act(() => {
			store.patch({ count: 1 });
			// The action reads what it has changed so far.
			expect(store.view()).toEqual({ count: 1, label: 'none' });
			store.act(() => store.patch({ label: 'one' }));
			expect(writes).not.toHaveBeenCalled();
		});
		expect(writes).toHaveBeenCalledTimes(1);
		expect(store.$view.get()).toEqual({ count: 1, label: 'one' });
		store.act(() => store.patch({ count: 1 }));
		expect(writes).toHaveBeenCalledTimes(1);
		// Outside an action a patch is written at once.
		store.patch({ label: 'two' });
		expect(writes).toHaveBeenCalledTimes(2);
		expect(store.view()).toEqual({ count: 1, label: 'two' });
		stopListening();
	});

	it("keeps what an action changed before it threw, and the action's answer otherwise", () => {
		const store = effectStore<View, Effect>({ count: 0, label: 'none' });
		expect(() =>
			store.act(() => {
				store.patch({ count: 2 });
				throw new Error('broken');
			}),
		).toThrow('broken');
		expect(store.$view.get().count).toBe(2);
		expect(store.act(() => 'answer')).toBe('answer');
	});

	it('hands effects to each listener in order until it is removed or the store stops', () => {
		const store = effectStore<View, Effect>({ count: 0, label: 'none' });
		const first: string[] = [];
		const second: string[] = [];
		const removeFirst = store.onEffect((effect) => first.push(effect.text));
		store.onEffect((effect) => second.push(effect.text));
		store.emit({ kind: 'said', text: 'a' });
		store.emit({ kind: 'said', text: 'b' });
		removeFirst();
		store.emit({ kind: 'said', text: 'c' });
		store.stop();
		store.emit({ kind: 'said', text: 'd' });
		expect([first, second]).toEqual([
			['a', 'b'],
			['a', 'b', 'c'],
		]);
	});
});
