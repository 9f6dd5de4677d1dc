import { createHmac } from 'node:crypto';

/**
 * WordPress-style nonces: a hash of the action, the user and a time "tick" of half the
 * lifetime, so a nonce is valid for 12 to 24 hours. Guests share user 0, as in core.
 */

export const NONCE_LIFETIME_MS = 86_400_000;

/** The action names the fixture signs, WordPress's and the plugins' own. */
export const NONCE_ACTIONS = {
	rest: 'wp_rest',
	cart: 'woocommerce-cart',
	login: 'woocommerce-login',
	checkout: 'woocommerce-process_checkout',
	quickView: 'woolentor_quickview',
	ajaxLogin: 'shop-islands-login',
	logout: 'customer-logout',
	register: 'woocommerce-register',
	editAddress: 'woocommerce-edit_address',
	editAccount: 'save_account_details',
	lostPassword: 'lost_password',
	resetPassword: 'reset_password',
	/** The key of a password reset link (WordPress stores a hashed random key; here a nonce of the user's). */
	resetKey: 'password-reset-key',
	// YITH WooCommerce Wishlist's: its admin-ajax calls and no-JavaScript links check the same actions.
	addToWishlist: 'add_to_wishlist',
	removeFromWishlist: 'remove_from_wishlist',
	editWishlist: 'yith_wcwl_edit_wishlist_action',
} as const;

export interface NonceService {
	create(action: string, user: string | null): string;
	verify(nonce: unknown, action: string, user: string | null): boolean;
	/** A nonce that was valid a day ago and no longer is (for tests of nonce refresh). */
	expired(action: string, user: string | null): string;
}

export function createNonceService(secret: string, now: () => number = Date.now): NonceService {
	const tick = (): number => Math.ceil(now() / (NONCE_LIFETIME_MS / 2));
	const sign = (action: string, user: string | null, at: number): string =>
		createHmac('md5', secret)
			.update(`${at}|${action}|${user ?? 0}`)
			.digest('hex')
			.slice(-12, -2);
	return {
		create: (action, user) => sign(action, user, tick()),
		verify(nonce, action, user) {
			if (typeof nonce !== 'string' || nonce === '') {
				return false;
			}
			const current = tick();
			return nonce === sign(action, user, current) || nonce === sign(action, user, current - 1);
		},
		expired: (action, user) => sign(action, user, tick() - 2),
	};
}
