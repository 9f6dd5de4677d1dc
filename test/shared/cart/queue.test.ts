import { describe, expect, it } from 'vitest';
import { enqueueCartRequest } from '../../../shared/cart/queue';
import { deferred } from '../../support/deferred';


describe('cart request queue', () => {
	it('starts each request only when the one before it has settled, in the order they were made', async () => {
		const started: string[] = [];
		const first = deferred<string>();
		const second = deferred<string>();
		const a = enqueueCartRequest(() => {
			started.push('a');
			return first.promise;
		});
		const b = enqueueCartRequest(() => {
			started.push('b');
			return second.promise;
		});
		const c = enqueueCartRequest(async () => {
			started.push('c');
			return 'c';
		});
		await Promise.resolve();
		expect(started).toEqual(['a']);
		first.resolve('a');
		await expect(a).resolves.toBe('a');
		expect(started).toEqual(['a', 'b']);
		second.resolve('b');
		await expect(b).resolves.toBe('b');
		await expect(c).resolves.toBe('c');
		expect(started).toEqual(['a', 'b', 'c']);
	});

	it('goes on after a failed request, and hands the failure to its caller only', async () => {
		const failing = enqueueCartRequest(() => Promise.reject(new Error('502')));
		const next = enqueueCartRequest(async () => 'next');
		await expect(failing).rejects.toThrow('502');
		await expect(next).resolves.toBe('next');
	});

	it('goes on after a request that throws before it returns a promise', async () => {
		const throwing = enqueueCartRequest<string>(() => {
			throw new Error('bad input');
		});
		await expect(throwing).rejects.toThrow('bad input');
		await expect(enqueueCartRequest(async () => 'after')).resolves.toBe('after');
	});
});
