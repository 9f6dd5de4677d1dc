import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/sort-order/mount';

function ordering(): HTMLFormElement {
	document.body.innerHTML = `<form class="woocommerce-ordering" method="get">
		<select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select>
		<input type="hidden" name="paged" value="1" />
		<select name="other"><option>a</option><option>b</option></select>
	</form>`;
	return document.querySelector('form') as HTMLFormElement;
}

describe('sort order', () => {
	it('submits the form when the sort select changes, and only then', () => {
		const form = ordering();
		const submitted = vi.fn((event: Event) => event.preventDefault());
		form.addEventListener('submit', submitted);
		const unmount = mount(form);
		const other = form.querySelector('select[name="other"]') as HTMLSelectElement;
		other.value = 'b';
		other.dispatchEvent(new Event('change', { bubbles: true }));
		expect(submitted).not.toHaveBeenCalled();
		const select = form.querySelector('select.orderby') as HTMLSelectElement;
		select.value = 'price';
		select.dispatchEvent(new Event('change', { bubbles: true }));
		expect(submitted).toHaveBeenCalledOnce();
		unmount();
		select.dispatchEvent(new Event('change', { bubbles: true }));
		expect(submitted).toHaveBeenCalledOnce();
	});
});
