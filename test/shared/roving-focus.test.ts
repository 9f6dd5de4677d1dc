import { describe, expect, it } from 'vitest';
import { rovingIndex } from '../../shared/roving-focus';

describe('rovingIndex', () => {
	const arrows = { next: 'ArrowRight', previous: 'ArrowLeft' };

	it('moves along the row with its two arrows, wrapping at both ends', () => {
		expect(rovingIndex('ArrowRight', 0, 3, arrows)).toBe(1);
		expect(rovingIndex('ArrowRight', 2, 3, arrows)).toBe(0);
		expect(rovingIndex('ArrowLeft', 0, 3, arrows)).toBe(2);
		expect(rovingIndex('ArrowLeft', 2, 3, arrows)).toBe(1);
	});

	it('goes to the ends with Home and End, and leaves every other key alone', () => {
		expect(rovingIndex('Home', 2, 3, arrows)).toBe(0);
		expect(rovingIndex('End', 0, 3, arrows)).toBe(2);
		expect(['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Tab'].map((key) => rovingIndex(key, 1, 3, arrows))).toEqual([null, null, null, null, null]);
	});
});
