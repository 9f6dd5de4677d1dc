import { getSettings, wcAjaxEndpoint } from '../config';
import { formBody, requestJson, requestText, type FormFields, type RequestOptions } from './http';

/**
 * WooCommerce's classic endpoint, `/?wc-ajax=%%endpoint%%`, and WordPress's admin-ajax.php:
 * form-encoded POSTs whose JSON callers check.
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

/** `POST admin-ajax.php` with `action` and the fields; the answer parsed as JSON, for the caller to check. */
export function postAdminAjax(action: string, fields: FormFields, options?: RequestOptions): Promise<unknown> {
	const body = formBody({ action, ...fields });
	return requestJson(getSettings().ajaxUrl, { method: 'POST', headers: FORM_HEADERS, body }, options);
}
