import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/variations-form/mount';
import { navigation } from '../../../shared/cart/actions';
import { $chosenVariation, holdMainImage } from '../../../shared/stores/chosen-variation';
import { cartAnswer, installFakeWc, type Reply } from '../../support/fake-wc';
import { installSettings } from '../../support/settings';

/** A variation object in WooCommerce's shape (get_available_variation()). */
function variation(id: number, attributes: Record<string, string>, extra: Record<string, unknown> = {}): Record<string, unknown> {
	return {
		attributes,
		availability_html: '',
		dimensions_html: 'N/A',
		display_price: 10,
		image: { title: '', caption: '', url: '', alt: '', src: '', srcset: false, sizes: false },
		image_id: 0,
		is_in_stock: true,
		is_purchasable: true,
		is_sold_individually: 'no',
		max_qty: '',
		min_qty: 1,
		price_html: `<span class="price"><span class="woocommerce-Price-amount amount"><bdi>$${id}.00</bdi></span></span>`,
		sku: `SKU-${id}`,
		variation_description: '',
		variation_id: id,
		variation_is_active: true,
		variation_is_visible: true,
		weight: '',
		weight_html: `${id} kg`,
		...extra,
	};
}

const PIZZA_IMAGE = {
	title: 'Small thin',
	caption: 'A small thin pizza',
	url: '/full-201.svg',
	alt: 'Margherita small',
	src: '/single-201.svg',
	srcset: '/single-201.svg 600w',
	sizes: '(max-width: 600px) 100vw, 600px',
	full_src: '/full-201.svg',
	full_src_w: 1200,
	full_src_h: 1200,
	gallery_thumbnail_src: '/thumb-201.svg',
	src_w: 600,
	src_h: 600,
};

const PIZZA = [
	variation(201, { attribute_pa_size: 'small', attribute_crust: 'Thin' }, { image: PIZZA_IMAGE }),
	variation(202, { attribute_pa_size: 'small', attribute_crust: 'Classic' }),
	variation(203, { attribute_pa_size: 'medium', attribute_crust: '' }),
	variation(204, { attribute_pa_size: 'large', attribute_crust: 'Thin' }, { variation_is_active: false }),
	variation(205, { attribute_pa_size: 'large', attribute_crust: 'Classic' }, {
		is_in_stock: false,
		availability_html: '<p class="stock out-of-stock">Out of stock</p>',
	}),
];

interface PageOptions {
	readonly variations?: string;
	readonly sizes?: ReadonlyArray<readonly [string, string]>;
	readonly crusts?: ReadonlyArray<readonly [string, string]>;
	readonly combinations?: string;
	readonly quantity?: string;
}

