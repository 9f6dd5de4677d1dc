import { __ } from '../i18n';
import { ApiError } from './errors';

/**
 * What a failure says: a call's failure in the words of api-fetch's messages (spec §8.6), any
 * other error its own message.
 */
export function apiErrorMessage(error: unknown): string {
	if (!(error instanceof ApiError)) {
		return error instanceof Error ? error.message : String(error);
	}
	switch (error.code) {
		case 'invalid_json':
			return __('The response is not a valid JSON response.', 'shop-islands');
		case 'fetch_error':
			return __('You are probably offline.', 'shop-islands');
		default:
			return __('An unknown error occurred.', 'shop-islands');
	}
}
