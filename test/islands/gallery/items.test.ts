import { describe, expect, it } from 'vitest';
import { readItem } from '../../../islands/gallery/items';
import { installSettings } from '../../support/settings';

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
			thumbSrc: 'http://localhost:3000/t.svg',
			thumbAlt: 'Margherita',
			src: 'http://localhost:3000/single.svg',
			largeSrc: 'http://localhost:3000/full.svg',
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
		expect(item.largeSrc).toBe('http://localhost:3000/full.svg');
	});

	it('keeps a thumbnail URL with quotes as one URL, as text', () => {
		const element = slide(`<div class="woocommerce-product-gallery__image"><img src="/a.svg" alt="A" /></div>`);
		element.dataset.thumb = `/t.svg" onerror="alert(1)'`;
		expect(readItem(element).thumbSrc).toBe(`http://localhost:3000/t.svg%22%20onerror=%22alert(1)'`);
	});

	it('falls back to the image for the thumbnail and its name when data-thumb is missing', () => {
		const item = readItem(slide(`<div class="woocommerce-product-gallery__image"><img src="/a.svg" alt="Alt text" title="a-1" /></div>`));
		expect(item).toMatchObject({ thumbSrc: 'http://localhost:3000/a.svg', thumbAlt: 'Alt text', largeSrc: 'http://localhost:3000/a.svg', title: 'a-1' });
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/x.jpg'],
	])('passes over a %s address: the large image falls back to the next allowed one, the thumbnail to the image', (_case, bad) => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		const item = readItem(
			slide(
				`<div data-thumb="${bad}" class="woocommerce-product-gallery__image"><a href="${bad}"><img src="https://cdn.example/single.svg" alt="A" data-large_image="${bad}" data-src="${bad}" /></a></div>`,
			),
		);
		expect(item).toMatchObject({ thumbSrc: 'https://cdn.example/single.svg', src: 'https://cdn.example/single.svg', largeSrc: 'https://cdn.example/single.svg' });
		const none = readItem(slide(`<div data-thumb="${bad}" class="woocommerce-product-gallery__image"><a href="${bad}"><img src="${bad}" alt="A" data-large_image="${bad}" /></a></div>`));
		expect(none).toMatchObject({ thumbSrc: '', src: '', largeSrc: '' });
	});
});
