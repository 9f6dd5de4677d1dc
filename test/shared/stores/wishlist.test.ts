import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wishlistCount, readCount, refreshWishlistCount } from '../../../shared/stores/wishlist';
import { deferred, until } from '../../support/deferred';
import { installSettings } from '../../support/settings';

function serve(...answers: Array<() => Response | Promise<Response>>): string[] {
	const urls: string[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			urls.push(`${init.method ?? 'GET'} ${String(url)}`);
			const answer = answers[Math.min(urls.length, answers.length) - 1];
			return answer ? answer() : new Response('', { status: 500 });
		}),
	);
	return urls;
}

const json = (body: unknown): (() => Response) => () => new Response(JSON.stringify(body));

beforeEach(() => {
	installSettings({ wishlistAjaxUrl: 'http://localhost:3000/wp-admin/admin-ajax.php' });
	$wishlistCount.set(null);
});

afterEach(() => {
	cleanStores($wishlistCount);
	Reflect.deleteProperty(window, 'jQuery');
});

describe('wishlist count', () => {
	it('asks GET {wishlist ajax URL}?action=yith_wcwl_update_wishlist_count and keeps {count}', async () => {
		const urls = serve(json({ count: 3 }));
		await refreshWishlistCount();
		expect(urls).toEqual(['GET http://localhost:3000/wp-admin/admin-ajax.php?action=yith_wcwl_update_wishlist_count']);
		expect($wishlistCount.get()).toBe(3);
	});

	it.each([
		['a count that is not a number', json({ count: 'many' })],
		['a negative count', json({ count: -1 })],
		['a fractional count', json({ count: 1.5 })],
		['null', json({ count: null })],
		['no count', json({})],
		['an array', json([4])],
		['an HTML page', () => new Response('<!doctype html><title>Error</title>', { status: 200 })],
		['a 500', () => new Response(JSON.stringify({ count: 9 }), { status: 500 })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('keeps the last value on %s', async (_name, answer) => {
		serve(json({ count: 2 }), answer);
		await refreshWishlistCount();
		await refreshWishlistCount();
		expect($wishlistCount.get()).toBe(2);
	});

	it('reads a count PHP sent as a string of digits', () => {
		expect(readCount({ count: '7' })).toBe(7);
		expect(readCount({ count: '7a' })).toBeNull();
		expect(readCount({ count: '' })).toBeNull();
		expect(readCount({ count: 0 })).toBe(0);
	});

	it('lets the newest call win over a slower older one', async () => {
		const slow = deferred<Response>();
		serve(() => slow.promise, json({ count: 5 }));
		const first = refreshWishlistCount();
		await refreshWishlistCount();
		slow.resolve(new Response(JSON.stringify({ count: 1 })));
		await first;
		expect($wishlistCount.get()).toBe(5);
	});

	it.each([
		['no', ''],
		['a javascript:', 'javascript:alert(1)'],
		['another origin\'s', 'https://elsewhere.example/wp-admin/admin-ajax.php'],
	])('asks nothing with %s wishlist ajax URL', async (_case, wishlistAjaxUrl) => {
		installSettings({ wishlistAjaxUrl });
		const urls = serve(json({ count: 1 }));
		await refreshWishlistCount();
		expect(urls).toEqual([]);
	});

	it('follows the jQuery events of YITH\'s own script while a counter listens', async () => {
		const handlers = new Map<string, () => void>();
		const $ = vi.fn(() => ({
			on: (events: string, handler: () => void) => events.split(' ').forEach((name) => handlers.set(name, handler)),
			off: (events: string) => events.split(' ').forEach((name) => handlers.delete(name)),
		}));
		Object.assign(window, { jQuery: $ });
		const urls = serve(json({ count: 1 }), json({ count: 0 }));
		const stop = $wishlistCount.listen(() => undefined);
		handlers.get('added_to_wishlist')?.();
		await until(() => expect($wishlistCount.get()).toBe(1));
		expect(urls).toHaveLength(1);
		handlers.get('removed_from_wishlist')?.();
		await until(() => expect($wishlistCount.get()).toBe(0));
		stop();
		cleanStores($wishlistCount);
		expect(handlers.size).toBe(0);
	});
});
