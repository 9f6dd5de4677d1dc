import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAD_ANSWER_MESSAGE, LOAD_FAILED_MESSAGE } from '../../../islands/quick-view/load';
import { mount } from '../../../islands/quick-view/mount';
import { resetQuickViewNonce } from '../../../shared/api/plugin-nonces';
import { navigation } from '../../../shared/cart/actions';
import { QUICK_VIEW_MAX_HEIGHT_OFFSET_PX } from '../../../shared/constants';
import { $openPanel, openPanel } from '../../../shared/stores/ui';
import { type Reply, cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const AJAX = '/wp-admin/admin-ajax.php';

/** WooLentor's answer: the slider, the summary and the product's own form. */
function quickViewHtml(name: string, form: string): string {
	return `<div class="woolentor-quickview-content woocommerce single-product"><div class="product type-product">
		<div class="woolentor-quickview-images"><div class="woolentor-quickview-main-image">
			<div class="woolentor-quickview-main-image__slide"><img src="/a.jpg" alt="A"></div>
			<div class="woolentor-quickview-main-image__slide"><img src="/b.jpg" alt="B"></div>
		</div><ul class="woolentor-quickview-thumbnails">
			<li><button type="button" class="woolentor-quickview-thumbnail" aria-label="Show image 1 of 2"></button></li>
			<li><button type="button" class="woolentor-quickview-thumbnail" aria-label="Show image 2 of 2"></button></li>
		</ul></div>
		<div class="summary"><h2 class="product_title entry-title">${name}</h2>${form}</div>
	</div></div>`;
}

const SIMPLE_FORM = `<form class="cart" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
const VARIABLE_FORM = `<form class="variations_form cart" method="post"><select name="attribute_pa_size"><option value="">Choose an option</option><option value="small">Small</option></select><select name="attribute_crust"><option value="">Choose an option</option><option value="Thin">Thin</option></select><button type="submit" class="single_add_to_cart_button button alt">Add to cart</button><input type="hidden" name="add-to-cart" value="115"><input type="hidden" name="product_id" value="115"><input type="hidden" name="variation_id" class="variation_id" value="0"></form>`;

let unmounts: Array<() => void> = [];
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	installSettings({ ajaxUrl: AJAX, quickViewNonce: 'qv-nonce' });
	resetQuickViewNonce();
	document.body.innerHTML = `<ul class="products">
		<li class="product"><a href="http://localhost:3000/product/garlic-bread/" class="woolentor-quickview-btn" data-quick-id="101" aria-label="Quick view Garlic Bread">Quick view</a></li>
		<li class="product"><a href="http://localhost:3000/product/margherita/" class="woolentor-quickview-btn" data-quick-id="115">Quick view</a></li>
		<li class="product"><button type="button" class="woolentor-quickview-btn" data-product_id="115">Quick view</button></li>
	</ul><div class="widget_shopping_cart_content"></div>`;
	assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
	act(() => {
		unmounts = [...document.querySelectorAll<HTMLElement>('.woolentor-quickview-btn')].map((button) => mount(button));
	});
});

afterEach(() => {
	act(() => unmounts.forEach((unmount) => unmount()));
});

const buttons = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.woolentor-quickview-btn')];
const body = (): HTMLElement => document.querySelector('.shop-islands-quick-view__body') as HTMLElement;
const dialog = (): HTMLElement => screen.getByRole('dialog', { hidden: true });
const isOpen = (): boolean => dialog().closest('[hidden]') === null;

function answering(reply: (call: { endpoint: string; fields: Record<string, string> }) => Reply): ReturnType<typeof installFakeWc> {
	return installFakeWc(reply);
}

async function open(button: HTMLElement): Promise<void> {
	await act(async () => {
		button.click();
		await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
	});
}

describe('quick view', () => {
	it('loads the product with the nonce and opens a modal dialog named by it, focus moved in, at most the window height less 150 px', async () => {
		const fake = answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		const [button] = buttons();
		expect(button?.getAttribute('aria-haspopup')).toBe('dialog');
		expect(isOpen()).toBe(false);
		await open(button as HTMLElement);
		expect(fake.calls).toEqual([{ endpoint: AJAX, fields: { id: '101', nonce: 'qv-nonce', action: 'woolentor_quickview' } }]);
		expect(isOpen()).toBe(true);
		expect(screen.getByRole('dialog', { name: 'Garlic Bread' }).getAttribute('aria-modal')).toBe('true');
		expect(document.activeElement).toBe(dialog());
		expect(dialog().style.maxHeight).toBe(`calc(100dvh - ${QUICK_VIEW_MAX_HEIGHT_OFFSET_PX}px)`);
		expect($openPanel.get()).toBe('quick-view');
		expect(document.documentElement.classList.contains('shop-islands-quick-view-open')).toBe(true);
	});

	it('is loading while the answer is on its way, and only then open', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		const [button] = buttons() as [HTMLElement];
		act(() => button.click());
		expect(button.classList.contains('loading')).toBe(true);
		expect(isOpen()).toBe(false);
		await open(button);
		expect(button.classList.contains('loading')).toBe(false);
		expect(isOpen()).toBe(true);
	});

	it('shows one main image at a time; the thumbnails choose it', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		await open(buttons()[0] as HTMLElement);
		const slides = [...body().querySelectorAll<HTMLElement>('.woolentor-quickview-main-image__slide')];
		expect(slides.map((slide) => slide.hidden)).toEqual([false, true]);
		screen.getByRole('button', { name: 'Show image 2 of 2' }).click();
		expect(slides.map((slide) => slide.hidden)).toEqual([true, false]);
		expect(screen.getByRole('button', { name: 'Show image 2 of 2' }).getAttribute('aria-current')).toBe('true');
		expect(body().querySelector('.woolentor-quickview-thumbnails')?.getAttribute('style')).toContain('--shop-islands-quick-view-thumbnails: 4');
	});

	it.each([
		['Escape', (): void => void fireEvent.keyDown(document, { key: 'Escape' })],
		['the close button', (): void => screen.getByRole('button', { name: 'Close' }).click()],
		['the overlay', (): void => (document.querySelector('.shop-islands-quick-view__overlay') as HTMLElement).click()],
		['another panel opening', (): void => openPanel('cart-panel')],
	])('closes with %s: the content and its islands go first, focus goes back to the button', async (_name, close) => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		const [button] = buttons() as [HTMLElement];
		await open(button);
		const replaced: EventTarget[] = [];
		document.addEventListener('shop-islands:before-replace', (event) => replaced.push(event.target as EventTarget));
		const container = body();
		act(close);
		expect(isOpen()).toBe(false);
		expect(replaced).toEqual([container]);
		expect(container.childNodes).toHaveLength(0);
		expect(document.activeElement).toBe(button);
		expect(document.documentElement.classList.contains('shop-islands-quick-view-open')).toBe(false);
	});

	it('keeps Tab inside the dialog', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		await open(buttons()[0] as HTMLElement);
		const last = body().querySelector('.single_add_to_cart_button') as HTMLElement;
		vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
		last.focus();
		fireEvent.keyDown(last, { key: 'Tab' });
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
	});

	it('opens from a <button> with data-product_id, named by the product', async () => {
		const fake = answering(() => ({ body: quickViewHtml('Margherita', VARIABLE_FORM) }));
		await open(buttons()[2] as HTMLElement);
		expect(fake.calls[0]?.fields.id).toBe('115');
		expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeTruthy();
	});

	it('leaves a modified click to the link', () => {
		const fake = answering(() => ({ body: '' }));
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
		buttons()[0]?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
		expect(fake.calls).toHaveLength(0);
	});

	it('shows the newer product when a second button is used before the first answer', async () => {
		answering((call) => (call.fields.id === '101' ? 'hang' : { body: quickViewHtml('Margherita', VARIABLE_FORM) }));
		const [garlic, margherita] = buttons() as [HTMLElement, HTMLElement];
		act(() => garlic.click());
		await open(margherita);
		expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeTruthy();
		expect(garlic.classList.contains('loading')).toBe(false);
		expect(console.error).not.toHaveBeenCalled();
	});
});

describe('quick view, failures (spec §8.2): logged, no dialog, the button\'s link followed', () => {
	it.each([
		['an empty answer', { body: '' }, BAD_ANSWER_MESSAGE],
		['a blank answer', { body: ' \n ' }, BAD_ANSWER_MESSAGE],
		['garbage', { body: '{"success":false}' }, BAD_ANSWER_MESSAGE],
		['WordPress\'s 0', { body: '0' }, BAD_ANSWER_MESSAGE],
		['an HTML error page (200)', { body: '<!DOCTYPE html><html><body id="error-page"><p>There has been a critical error.</p></body></html>' }, BAD_ANSWER_MESSAGE],
		['an HTML error page (500)', { body: '<html><body>Internal Server Error</body></html>', status: 500 }, LOAD_FAILED_MESSAGE],
		['a refused nonce, still refused after the refresh', { body: '-1', status: 403 }, LOAD_FAILED_MESSAGE],
		['no network', 'network-error', LOAD_FAILED_MESSAGE],
	] as const)('%s', async (_name, reply, message) => {
		answering(() => reply);
		const [button] = buttons() as [HTMLElement];
		await open(button);
		expect(console.error).toHaveBeenCalledWith(message, ...(message === LOAD_FAILED_MESSAGE ? [expect.anything()] : []));
		expect(isOpen()).toBe(false);
		expect(body().childNodes).toHaveLength(0);
		expect($openPanel.get()).toBeNull();
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/garlic-bread/');
	});

	it('goes nowhere for a <button>, which has no link', async () => {
		answering(() => ({ body: '' }));
		await open(buttons()[2] as HTMLElement);
		expect(assign).not.toHaveBeenCalled();
		expect(isOpen()).toBe(false);
	});
});

describe('quick view, add to cart (spec §4.6, §5.2, §7.2)', () => {
	it('sends a variable product with an option left out: marked required and in error, sent without it', async () => {
		const fake = answering((call) => (call.fields.action === 'woolentor_quickview' ? { body: quickViewHtml('Margherita', VARIABLE_FORM) } : { body: cartAnswer(1) }));
		await open(buttons()[1] as HTMLElement);
		const size = body().querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]') as HTMLSelectElement;
		size.value = 'small';
		const addButton = body().querySelector('.single_add_to_cart_button') as HTMLElement;
		act(() => addButton.click());
		const crust = body().querySelector('select[name="attribute_crust"]') as HTMLSelectElement;
		expect(crust.getAttribute('aria-invalid')).toBe('true');
		expect(crust.getAttribute('aria-required')).toBe('true');
		expect(crust.required).toBe(false);
		expect(size.hasAttribute('aria-invalid')).toBe(false);
		expect(addButton.classList.contains('loading')).toBe(true);
		await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
		expect(fake.calls[1]?.fields).toMatchObject({ action: 'woolentor_quickview_insert_to_cart', nonce: 'qv-nonce', product_id: '115', product_sku: '', quantity: '1', variation_id: '0', variations: '{"attribute_pa_size":"small"}' });
		crust.value = 'Thin';
		fireEvent.change(crust);
		expect(crust.hasAttribute('aria-invalid')).toBe(false);
		await vi.waitFor(() => expect(addButton.classList.contains('added')).toBe(true));
	});

	it('keeps the mark on a select swapped in after the submit', async () => {
		answering((call) => (call.fields.action === 'woolentor_quickview' ? { body: quickViewHtml('Margherita', VARIABLE_FORM) } : { body: cartAnswer(1) }));
		await open(buttons()[1] as HTMLElement);
		act(() => (body().querySelector('.single_add_to_cart_button') as HTMLElement).click());
		const old = body().querySelector('select[name="attribute_crust"]') as HTMLSelectElement;
		const swapped = old.cloneNode(true) as HTMLSelectElement;
		swapped.removeAttribute('aria-invalid');
		swapped.className = '';
		old.replaceWith(swapped);
		await vi.waitFor(() => expect(swapped.getAttribute('aria-invalid')).toBe('true'));
		// The cart queue is the page's: the add finishes before the next test.
		await vi.waitFor(() => expect(body().querySelector('.single_add_to_cart_button.added')).not.toBeNull());
	});

	it('takes the button from loading to added once the cart answers', async () => {
		answering((call) => (call.fields.action === 'woolentor_quickview' ? { body: quickViewHtml('Garlic Bread', SIMPLE_FORM) } : { body: cartAnswer(1) }));
		await open(buttons()[0] as HTMLElement);
		const addButton = body().querySelector('.single_add_to_cart_button') as HTMLElement;
		const added: Event[] = [];
		document.body.addEventListener('added_to_cart', (event) => added.push(event));
		act(() => addButton.click());
		expect(addButton.classList.contains('loading')).toBe(true);
		await vi.waitFor(() => expect(addButton.classList.contains('added')).toBe(true));
		expect(addButton.classList.contains('loading')).toBe(false);
		expect(added).toHaveLength(1);
	});

	it('leaves an external product\'s form (a GET to the seller) to the browser', async () => {
		const fake = answering(() => ({ body: quickViewHtml('Chilli Oil', '<form class="cart" action="https://seller.example/oil" method="get"><button type="submit" class="single_add_to_cart_button button alt">Buy</button></form>') }));
		await open(buttons()[0] as HTMLElement);
		const form = body().querySelector('form') as HTMLFormElement;
		const submit = new Event('submit', { bubbles: true, cancelable: true });
		form.dispatchEvent(submit);
		expect(submit.defaultPrevented).toBe(false);
		expect(fake.calls).toHaveLength(1);
	});

	it('leaves alone a submit another listener took', async () => {
		const fake = answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		await open(buttons()[0] as HTMLElement);
		const form = body().querySelector('form') as HTMLFormElement;
		form.addEventListener('submit', (event) => event.preventDefault());
		act(() => (form.querySelector('button') as HTMLElement).click());
		expect(fake.calls).toHaveLength(1);
	});
});
