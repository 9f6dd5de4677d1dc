import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAD_ANSWER_MESSAGE, LOAD_FAILED_MESSAGE } from '../../../islands/quick-view/load';
import { mount } from '../../../islands/quick-view/mount';
import { defaultOptions } from '../../../islands/quick-view/options';
import { closeQuickView } from '../../../islands/quick-view/state';
import { resetPluginNonces } from '../../../shared/api/plugin-nonces';
import { navigation } from '../../../shared/cart/actions';
import { AJAX_REQUEST_TIMEOUT_MS, REDUCED_MOTION_QUERY } from '../../../shared/constants';
import { $openPanel, openPanel } from '../../../shared/stores/ui';
import { type Reply, cartAnswer, installFakeWc } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

const AJAX = '/wp-admin/admin-ajax.php';

/** WooLentor 3.4's answer: the sale flash, the main images and the thumbnail strip, the summary with the product's own form and the share links. */
function quickViewHtml(name: string, form: string, images = 2): string {
	const slides = Array.from({ length: images }, (_unused, index) =>
		index === 0
			? `<figure class="woolentor-quickview-product-image-wrap woocommerce-product-gallery__image"><img src="/img-${index}.jpg" alt=""></figure>`
			: `<div class="woolentor-quickview-product-image-wrap"><figure class="woocommerce-product-gallery__image"><img src="/img-${index}.jpg" alt=""></figure></div>`,
	).join('');
	const thumbnails = Array.from({ length: images }, (_unused, index) => `<div class="woolentor-quickview-thumb-single"><img src=" /img-${index}.jpg " alt="${name}"></div>`).join('');
	return `<div class='woolentorquickview-content-template simple'><div class="woolentor-quickview-content-area woocommerce single-product">
		<div id="product-101" class="product post-101 type-product">
		<span class="onsale">Sale!</span>
		<div class="images">
			<div class="woocommerce-product-gallery__wrapper woolentor-quickview-main-image-slider">${slides}</div>
			<div class="woolentor-quickview-thumbnail-slider">${thumbnails}</div>
		</div>
		<div class="summary entry-summary woolentor-quickview-custom-scroll"><div class="summary-content"><h1 class="product_title entry-title">${name}</h1>${form}
			<div class="woolentor-quickview-social-share"><span class="woolentor-quickview-social-title">Share:</span><ul>
				<li><a rel="nofollow" href="https://www.facebook.com/sharer/sharer.php?u=http://localhost:3000/product/garlic-bread/" target="_blank"><span class="woolentor-quickview-social-icon"><svg></svg></span></a></li>
				<li><a rel="nofollow" href="https://telegram.me/share/url?url=http://localhost:3000/product/garlic-bread/" target="_blank"><span class="woolentor-quickview-social-icon"><svg></svg></span></a></li>
			</ul></div>
		</div></div>
	</div></div></div>`;
}

const SIMPLE_FORM = `<form class="cart" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">Add to cart</button></form>`;
const VARIABLE_FORM = `<form class="variations_form cart" method="post"><select name="attribute_pa_size"><option value="">Choose an option</option><option value="small">Small</option></select><select name="attribute_crust"><option value="">Choose an option</option><option value="Thin">Thin</option></select><button type="submit" class="single_add_to_cart_button button alt">Add to cart</button><input type="hidden" name="add-to-cart" value="115"><input type="hidden" name="product_id" value="115"><input type="hidden" name="variation_id" class="variation_id" value="0"></form>`;

let unmounts: Array<() => void> = [];
let assign: ReturnType<typeof vi.spyOn>;
let reducedMotion = false;

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	installSettings({ ajaxUrl: AJAX, quickViewNonce: 'qv-nonce' });
	resetPluginNonces();
	document.body.innerHTML = `<ul class="products">
		<li class="product"><a href="http://localhost:3000/product/garlic-bread/" class="woocommerce-LoopProduct-link">Garlic Bread</a><span class="woolentor-quickview-btn-area"><a href="http://localhost:3000/product/garlic-bread/" class="woolentor-quickview-btn woolentor-quickview-btn-pos-before_cart_btn" data-product_id="101"><span class="woolentor-quickview-btn-text">QuickView</span></a></span></li>
		<li class="product"><a href="http://localhost:3000/product/margherita/" class="woolentor-quickview-btn" data-quick-id="115">Quick view</a></li>
		<li class="product"><button type="button" class="woolentor-quickview-btn" data-product_id="115">Quick view</button></li>
		<li class="product"><div class="woolentor-flash-product"><div class="woolentor-flash-product-thumb"><a href="http://localhost:3000/product/veggie-supreme/"><img alt="Veggie Supreme"></a><ul class="woolentor-flash-product-action"><li><a href="#" class="woolentor-flash-product-action-btn woolentorquickview" data-product_id="118" aria-label="Veggie Supreme"><i class="fa fa-eye"></i></a></li></ul></div></div></li>
	</ul><div class="widget_shopping_cart_content"></div>`;
	reducedMotion = false;
	vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query === REDUCED_MOTION_QUERY, media: query, addEventListener() {}, removeEventListener() {} }));
	assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
	act(() => {
		unmounts = buttons().map((button) => mount(button));
	});
});

