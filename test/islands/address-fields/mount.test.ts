import { afterEach, describe, expect, it } from 'vitest';
import { readAddressData } from '../../../islands/address-fields/data';
import { mount } from '../../../islands/address-fields/mount';

/**
 * My account's billing form as WooCommerce 10 prints it for the US (trimmed to the fields a
 * country changes), and the plugin's block with WooCommerce's data for four countries: the US
 * (a state list), France (no state: `[]`), Vietnam (no list: a text field) and Japan (the family
 * name first).
 */
const BLOCK = {
	states: { US: { CA: 'California', NY: 'New York' }, FR: [] },
	locale: {
		default: {
			first_name: { label: 'First name', required: true, priority: 10, class: ['form-row-first'] },
			last_name: { label: 'Last name', required: true, priority: 20, class: ['form-row-last'] },
			state: { label: 'State / County', required: true, priority: 80 },
			postcode: { label: 'Postcode / ZIP', required: true, priority: 90 },
		},
		US: { state: { label: 'State' }, postcode: { label: 'ZIP Code' } },
		FR: { state: { required: false, hidden: true } },
		JP: { last_name: { priority: 10, class: ['form-row-first'] }, first_name: { priority: 20, class: ['form-row-last'] } },
	},
	localeFields: { state: '#billing_state_field', postcode: '#billing_postcode_field' },
	i18n: { selectState: 'Select an option…', optional: 'optional' },
};

const FORM = `<form method="post"><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">
<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" name="billing_first_name" id="billing_first_name" aria-required="true"></p>
<p class="form-row form-row-last validate-required" id="billing_last_name_field" data-priority="20"><label for="billing_last_name" class="required_field">Last name&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" name="billing_last_name" id="billing_last_name" aria-required="true"></p>
<p class="form-row form-row-wide validate-required" id="billing_country_field" data-priority="40"><label for="billing_country" class="required_field">Country / Region&nbsp;<span class="required" aria-hidden="true">*</span></label><select name="billing_country" id="billing_country" class="country_to_state country_select" aria-required="true"><option value="US" selected>United States (US)</option><option value="VN">Vietnam</option><option value="FR">France</option><option value="JP">Japan</option></select></p>
<p class="form-row form-row-wide validate-required validate-state" id="billing_state_field" data-priority="80"><label for="billing_state" class="required_field">State&nbsp;<span class="required" aria-hidden="true">*</span></label><select name="billing_state" id="billing_state" class="state_select" autocomplete="address-level1" data-placeholder="Select an option…" data-input-classes="" aria-required="true"><option value="">Select an option…</option><option value="CA">California</option><option value="NY" selected>New York</option></select></p>
<p class="form-row form-row-wide validate-required validate-postcode" id="billing_postcode_field" data-priority="90"><label for="billing_postcode" class="required_field">ZIP Code&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" name="billing_postcode" id="billing_postcode" aria-required="true"></p>
</div></div></form>`;

function page(block: unknown = BLOCK): HTMLElement {
	document.body.innerHTML = FORM;
	if (block !== null) {
		const script = document.createElement('script');
		script.type = 'application/json';
		script.id = 'shop-islands-address-fields';
		script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
		document.body.append(script);
	}
	return document.querySelector<HTMLElement>('.woocommerce-address-fields') as HTMLElement;
}

function choose(country: string): void {
	const select = document.querySelector<HTMLSelectElement>('#billing_country') as HTMLSelectElement;
	select.value = country;
	select.dispatchEvent(new Event('change', { bubbles: true }));
}

const state = (): Element | null => document.querySelector('#billing_state');
const label = (field: string): string => document.querySelector(`label[for="billing_${field}"]`)?.textContent ?? '';
const order = (): string[] => [...document.querySelectorAll('.woocommerce-address-fields__field-wrapper > .form-row')].map((row) => row.id);

afterEach(() => {
	Reflect.deleteProperty(window, 'wc_country_select_params');
	document.body.innerHTML = '';
});

describe('address fields', () => {
	it('changes nothing for the country the server rendered the form for', () => {
		const form = page();
		const before = document.body.innerHTML;
		mount(form);
		expect(document.body.innerHTML).toBe(before);
	});

	it('reshapes the state field and the labels for each country, under the same name and id', () => {
		mount(page());
		choose('FR');
		expect(state()).toBeInstanceOf(HTMLInputElement);
		expect((state() as HTMLInputElement).type).toBe('hidden');
		expect(document.querySelector<HTMLElement>('#billing_state_field')?.style.display).toBe('none');
		expect(label('postcode')).toBe('Postcode / ZIP\u00a0*');

		choose('US');
		const select = state();
		expect(select).toBeInstanceOf(HTMLSelectElement);
		expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Select an option…', 'California', 'New York']);
		expect(select?.getAttribute('name')).toBe('billing_state');
		expect(select?.getAttribute('autocomplete')).toBe('address-level1');
		expect(document.querySelector<HTMLElement>('#billing_state_field')?.style.display).toBe('');
		expect(label('state')).toBe('State\u00a0*');
		expect(label('postcode')).toBe('ZIP Code\u00a0*');
	});

	it('gives a country without a state list a text field, and an optional field its mark', () => {
		const data = { ...BLOCK, locale: { ...BLOCK.locale, VN: { state: { required: false } } } };
		mount(page(data));
		choose('VN');
		expect(state()).toBeInstanceOf(HTMLInputElement);
		expect((state() as HTMLInputElement).type).toBe('text');
		expect(label('state')).toBe('State / County\u00a0(optional)');
		expect(document.querySelector('label[for="billing_state"]')?.classList.contains('required_field')).toBe(false);
	});

	it('orders the names as the server does for Japan, and back', () => {
		mount(page());
		choose('JP');
		expect(order().slice(0, 2)).toEqual(['billing_last_name_field', 'billing_first_name_field']);
		choose('US');
		expect(order().slice(0, 2)).toEqual(['billing_first_name_field', 'billing_last_name_field']);
	});

	it('leaves the form to the server without its data, with malformed data, or beside WooCommerce\'s own script', () => {
		for (const block of [null, '{not json', '<!doctype html><p>Error</p>', '[]', JSON.stringify({ ...BLOCK, locale: 'x' })]) {
			mount(page(block));
			choose('FR');
			expect(state()).toBeInstanceOf(HTMLSelectElement);
		}
		Reflect.set(window, 'wc_country_select_params', { countries: '{}' });
		mount(page());
		choose('FR');
		expect(state()).toBeInstanceOf(HTMLSelectElement);
	});

	it('drops entries of the wrong shape one by one', () => {
		const data = readAddressData(JSON.stringify({ ...BLOCK, states: { US: { CA: 42 }, FR: [], GB: 'x' }, localeFields: { state: 7, postcode: '#p' } }));
		expect([...(data?.states.keys() ?? [])]).toEqual(['FR']);
		expect([...(data?.localeFields ?? [])]).toEqual([['postcode', '#p']]);
	});
});
