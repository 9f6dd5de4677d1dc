import { beforeEach, describe, expect, it } from 'vitest';
import { lookUpCache, storeCart } from '../../../shared/cart/cache';
import { installSettings } from '../../support/settings';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const MINI_CART = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

function setHashCookie(hash: string | null): void {
	document.cookie = hash === null ? 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `woocommerce_cart_hash=${hash}; path=/`;
}

beforeEach(() => {
	installSettings({ siteHash: 'site1' });
	sessionStorage.clear();
	localStorage.clear();
	setHashCookie(null);
});

describe('fragments cache', () => {
	it('is reused when all four conditions hold', () => {
		storeCart(MINI_CART, 'h1', NOW - DAY + 1, true);
		setHashCookie('h1');
		expect(lookUpCache(NOW)).toEqual({ usable: true, fragments: MINI_CART, hash: 'h1' });
	});

	it('stores under keys suffixed with the site hash, and the hash in local storage for other tabs', () => {
		storeCart(MINI_CART, 'h1', NOW, true);
		expect(sessionStorage.getItem('wc_cart_hash_site1')).toBe('h1');
		expect(JSON.parse(sessionStorage.getItem('wc_fragments_site1') ?? '{}')).toEqual(MINI_CART);
		expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
		expect(localStorage.getItem('wc_cart_hash_site1')).toBe('h1');
	});

	it("is rejected with 'No cart_created' without a creation time", () => {
		storeCart(MINI_CART, 'h1', NOW, true);
		sessionStorage.removeItem('wc_cart_created');
		setHashCookie('h1');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No cart_created' });
	});

	it("is rejected with 'Fragment expired' after 24 hours", () => {
		storeCart(MINI_CART, 'h1', NOW - DAY, true);
		setHashCookie('h1');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'Fragment expired' });
	});

	it("is rejected with 'No fragment' when the hash differs from the cookie or the mini-cart is missing", () => {
		storeCart(MINI_CART, 'h1', NOW, true);
		setHashCookie('h2');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No fragment' });
		storeCart({ 'a.cart-contents': '<a></a>' }, 'h2', NOW, true);
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No fragment' });
	});

	it('treats garbage in storage as no cache', () => {
		sessionStorage.setItem('wc_cart_created', 'yesterday');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No cart_created' });
		sessionStorage.setItem('wc_cart_created', String(NOW));
		sessionStorage.setItem('wc_fragments_site1', '{"div.widget_shopping_cart_content": 5}');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No fragment' });
		sessionStorage.setItem('wc_fragments_site1', '[[[');
		expect(lookUpCache(NOW)).toEqual({ usable: false, reason: 'No fragment' });
	});

	it('keeps the creation time on an add, and restarts it on a refresh', () => {
		storeCart(MINI_CART, 'h1', NOW - 1000, false);
		storeCart(MINI_CART, 'h2', NOW, false);
		expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW - 1000));
		storeCart(MINI_CART, 'h3', NOW, true);
		expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
	});
});
