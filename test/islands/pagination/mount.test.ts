import { describe, expect, it } from 'vitest';
import { mount } from '../../../islands/pagination/mount';

/** Storefront's listing: the sorting row (result count, pagination) above and below the products. */
function storefrontListing(label = 'Product Pagination'): HTMLElement[] {
	const row = `<div class="storefront-sorting"><p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing 1&ndash;24 of 28 results</p>
		<nav class="woocommerce-pagination" aria-label="${label}"><ul class="page-numbers"><li><span aria-current="page" class="page-numbers current">1</span></li><li><a class="page-numbers" href="/shop/page/2/">2</a></li></ul></nav></div>`;
	document.body.innerHTML = `${row}<ul class="products"></ul>${row}`;
	return [...document.querySelectorAll<HTMLElement>('nav.woocommerce-pagination')];
}

const labels = (): Array<string | null> => [...document.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));

describe('pagination', () => {
	it('names Storefront’s two paginations apart, top and bottom, whichever mounts first', () => {
		const [top, bottom] = storefrontListing();
		mount(bottom as HTMLElement);
		expect(labels()).toEqual(['Product Pagination (top)', 'Product Pagination (bottom)']);
		mount(top as HTMLElement);
		expect(labels()).toEqual(['Product Pagination (top)', 'Product Pagination (bottom)']);
		expect(document.querySelector('nav a')?.getAttribute('href')).toBe('/shop/page/2/');
	});

	it('builds on the server’s name, translated or not', () => {
		const [top] = storefrontListing('Paginación de productos');
		mount(top as HTMLElement);
		expect(labels()).toEqual(['Paginación de productos (top)', 'Paginación de productos (bottom)']);
	});

	it('gives the server’s name back as they leave', () => {
		const [top, bottom] = storefrontListing();
		const unmountTop = mount(top as HTMLElement);
		const unmountBottom = mount(bottom as HTMLElement);
		unmountTop();
		unmountBottom();
		expect(labels()).toEqual(['Product Pagination', 'Product Pagination']);
	});

	it('leaves a lone pagination its name', () => {
		document.body.innerHTML = '<ul class="products"></ul><nav class="woocommerce-pagination" aria-label="Product Pagination"></nav>';
		mount(document.querySelector('nav') as HTMLElement);
		expect(labels()).toEqual(['Product Pagination']);
	});
});
