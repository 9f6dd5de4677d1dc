import { pageGlobal, scriptObject } from '../../shared/page-globals';
import type { Unmount } from '../types';
import { ADDRESS_FIELDS_DATA, readAddressData } from './data';
import { applyCountry } from './fields';
import { builtIn } from '../../shared/page-document';

/**
 * My account's address form (`.woocommerce-address-fields`, edit address): the country
 * select's choice reshapes the form for that country (fields.ts), as WooCommerce's country
 * select and address i18n scripts did (retired with selectWoo where this island runs). The
 * selects stay the server's native ones: keyboard, type-ahead, autofill and screen readers
 * work as with any select, and the form posts the same field names. Loaded as the form nears
 * the viewport; a choice made before is applied when it mounts, as is a country the server
 * rendered the form for another country's fields (a failed save shows the posted country).
 */

/** The country field: a select (of one option where the store sells to one country, WooCommerce 10.7), or a hidden input there (10.0). */
const COUNTRY_FIELD = 'select.country_to_state, input.country_to_state';

export function mount(form: HTMLElement): Unmount {
	// Where WooCommerce's own country select still runs (a site kept it), it does this itself.
	if (scriptObject(pageGlobal('wc_country_select_params')) !== null) {
		return () => undefined;
	}
	const data = readAddressData(builtIn('querySelector', form.ownerDocument)(ADDRESS_FIELDS_DATA)?.textContent);
	const country = form.querySelector(COUNTRY_FIELD);
	if (!data || !(country instanceof HTMLSelectElement || country instanceof HTMLInputElement)) {
		return () => undefined;
	}
	if (country.value !== '') {
		applyCountry(form, country.value, data);
	}
	const onChange = (event: Event): void => {
		if (event.target === country) {
			applyCountry(form, country.value, data);
		}
	};
	form.addEventListener('change', onChange);
	return () => form.removeEventListener('change', onChange);
}
