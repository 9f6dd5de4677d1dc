import { parse } from 'cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readCountCookie, writeCookie } from '../../shared/cookies';
import { documentBuiltIns } from '../support/clobber';

afterEach(() => {
	vi.restoreAllMocks();
	for (const name of ['woocommerce_items_in_cart', 'store_notice0']) {
		document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
	}
});

/** document.cookie as a browser could hand it over, whatever the test environment keeps. */
function withCookieHeader(header: string): void {
	vi.spyOn(documentBuiltIns(), 'cookie', 'get').mockReturnValue(header);
}

describe('cookies', () => {
	it('reads what it writes, a session cookie for the whole site', () => {
		writeCookie('woocommerce_items_in_cart', '3');
		expect(readCookie('woocommerce_items_in_cart')).toBe('3');
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(3);
		writeCookie('store_notice0', 'a;b=c%');
		expect(readCookie('store_notice0')).toBe('a;b=c%');
	});

	it('reads a garbage count as zero', () => {
		withCookieHeader('woocommerce_items_in_cart=%E0%A4%A');
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(0);
		withCookieHeader('woocommerce_items_in_cart=-4');
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(0);
		withCookieHeader('');
		expect(readCountCookie('woocommerce_items_in_cart')).toBe(0);
	});

	// The `cookie` package is the oracle: the kernel reads cookies as its `parse` does, without its bytes.
	it.each([
		'a=1',
		'a=1; b=2',
		'  a = 1 ;b=2;  ',
		'\ta=1\t;b=\t2',
		'a=1; a=2',
		'b=2; a',
		'junk; a=1; more junk; b=3',
		'a=',
		'a==1=2',
		'a="quoted"',
		'a=%E0%A4%A',
		'a=caf%C3%A9%20au%20lait',
		'a=%ZZ',
		'=1; a=2',
		';;a=1;;',
		'wp_woocommerce_session_abc=1%7C%7C2; woocommerce_cart_hash=0f3c; store_notice0=hidden',
		'a',
		'',
	])('reads %j as the cookie package parses it', (header) => {
		withCookieHeader(header);
		const oracle = parse(header);
		for (const name of ['a', 'b', 'woocommerce_cart_hash', 'store_notice0', 'wp_woocommerce_session_abc', '']) {
			expect(readCookie(name), name).toBe(oracle[name]);
		}
	});
});
