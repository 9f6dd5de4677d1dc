import { getSettings } from '../config';
import { postAdminAjaxText } from './ajax';
import { ApiError } from './errors';
import { parseJson, requestText, type RequestOptions } from './http';

/**
 * The quick-view nonce: the settings' own until a call is refused, then a fresh one from the
 * plugin (`admin-ajax.php?action=shop_islands_nonces`, answered for the current visitor), so a
 * page served from a full-page cache, or open for more than a day, still works.
 */

const REFRESH_ACTION = 'shop_islands_nonces';
/** check_ajax_referer()'s refusal. */
const REFUSED_STATUS = 403;

let refreshed: string | null = null;

export function quickViewNonce(): string {
	return refreshed ?? getSettings().quickViewNonce;
}

/**
 * Posts an admin-ajax call with the quick-view nonce; a refusal (403) fetches a fresh nonce
 * and retries once. Any other failure, or a refresh that fails, is the first call's error.
 */
export async function postWithQuickViewNonce(action: string, fields: URLSearchParams, options?: RequestOptions): Promise<string> {
	const send = (): Promise<string> => {
		const body = new URLSearchParams(fields);
		body.set('nonce', quickViewNonce());
		return postAdminAjaxText(action, body, options);
	};
	try {
		return await send();
	} catch (error) {
		if (!(error instanceof ApiError) || error.status !== REFUSED_STATUS || !(await refreshQuickViewNonce(options))) {
			throw error;
		}
		return send();
	}
}

async function refreshQuickViewNonce(options?: RequestOptions): Promise<boolean> {
	const { ajaxUrl } = getSettings();
	try {
		const answer = parseJson(await requestText(`${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=${REFRESH_ACTION}`, { method: 'GET' }, options));
		const nonce = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).quickViewNonce : undefined;
		if (typeof nonce !== 'string' || nonce === '') {
			return false;
		}
		refreshed = nonce;
		return true;
	} catch {
		return false;
	}
}

/** Forgets a refreshed nonce (tests swap the settings between cases). */
export function resetQuickViewNonce(): void {
	refreshed = null;
}
