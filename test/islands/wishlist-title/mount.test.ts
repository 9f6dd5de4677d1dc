import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/wishlist-title/mount';

/** YITH's wishlist form, its title part as YITH 4.16 prints it (icons left out). */
function page(): { container: HTMLElement; form: HTMLFormElement } {
	document.body.innerHTML = `<form id="yith-wcwl-form" action="/wishlist/view/3W3PN9VREV3B/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment">
		<div class="wishlist-title-container">
			<div class="wishlist-title wishlist-title-with-form"><h2>My wishlist</h2> <a class="btn button show-title-form">Edit title</a></div>
			<div class="hidden-title-form">
				<input type="text" value="My wishlist" name="wishlist_name"/>
				<div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">×</a><a role="button" href="#" class="save-title-form">✓</a></div>
			</div>
		</div>
		<input type="hidden" id="yith_wcwl_edit_wishlist" name="yith_wcwl_edit_wishlist" value="eab0d334cf"><input type="hidden" value="3W3PN9VREV3B" name="wishlist_id" id="wishlist_id">
	</form>`;
	return { container: document.querySelector('.wishlist-title-container') as HTMLElement, form: document.querySelector('form') as HTMLFormElement };
}

const el = <T extends HTMLElement>(selector: string): T => document.querySelector(selector) as T;

afterEach(() => {
	vi.restoreAllMocks();
});

describe('the wishlist title form', () => {
	it('makes "Edit title" a keyboard button that opens the form, the field focused; cancel closes it, focus back', () => {
		const { container } = page();
		mount(container);
		const edit = el('.show-title-form');
		expect(edit.getAttribute('role')).toBe('button');
		expect(edit.tabIndex).toBe(0);
		expect(el('.wishlist-title').classList.contains('shop-islands-wishlist-title')).toBe(true);
		edit.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		expect(el('.wishlist-title').style.display).toBe('none');
		expect(el('.hidden-title-form').style.display).toBe('inline-block');
		expect(document.activeElement).toBe(el('input[name="wishlist_name"]'));
		el('.hide-title-form').click();
		expect(el('.wishlist-title').style.display).toBe('');
		expect(el('.hidden-title-form').style.display).toBe('');
		expect(document.activeElement).toBe(edit);
	});

	it('saves by submitting the server\'s form with save_title, as YITH\'s form handler takes it', () => {
		const { container, form } = page();
		const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
		mount(container);
		el('.show-title-form').click();
		el<HTMLInputElement>('input[name="wishlist_name"]').value = 'Dinner party';
		el('.save-title-form').click();
		expect(submit).toHaveBeenCalledTimes(1);
		expect(Object.fromEntries(new FormData(form))).toEqual({ wishlist_name: 'Dinner party', yith_wcwl_edit_wishlist: 'eab0d334cf', wishlist_id: '3W3PN9VREV3B', save_title: '1' });
	});

	it('saves on Enter in the field, and closes on Escape', () => {
		const { container, form } = page();
		const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
		mount(container);
		el('h2').click();
		const field = el<HTMLInputElement>('input[name="wishlist_name"]');
		field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
		expect(el('.hidden-title-form').style.display).toBe('');
		field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		expect(submit).toHaveBeenCalledTimes(1);
	});

	it('refuses an empty name: marked invalid, the field focused, nothing sent', () => {
		const { container, form } = page();
		const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
		mount(container);
		el('.show-title-form').click();
		el<HTMLInputElement>('input[name="wishlist_name"]').value = '   ';
		el('.save-title-form').click();
		expect(submit).not.toHaveBeenCalled();
		expect(el('.hidden-title-form').classList.contains('woocommerce-invalid')).toBe(true);
		expect(document.activeElement).toBe(el('input[name="wishlist_name"]'));
	});

	it('leaves a title without YITH\'s form alone, and lets go when unmounted', () => {
		document.body.innerHTML = '<form><div class="wishlist-title-container"><div class="wishlist-title"><h2>Shared list</h2></div></div></form>';
		expect(() => mount(el('.wishlist-title-container'))()).not.toThrow();
		const { container } = page();
		mount(container)();
		el('.show-title-form').click();
		expect(el('.hidden-title-form').style.display).toBe('');
		expect(el('.show-title-form').hasAttribute('tabindex')).toBe(false);
	});
});
