import { describe, expect, it } from 'vitest';
import { readImageAttributes, setAttributes, variationImageWrites } from '../../shared/product-image';
import { installSettings } from '../support/settings';

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

		const writes = variationImageWrites(CHOSEN);
		setAttributes(image, writes?.image ?? {});
		expect(image.getAttribute('src')).toBe('http://localhost:3000/small.jpg');
		expect(image.getAttribute('data-large_image')).toBe('http://localhost:3000/small-full.jpg');
		expect(writes).toMatchObject({ href: 'http://localhost:3000/small-full.jpg', thumb: 'http://localhost:3000/small-thumb.jpg' });
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

	it.each([
		['javascript:', 'javascript:alert(1)'],
		['another origin', 'https://elsewhere.example/evil.jpg'],
	])('writes no %s address: a src is no image, a full image gives way to src, a thumbnail and srcset candidates are left out', (_case, bad) => {
		installSettings({ allowedOrigins: ['https://cdn.example'] });
		expect(variationImageWrites({ ...CHOSEN, src: bad })).toBeNull();
		const writes = variationImageWrites({
			...CHOSEN,
			src: 'https://cdn.example/small.jpg',
			fullSrc: bad,
			thumbnailSrc: bad,
			srcset: `https://cdn.example/small.jpg 600w, ${bad} 1200w,/small-2x.jpg 2x`,
		});
		expect(writes).toMatchObject({ href: 'https://cdn.example/small.jpg', thumb: null });
		expect(writes?.image).toMatchObject({
			src: 'https://cdn.example/small.jpg',
			srcset: 'https://cdn.example/small.jpg 600w, http://localhost:3000/small-2x.jpg 2x',
			'data-src': 'https://cdn.example/small.jpg',
			'data-large_image': 'https://cdn.example/small.jpg',
		});
		expect(JSON.stringify(writes)).not.toMatch(/javascript:|elsewhere\.example/);
	});
});
