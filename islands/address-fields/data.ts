/**
 * What the plugin prints for the address fields where it retired WooCommerce's country select
 * and address i18n scripts (php-enqueue/includes/retired-script-data.php), read and checked:
 * the states of every country that has a state list, each country's field locale (its labels,
 * placeholders, required and hidden fields, order and widths over the `default` one), the
 * selector of each localised field's row, and WooCommerce's two strings for them. Entries of
 * the wrong shape are dropped one by one: a country without a readable state list gets a text
 * field, as WooCommerce gives a country it has no states for.
 */

import { isObject, parseJsonObject } from '../../shared/markup-settings';

/** `[code, name]` in WooCommerce's order; empty for a country with no states (no state field). */
export type StateList = ReadonlyArray<readonly [string, string]>;

/** One field's locale: what it overrides of WooCommerce's defaults for a country. */
export interface FieldLocale {
	readonly label?: string;
	readonly placeholder?: string;
	readonly required?: boolean;
	readonly hidden?: boolean;
	readonly priority?: number;
	/** The row's width classes (`form-row-first`…) and others, replacing the width it had. */
	readonly class?: readonly string[];
}

/** A country's locale: field key (`state`, `postcode`…) → its locale. */
export type CountryLocale = ReadonlyMap<string, FieldLocale>;

export interface AddressData {
	readonly states: ReadonlyMap<string, StateList>;
	/** `default` and each country that differs from it. */
	readonly locale: ReadonlyMap<string, CountryLocale>;
	/** Field key → the selector of its rows (`#billing_postcode_field, #shipping_postcode_field…`). */
	readonly localeFields: ReadonlyMap<string, string>;
	readonly i18n: { readonly selectState: string; readonly optional: string };
}

/** The plugin's block (an element post content cannot hold: kses strips `script`). */
export const ADDRESS_FIELDS_DATA = 'script#shop-islands-address-fields[type="application/json"]';

/** The block's data, or null when it is missing or not an object: the island then leaves the form as it is. */
export function readAddressData(raw: string | null | undefined): AddressData | null {
	const parsed = parseJsonObject(raw);
	if (parsed === null || !isObject(parsed.locale) || !isObject(parsed.localeFields)) {
		return null;
	}
	const i18n = isObject(parsed.i18n) ? parsed.i18n : {};
	return {
		states: new Map(
			Object.entries(isObject(parsed.states) ? parsed.states : {}).flatMap(([country, states]) => {
				const list = readStates(states);
				return list ? [[country, list] as const] : [];
			}),
		),
		locale: new Map(Object.entries(parsed.locale).flatMap(([country, fields]) => (isObject(fields) ? [[country, readCountryLocale(fields)] as const] : []))),
		localeFields: new Map(Object.entries(parsed.localeFields).flatMap(([key, selector]) => (typeof selector === 'string' ? [[key, selector] as const] : []))),
		i18n: { selectState: stringOr(i18n.selectState, ''), optional: stringOr(i18n.optional, 'optional') },
	};
}

/** A country's locale merged over the default one, field by field, as WooCommerce merges them. */
export function fieldLocaleFor(data: AddressData, country: string, key: string): FieldLocale {
	return { ...data.locale.get('default')?.get(key), ...data.locale.get(country)?.get(key) };
}

/** PHP prints an empty state list as `[]` and a filled one as an object. */
function readStates(value: unknown): StateList | null {
	if (Array.isArray(value)) {
		return value.length === 0 ? [] : null;
	}
	if (!isObject(value)) {
		return null;
	}
	const entries = Object.entries(value);
	return entries.every(([, name]) => typeof name === 'string') ? (entries as Array<[string, string]>) : null;
}

function readCountryLocale(fields: Readonly<Record<string, unknown>>): CountryLocale {
	return new Map(Object.entries(fields).flatMap(([key, locale]) => (isObject(locale) ? [[key, readFieldLocale(locale)] as const] : [])));
}

function readFieldLocale(locale: Readonly<Record<string, unknown>>): FieldLocale {
	const classes = Array.isArray(locale.class) && locale.class.every((name) => typeof name === 'string') ? (locale.class as string[]) : undefined;
	const priority = Number(locale.priority);
	return {
		...(typeof locale.label === 'string' ? { label: locale.label } : {}),
		...(typeof locale.placeholder === 'string' ? { placeholder: locale.placeholder } : {}),
		...(typeof locale.required === 'boolean' ? { required: locale.required } : {}),
		...(typeof locale.hidden === 'boolean' ? { hidden: locale.hidden } : {}),
		...(locale.priority !== undefined && Number.isFinite(priority) ? { priority } : {}),
		...(classes ? { class: classes } : {}),
	};
}

function stringOr(value: unknown, fallback: string): string {
	return typeof value === 'string' && value !== '' ? value : fallback;
}
