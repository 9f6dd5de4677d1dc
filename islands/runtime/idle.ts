import { ISLAND_IDLE_TIMEOUT_MS } from '../../shared/constants';

/**
 * Runs `callback` once the main thread is idle, at the latest `ISLAND_IDLE_TIMEOUT_MS` later;
 * returns what cancels it. For idle islands, and for work an island puts off until then.
 */
export function whenIdle(callback: () => void): () => void {
	// Safari has no requestIdleCallback: a timer yields to the page's own work first.
	if (typeof window.requestIdleCallback !== 'function') {
		const handle = setTimeout(callback, 1);
		return () => clearTimeout(handle);
	}
	const handle = window.requestIdleCallback(callback, { timeout: ISLAND_IDLE_TIMEOUT_MS });
	return () => window.cancelIdleCallback(handle);
}
