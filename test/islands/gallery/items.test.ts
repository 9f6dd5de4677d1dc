import { describe, expect, it } from 'vitest';
import { readItem } from '../../../islands/gallery/items';

function slide(markup: string): HTMLElement {
	document.body.innerHTML = markup;
	return document.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
}

describe('gallery items, read from WooCommerce\'s slide markup', () => {
	it('reads the thumbnail, the large image and its size, and the caption', () => {
		const item = readItem(
			slide(
				`<div data-thumb="/t.svg" data-thumb-alt="Margherita" class="woocommerce-product-gallery__image"><a href="/full.svg"><img src="/single.svg" alt="Margherita" title="margherita-535" data-caption="Margherita, plated" data-large_image="/full.svg" data-large_image_width="1600" data-large_image_height="1200" /></a></div>`,
			),
		);
		expect(item).toMatchObject({
			thumbSrc: '/t.svg',
			thumbAlt: 'Margherita',
			src: '/single.svg',
			largeSrc: '/full.svg',
			largeWidth: 1600,
			largeHeight: 1200,
			title: 'Margherita, plated',
		});
	});

	it.each([
		['missing', ''],
		['not a number', 'data-large_image_width="wide" data-large_image_height="1200px"'],
		['zero or negative', 'data-large_image_width="0" data-large_image_height="-5"'],
	])('gives no large size when the markup\'s is %s', (_case, attributes) => {
		const item = readItem(slide(`<div class="woocommerce-product-gallery__image"><a href="/full.svg"><img src="/single.svg" alt="A" ${attributes} /></a></div>`));
		expect(item.largeWidth).toBeNull();
		expect(item.largeHeight).toBeNull();
		// Without data-large_image, the link (then the image) is the large one.
		expect(item.largeSrc).toBe('/full.svg');
	});

	it('keeps a thumbnail URL with quotes as one URL, as text', () => {
		const element = slide(`<div class="woocommerce-product-gallery__image"><img src="/a.svg" alt="A" /></div>`);
		element.dataset.thumb = `/t.svg" onerror="alert(1)'`;
		expect(readItem(element).thumbSrc).toBe(`/t.svg" onerror="alert(1)'`);
	});

	it('falls back to the image for the thumbnail and its name when data-thumb is missing', () => {
		const item = readItem(slide(`<div class="woocommerce-product-gallery__image"><img src="/a.svg" alt="Alt text" title="a-1" /></div>`));
		expect(item).toMatchObject({ thumbSrc: '/a.svg', thumbAlt: 'Alt text', largeSrc: '/a.svg', title: 'a-1' });
	});
});
