import { getSettings, wcAjaxEndpoint } from '../config';
import { formBody, requestJson, type FormFields, type RequestOptions } from './http';

/**
 * The two classic endpoints: WooCommerce's `/?wc-ajax=%%endpoint%%` and WordPress's
 * `/wp-admin/admin-ajax.php`, both form-encoded POSTs. Callers check the JSON's shape.
 */

const FORM_HEADERS = { Accept: 'application/json, text/javascript, */*; q=0.01' };

export function postWcAjax(
	endpoint: string,
	fields: FormFields | URLSearchParams | FormData,
	options?: RequestOptions,
): Promise<unknown> {
	return requestJson(wcAjaxEndpoint(endpoint), { method: 'POST', headers: FORM_HEADERS, body: formBody(fields) }, options);
}

export function postAdminAjax(
	action: string,
	fields: FormFields | URLSearchParams | FormData,
	options?: RequestOptions,
): Promise<unknown> {
	return requestJson(getSettings().ajaxUrl, { method: 'POST', headers: FORM_HEADERS, body: withAction(action, fields) }, options);
}

function withAction(action: string, fields: FormFields | URLSearchParams | FormData): URLSearchParams | FormData {
	const body = formBody(fields);
	body.set('action', action);
	return body;
}
