import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '../../../islands/wishlist-count/mount';
import { $wishlistCount } from '../../../shared/stores/wishlist';

function counters(): HTMLElement[] {
	document.body.innerHTML = `<a class="header-wishlist wishlist-counter" href="/wishlist/"><span class="header-wishlist__label">Wishlist</span> <span class="count">2</span></a>
		<a class="footer-wishlist wishlist-counter" href="/wishlist/"><span class="footer-wishlist__label">Wishlist</span> <span class="count">2</span></a>`;
	return [...document.querySelectorAll<HTMLElement>('.wishlist-counter')];
}

const shown = (): string[] => [...document.querySelectorAll('.count')].map((count) => count.textContent ?? '');

beforeEach(() => $wishlistCount.set(null));

describe('wishlist counters', () => {
	it('keep the printed number until the count is known, then every counter follows it', () => {
		const unmounts = counters().map(mount);
		expect(shown()).toEqual(['2', '2']);
		$wishlistCount.set(3);
		expect(shown()).toEqual(['3', '3']);
		$wishlistCount.set(0);
		expect(shown()).toEqual(['0', '0']);
		unmounts.forEach((unmount) => unmount());
		$wishlistCount.set(5);
		expect(shown()).toEqual(['0', '0']);
	});

	it('shows a count known before it mounted', () => {
		$wishlistCount.set(4);
		counters().forEach(mount);
		expect(shown()).toEqual(['4', '4']);
	});

	it('leaves a counter without a .count alone', () => {
		document.body.innerHTML = '<a class="header-wishlist" href="/wishlist/">Wishlist</a>';
		mount(document.querySelector('a') as HTMLElement)();
		$wishlistCount.set(1);
		expect(document.body.textContent).toBe('Wishlist');
	});
});
