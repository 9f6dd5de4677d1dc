import { createHash } from 'node:crypto';

/** md5, as WooCommerce uses it for cart item keys, the cart hash and WordPress's COOKIEHASH. */
export function md5(text: string): string {
	return createHash('md5').update(text).digest('hex');
}
