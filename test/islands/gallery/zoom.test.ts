import { describe, expect, it } from 'vitest';
import { readItem } from '../../../islands/gallery/items';
import { attachZoom } from '../../../islands/gallery/zoom';
import { installSettings } from '../../support/settings';

function slide(largeImage: string): HTMLElement {
	document.body.innerHTML = `<div class="woocommerce-product-gallery__image"><a href="${largeImage}"><img src="${largeImage}" alt="A" data-large_image="${largeImage}" data-large_image_width="1600" data-large_image_height="1200" /></a></div>`;
	return document.querySelector('.woocommerce-product-gallery__image') as HTMLElement;
}

function hover(element: HTMLElement): void {
	element.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 10, clientY: 10 }));
}

describe('gallery zoom', () => {
	it('lays the large image over the slide on hover', () => {
		const element = slide('/full.svg');
		const detach = attachZoom(element, () => readItem(element), 'hover');
		hover(element);
		expect(element.querySelector('img.shop-islands-gallery__zoom')?.getAttribute('src')).toBe('http://localhost:3000/full.svg');
		detach();
	});

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/full.svg'],
	])('loads no %s large image: no zoom at all', (_case, bad) => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		const element = slide(bad);
		const detach = attachZoom(element, () => readItem(element), 'hover');
		hover(element);
		expect(element.querySelector('img.shop-islands-gallery__zoom')).toBeNull();
		expect(element.classList.contains('is-zooming')).toBe(false);
		detach();
	});
});
