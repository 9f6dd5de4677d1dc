import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, readCountCookie, writeCookie } from '../../shared/cookies';

afterEach(() => {
	for (const name of ['woocommerce_items_in_cart', 'broken']) {
		deleteCookie(name);
	}
});

describe('cookies', () => {
	it('reads what it writes and forgets what it deletes', () => {
		writeCookie('woocommerce_items_in_cart', '3');
		expect(readCookie('woocommerce_items_in_cart')).toBe('3');
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(3);
		deleteCookie('woocommerce_items_in_cart');
		expect(readCookie('woocommerce_items_in_cart')).toBeUndefined();
	});

	it('reads a garbage count as zero', () => {
		document.cookie = 'woocommerce_items_in_cart=%E0%A4%A; path=/';
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(0);
		document.cookie = 'woocommerce_items_in_cart=-4; path=/';
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(0);
	});
});