function escapeAttribute(value: string): string {
	return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function options(list: ReadonlyArray<readonly [string, string]>): string {
	return list.map(([value, label]) => `<option value="${escapeAttribute(value)}">${label}</option>`).join('');
}

/** A product page as WooCommerce prints it, around the form the island mounts on. */
function page(pageOptions: PageOptions = {}): HTMLFormElement {
	const sizes = pageOptions.sizes ?? [
		['small', 'Small'],
		['medium', 'Medium'],
		['large', 'Large'],
	];
	const crusts = pageOptions.crusts ?? [
		['Thin', 'Thin'],
		['Classic', 'Classic'],
	];
	const data = pageOptions.variations ?? JSON.stringify(PIZZA);
	document.body.innerHTML = `<div id="product-115" class="product type-product">
		<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper">
			<div data-thumb="/thumb-main.svg" class="woocommerce-product-gallery__image"><a href="/full-main.svg"><img width="600" height="600" src="/single-main.svg" class="wp-post-image" alt="Margherita" title="main" data-caption="" data-src="/full-main.svg" data-large_image="/full-main.svg" data-large_image_width="1200" data-large_image_height="1200" srcset="/single-main.svg 600w" sizes="(max-width: 600px) 100vw, 600px" /></a></div>
		</div></div>
		<div class="summary">
		<form class="variations_form cart" action="/product/margherita/" method="post" data-product_id="115" data-product_variations="${escapeAttribute(data)}">
			${pageOptions.combinations ?? ''}
			<table class="variations"><tbody>
				<tr><th class="label"><label for="pa_size">Size</label></th><td class="value"><select id="pa_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size"><option value="">Choose an option</option>${options(sizes)}</select></td></tr>
				<tr><th class="label"><label for="crust">Crust</label></th><td class="value"><select id="crust" name="attribute_crust" data-attribute_name="attribute_crust"><option value="">Choose an option</option>${options(crusts)}</select><a class="reset_variations" href="#" aria-label="Clear options">Clear</a></td></tr>
			</tbody></table>
			<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite"></div>
			<div class="single_variation_wrap">
				<div class="woocommerce-variation single_variation" role="alert"></div>
				<div class="woocommerce-variation-add-to-cart variations_button">
					<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="${pageOptions.quantity ?? '1'}" min="1" max="" step="1" /></div>
					<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
					<input type="hidden" name="add-to-cart" value="115" />
					<input type="hidden" name="product_id" value="115" />
					<input type="hidden" name="variation_id" class="variation_id" value="0" />
				</div>
			</div>
		</form>
		<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">PIZZA</span></span></div>
		</div>
		<table class="woocommerce-product-attributes shop_attributes"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">0.5 kg</td></tr></table>
	</div>
	<div class="widget_shopping_cart_content"></div>`;
	return document.querySelector('form.variations_form') as HTMLFormElement;
}

function select(name: string): HTMLSelectElement {
	return document.querySelector(`select[name="attribute_${name}"]`) as HTMLSelectElement;
}

function choose(name: string, value: string): void {
	const element = select(name);
	act(() => {
		element.value = value;
		element.dispatchEvent(new Event('change', { bubbles: true }));
	});
}

function optionValues(name: string): string[] {
	return Array.from(select(name).options)
		.filter((option) => option.value !== '')
		.map((option) => `${option.value}${option.disabled ? ' (disabled)' : ''}`);
}

function text(selector: string): string {
	return document.querySelector(selector)?.textContent?.trim() ?? '';
}

function variationId(): string {
	return (document.querySelector('input[name="variation_id"]') as HTMLInputElement).value;
}

function button(): HTMLButtonElement {
	return document.querySelector('.single_add_to_cart_button') as HTMLButtonElement;
}

function quantityInput(): HTMLInputElement {
	return document.querySelector('input.qty') as HTMLInputElement;
}

function assertive(): string {
	return document.getElementById('shop-islands-live-assertive')?.textContent ?? '';
}

function polite(): string {
	return document.getElementById('shop-islands-live-polite')?.textContent ?? '';
}

function submit(form: HTMLFormElement): boolean {
	let allowed = false;
	act(() => {
		allowed = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
	});
	return allowed;
}

let unmount: (() => void) | null = null;

/** Mounts the island and waits for its React view (a chunk of its own) to render. */
async function mountForm(form: HTMLFormElement): Promise<void> {
	await act(async () => {
		unmount = await mount(form);
	});
}

/** Moves the fake clock and lets React render what the timers changed. */
async function advance(ms: number): Promise<void> {
	await act(async () => {
		await vi.advanceTimersByTimeAsync(ms);
	});
}

/** Past the first check (100 ms) and the panel's delay (300 ms), and any 1 ms fake request. */
async function settle(): Promise<void> {
	await advance(400);
}

const AJAX = 'false';

beforeEach(() => {
	(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
	vi.useFakeTimers();
	installSettings();
	$chosenVariation.set(null);
	vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
	const undo = unmount;
	unmount = null;
	if (undo) {
		act(() => undo());
	}
});

describe('variations form with the variations in the page', () => {
	it('runs its first check 100 ms after mount under a white overlay, then removes what cannot lead anywhere and disables inactive options', async () => {
		const form = page();
		await mountForm(form);
		expect(form.querySelector('.shop-islands-variations__overlay')).not.toBeNull();
		expect(form.getAttribute('aria-busy')).toBe('true');
		expect((form.querySelector('.shop-islands-variations__overlay') as HTMLElement).style.opacity).toBe('0.6');
		await advance(99);
		expect(form.querySelector('.shop-islands-variations__overlay')).not.toBeNull();
		await advance(1);
		expect(form.querySelector('.shop-islands-variations__overlay')).toBeNull();
		expect(form.hasAttribute('aria-busy')).toBe(false);
		expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
		expect(button().getAttribute('aria-disabled')).toBe('true');

		choose('pa_size', 'large');
		// Large comes Thin (inactive) or Classic: Thin stays, disabled.
		expect(optionValues('crust')).toEqual(['Thin (disabled)', 'Classic']);
		choose('pa_size', 'medium');
		// Medium is "any crust": every crust leads to it.
		expect(optionValues('crust')).toEqual(['Thin', 'Classic']);
		choose('pa_size', '');
		choose('crust', 'Classic');
		expect(optionValues('pa_size')).toEqual(['small', 'medium', 'large']);
		choose('crust', 'Thin');
		expect(optionValues('pa_size')).toEqual(['small', 'medium', 'large (disabled)']);
	});

	it('shows a match after 300 ms: price, SKU, weight and image follow it, variation_id is set, the button is enabled', async () => {
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		expect(variationId()).toBe('201');
		expect(text('.product_meta .sku')).toBe('SKU-201');
		expect(text('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toBe('201 kg');
		const image = document.querySelector('img.wp-post-image') as HTMLImageElement;
		expect(image.getAttribute('src')).toBe('http://localhost:3000/single-201.svg');
		expect(image.getAttribute('srcset')).toBe('http://localhost:3000/single-201.svg 600w');
		expect(image.getAttribute('alt')).toBe('Margherita small');
		expect(image.getAttribute('data-large_image')).toBe('http://localhost:3000/full-201.svg');
		expect(document.querySelector('.woocommerce-product-gallery__image a')?.getAttribute('href')).toBe('http://localhost:3000/full-201.svg');
		expect($chosenVariation.get()).toMatchObject({ productId: 115, variationId: 201, image: { src: '/single-201.svg' } });
		expect(text('.single_variation')).toBe('');
		await advance(299);
		expect(text('.single_variation')).toBe('');
		await advance(1);
		expect(text('.single_variation .woocommerce-variation-price')).toBe('$201.00');
		expect(button().classList.contains('disabled')).toBe(false);
		expect(button().hasAttribute('aria-disabled')).toBe(false);

		// Changing an attribute clears variation_id; a variation without an image puts the main image back.
		choose('crust', 'Classic');
		expect(variationId()).toBe('202');
		expect(image.getAttribute('src')).toBe('/single-main.svg');
		expect(image.getAttribute('alt')).toBe('Margherita');
		expect($chosenVariation.get()).toMatchObject({ productId: 115, variationId: 202, image: null });
		choose('crust', '');
		expect(variationId()).toBe('');
		expect($chosenVariation.get()).toBeNull();
		expect(text('.product_meta .sku')).toBe('PIZZA');
		expect(text('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toBe('0.5 kg');
	});

	it('leaves the main image to a gallery island running on it: the server\'s back as the gallery starts, nothing written meanwhile, the choice again once it has gone', async () => {
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		const image = document.querySelector('img.wp-post-image') as HTMLImageElement;
		const link = document.querySelector('.woocommerce-product-gallery__image a') as HTMLAnchorElement;
		expect(image.getAttribute('src')).toBe('http://localhost:3000/single-201.svg');
		// Another gallery on the page (a related product's) changes nothing here.
		const elsewhere = document.body.appendChild(document.createElement('div'));
		const releaseElsewhere = holdMainImage(elsewhere);
		expect(image.getAttribute('src')).toBe('http://localhost:3000/single-201.svg');

		const release = holdMainImage(document.querySelector('.woocommerce-product-gallery__wrapper') as HTMLElement);
		expect(image.getAttribute('src')).toBe('/single-main.svg');
		expect(image.getAttribute('data-large_image')).toBe('/full-main.svg');
		expect(link.getAttribute('href')).toBe('/full-main.svg');
		choose('crust', 'Classic');
		choose('crust', 'Thin');
		expect($chosenVariation.get()).toMatchObject({ productId: 115, variationId: 201, image: { src: '/single-201.svg' } });
		expect(image.getAttribute('src')).toBe('/single-main.svg');
		choose('crust', '');
		choose('crust', 'Thin');

		release();
		expect(image.getAttribute('src')).toBe('http://localhost:3000/single-201.svg');
		expect(link.getAttribute('href')).toBe('http://localhost:3000/full-201.svg');
		releaseElsewhere();
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/x.svg'],
	])("writes no %s address of a variation's image into the page: its full image gives way to its src, a bad src is no image", async (_case, bad) => {
		const variations = [
			variation(201, { attribute_pa_size: 'small', attribute_crust: 'Thin' }, { image: { ...PIZZA_IMAGE, full_src: bad, gallery_thumbnail_src: bad, srcset: `${bad} 1200w` } }),
			variation(202, { attribute_pa_size: 'small', attribute_crust: 'Classic' }, { image: { ...PIZZA_IMAGE, src: bad } }),
		];
		await mountForm(page({ variations: JSON.stringify(variations) }));
		await advance(100);
		const image = document.querySelector('img.wp-post-image') as HTMLImageElement;
		const wrap = document.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		expect(image.getAttribute('src')).toBe('http://localhost:3000/single-201.svg');
		expect(image.getAttribute('data-large_image')).toBe('http://localhost:3000/single-201.svg');
		expect(image.hasAttribute('srcset')).toBe(false);
		expect(wrap.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/single-201.svg');
		expect(wrap.dataset.thumb).toBe('/thumb-main.svg');
		choose('crust', 'Classic');
		expect(variationId()).toBe('202');
		expect(image.getAttribute('src')).toBe('/single-main.svg');
		expect(wrap.querySelector('a')?.getAttribute('href')).toBe('/full-main.svg');
		expect(wrap.innerHTML).not.toContain(bad);
	});

	it('shows the unavailable template for an out-of-stock variation, and says why on submit', async () => {
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'large');
		choose('crust', 'Classic');
		await settle();
		expect(text('.single_variation')).toBe('Sorry, this product is unavailable. Please choose a different combination.');
		expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
		expect(submit(form)).toBe(false);
		await advance(20);
		expect(assertive()).toBe('Sorry, this product is unavailable. Please choose a different combination.');
	});

	it('blocks a submit without a full choice with the make-a-selection message', async () => {
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		expect(submit(form)).toBe(false);
		await advance(20);
		expect(text('.shop-islands-variations__notice')).toBe('Please select some product options before adding this product to your cart.');
		expect(assertive()).toBe('Please select some product options before adding this product to your cart.');
		choose('crust', 'Thin');
		expect(document.querySelector('.shop-islands-variations__notice')).toBeNull();
	});

	it('leaves a submit inside the quick view to the quick view, which sends it even with options missing', async () => {
		const form = page();
		const quickViewBody = document.createElement('div');
		quickViewBody.className = 'shop-islands-quick-view__body';
		form.closest('.product')?.before(quickViewBody);
		quickViewBody.append(form.closest('.product') as HTMLElement);
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		expect(submit(form)).toBe(true);
		await advance(20);
		expect(document.querySelector('.shop-islands-variations__notice')).toBeNull();
		expect(assertive()).toBe('');
	});

	it('adds through the cart queue as WooCommerce\'s background add reads it (product_id is the variation), never add-to-cart', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		quantityInput().value = '3';
		expect(submit(form)).toBe(false);
		expect(button().classList.contains('loading')).toBe(true);
		await advance(5);
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['add_to_cart']);
		expect(fake.calls[0]?.fields).toEqual({
			attribute_pa_size: 'small',
			attribute_crust: 'Thin',
			quantity: '3',
			product_id: '201',
			variation_id: '201',
		});
		expect(button().classList.contains('added')).toBe(true);
		expect(button().classList.contains('loading')).toBe(false);
	});

	it('lets a variation with an "any" value post the plain form, which carries the shopper\'s choice', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const form = page();
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'medium');
		choose('crust', 'Thin');
		expect(variationId()).toBe('203');
		expect(submit(form)).toBe(true);
		expect(fake.calls).toHaveLength(0);
	});

	it('reset: shows once something is chosen, answers Space, clears, restores SKU and image, announces and focuses the first attribute', async () => {
		const form = page();
		await mountForm(form);
		await advance(100);
		const reset = document.querySelector('.reset_variations') as HTMLAnchorElement;
		expect(reset.style.visibility).toBe('hidden');
		expect(reset.getAttribute('role')).toBe('button');
		choose('pa_size', 'small');
		expect(reset.style.visibility).toBe('visible');
		choose('crust', 'Thin');
		await settle();
		const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
		act(() => {
			reset.dispatchEvent(space);
		});
		expect(space.defaultPrevented).toBe(true);
		expect(select('pa_size').value).toBe('');
		expect(select('crust').value).toBe('');
		expect(variationId()).toBe('');
		expect(text('.product_meta .sku')).toBe('PIZZA');
		expect(document.querySelector('img.wp-post-image')?.getAttribute('src')).toBe('/single-main.svg');
		expect(text('.single_variation')).toBe('');
		expect(document.activeElement).toBe(select('pa_size'));
		expect(reset.style.visibility).toBe('hidden');
		await advance(20);
		expect(polite()).toBe('Your selection has been reset. Please select some product options before adding this product to your cart.');
	});

	it('clamps the quantity to min_qty..max_qty (non-numeric → min_qty) and hides it for a dish sold individually', async () => {
		const variations = [
			variation(1, { attribute_pa_size: 'small', attribute_crust: '' }, { min_qty: 2, max_qty: 5 }),
			variation(2, { attribute_pa_size: 'medium', attribute_crust: '' }, { is_sold_individually: 'yes', max_qty: 1 }),
			// Bad data: a maximum below the minimum is ignored, the minimum wins.
			variation(3, { attribute_pa_size: 'large', attribute_crust: '' }, { min_qty: 4, max_qty: 2 }),
		];
		const form = page({ variations: JSON.stringify(variations), quantity: 'lots' });
		await mountForm(form);
		await advance(100);
		choose('crust', 'Thin');
		choose('pa_size', 'small');
		expect(quantityInput().value).toBe('2');
		expect(quantityInput().getAttribute('min')).toBe('2');
		expect(quantityInput().getAttribute('max')).toBe('5');
		quantityInput().value = '9';
		choose('pa_size', 'medium');
		expect(quantityInput().value).toBe('1');
		expect((document.querySelector('.quantity') as HTMLElement).hidden).toBe(true);
		quantityInput().value = '1';
		choose('pa_size', 'large');
		expect((document.querySelector('.quantity') as HTMLElement).hidden).toBe(false);
		expect(quantityInput().value).toBe('4');
		expect(quantityInput().getAttribute('max')).toBe('');
	});

	it('keeps a fractional quantity when the step is "any"', async () => {
		const variations = [variation(1, { attribute_pa_size: 'small', attribute_crust: '' }, { min_qty: 0.5, max_qty: 10 })];
		const form = page({ variations: JSON.stringify(variations), quantity: '2.5' });
		quantityInput().setAttribute('step', 'any');
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		expect(quantityInput().value).toBe('2.5');
		expect(quantityInput().getAttribute('step')).toBe('any');
	});

	it('keeps attribute values with quotes, spaces and non-Latin letters exactly, as text', async () => {
		const tricky = 'Bob\'s "big" <b>crust</b>';
		const greek = 'Μεγάλη πίτσα';
		const variations = [
			variation(7, { attribute_pa_size: greek, attribute_crust: tricky }),
			variation(8, { attribute_pa_size: 'small', attribute_crust: 'Thin' }),
		];
		const form = page({
			variations: JSON.stringify(variations),
			sizes: [
				['small', 'Small'],
				[greek, greek],
			],
			crusts: [
				['Thin', 'Thin'],
				[tricky, 'Bob&#039;s &quot;big&quot; &lt;b&gt;crust&lt;/b&gt;'],
			],
		});
		await mountForm(form);
		await advance(100);
		choose('pa_size', greek);
		expect(optionValues('crust')).toEqual([tricky]);
		expect(select('crust').querySelector('b')).toBeNull();
		choose('crust', tricky);
		expect(variationId()).toBe('7');
	});

	it('never lets markup in the variation data run: scripts, handlers and links are dropped from the panel', async () => {
		const variations = [
			variation(9, { attribute_pa_size: 'small', attribute_crust: '' }, {
				price_html: '<span class="price" onclick="steal()"><script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">$9</a></span>',
			}),
		];
		const form = page({ variations: JSON.stringify(variations) });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		await settle();
		const price = document.querySelector('.woocommerce-variation-price') as HTMLElement;
		expect(price.innerHTML).toBe('<span class="price">$9</span>');
	});

	it('tells jQuery listeners on the form what WooCommerce\'s script told them', async () => {
		const events: Array<[string, unknown[]]> = [];
		const fakeJQuery = (target: unknown) => ({
			trigger(name: string, args: unknown[] = []) {
				if (target instanceof HTMLFormElement) {
					events.push([name, args]);
				}
				return this;
			},
		});
		vi.stubGlobal('jQuery', fakeJQuery);
		const form = page();
		await mountForm(form);
		await advance(100);
		events.length = 0;
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		const names = events.map(([name]) => name);
		expect(names).toEqual([
			'woocommerce_variation_select_change',
			'hide_variation',
			'woocommerce_variation_has_changed',
			'woocommerce_variation_select_change',
			'hide_variation',
			'found_variation',
			'show_variation',
			'woocommerce_variation_has_changed',
		]);
		const shown = events.find(([name]) => name === 'show_variation')?.[1] ?? [];
		expect((shown[0] as { variation_id: number }).variation_id).toBe(201);
		expect(shown[1]).toBe(true);
		events.length = 0;
		act(() => {
			(document.querySelector('.reset_variations') as HTMLElement).click();
		});
		expect(events.map(([name]) => name)).toEqual(['hide_variation', 'reset_data']);
	});

	it('a submit held while the island loaded is judged on the choice already made, not on the first check still to come', async () => {
		const fake = installFakeWc(() => ({ body: cartAnswer(1) }));
		const form = page();
		select('pa_size').value = 'small';
		select('crust').value = 'Thin';
		await mountForm(form);
		expect(submit(form)).toBe(false);
		expect(form.querySelector('.shop-islands-variations__overlay')).toBeNull();
		await advance(5);
		expect(fake.calls.map((call) => call.fields.variation_id)).toEqual(['201']);
		await advance(200);
		expect(fake.calls).toHaveLength(1);
	});

	it('preselected attributes (?attribute_…) are matched at the first check', async () => {
		const form = page();
		select('pa_size').value = 'small';
		select('crust').value = 'Classic';
		await mountForm(form);
		expect(variationId()).toBe('0');
		await advance(100);
		expect(variationId()).toBe('202');
	});
});

describe('variations form looking variations up by request', () => {
	function lookupServer(answer: (fields: Record<string, string>) => Reply) {
		return installFakeWc((call) => (call.endpoint === 'get_variation' ? answer(call.fields) : { body: cartAnswer(1) }));
	}

	const byChoice = (fields: Record<string, string>): Reply => {
		const match = PIZZA.find((candidate) => {
			const attributes = candidate.attributes as Record<string, string>;
			return Object.entries(attributes).every(([name, value]) => value === '' || value === fields[name]);
		});
		return { body: JSON.stringify(match ?? false) };
	};

	it('asks get_variation once per full choice with the attributes and product_id, and reuses the answer', async () => {
		const fake = lookupServer(byChoice);
		const form = page({ variations: AJAX });
		await mountForm(form);
		await advance(100);
		// Without printed combinations every option stays, as WooCommerce does above its threshold.
		choose('pa_size', 'large');
		expect(optionValues('crust')).toEqual(['Thin', 'Classic']);
		choose('pa_size', 'small');
		expect(fake.calls).toHaveLength(0);
		choose('crust', 'Thin');
		expect(form.querySelector('.shop-islands-variations__overlay')).not.toBeNull();
		expect(button().classList.contains('disabled')).toBe(true);
		await advance(2);
		expect(fake.calls[0]).toEqual({
			endpoint: 'get_variation',
			fields: { attribute_pa_size: 'small', attribute_crust: 'Thin', product_id: '115' },
		});
		expect(variationId()).toBe('201');
		expect(form.querySelector('.shop-islands-variations__overlay')).toBeNull();
		choose('crust', 'Classic');
		await advance(2);
		choose('crust', 'Thin');
		expect(variationId()).toBe('201');
		await advance(2);
		expect(fake.calls).toHaveLength(2);
	});

	it('a false (or empty) answer resets the selection and shows the no-matching-variations notice', async () => {
		lookupServer(() => ({ body: 'false' }));
		const form = page({ variations: AJAX });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		await advance(2);
		expect(select('pa_size').value).toBe('');
		expect(select('crust').value).toBe('');
		expect(text('.wc-no-matching-variations')).toBe('Sorry, no products matched your selection. Please choose a different combination.');
		await advance(20);
		expect(assertive()).toBe('Sorry, no products matched your selection. Please choose a different combination.');
		choose('pa_size', 'medium');
		expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
	});

	it('ignores a stale answer that arrives after a newer choice', async () => {
		let release: () => void = () => undefined;
		const gate = new Promise<void>((resolve) => {
			release = resolve;
		});
		const first = vi.fn(async () => {
			await gate;
			return new Response(JSON.stringify(PIZZA[0]));
		});
		const second = vi.fn(async () => new Response(JSON.stringify(PIZZA[1])));
		// The first answer ignores the abort, as a server already answering would: it must still lose.
		let fetchCount = 0;
		vi.stubGlobal(
			'fetch',
			vi.fn(() => {
				fetchCount += 1;
				return fetchCount === 1 ? first() : second();
			}),
		);
		const form = page({ variations: AJAX });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		choose('crust', 'Classic');
		await advance(1);
		expect(variationId()).toBe('202');
		release();
		await advance(1);
		expect(variationId()).toBe('202');
		expect(text('.product_meta .sku')).toBe('SKU-202');
	});

	it.each([
		['garbage JSON', { body: '{"variation_id":"nope"}' }],
		['an HTML error page', { body: '<html><body>Fatal error</body></html>' }],
		['a 500', { body: 'Internal Server Error', status: 500 }],
		['no network', 'network-error'],
	] as Array<[string, Reply]>)('when get_variation answers %s, the form posts as it would without JavaScript', async (_name, reply) => {
		lookupServer(() => reply);
		const form = page({ variations: AJAX });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		await advance(5);
		expect(form.querySelector('.shop-islands-variations__overlay')).toBeNull();
		expect(button().classList.contains('disabled')).toBe(false);
		expect(variationId()).toBe('');
		expect(submit(form)).toBe(true);
	});

	it('gives up a lookup that never answers after the request limit, and lets the form post', async () => {
		lookupServer(() => 'hang');
		const form = page({ variations: AJAX });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		await advance(14_000);
		expect(form.querySelector('.shop-islands-variations__overlay')).not.toBeNull();
		await advance(1_100);
		expect(form.querySelector('.shop-islands-variations__overlay')).toBeNull();
		expect(submit(form)).toBe(true);
	});

	it.each([
		['not JSON', '[{"attributes":'],
		['the wrong shape', '{"attributes":{}}'],
		['an entry of the wrong shape', '[{"variation_id":201,"attributes":"small"}]'],
	])('treats data-product_variations that is %s as "ask the server"', async (_name, data) => {
		const fake = lookupServer(byChoice);
		const form = page({ variations: data });
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Classic');
		await advance(2);
		expect(fake.calls.map((call) => call.endpoint)).toEqual(['get_variation']);
		expect(variationId()).toBe('202');
	});

	it('filters options from the printed combinations without a request, and asks only for a full choice', async () => {
		const fake = lookupServer(byChoice);
		const combinations = JSON.stringify({
			attributes: ['attribute_pa_size', 'attribute_crust'],
			values: [
				['small', 'medium', 'large'],
				['Thin', 'Classic'],
			],
			variations: [
				[0, 0],
				[0, 1],
				[1, -1],
				[2, 0],
				[2, 1],
			],
			inactive: [3],
		});
		const form = page({
			variations: AJAX,
			combinations: `<script type="application/json" class="shop-islands-variation-combinations">${combinations}</script>`,
		});
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'large');
		expect(optionValues('crust')).toEqual(['Thin (disabled)', 'Classic']);
		expect(fake.calls).toHaveLength(0);
		choose('crust', 'Classic');
		await advance(2);
		expect(fake.calls).toHaveLength(1);
		expect(variationId()).toBe('205');
	});

	it('ignores malformed printed combinations and behaves as WooCommerce does above the threshold', async () => {
		lookupServer(byChoice);
		const form = page({
			variations: AJAX,
			combinations: '<script type="application/json" class="shop-islands-variation-combinations">{"attributes":["attribute_pa_size"],"values":[["small"]],"variations":[[5]]}</script>',
		});
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'large');
		expect(optionValues('crust')).toEqual(['Thin', 'Classic']);
	});
});