afterEach(() => {
	act(() => unmounts.forEach((unmount) => unmount()));
	vi.useRealTimers();
});

const buttons = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.woolentor-quickview-btn, .woolentorquickview')];
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
		expect(dialog().style.maxHeight).toBe(`calc(100dvh - ${defaultOptions.maxHeightOffsetPx}px)`);
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

	it('slides the main images with glider-js, one shown at a time; the thumbnails become buttons that choose it', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM, 3) }));
		await open(buttons()[0] as HTMLElement);
		const wrapper = body().querySelector('.woolentor-quickview-main-image-slider') as HTMLElement;
		expect(wrapper.classList.contains('glider')).toBe(true);
		const slides = [...(wrapper.querySelector('.glider-track') as HTMLElement).children];
		expect(slides).toHaveLength(3);
		expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
		const thumbnails = screen.getAllByRole('button', { name: 'Garlic Bread' });
		expect(thumbnails).toHaveLength(3);
		expect(thumbnails.map((thumbnail) => thumbnail.closest('.woolentor-quickview-thumb-single'))).not.toContain(null);
		expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual(['true', null, null]);
		expect(thumbnails.map((thumbnail) => thumbnail.tabIndex)).toEqual([0, -1, -1]);
		act(() => thumbnails[2]?.click());
		expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['true', 'true', null]);
		expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual([null, null, 'true']);
		expect(body().querySelector('.woolentor-quickview-thumbnail-slider')?.getAttribute('style')).toContain('--shop-islands-quick-view-thumbnails: 4');
	});

	it('moves along the thumbnails with the arrows, Home and End, focus following', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM, 3) }));
		await open(buttons()[0] as HTMLElement);
		const thumbnails = screen.getAllByRole('button', { name: 'Garlic Bread' });
		thumbnails[0]?.focus();
		fireEvent.keyDown(thumbnails[0] as HTMLElement, { key: 'ArrowRight' });
		expect(document.activeElement).toBe(thumbnails[1]);
		expect(thumbnails[1]?.getAttribute('aria-current')).toBe('true');
		fireEvent.keyDown(thumbnails[1] as HTMLElement, { key: 'End' });
		expect(document.activeElement).toBe(thumbnails[2]);
		fireEvent.keyDown(thumbnails[2] as HTMLElement, { key: 'Home' });
		expect(document.activeElement).toBe(thumbnails[0]);
		expect(thumbnails.map((thumbnail) => thumbnail.tabIndex)).toEqual([0, -1, -1]);
	});

	it('moves at once under reduced motion', async () => {
		reducedMotion = true;
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM, 3) }));
		await open(buttons()[0] as HTMLElement);
		const wrapper = body().querySelector('.woolentor-quickview-main-image-slider') as HTMLElement;
		const glider = (wrapper as unknown as { _glider: { opt: { duration: number } } })._glider;
		act(() => screen.getAllByRole('button', { name: 'Garlic Bread' })[2]?.click());
		expect(glider.opt.duration).toBe(0);
	});

	it('leaves a single image as it is: no slider, no thumbnail buttons', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM, 1) }));
		await open(buttons()[0] as HTMLElement);
		expect(body().querySelector('.glider')).toBeNull();
		expect(body().querySelector('.woolentor-quickview-thumbnail-slider button')).toBeNull();
	});

	it('names WooLentor\'s share links, only icons, by the site they share to', async () => {
		answering(() => ({ body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }));
		await open(buttons()[0] as HTMLElement);
		expect([...body().querySelectorAll('.woolentor-quickview-social-share a')].map((link) => link.getAttribute('aria-label'))).toEqual(['facebook.com', 'telegram.me']);
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
		const last = screen.getByRole('link', { name: 'telegram.me' });
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

	it('opens from an older WooLentor\'s link with data-quick-id, and from the flash-sale cards\' a.woolentorquickview', async () => {
		const fake = answering((call) => ({ body: quickViewHtml(call.fields.id === '118' ? 'Veggie Supreme' : 'Margherita', SIMPLE_FORM) }));
		await open(buttons()[1] as HTMLElement);
		expect(fake.calls[0]?.fields.id).toBe('115');
		act(() => closeQuickView());
		await open(buttons()[3] as HTMLElement);
		expect(fake.calls[1]?.fields.id).toBe('118');
		expect(screen.getByRole('dialog', { name: 'Veggie Supreme' })).toBeTruthy();
	});

	it.each([['missing', null], ['empty', ''], ['not a number', 'abc'], ['not a whole positive number', '-4'], ['a number and more', '101x']])(
		'leaves the click to the link when the product id is %s',
		(_name, id) => {
			const fake = answering(() => ({ body: '' }));
			const [button] = buttons() as [HTMLElement];
			if (id === null) {
				button.removeAttribute('data-product_id');
			} else {
				button.setAttribute('data-product_id', id);
			}
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			button.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(false);
			expect(fake.calls).toHaveLength(0);
		},
	);

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

describe('quick view, failures: logged, no dialog, the button\'s link followed', () => {
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

	it('never follows its own link when it is a javascript: one; follows any http(s) one, as the browser would', async () => {
		answering(() => ({ body: '' }));
		const [button] = buttons() as [HTMLElement];
		button.setAttribute('href', 'javascript:alert(1)');
		await open(button);
		expect(assign).not.toHaveBeenCalled();
		button.setAttribute('href', 'https://elsewhere.example/product/garlic-bread/');
		await open(button);
		expect(assign).toHaveBeenCalledWith('https://elsewhere.example/product/garlic-bread/');
	});

	it('a load that hangs: given up at the request time limit, logged, and the product page', async () => {
		vi.useFakeTimers();
		answering(() => 'hang');
		const [button] = buttons() as [HTMLElement];
		act(() => button.click());
		expect(button.getAttribute('aria-busy')).toBe('true');
		await act(async () => {
			await vi.advanceTimersByTimeAsync(AJAX_REQUEST_TIMEOUT_MS);
		});
		expect(console.error).toHaveBeenCalledWith(LOAD_FAILED_MESSAGE, expect.anything());
		expect(button.hasAttribute('aria-busy')).toBe(false);
		expect(isOpen()).toBe(false);
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/garlic-bread/');
	});

	it('the flash-sale button, whose link is #: its card\'s link to the product', async () => {
		answering(() => ({ body: '' }));
		await open(buttons()[3] as HTMLElement);
		expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/veggie-supreme/');
	});

	it('goes nowhere for a <button>, which has no link', async () => {
		answering(() => ({ body: '' }));
		await open(buttons()[2] as HTMLElement);
		expect(assign).not.toHaveBeenCalled();
		expect(isOpen()).toBe(false);
	});
});

describe('quick view, add to cart (WooCommerce\'s own add)', () => {
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
		expect(fake.calls[1]).toEqual({ endpoint: 'add_to_cart', fields: { attribute_pa_size: 'small', product_id: '115', quantity: '1', variation_id: '0' } });
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

	it('adds the chosen variation through WooCommerce\'s own add, as the product page does', async () => {
		const fake = answering((call) => (call.fields.action === 'woolentor_quickview' ? { body: quickViewHtml('Margherita', VARIABLE_FORM) } : { body: cartAnswer(1) }));
		await open(buttons()[1] as HTMLElement);
		(body().querySelector('select[name="attribute_pa_size"]') as HTMLSelectElement).value = 'small';
		(body().querySelector('select[name="attribute_crust"]') as HTMLSelectElement).value = 'Thin';
		// The variations form keeps the match's id here.
		(body().querySelector('input[name="variation_id"]') as HTMLInputElement).value = '201';
		const addButton = body().querySelector('.single_add_to_cart_button') as HTMLElement;
		act(() => addButton.click());
		await vi.waitFor(() => expect(addButton.classList.contains('added')).toBe(true));
		expect(fake.calls[1]).toEqual({ endpoint: 'add_to_cart', fields: { attribute_pa_size: 'small', attribute_crust: 'Thin', product_id: '201', quantity: '1', variation_id: '201' } });
		expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('1 items');
	});

	it('follows WooCommerce\'s refusal to the product page, where WooCommerce shows its notice', async () => {
		answering((call) =>
			call.fields.action === 'woolentor_quickview'
				? { body: quickViewHtml('Garlic Bread', SIMPLE_FORM) }
				: call.endpoint === 'add_to_cart'
					? { body: '{"error":true,"product_url":"http://localhost:3000/product/garlic-bread/"}' }
					: { body: cartAnswer(0) },
		);
		await open(buttons()[0] as HTMLElement);
		act(() => (body().querySelector('.single_add_to_cart_button') as HTMLElement).click());
		await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/garlic-bread/'));
	});

	it('lets a variation with an "any" value post its form, which alone adds it with the shopper\'s choice', async () => {
		const form = VARIABLE_FORM.replace(
			'<form class="variations_form cart" method="post">',
			`<form class="variations_form cart" method="post" data-product_variations='[{"variation_id":203,"attributes":{"attribute_pa_size":"small","attribute_crust":""}}]'>`,
		);
		const fake = answering(() => ({ body: quickViewHtml('Margherita', form) }));
		await open(buttons()[1] as HTMLElement);
		(body().querySelector('select[name="attribute_pa_size"]') as HTMLSelectElement).value = 'small';
		(body().querySelector('select[name="attribute_crust"]') as HTMLSelectElement).value = 'Thin';
		(body().querySelector('input[name="variation_id"]') as HTMLInputElement).value = '203';
		const submit = new Event('submit', { bubbles: true, cancelable: true });
		body().querySelector('form')?.dispatchEvent(submit);
		expect(submit.defaultPrevented).toBe(false);
		expect(fake.calls).toHaveLength(1);
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
