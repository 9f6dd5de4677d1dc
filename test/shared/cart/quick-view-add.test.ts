import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetQuickViewNonce } from '../../../shared/api/plugin-nonces';
import { addToCart, navigation } from '../../../shared/cart/actions';
import { addToCartFromQuickView, emptyAttributeFields, quickViewAddFields } from '../../../shared/cart/quick-view-add';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings({ ajaxUrl: '/wp-admin/admin-ajax.php', quickViewNonce: 'qv-nonce' });
	resetQuickViewNonce();
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

describe('quick-view add fields (spec §3.2, §7.2)', () => {
	it('sends the whole form plus product_id, an empty product_sku, quantity, variation_id and the chosen attributes as JSON, without the empty ones or add-to-cart', () => {
		expect(quickViewAddFields(variableForm())).toEqual({
			attribute_pa_size: 'small',
			quantity: '2',
			gift_note: 'For Ann & Bo',
			product_id: '115',
			product_sku: '',
			variation_id: '0',
			variations: '{"attribute_pa_size":"small"}',
		});
	});

	it('reads a simple form\'s product from its button, quantity 1 and variation 0 by default', () => {
		expect(quickViewAddFields(simpleForm())).toEqual({ quantity: '1', product_id: '101', product_sku: '', variation_id: '0', variations: '{}' });
	});

	it('lists the attribute fields left empty', () => {
		expect(emptyAttributeFields(variableForm()).map((select) => select.name)).toEqual(['attribute_crust']);
	});
});

describe('quick-view add', () => {
	it('posts admin-ajax.php with the action and nonce, in the one queue behind an earlier add, and raises added_to_cart', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const added: unknown[] = [];
		document.body.addEventListener('added_to_cart', (event) => added.push(event));
		const first = addToCart({ product_id: '12' }, null);
		const second = addToCartFromQuickView(variableForm(), null);
		expect((await settled(first)).status).toBe('added');
		expect((await settled(second)).status).toBe('added');
		expect(fake.maxInFlight()).toBe(1);
		expect(fake.calls[1]).toEqual({
			endpoint: '/wp-admin/admin-ajax.php',
			fields: expect.objectContaining({ action: 'woolentor_quickview_insert_to_cart', nonce: 'qv-nonce', product_id: '115', variations: '{"attribute_pa_size":"small"}' }),
		});
		expect(added).toHaveLength(2);
		expect(document.querySelector('.cart-contents .count')?.textContent).toBe('1 items');
	});

	it('goes to an http(s) product_url given with error', async () => {
		installFakeWc(() => ({ body: '{"error":true,"product_url":"http://localhost:3000/product/margherita/"}' }));
		const outcome = await settled(addToCartFromQuickView(variableForm(), null));
		expect(outcome).toEqual({ status: 'redirected', to: 'http://localhost:3000/product/margherita/' });
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/margherita/');
	});

	it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('fails, going nowhere, on error with product_url %s, and refreshes the cart', async (url) => {
		const fake = installFakeWc((call) =>
			call.endpoint === '/wp-admin/admin-ajax.php' ? { body: JSON.stringify({ error: true, product_url: url }) } : { body: cartAnswer(0, '') },
		);
		const outcome = await settled(addToCartFromQuickView(simpleForm(), null));
		expect(outcome.status).toBe('failed');
		expect(assign).not.toHaveBeenCalled();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['/wp-admin/admin-ajax.php', 'get_refreshed_fragments']);
	});
});
