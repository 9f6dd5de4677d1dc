import { getSettings, wcAjaxEndpoint } from '../config';
import { formBody, requestJson, requestText, type FormFields, type RequestOptions } from './http';

/**
 * WooCommerce's classic endpoint, `/?wc-ajax=%%endpoint%%`, and WordPress's `admin-ajax.php` (the
 * theme's and plugins' actions): form-encoded POSTs whose answers callers check.
 */

const FORM_HEADERS = { Accept: 'application/json, text/javascript, */*; q=0.01' };

export function postWcAjax(
	endpoint: string,
	fields: FormFields | URLSearchParams | FormData,
	options?: RequestOptions,
): Promise<unknown> {
	return requestJson(wcAjaxEndpoint(endpoint), { method: 'POST', headers: FORM_HEADERS, body: formBody(fields) }, options);
}

/** The body as text, for a call whose empty answer means something (get_variation: no match). */
export function postWcAjaxText(
	endpoint: string,
	fields: FormFields | URLSearchParams | FormData,
	options?: RequestOptions,
): Promise<string> {
	return requestText(wcAjaxEndpoint(endpoint), { method: 'POST', headers: FORM_HEADERS, body: formBody(fields) }, options);
}

/** `admin-ajax.php`'s request: `action` and the fields, form-encoded (null and undefined left out). */
function adminAjaxInit(action: string, fields: FormFields | URLSearchParams): RequestInit {
	const body = new URLSearchParams(formBody(fields));
	body.set('action', action);
	return { method: 'POST', headers: FORM_HEADERS, body };
}

/** `POST admin-ajax.php`, the answer parsed as JSON for the caller to check. */
export function postAdminAjax(action: string, fields: FormFields | URLSearchParams, options?: RequestOptions): Promise<unknown> {
	return requestJson(getSettings().ajaxUrl, adminAjaxInit(action, fields), options);
}

/** `POST admin-ajax.php`, answered as text (HTML, `-1`, JSON). */
export function postAdminAjaxText(action: string, fields: FormFields | URLSearchParams, options?: RequestOptions): Promise<string> {
	return requestText(getSettings().ajaxUrl, adminAjaxInit(action, fields), options);
}
