import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/add-to-cart/mount';
import { navigation } from '../../../shared/cart/actions';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

function card(attributes: string): HTMLAnchorElement {
	document.body.innerHTML = `<li class="product"><a href="?add-to-cart=12" class="button add_to_cart_button ajax_add_to_cart" ${attributes}>Add to cart</a></li>
		<div class="widget_shopping_cart_content"></div>`;
	return document.querySelector('a.ajax_add_to_cart') as HTMLAnchorElement;
}

function liveText(): string {
	return document.getElementById('shop-islands-live-polite')?.textContent ?? '';
}

beforeEach(() => {
	vi.useFakeTimers();
	installSettings();
	vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

/** Lets the add's request answer (the fake server takes 1 ms). */
async function answer(): Promise<void> {
	await vi.advanceTimersByTimeAsync(5);
}

describe('add-to-cart button', () => {
	it('goes loading → added, inserts one "View cart" link and announces the success message 1 s later', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12" data-quantity="1" data-product_sku="PZ" data-success_message="“Pizza” has been added to your cart" ');
		const unmount = mount(button);
		button.click();
		expect(button.classList.contains('loading')).toBe(true);
		expect(button.getAttribute('aria-busy')).toBe('true');
		await vi.advanceTimersByTimeAsync(1);
		expect(button.classList.contains('added')).toBe(true);
		expect(button.classList.contains('loading')).toBe(false);
		expect(button.hasAttribute('aria-busy')).toBe(false);
		expect(fake.calls[0]?.fields).toEqual({
			product_id: '12',
			quantity: '1',
			product_sku: 'PZ',
			success_message: '“Pizza” has been added to your cart',
		});
		const links = document.querySelectorAll('a.added_to_cart');
		expect(links).toHaveLength(1);
		expect(links[0]?.textContent).toBe('View cart');
		expect(links[0]?.getAttribute('href')).toBe('http://localhost:3000/cart/');
		// The answer came 1 ms after the click; the message is due 1000 ms after the answer.
		await vi.advanceTimersByTimeAsync(999);
		expect(liveText()).toBe('');
		await vi.advanceTimersByTimeAsync(20);
		expect(liveText()).toBe('“Pizza” has been added to your cart');

		button.click();
		await answer();
		expect(fake.calls).toHaveLength(2);
		expect(button.classList.contains('loading')).toBe(false);
		expect(document.querySelectorAll('a.added_to_cart')).toHaveLength(1);
		unmount();
	});

	it('adds on Space where WooCommerce marks the link a button, as a click does; Space on a plain link stays the browser\'s', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12" data-quantity="1" role="button"');
		const unmount = mount(button);
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		button.dispatchEvent(space);
		expect(space.defaultPrevented).toBe(true);
		await answer();
		expect(fake.calls).toHaveLength(1);
		expect(button.classList.contains('added')).toBe(true);
		unmount();

		const plain = card('data-product_id="12" data-quantity="1"');
		const unmountPlain = mount(plain);
		const scroll = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		plain.dispatchEvent(scroll);
		expect(scroll.defaultPrevented).toBe(false);
		await answer();
		expect(fake.calls).toHaveLength(1);
		unmountPlain();
	});

	it('gives the button back and says the add did not go through when the server never answers', async () => {
		installFakeWc((call) => (call.endpoint === 'add_to_cart' ? 'hang' : { body: cartAnswer(0, '') }));
		const button = card('data-product_id="12"');
		mount(button);
		button.click();
		await vi.advanceTimersByTimeAsync(7999);
		expect(button.classList.contains('loading')).toBe(true);
		await vi.advanceTimersByTimeAsync(1);
		expect(button.classList.contains('loading')).toBe(false);
		expect(button.hasAttribute('aria-busy')).toBe(false);
		expect(button.classList.contains('added')).toBe(false);
		await vi.advanceTimersByTimeAsync(20);
		expect(document.getElementById('shop-islands-live-assertive')?.textContent).toBe(
			'Sorry, this product could not be added to your cart. Please try again.',
		);
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/cart/'],
	])('adds no "View cart" link to a %s cart address, but adds', async (_case, cartUrl) => {
		installSettings({ cartUrl });
		installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12"');
		mount(button);
		button.click();
		await answer();
		expect(button.classList.contains('added')).toBe(true);
		expect(document.querySelector('a.added_to_cart')).toBeNull();
	});

	it('words the "View cart" link as the site\'s WooCommerce words it (the settings)', async () => {
		installSettings({ viewCartLabel: 'Voir le panier' });
		installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12"');
		mount(button);
		button.click();
		await answer();
		expect(document.querySelector('a.added_to_cart')?.textContent).toBe('Voir le panier');
	});

	it('adds no "View cart" link on the cart page', async () => {
		installSettings({ isCart: true });
		installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12"');
		mount(button);
		button.click();
		await answer();
		expect(button.classList.contains('added')).toBe(true);
		expect(document.querySelector('a.added_to_cart')).toBeNull();
	});

	it('resets a vetoed button without marking it added', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-product_id="12"');
		const veto = (event: Event): void => event.preventDefault();
		document.addEventListener('should_send_ajax_request.adding_to_cart', veto);
		mount(button);
		button.click();
		await answer();
		expect(button.classList.contains('loading')).toBe(false);
		document.removeEventListener('should_send_ajax_request.adding_to_cart', veto);
		expect(button.classList.contains('added')).toBe(false);
		expect(fake.calls).toHaveLength(0);
	});

	it('leaves a button without product_id to its plain link', () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const button = card('data-quantity="1"');
		mount(button);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true });
		button.dispatchEvent(event);
		expect(event.defaultPrevented).toBe(false);
		expect(fake.calls).toHaveLength(0);
	});

	it("stands aside where WooCommerce's own add-to-cart script is on the page (its script element, not its settings object)", () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		printClassicScript('wc-add-to-cart');
		const button = card('data-product_id="12" data-quantity="1"');
		mount(button);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true });
		button.dispatchEvent(event);
		vi.unstubAllGlobals();
		removeClassicScript('wc-add-to-cart');
		expect(event.defaultPrevented).toBe(false);
		expect(button.classList.contains('loading')).toBe(false);
		expect(fake.calls).toHaveLength(0);
	});
});
