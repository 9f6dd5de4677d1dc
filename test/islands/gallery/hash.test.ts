import { afterEach, describe, expect, it } from 'vitest';
import { clearPlace, placeHash, readPlace, writePlace } from '../../../islands/gallery/hash';

describe('the zoomable gallery\'s place in the hash', () => {
	afterEach(() => history.replaceState(null, '', '/product/margherita/'));

	it('reads gid and pid (counted from 1) for this gallery', () => {
		expect(readPlace('#gid=1&pid=3', 1, 5)).toBe(2);
		expect(readPlace('#pid=1&gid=2', 2, 5)).toBe(0);
	});

	it.each([
		['#gid=abc&pid=999'],
		['#gid=1&pid=-1'],
		['#gid=1&pid=0'],
		['#gid=1&pid=6'],
		['#gid=1&pid=2.5'],
		['#gid=2&pid=1'],
		['#gid=1'],
		['#reviews'],
		[''],
	])('ignores %s', (hash) => {
		expect(readPlace(hash, 1, 5)).toBeNull();
	});

	it('writes the place without a history entry, and clears it', () => {
		history.replaceState(null, '', '/product/margherita/?x=1');
		const length = history.length;
		writePlace({ gallery: 1, index: 3 });
		expect(location.hash).toBe('#gid=1&pid=4');
		expect(placeHash({ gallery: 2, index: 0 })).toBe('#gid=2&pid=1');
		clearPlace();
		expect(location.hash).toBe('');
		expect(location.search).toBe('?x=1');
		expect(history.length).toBe(length);
	});

	it('leaves a hash that is not a gallery place alone', () => {
		history.replaceState(null, '', '/product/margherita/#tab-reviews');
		clearPlace();
		expect(location.hash).toBe('#tab-reviews');
	});
});
