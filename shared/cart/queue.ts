/**
 * One queue for every cart request (add, remove, refresh) from every island: sent one at
 * a time, in the order they were made, so the last answer on the page is the newest cart.
 */

let tail: Promise<unknown> = Promise.resolve();

export function enqueueCartRequest<T>(request: () => Promise<T>): Promise<T> {
	const run = tail.then(request, request);
	tail = run.catch(() => undefined);
	return run;
}