describe('variations form as a React island over the server markup', () => {
	it('renders each select in the server\'s place with its id, name, class and data attributes, so its label still names it', async () => {
		const form = page();
		const serverSize = select('pa_size');
		serverSize.setAttribute('aria-describedby', 'size-help');
		await mountForm(form);
		await advance(100);
		const size = screen.getByLabelText('Size') as HTMLSelectElement;
		expect(size).not.toBe(serverSize);
		expect(size).toBe(select('pa_size'));
		expect(size.id).toBe('pa_size');
		expect(size.getAttribute('data-attribute_name')).toBe('attribute_pa_size');
		expect(size.getAttribute('aria-describedby')).toBe('size-help');
		expect(size.closest('td.value')).not.toBeNull();
		expect(Array.from(size.options).map((option) => option.text)).toEqual(['Choose an option', 'Small', 'Medium', 'Large']);
		expect(screen.getByLabelText('Crust')).toBe(select('crust'));
		expect(form.querySelectorAll('select')).toHaveLength(2);
		const reset = form.querySelectorAll('.reset_variations');
		expect(reset).toHaveLength(1);
		expect(reset[0]?.getAttribute('aria-label')).toBe('Clear options');
		expect(reset[0]?.previousElementSibling).toBe(select('crust'));
	});

	it('adopts a choice made on the server\'s select before React rendered, and keeps its focus', async () => {
		const form = page();
		const serverSize = select('pa_size');
		serverSize.focus();
		await act(async () => {
			const mounting = mount(form);
			// The shopper picks while the island's React view is still to come.
			serverSize.value = 'medium';
			unmount = await mounting;
		});
		expect(select('pa_size')).not.toBe(serverSize);
		expect(select('pa_size').value).toBe('medium');
		expect(document.activeElement).toBe(select('pa_size'));
		choose('crust', 'Thin');
		expect(variationId()).toBe('203');
	});

	it('a first check that comes before React has rendered reads the server\'s selects, and React shows what it found', async () => {
		// React renders on its own scheduler (left real here); only the island's timers are faked.
		(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
		vi.useRealTimers();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const form = page();
		const serverSize = select('pa_size');
		const serverCrust = select('crust');
		const mounting = mount(form).then((undo) => {
			unmount = undo;
		});
		serverSize.value = 'small';
		serverCrust.value = 'Classic';
		vi.advanceTimersByTime(100);
		expect(variationId()).toBe('202');
		await vi.waitFor(() => expect(select('pa_size')).not.toBe(serverSize));
		expect(select('pa_size').value).toBe('small');
		expect(select('crust').value).toBe('Classic');
		expect(variationId()).toBe('202');
		await mounting;
	});

	it('a full choice made on the server\'s selects while React renders is looked up as React\'s replace them, and the first check keeps it', async () => {
		(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
		vi.useRealTimers();
		const realTimeout = globalThis.setTimeout;
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const form = page();
		const serverSize = select('pa_size');
		const mounting = mount(form).then((undo) => {
			unmount = undo;
		});
		serverSize.value = 'small';
		select('crust').value = 'Classic';
		// Waits in real time (vi.waitFor would move the fake clock, and run the first check).
		const rendered = async (check: () => boolean): Promise<void> => {
			for (let tries = 0; tries < 200 && !check(); tries += 1) {
				await new Promise((resolve) => realTimeout(resolve, 5));
			}
		};
		await rendered(() => select('pa_size') !== serverSize);
		expect(variationId()).toBe('202');
		vi.advanceTimersByTime(100);
		expect(variationId()).toBe('202');
		await rendered(() => select('crust').value === 'Classic');
		expect(select('pa_size').value).toBe('small');
		expect(select('crust').value).toBe('Classic');
		await mounting;
	});

	it('on unmount gives the form back its own selects holding the choice, its reset link and an empty panel, so it still posts', async () => {
		const form = page();
		const serverSize = select('pa_size');
		await mountForm(form);
		await advance(100);
		choose('pa_size', 'small');
		choose('crust', 'Thin');
		await settle();
		expect(text('.single_variation .woocommerce-variation-price')).toBe('$201.00');
		const undo = unmount;
		unmount = null;
		act(() => undo?.());
		expect(select('pa_size')).toBe(serverSize);
		expect(form.querySelectorAll('select')).toHaveLength(2);
		expect(new FormData(form).get('attribute_pa_size')).toBe('small');
		expect(new FormData(form).get('attribute_crust')).toBe('Thin');
		expect(form.querySelectorAll('.reset_variations')).toHaveLength(1);
		expect(text('.single_variation')).toBe('');
		expect(form.querySelector('.shop-islands-variations__root, .shop-islands-variations__overlay')).toBeNull();
		expect(form.classList.contains('shop-islands-variations')).toBe(false);
		expect(form.hasAttribute('aria-busy')).toBe(false);
		expect($chosenVariation.get()).toBeNull();
		expect(submit(form)).toBe(true);
	});
});
