import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRATEGIES } from '../../../islands/runtime/strategies';
import { clobber, documentBuiltIns } from '../../support/clobber';

describe('the visible strategy', () => {
	it('starts at once in a browser without IntersectionObserver, even with an element of that id in a post', () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		clobber('IntersectionObserver');
		const host = document.createElement('div');
		document.body.append(host);
		const start = vi.fn();
		expect(() => STRATEGIES.visible(host, start)).not.toThrow();
		expect(start).toHaveBeenCalledTimes(1);
	});
});

describe('the first-input strategy', () => {
	const host = document.createElement('script');

	function hide(): void {
		vi.spyOn(documentBuiltIns(), 'visibilityState', 'get').mockReturnValue('hidden');
		document.dispatchEvent(new Event('visibilitychange'));
	}

	beforeEach(() => {
		vi.useFakeTimers();
		// requestIdleCallback, as happy-dom lacks it: idle once the timers run.
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
		vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
	});

	afterEach(() => {
		vi.restoreAllMocks();
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('waits for the first input, then starts once at the next idle moment', () => {
		const start = vi.fn();
		STRATEGIES['first-input'](host, start);
		vi.advanceTimersByTime(60_000);
		expect(start).not.toHaveBeenCalled();
		window.dispatchEvent(new PointerEvent('pointermove'));
		expect(start).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(start).toHaveBeenCalledTimes(1);
		document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
		hide();
		vi.advanceTimersByTime(1);
		expect(start).toHaveBeenCalledTimes(1);
	});

	it.each(['pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'click'])('counts a %s as the first input', (type) => {
		const start = vi.fn();
		STRATEGIES['first-input'](host, start);
		document.body.dispatchEvent(new Event(type, { bubbles: true }));
		vi.advanceTimersByTime(1);
		expect(start).toHaveBeenCalledTimes(1);
	});

	it('starts at once when the page is hidden or left before any input, or before the idle moment', () => {
		const hidden = vi.fn();
		STRATEGIES['first-input'](host, hidden);
		hide();
		expect(hidden).toHaveBeenCalledTimes(1);

		const left = vi.fn();
		STRATEGIES['first-input'](host, left);
		window.dispatchEvent(new Event('pagehide'));
		expect(left).toHaveBeenCalledTimes(1);

		const afterInput = vi.fn();
		STRATEGIES['first-input'](host, afterInput);
		window.dispatchEvent(new KeyboardEvent('keydown'));
		window.dispatchEvent(new Event('pagehide'));
		expect(afterInput).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(1);
		expect(afterInput).toHaveBeenCalledTimes(1);
	});

	it("starts at once when the visitor's consent changes (a withdrawal clears what was recorded), and only once", () => {
		const start = vi.fn();
		STRATEGIES['first-input'](host, start);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
		expect(start).toHaveBeenCalledTimes(1);
		window.dispatchEvent(new PointerEvent('pointerdown'));
		vi.advanceTimersByTime(1);
		document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
		expect(start).toHaveBeenCalledTimes(1);
	});

	it('never starts once cancelled', () => {
		const start = vi.fn();
		const cancel = STRATEGIES['first-input'](host, start);
		window.dispatchEvent(new PointerEvent('pointerdown'));
		cancel();
		vi.advanceTimersByTime(1);
		window.dispatchEvent(new Event('pagehide'));
		expect(start).not.toHaveBeenCalled();
	});
});
