import { describe, expect, it } from 'vitest';
import { decodeUrlPart } from '../../shared/url-parts';

describe('decodeUrlPart', () => {
	it.each([
		['tab-description', 'tab-description'],
		['tab-%C3%A9pices', 'tab-épices'],
		['gid=1&pid=2', 'gid=1&pid=2'],
		['a%20b', 'a b'],
	])('decodes %s', (part, decoded) => {
		expect(decodeUrlPart(part)).toBe(decoded);
	});

	it.each([['tab-%E0'], ['%'], ['tab-%'], ['%zz'], ['gid=%E0&pid=1'], ['%C3%28'], ['%ED%A0%80']])(
		'leaves %s as it is instead of throwing on its malformed escape',
		(part) => {
			expect(decodeUrlPart(part)).toBe(part);
		},
	);
});
