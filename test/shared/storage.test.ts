import { describe, expect, it, vi } from 'vitest';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../shared/storage';

const isNumberList = (value: unknown): value is number[] =>
	Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('storage', () => {
	it('round-trips values', () => {
		expect(writeItem('session', 'k', 'v')).toBe(true);
		expect(readItem('session', 'k')).toBe('v');
		removeItem('session', 'k');
		expect(readItem('session', 'k')).toBeNull();
	});

	it('reads garbage and wrong shapes as nothing stored', () => {
		window.localStorage.setItem('list', '{not json');
		expect(readJson('local', 'list', isNumberList)).toBeNull();
		window.localStorage.setItem('list', '{"a":1}');
		expect(readJson('local', 'list', isNumberList)).toBeNull();
		writeJson('local', 'list', [1, 2]);
		expect(readJson('local', 'list', isNumberList)).toEqual([1, 2]);
	});

	it('survives storage that throws (disabled, or full)', () => {
		vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
			throw new DOMException('full', 'QuotaExceededError');
		});
		vi.spyOn(window.sessionStorage, 'getItem').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		expect(writeItem('session', 'k', 'v')).toBe(false);
		expect(readItem('session', 'k')).toBeNull();
		expect(() => removeItem('session', 'k')).not.toThrow();
	});

	it('survives storage that cannot even be reached', () => {
		vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
			throw new DOMException('denied', 'SecurityError');
		});
		expect(writeItem('session', 'k', 'v')).toBe(false);
		expect(readItem('session', 'k')).toBeNull();
	});
});
