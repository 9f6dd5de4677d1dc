import { describe, expect, it, vi } from 'vitest';
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
