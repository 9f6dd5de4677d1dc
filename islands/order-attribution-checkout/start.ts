import type { LoadStrategy } from '../types';

/** WooCommerce's registration form on My account, which prints the fields' element empty. */
export const REGISTER_FORM = 'form.register';

/**
 * When the attribution fields are filled: at load on a checkout, so they are there before an order
 * can be placed; in the account's registration form on the shopper's first reach for that form
 * (a pointer over it, a touch, focus, a key), its chunk fetched ahead, and a Register click made
 * before they are filled held and replayed once they are. Nobody registers without reaching for
 * the form, and My account then runs none of the attribution code before any input.
 */
export function orderAttributionFieldsStart(host: HTMLElement): LoadStrategy {
	return host.closest(REGISTER_FORM) ? 'interaction' : 'load';
}
