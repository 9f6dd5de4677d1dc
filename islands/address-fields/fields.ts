import { type AddressData, type FieldLocale, type StateList, fieldLocaleFor } from './data';
import { builtIn } from '../../shared/page-document';

/**
 * The address form for a country, as WooCommerce's server renders it for that country and its
 * country select and address i18n scripts rebuilt it on a change: the state field becomes a
 * select of the country's states, a text input (a country WooCommerce has no states for) or a
 * hidden input in a hidden row (a country with none), keeping its name and id; each localised
 * field gets the country's label, placeholder, required or optional mark, visibility, width
 * and place in the form. Unlike those scripts it also keeps `aria-required` and the label's
 * `required_field` class in step with the mark, keeps the state field's `autocomplete`, keeps a
 * chosen state the new list still has, lays out every field of the locale as the server does
 * (theirs only the address rows: not Japan's names), and never moves the row holding focus. Every change is
 * made only where the page differs, so applying the country the server rendered changes nothing.
 */

/** The state field of a form (checkout's billing and shipping, My account's address, the shipping calculator). */
const STATE_FIELDS = '#billing_state, #shipping_state, #calc_shipping_state';
/** The rows WooCommerce orders by priority. */
const FIELD_WRAPPER = '.woocommerce-address-fields__field-wrapper';
const ROW = '.form-row';
const WIDTHS = ['form-row-first', 'form-row-last', 'form-row-wide'];
const CONTROLS = 'input, select, textarea';
const MARKS = '.required, .optional';
const NBSP = '\u00a0';

type StateControl = HTMLInputElement | HTMLSelectElement;

/** Shows `form` as WooCommerce renders it for `country`. */
export function applyCountry(form: HTMLElement, country: string, data: AddressData): void {
	switchStateField(form, data.states.get(country), data);
	for (const [key, selector] of localisedRows(data)) {
		for (const row of queryAll(form, selector)) {
			localiseRow(row, key, fieldLocaleFor(data, country, key), data);
		}
	}
	for (const wrapper of queryAll(form, FIELD_WRAPPER)) {
		sortRows(wrapper);
	}
}

/**
 * Each field of the locale with the selector of its rows: WooCommerce's for the address fields
 * its script localised, the billing and shipping rows for the others (names, company, country),
 * which the server lays out per country too (Japan puts the family name first).
 */
function localisedRows(data: AddressData): Array<readonly [string, string]> {
	const keys = new Set([...(data.locale.get('default')?.keys() ?? []), ...data.localeFields.keys()]);
	return [...keys].map((key) => [key, data.localeFields.get(key) ?? `#billing_${key}_field, #shipping_${key}_field`] as const);
}

function switchStateField(form: HTMLElement, states: StateList | undefined, data: AddressData): void {
	const field = form.querySelector(STATE_FIELDS);
	if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) {
		return;
	}
	const row = field.closest<HTMLElement>(ROW);
	const classes = field.dataset.inputClasses ?? '';
	if (states?.length === 0) {
		const hidden = field instanceof HTMLInputElement && field.type === 'hidden' ? field : replaceField(field, createInput('hidden', `hidden ${classes}`));
		hidden.value = '';
		if (row) {
			setShown(row, false);
		}
		return;
	}
	if (row) {
		setShown(row, true);
	}
	if (states === undefined) {
		if (!(field instanceof HTMLInputElement && field.type === 'text')) {
			const text = replaceField(field, createInput('text', `input-text ${classes}`));
			text.placeholder = placeholderOf(field, data);
		}
		return;
	}
	const select = field instanceof HTMLSelectElement ? field : replaceField(field, createSelect(`state_select ${classes}`, placeholderOf(field, data) || data.i18n.selectState));
	fillStates(select, states, field.value, data.i18n.selectState);
}

/** The field's own placeholder; WooCommerce's "Select an option…" is the select's, not a text field's. */
function placeholderOf(field: StateControl, data: AddressData): string {
	const placeholder = field.getAttribute('placeholder') || field.dataset.placeholder || '';
	return placeholder === data.i18n.selectState ? '' : placeholder;
}

function fillStates(select: HTMLSelectElement, states: StateList, chosen: string, prompt: string): void {
	const wanted: Array<readonly [string, string]> = [['', prompt], ...states];
	const options = [...select.options];
	const same = options.length === wanted.length && options.every((option, index) => option.value === wanted[index]?.[0] && option.text === wanted[index]?.[1]);
	if (!same) {
		select.replaceChildren(...wanted.map(([value, name]) => option(select.ownerDocument, value, name)));
	}
	const keep = states.some(([code]) => code === chosen) ? chosen : '';
	if (select.value !== keep || select.selectedIndex === -1) {
		select.value = keep;
	}
}

function option(doc: Document, value: string, text: string): HTMLOptionElement {
	const created = builtIn('createElement', doc)('option');
	created.value = value;
	created.text = text;
	return created;
}

function createInput(type: 'hidden' | 'text', className: string): HTMLInputElement {
	const input = builtIn('createElement')('input');
	input.type = type;
	input.className = className.trim();
	return input;
}

function createSelect(className: string, placeholder: string): HTMLSelectElement {
	const select = builtIn('createElement')('select');
	select.className = className.trim();
	select.dataset.placeholder = placeholder;
	return select;
}

