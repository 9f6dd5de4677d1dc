/** A promise the test settles by hand: a chunk or a request that answers when the test says. */
export interface Deferred<T> {
	readonly promise: Promise<T>;
	resolve(value: T): void;
	reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

/**
 * Waits until `check` stops throwing, yielding to the page's timers between tries (happy-dom's
 * fetch stand-ins settle on them), for at most `tries` turns.
 */
export async function until(check: () => void, tries = 200): Promise<void> {
	for (let turn = 1; ; turn += 1) {
		try {
			check();
			return;
		} catch (error) {
			if (turn >= tries) {
				throw error;
			}
		}
		await new Promise((resolve) => setTimeout(resolve, 5));
	}
}
