import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/order-attribution/mount';
import { $attribution } from '../../../shared/stores/attribution';

/** The island only decides when the store records the page view: listening is what records it. */
describe('order attribution', () => {
	const settings = document.createElement('script');
	let stopListening: ReturnType<typeof vi.fn<() => void>>;

	beforeEach(() => {
		vi.useFakeTimers();
		// requestIdleCallback, as happy-dom lacks it: idle once the timers run.
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
		vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
		stopListening = vi.fn<() => void>();
		vi.spyOn($attribution, 'listen').mockReturnValue(stopListening);
	});

	afterEach(() => {
		vi.restoreAllMocks();
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('records at the next idle moment after it mounts (the first input), once, and stops on unmount', () => {
		const unmount = mount(settings);
		expect($attribution.listen).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect($attribution.listen).toHaveBeenCalledTimes(1);
		window.dispatchEvent(new Event('pagehide'));
		expect($attribution.listen).toHaveBeenCalledTimes(1);
		unmount();
		expect(stopListening).toHaveBeenCalledTimes(1);
	});

	it('records at once, before the idle moment, when the page is left or hidden', () => {
		mount(settings);
		window.dispatchEvent(new Event('pagehide'));
		expect($attribution.listen).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(1);
		expect($attribution.listen).toHaveBeenCalledTimes(1);

		mount(settings);
		vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
		document.dispatchEvent(new Event('visibilitychange'));
		expect($attribution.listen).toHaveBeenCalledTimes(2);
	});

	it('records nothing once unmounted before it could', () => {
		mount(settings)();
		vi.advanceTimersByTime(1);
		window.dispatchEvent(new Event('pagehide'));
		expect($attribution.listen).not.toHaveBeenCalled();
	});
});