/** Puts `next` where `field` was, under its name and id, with its classes' source and its autofill hint. */
function replaceField<T extends StateControl>(field: StateControl, next: T): T {
	next.id = field.id;
	next.name = field.name;
	for (const attribute of ['data-input-classes', 'autocomplete']) {
		const value = field.getAttribute(attribute);
		if (value !== null) {
			next.setAttribute(attribute, value);
		}
	}
	field.replaceWith(next);
	return next;
}

function localiseRow(row: HTMLElement, key: string, locale: FieldLocale, data: AddressData): void {
	const label = row.querySelector('label');
	const controls = queryAll(row, CONTROLS);
	if (label && locale.label !== undefined) {
		setLabel(label, locale.label, locale.required === true, data.i18n.optional);
	} else if (label) {
		setLabel(label, labelText(label), locale.required === true, data.i18n.optional);
	}
	const placeholder = locale.placeholder ?? (locale.label !== undefined && !hasVisibleLabel(row) ? locale.label : undefined);
	if (placeholder !== undefined) {
		for (const control of controls) {
			setAttribute(control, 'placeholder', placeholder);
			setAttribute(control, 'data-placeholder', placeholder);
		}
	}
	setRequired(row, controls, locale.required === true);
	if (locale.priority !== undefined) {
		setAttribute(row, 'data-priority', String(locale.priority));
	}
	// The state row's visibility follows its state list (switchStateField).
	if (key !== 'state') {
		setShown(row, locale.hidden !== true);
		if (locale.hidden === true) {
			for (const control of controls) {
				if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
					control.value = '';
				}
			}
		}
	}
	if (locale.class) {
		const classes = locale.class;
		for (const width of WIDTHS) {
			row.classList.toggle(width, classes.includes(width));
		}
		row.classList.add(...classes.filter((name) => name !== ''));
	}
}

/** `Label&nbsp;<span class="required" aria-hidden="true">*</span>` or `Label&nbsp;<span class="optional">(optional)</span>`, as WooCommerce prints it. */
function setLabel(label: HTMLLabelElement, text: string, required: boolean, optional: string): void {
	const markText = required ? '*' : `(${optional})`;
	const marks = label.querySelectorAll(MARKS);
	const mark = marks[0];
	const current = marks.length === 1 && mark?.classList.contains(required ? 'required' : 'optional') && mark.textContent === markText;
	if (!current || labelText(label) !== text) {
		const span = builtIn('createElement')('span');
		span.className = required ? 'required' : 'optional';
		span.textContent = markText;
		if (required) {
			span.setAttribute('aria-hidden', 'true');
		}
		label.replaceChildren(`${text}${NBSP}`, span);
	}
	label.classList.toggle('required_field', required);
}

/** The label's own words, without its mark. */
function labelText(label: HTMLLabelElement): string {
	const copy = label.cloneNode(true) as HTMLLabelElement;
	copy.querySelectorAll(MARKS).forEach((mark) => mark.remove());
	return (copy.textContent ?? '').replace(/[\s\u00a0]+$/, '').trim();
}

function hasVisibleLabel(row: HTMLElement): boolean {
	return queryAll(row, 'label').some((label) => !label.classList.contains('screen-reader-text'));
}

function setRequired(row: HTMLElement, controls: readonly HTMLElement[], required: boolean): void {
	row.classList.toggle('validate-required', required);
	if (!required) {
		row.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field');
	}
	for (const control of controls) {
		if (control instanceof HTMLInputElement && control.type === 'hidden') {
			continue;
		}
		if (required) {
			setAttribute(control, 'aria-required', 'true');
		} else {
			control.removeAttribute('aria-required');
		}
	}
}

/** WooCommerce hides a row with an inline `display: none` (the fixture store with `hidden`). */
function setShown(row: HTMLElement, shown: boolean): void {
	if (shown) {
		row.hidden = false;
		row.style.removeProperty('display');
	} else if (row.style.display !== 'none') {
		row.style.display = 'none';
	}
}

/**
 * Orders the wrapper's rows by their `data-priority` (a row without one goes after the row
 * before it), moving the others around the row that holds focus: moving a focused element
 * takes its focus away.
 */
function sortRows(wrapper: HTMLElement): void {
	const rows = [...wrapper.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(ROW));
	let last = 0;
	const priorities = new Map<HTMLElement, number>();
	for (const row of rows) {
		const priority = Number.parseInt(row.dataset.priority ?? '', 10);
		last = Number.isFinite(priority) && priority > 0 ? priority : last + 1;
		priorities.set(row, last);
	}
	const sorted = [...rows].sort((a, b) => (priorities.get(a) ?? 0) - (priorities.get(b) ?? 0));
	if (sorted.every((row, index) => row === rows[index])) {
		return;
	}
	const focused = sorted.find((row) => row.contains(builtIn('activeElement'))) ?? sorted[0];
	if (!focused) {
		return;
	}
	const at = sorted.indexOf(focused);
	focused.before(...sorted.slice(0, at));
	focused.after(...sorted.slice(at + 1));
}

function setAttribute(element: Element, name: string, value: string): void {
	if (element.getAttribute(name) !== value) {
		element.setAttribute(name, value);
	}
}

function queryAll(root: ParentNode, selector: string): HTMLElement[] {
	try {
		return [...root.querySelectorAll<HTMLElement>(selector)];
	} catch {
		// A selector from the data that is not one.
		return [];
	}
}
