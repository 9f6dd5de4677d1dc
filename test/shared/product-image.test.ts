import { describe, expect, it } from 'vitest';
import { readImageAttributes, setAttributes, variationImageAttributes } from '../../shared/product-image';

const CHOSEN = {
	src: '/small.jpg',
	srcset: '',
	sizes: '',
	alt: 'Margherita, small',
	title: 'small',
	caption: '',
	fullSrc: '/small-full.jpg',
	fullWidth: '1200',
	fullHeight: '',
	width: '600',
	height: '600',
	thumbnailSrc: '/small-thumb.jpg',
};

describe('product image attributes', () => {
	it("writes a variation's image the way WooCommerce does, empty sizes left off, and puts the server's back", () => {
		const image = document.createElement('img');
		image.setAttribute('src', '/pizza.jpg');
		image.setAttribute('srcset', '/pizza.jpg 600w');
		image.setAttribute('data-large_image_height', '900');
		const original = readImageAttributes(image);

		setAttributes(image, variationImageAttributes(CHOSEN));
		expect(image.getAttribute('src')).toBe('/small.jpg');
		expect(image.getAttribute('data-large_image')).toBe('/small-full.jpg');
		expect(image.getAttribute('data-large_image_width')).toBe('1200');
		expect(image.hasAttribute('srcset')).toBe(false);
		expect(image.hasAttribute('data-large_image_height')).toBe(false);

		setAttributes(image, original);
		expect(image.getAttribute('src')).toBe('/pizza.jpg');
		expect(image.getAttribute('srcset')).toBe('/pizza.jpg 600w');
		expect(image.getAttribute('data-large_image_height')).toBe('900');
		expect(image.hasAttribute('data-large_image')).toBe(false);
	});

	it('leaves an attribute that already has its value alone, and a missing element is nothing to do', () => {
		const image = document.createElement('img');
		image.setAttribute('src', '/small.jpg');
		const seen: string[] = [];
		new MutationObserver((records) => seen.push(...records.map((record) => record.attributeName ?? ''))).observe(image, { attributes: true });
		setAttributes(image, { src: '/small.jpg', alt: 'Small' });
		setAttributes(null, { src: '/other.jpg' });
		return Promise.resolve().then(() => expect(seen).toEqual(['alt']));
	});
});
