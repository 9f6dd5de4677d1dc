import { describe, expect, it } from 'vitest';
import { nextStart, pageOf, pageStarts, previousStart } from '../../../islands/carousel/positions';

const four = { show: 4, scroll: 4 };

describe('carousel positions', () => {
	it('pages 10 slides shown 4 at a time as 0, 4 and the last full page, 6', () => {
		expect(pageStarts(10, four)).toEqual([0, 4, 6]);
		expect(pageOf(6, [0, 4, 6])).toBe(2);
		expect(pageOf(5, [0, 4, 6])).toBe(1);
	});

	it('wraps at both ends when infinite, and stops there otherwise', () => {
		expect(nextStart(4, 10, four, true)).toBe(6);
		expect(nextStart(6, 10, four, true)).toBe(0);
		expect(nextStart(6, 10, four, false)).toBe(6);
		expect(previousStart(0, 10, four, true)).toBe(6);
		expect(previousStart(0, 10, four, false)).toBe(0);
		expect(previousStart(6, 10, four, true)).toBe(2);
	});

	it('has one page when every slide fits', () => {
		expect(pageStarts(3, four)).toEqual([0]);
		expect(nextStart(0, 3, four, true)).toBe(0);
	});
});
