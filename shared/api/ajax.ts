import { getSettings, wcAjaxEndpoint } from '../config';
import { formBody, requestJson, requestText, type FormFields, type RequestOptions } from './http';

/**
 * WooCommerce's classic endpoint, `/?wc-ajax=%%endpoint%%`: form-encoded POSTs whose JSON
 * callers check. WordPress's admin-ajax.php joins it with the first island that calls it.
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

/** WordPress's `admin-ajax.php` (the theme's and plugins' actions): a form-encoded POST answered with JSON. */
export function postAdminAjax(fields: FormFields | URLSearchParams | FormData, options?: RequestOptions): Promise<unknown> {
	return requestJson(getSettings().ajaxUrl, { method: 'POST', headers: FORM_HEADERS, body: formBody(fields) }, options);
}
