import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRATEGIES } from '../../../islands/runtime/strategies';
import { clobber } from '../../support/clobber';

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
		vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
		document.dispatchEvent(new Event('visibilitychange'));
	}

	afterEach(() => {
		vi.restoreAllMocks();
	});

	it('waits for the first input, then starts once', () => {
		const start = vi.fn();
		STRATEGIES['first-input'](host, start);
		document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
		expect(start).not.toHaveBeenCalled();
		window.dispatchEvent(new PointerEvent('pointermove'));
		expect(start).toHaveBeenCalledTimes(1);
		document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
		hide();
		window.dispatchEvent(new Event('pagehide'));
		expect(start).toHaveBeenCalledTimes(1);
	});

	it.each(['pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'click'])('counts a %s anywhere as the first input', (type) => {
		const start = vi.fn();
		STRATEGIES['first-input'](host, start);
		document.body.dispatchEvent(new Event(type, { bubbles: true }));
		expect(start).toHaveBeenCalledTimes(1);
	});

	it('starts when the page is hidden or left before any input', () => {
		const hidden = vi.fn();
		STRATEGIES['first-input'](host, hidden);
		hide();
		expect(hidden).toHaveBeenCalledTimes(1);

		const left = vi.fn();
		STRATEGIES['first-input'](host, left);
		window.dispatchEvent(new Event('pagehide'));
		expect(left).toHaveBeenCalledTimes(1);
	});

	it('never starts once cancelled', () => {
		const start = vi.fn();
		const cancel = STRATEGIES['first-input'](host, start);
		cancel();
		window.dispatchEvent(new PointerEvent('pointerdown'));
		window.dispatchEvent(new Event('pagehide'));
		expect(start).not.toHaveBeenCalled();
	});
});
