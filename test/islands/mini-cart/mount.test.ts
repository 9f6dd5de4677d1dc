import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/mini-cart/mount';
import { mount as mountRemoval } from '../../../islands/mini-cart-removal/mount';
import { navigation } from '../../../shared/cart/actions';
import { storeCart } from '../../../shared/cart/cache';
import { cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';
import { printClassicScript, removeClassicScript } from '../../support/classic-scripts';

const MINI_CART = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">
	<li class="woocommerce-mini-cart-item mini_cart_item"><a href="http://localhost:3000/cart/?remove_item=k9&amp;_wpnonce=n" class="remove remove_from_cart_button" data-cart_item_key="k9">×</a>Soup</li>
</ul></div>`;

beforeEach(() => {
	vi.useFakeTimers();
	installSettings();
	sessionStorage.clear();
	document.body.innerHTML = MINI_CART;
});

function miniCart(): HTMLElement {
	return document.querySelector('.widget_shopping_cart_content') as HTMLElement;
}

/** A cart cache the session shows without asking the server. */
function cacheTheCart(): void {
	document.cookie = 'woocommerce_cart_hash=h9; path=/';
	storeCart({ 'div.widget_shopping_cart_content': MINI_CART }, 'h9', Date.now(), true);
}

/** Mounts the mini-cart over a cache that holds the page's own fragment, so it stays in place, and its removal. */
function mountCached(): void {
	cacheTheCart();
	const shown = miniCart();
	mount(shown);
	expect(miniCart()).toBe(shown);
	mountRemoval(shown);
}

async function settle(): Promise<void> {
	await vi.dynamicImportSettled();
	await vi.advanceTimersByTimeAsync(10);
}

describe('mini-cart', () => {
	it('starts the cart session: busy while fresh fragments are on their way, then shows them', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(2) }));
		mount(miniCart());
		expect(miniCart().getAttribute('aria-busy')).toBe('true');
		await settle();
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_refreshed_fragments']);
		expect(miniCart().textContent).toContain('2 items');
		expect(miniCart().hasAttribute('aria-busy')).toBe(false);
	});
});

describe('mini-cart removal', () => {
	it('blocks the item while its removal is in flight, then shows the new fragments', async () => {
		let release: (body: string) => void = () => undefined;
		const fake = installFakeWc(() => ({ body: cartAnswer(0, '') }));
		vi.mocked(fetch).mockImplementationOnce(
			() => new Promise((resolve) => (release = (body) => resolve(new Response(body)))),
		);
		mountCached();
		(document.querySelector('.remove_from_cart_button') as HTMLElement).click();
		await settle();
		const item = document.querySelector('.mini_cart_item');
		expect(item?.classList.contains('shop-islands-blocked')).toBe(true);
		expect(item?.getAttribute('aria-busy')).toBe('true');
		expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
		release(cartAnswer(0, ''));
		await settle();
		expect(document.querySelector('.shop-islands-blocked')).toBeNull();
		expect(document.body.textContent).toContain('0 items');
		expect(fake.calls).toHaveLength(0);
	});

	it('follows the remove link when the removal fails', async () => {
		const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
		installFakeWc(() => ({ body: '-1', status: 400 }));
		mountCached();
		(document.querySelector('.remove_from_cart_button') as HTMLElement).click();
		await settle();
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/?remove_item=k9&_wpnonce=n');
		expect(document.querySelector('.shop-islands-blocked')).toBeNull();
	});

	it("stands aside where WooCommerce's own add-to-cart script is on the page, which removes itself", () => {
		installFakeWc(() => ({ body: cartAnswer(0, '') }));
		printClassicScript('wc-add-to-cart');
		mountCached();
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		document.querySelector('.remove_from_cart_button')?.dispatchEvent(click);
		vi.unstubAllGlobals();
		removeClassicScript('wc-add-to-cart');
		expect(click.defaultPrevented).toBe(false);
		expect(document.querySelector('.shop-islands-blocked')).toBeNull();
	});

	it('leaves a remove link of another mini-cart alone', () => {
		installFakeWc(() => ({ body: cartAnswer(0, '') }));
		document.body.insertAdjacentHTML('beforeend', '<aside id="other"><a class="remove_from_cart_button" data-cart_item_key="k1" href="#k1">×</a></aside>');
		mountCached();
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		document.querySelector('#other a')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
	});
});
