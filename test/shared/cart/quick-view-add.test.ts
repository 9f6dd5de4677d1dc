import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, navigation } from '../../../shared/cart/actions';
import { addToCartFromQuickView, addsOnlyByFormPost, emptyAttributeFields, quickViewAddFields } from '../../../shared/cart/quick-view-add';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings({ ajaxUrl: '/wp-admin/admin-ajax.php' });
	sessionStorage.clear();
	document.body.innerHTML = `<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a><div class="widget_shopping_cart_content"></div>`;
	assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

/** WooCommerce's variable form as the quick view prints it: size chosen, crust left out. */
function variableForm(): HTMLFormElement {
	document.body.insertAdjacentHTML(
		'beforeend',
		`<form class="variations_form cart" action="/product/margherita/" method="post">
			<select name="attribute_pa_size"><option value="">Choose an option</option><option value="small" selected>Small</option></select>
			<select name="attribute_crust"><option value="" selected>Choose an option</option><option value="Thin">Thin</option></select>
			<input type="number" name="quantity" value="2">
			<input type="hidden" name="gift_note" value="For Ann &amp; Bo">
			<button type="submit" class="single_add_to_cart_button">Add to cart</button>
			<input type="hidden" name="add-to-cart" value="115">
			<input type="hidden" name="product_id" value="115">
			<input type="hidden" name="variation_id" class="variation_id" value="0">
		</form>`,
	);
	return document.querySelector('form.variations_form') as HTMLFormElement;
}

function simpleForm(): HTMLFormElement {
	document.body.insertAdjacentHTML(
		'beforeend',
		`<form class="cart" action="/product/garlic-bread/" method="post"><input type="number" name="quantity" value=""><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button">Add to cart</button></form>`,
	);
	return document.querySelector('form.cart:not(.variations_form)') as HTMLFormElement;
}

async function settled<T>(work: Promise<T>): Promise<T> {
	await vi.runAllTimersAsync();
	return work;
}

describe('quick-view add fields (WooCommerce\'s own add)', () => {
	it('sends the whole form with the product, without the empty attributes or add-to-cart', () => {
		expect(quickViewAddFields(variableForm())).toEqual({
			attribute_pa_size: 'small',
			quantity: '2',
			gift_note: 'For Ann & Bo',
			product_id: '115',
			variation_id: '0',
		});
	});

	it('sends the chosen variation as the product, as WooCommerce\'s background add reads it', () => {
		const form = variableForm();
		(form.querySelector('select[name="attribute_crust"]') as HTMLSelectElement).innerHTML = '<option value="Thin" selected>Thin</option>';
		(form.querySelector('input[name="variation_id"]') as HTMLInputElement).value = '201';
		expect(quickViewAddFields(form)).toMatchObject({ product_id: '201', variation_id: '201', attribute_pa_size: 'small', attribute_crust: 'Thin' });
	});

	it('reads a simple form\'s product from its button, quantity 1 by default', () => {
		expect(quickViewAddFields(simpleForm())).toEqual({ quantity: '1', product_id: '101' });
	});

	it('lists the attribute fields left empty', () => {
		expect(emptyAttributeFields(variableForm()).map((select) => select.name)).toEqual(['attribute_crust']);
	});

	it.each([
		['a variation with an "any" value', '[{"variation_id":201,"attributes":{"attribute_pa_size":"small","attribute_crust":""}}]', '201', true],
		['a variation with every value set', '[{"variation_id":201,"attributes":{"attribute_pa_size":"small","attribute_crust":"Thin"}}]', '201', false],
		['no variation chosen', '[{"variation_id":201,"attributes":{"attribute_pa_size":"small","attribute_crust":""}}]', '0', false],
		['variations looked up by request (false)', 'false', '201', false],
		['unreadable variations', '[{"variation_id":', '201', false],
		['a variation not in the list', '[{"variation_id":202,"attributes":{"attribute_crust":""}}]', '201', false],
	])('adds only by the form post: %s → %s', (_name, variations, variationId, expected) => {
		const form = variableForm();
		form.setAttribute('data-product_variations', variations);
		(form.querySelector('input[name="variation_id"]') as HTMLInputElement).value = variationId;
		expect(addsOnlyByFormPost(form)).toBe(expected);
	});
});

describe('quick-view add', () => {
	it('posts WooCommerce\'s ?wc-ajax=add_to_cart in the one queue behind an earlier add, and raises added_to_cart', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const added: unknown[] = [];
		document.body.addEventListener('added_to_cart', (event) => added.push(event));
		const first = addToCart({ product_id: '12' }, null);
		const second = addToCartFromQuickView(variableForm(), null);
		expect((await settled(first)).status).toBe('added');
		expect((await settled(second)).status).toBe('added');
		expect(fake.maxInFlight()).toBe(1);
		expect(fake.calls[1]).toEqual({ endpoint: 'add_to_cart', fields: expect.objectContaining({ product_id: '115', attribute_pa_size: 'small' }) });
		expect(fake.calls[1]?.fields).not.toHaveProperty('action');
		expect(added).toHaveLength(2);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('1 items');
	});

	it('goes to an http(s) product_url given with error, where WooCommerce shows its notice', async () => {
		installFakeWc(() => ({ body: '{"error":true,"product_url":"http://localhost:3000/product/margherita/"}' }));
		const outcome = await settled(addToCartFromQuickView(variableForm(), null));
		expect(outcome).toEqual({ status: 'redirected', to: 'http://localhost:3000/product/margherita/' });
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/margherita/');
	});

	it.each([
		['error with product_url javascript:', { body: JSON.stringify({ error: true, product_url: 'javascript:alert(1)' }) }],
		['an HTML error page (500)', { body: '<html><body>Internal Server Error</body></html>', status: 500 }],
		['an empty answer', { body: '' }],
		['no network', 'network-error' as const],
	])('fails on %s, going nowhere, and refreshes the cart', async (_name, reply) => {
		const fake = installFakeWc((call) => (call.endpoint === 'add_to_cart' ? reply : { body: cartAnswer(0, '') }));
		const outcome = await settled(addToCartFromQuickView(simpleForm(), null));
		expect(outcome.status).toBe('failed');
		expect(assign).not.toHaveBeenCalled();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
	});
});
