import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoplay } from '../../../islands/carousel/autoplay';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('carousel autoplay', () => {
	it('advances every interval while wanted and nothing holds it', () => {
		const onTick = vi.fn();
		const autoplay = createAutoplay({ intervalMs: 3000, startPlaying: true, onTick });
		vi.advanceTimersByTime(2999);
		expect(onTick).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(onTick).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(6000);
		expect(onTick).toHaveBeenCalledTimes(3);
		autoplay.destroy();
	});

	it('stops while focus or the pointer is on the slides, and waits a whole interval after', () => {
		const onTick = vi.fn();
		const autoplay = createAutoplay({ intervalMs: 3000, startPlaying: true, onTick });
		vi.advanceTimersByTime(2000);
		autoplay.hold('pointer');
		autoplay.hold('focus');
		vi.advanceTimersByTime(10_000);
		expect(onTick).not.toHaveBeenCalled();
		autoplay.release('pointer');
		vi.advanceTimersByTime(10_000);
		expect(onTick).not.toHaveBeenCalled();
		expect(autoplay.running()).toBe(false);
		autoplay.release('focus');
		vi.advanceTimersByTime(2999);
		expect(onTick).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(onTick).toHaveBeenCalledTimes(1);
		autoplay.destroy();
	});

	it('pauses and plays from the button, and tells its listeners', () => {
		const onTick = vi.fn();
		const listener = vi.fn();
		const autoplay = createAutoplay({ intervalMs: 3000, startPlaying: true, onTick });
		autoplay.subscribe(listener);
		autoplay.setWanted(false);
		expect(listener).toHaveBeenCalled();
		expect(autoplay.wanted()).toBe(false);
		vi.advanceTimersByTime(9000);
		expect(onTick).not.toHaveBeenCalled();
		autoplay.setWanted(true);
		vi.advanceTimersByTime(3000);
		expect(onTick).toHaveBeenCalledTimes(1);
		autoplay.destroy();
		vi.advanceTimersByTime(9000);
		expect(onTick).toHaveBeenCalledTimes(1);
	});

	it('starts paused when asked to (reduced motion)', () => {
		const onTick = vi.fn();
		const autoplay = createAutoplay({ intervalMs: 3000, startPlaying: false, onTick });
		vi.advanceTimersByTime(30_000);
		expect(onTick).not.toHaveBeenCalled();
		expect(autoplay.wanted()).toBe(false);
		autoplay.destroy();
	});
});
