import { type Settings, getSettings } from '../config';
import { postAdminAjaxText } from './ajax';
import { ApiError } from './errors';
import { parseJson, requestText, type RequestOptions } from './http';

/**
 * The nonces the plugin prints in the settings for other plugins' admin-ajax calls (the quick
 * view's, YITH's wishlist add and removal): the settings' own until a call is refused, then
 * fresh ones from the plugin (`admin-ajax.php?action=shop_islands_nonces`, answered for the
 * current visitor), so a page served from a full-page cache, or open for longer than a nonce
 * lives (a day), still works.
 */

/**
 * The nonces the settings print, and YITH's removal nonce, which its wishlist table prints in each
 * remove link and the refresh answers too.
 */
export type PluginNonce = keyof Pick<Settings, 'quickViewNonce' | 'wishlistNonce'> | 'wishlistRemoveNonce';

const REFRESH_ACTION = 'shop_islands_nonces';
/** check_ajax_referer()'s refusal. */
const REFUSED_STATUS = 403;
const NONCES: readonly PluginNonce[] = ['quickViewNonce', 'wishlistNonce', 'wishlistRemoveNonce'];

const refreshed = new Map<PluginNonce, string>();

/** The fresh nonce once refreshed, else the settings' ('' for one the settings do not print). */
export function pluginNonce(name: PluginNonce): string {
	return refreshed.get(name) ?? (name === 'wishlistRemoveNonce' ? '' : getSettings()[name]);
}

/**
 * Sends a call with the nonce; a refusal (a 403, or an answer `refused` says is one: YITH answers
 * a refused nonce with 200 and `{"result": false}`) fetches fresh nonces and retries once. Any
 * other failure, or a refresh that brings no nonce, is the first call's outcome.
 */
export async function withPluginNonce<T>(name: PluginNonce, send: (nonce: string) => Promise<T>, refused: (answer: T) => boolean = () => false, options?: RequestOptions): Promise<T> {
	let answer: T;
	try {
		answer = await send(pluginNonce(name));
	} catch (error) {
		if (!(error instanceof ApiError) || error.status !== REFUSED_STATUS || !(await refreshNonces(name, options))) {
			throw error;
		}
		return send(pluginNonce(name));
	}
	return refused(answer) && (await refreshNonces(name, options)) ? send(pluginNonce(name)) : answer;
}

/** Posts an admin-ajax call with the quick-view nonce, refreshed once on a refusal. */
export function postWithQuickViewNonce(action: string, fields: URLSearchParams, options?: RequestOptions): Promise<string> {
	return withPluginNonce(
		'quickViewNonce',
		(nonce) => {
			const body = new URLSearchParams(fields);
			body.set('nonce', nonce);
			return postAdminAjaxText(action, body, options);
		},
		undefined,
		options,
	);
}

/** Fetches the visitor's fresh nonces; whether `name` came back. */
async function refreshNonces(name: PluginNonce, options?: RequestOptions): Promise<boolean> {
	const { ajaxUrl } = getSettings();
	try {
		const answer = parseJson(await requestText(`${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=${REFRESH_ACTION}`, { method: 'GET' }, options));
		if (typeof answer !== 'object' || answer === null) {
			return false;
		}
		for (const nonce of NONCES) {
			const value = (answer as Record<string, unknown>)[nonce];
			if (typeof value === 'string' && value !== '') {
				refreshed.set(nonce, value);
			}
		}
		return refreshed.has(name);
	} catch {
		return false;
	}
}

/** Forgets the refreshed nonces (tests swap the settings between cases). */
export function resetPluginNonces(): void {
	refreshed.clear();
}
