import { describe, expect, it, vi } from 'vitest';
import { attachGlider, easeOut } from '../../shared/glider';

/** glider-js as the gallery, the quick view and the carousels attach it (shared/glider.ts). */

describe('glider moves', () => {
	it('decelerate: a move covers most of its way early, so its first frame already shows it moving', () => {
		// glider's own curve (ease-in) covers 1% of the way in the first tenth of a move; this one 19%.
		expect(easeOut(0, 50, 0, 1, 500)).toBeCloseTo(0.19);
		expect(easeOut(0, 250, 0, 1, 500)).toBeCloseTo(0.75);
		expect(easeOut(0, 500, 0, 1, 500)).toBe(1);
		// A frame stamped before the move started, or after it should have ended, stays in bounds.
		expect(easeOut(0, -5, 0, 1, 500)).toBe(0);
		expect(easeOut(0, 700, 0, 1, 500)).toBe(1);
		// A move of no duration (reduced motion) is there at once, not a NaN away.
		expect(easeOut(0, 0, 0, 1, 0)).toBe(1);
	});

	it('is the curve every slider gets', () => {
		document.body.innerHTML = '<div id="slides"><div>1</div><div>2</div></div>';
		const handle = attachGlider(document.getElementById('slides') as HTMLElement, { slidesToShow: 1, duration: 0 });
		expect(handle.glider.opt.easing).toBe(easeOut);
		handle.destroy();
	});

	it("adds glider's touchstart passive, so a touch never waits for the main thread, and keeps its mouse listeners able to cancel", () => {
		document.body.innerHTML = '<div id="slides"><div>1</div><div>2</div></div>';
		const element = document.getElementById('slides') as HTMLElement;
		// What reaches the element's own method, under the one the slider puts in its place.
		const added = vi.spyOn(element, 'addEventListener');
		const handle = attachGlider(element, { slidesToShow: 1, duration: 0, draggable: true });
		const on = (type: string) => added.mock.calls.filter(([name]) => name === type).map(([, , options]) => options);
		expect(on('touchstart')).toEqual([expect.objectContaining({ passive: true })]);
		// Added as glider adds them, with no options: their preventDefault holds.
		expect(on('mousedown')).toEqual([undefined]);
		expect(on('click')).toEqual([undefined]);
		handle.destroy();
		expect(Object.hasOwn(element, 'addEventListener')).toBe(false);
	});
});
