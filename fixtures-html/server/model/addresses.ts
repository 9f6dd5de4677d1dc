import { readFileSync } from 'node:fs';
import { html } from '../html';
import { isEmail } from './cf7/validate';
import { type Body, field } from './fields';
import { type JsonRecord, asArray, asBoolean, asNumber, asRecord, asString, asStringMap } from './json-check';
import type { Notice } from './notices';

/**
 * WooCommerce's address fields for the store's countries (`data/addresses.json`: a subset of
 * what WooCommerce 10 prints for its country select and address i18n scripts): the country
 * names, the states of the countries that have a list (an empty list: no state field), the
 * field locale (`default` and the countries that differ) and the rows each localised field
 * lives in. `addressFields()` is WC_Countries::get_address_fields(), `addressErrors()` the
 * checks of WC_Form_Handler::save_address().
 */

export type AddressType = 'billing' | 'shipping';

export interface FieldLocale {
	readonly label?: string;
	readonly labelClass?: readonly string[];
	readonly placeholder?: string;
	readonly required?: boolean;
	readonly hidden?: boolean;
	readonly priority?: number;
	readonly class?: readonly string[];
	readonly type?: string;
	readonly autocomplete?: string;
	readonly validate?: readonly string[];
}

export interface AddressBook {
	/** Code → name, in the select's order. */
	readonly countries: ReadonlyArray<readonly [string, string]>;
	readonly states: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;
	readonly locale: ReadonlyMap<string, ReadonlyMap<string, FieldLocale>>;
	/** The raw objects, as the plugin prints them for the address-fields island. */
	readonly raw: JsonRecord;
}

/** One field as woocommerce_form_field() gets it. */
export interface AddressField {
	/** `billing_first_name` */
	readonly name: string;
	readonly key: string;
	readonly type: 'text' | 'email' | 'tel' | 'country' | 'state';
	readonly label: string;
	readonly labelClass: readonly string[];
	readonly required: boolean;
	readonly classes: readonly string[];
	readonly placeholder: string;
	readonly autocomplete: string;
	readonly priority: number;
	readonly validate: readonly string[];
}

export function loadAddressBook(file: string): AddressBook {
	const raw = asRecord(JSON.parse(readFileSync(file, 'utf8')), 'addresses');
	const states = asRecord(raw.states, 'states');
	return {
		countries: Object.entries(asStringMap(raw.countries, 'countries')),
		states: new Map(
			Object.entries(states).map(([country, list]) => [country, Array.isArray(list) ? (asArray(list, `states.${country}`).length === 0 ? [] : notEmpty(country)) : Object.entries(asStringMap(list, `states.${country}`))]),
		),
		locale: new Map(
			Object.entries(asRecord(raw.locale, 'locale')).map(([country, fields]) => [
				country,
				new Map(Object.entries(asRecord(fields, `locale.${country}`)).map(([key, locale]) => [key, readLocale(asRecord(locale, `locale.${country}.${key}`), `locale.${country}.${key}`)])),
			]),
		),
		raw,
	};
}

function notEmpty(country: string): never {
	throw new Error(`Fixture data: states.${country} should be an object of states or an empty list`);
}

function readLocale(raw: JsonRecord, where: string): FieldLocale {
	const strings = (value: unknown, name: string): readonly string[] => asArray(value, `${where}.${name}`).map((item, index) => asString(item, `${where}.${name}[${index}]`));
	return {
		...(raw.label === undefined ? {} : { label: asString(raw.label, `${where}.label`) }),
		...(raw.label_class === undefined ? {} : { labelClass: strings(raw.label_class, 'label_class') }),
		...(raw.placeholder === undefined ? {} : { placeholder: asString(raw.placeholder, `${where}.placeholder`) }),
		...(raw.required === undefined ? {} : { required: asBoolean(raw.required, `${where}.required`) }),
		...(raw.hidden === undefined ? {} : { hidden: asBoolean(raw.hidden, `${where}.hidden`) }),
		...(raw.priority === undefined ? {} : { priority: asNumber(raw.priority, `${where}.priority`) }),
		...(raw.class === undefined ? {} : { class: strings(raw.class, 'class') }),
		...(raw.type === undefined ? {} : { type: asString(raw.type, `${where}.type`) }),
		...(raw.autocomplete === undefined ? {} : { autocomplete: asString(raw.autocomplete, `${where}.autocomplete`) }),
		...(raw.validate === undefined ? {} : { validate: strings(raw.validate, 'validate') }),
	};
}

/** The store's base country (`woocommerce_default_country`, US:CA on the real store too). */
const BASE_COUNTRY = 'US';

/** The country the form is laid out for: the saved one, else the store's, if the store sells there; else its first. */
export function addressCountry(book: AddressBook, saved: string | undefined): string {
	const wanted = saved || BASE_COUNTRY;
	return book.countries.some(([code]) => code === wanted) ? wanted : (book.countries[0]?.[0] ?? '');
}

/** The address form's fields for `country`, in WooCommerce's order: the default locale with the country's over it, billing adding phone and email. */
export function addressFields(book: AddressBook, country: string, type: AddressType): AddressField[] {
	const defaults = book.locale.get('default') ?? new Map<string, FieldLocale>();
	const overrides = book.locale.get(country) ?? new Map<string, FieldLocale>();
	const fields: AddressField[] = [...defaults].map(([key, locale]) => toField(type, key, { ...locale, ...overrides.get(key) }));
	if (type === 'billing') {
		fields.push(
			toField(type, 'phone', { label: 'Phone', required: true, type: 'tel', class: ['form-row-wide'], validate: ['phone'], autocomplete: 'tel', priority: 100 }),
			toField(type, 'email', { label: 'Email address', required: true, type: 'email', class: ['form-row-wide'], validate: ['email'], autocomplete: 'email', priority: 110 }),
		);
	}
	return fields.sort((a, b) => a.priority - b.priority);
}

function toField(type: AddressType, key: string, locale: FieldLocale): AddressField {
	const fieldType = locale.type === 'country' || locale.type === 'state' || locale.type === 'email' || locale.type === 'tel' ? locale.type : 'text';
	return {
		name: `${type}_${key}`,
		key,
		type: fieldType,
		label: locale.label ?? '',
		labelClass: locale.labelClass ?? [],
		required: locale.required === true,
		classes: locale.class ?? [],
		placeholder: locale.placeholder ?? '',
		autocomplete: locale.autocomplete ?? '',
		priority: locale.priority ?? 0,
		validate: locale.validate ?? [],
	};
}

/** WC_Form_Handler::save_address()'s errors: required fields, and an email that is not one. */
export function addressErrors(book: AddressBook, type: AddressType, body: Body): Notice[] {
	const errors: Notice[] = [];
	for (const definition of addressFields(book, field(body, `${type}_country`), type)) {
		const value = field(body, definition.name).trim();
		if (definition.required && value === '') {
			errors.push({ type: 'error', dataId: definition.name, message: html`${definition.label} is a required field.` });
		} else if (definition.type === 'email' && value !== '' && !isEmail(value)) {
			errors.push({ type: 'error', message: html`<strong>${definition.label}</strong> is not a valid email address.` });
		}
	}
	return errors;
}
