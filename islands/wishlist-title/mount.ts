import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * The wishlist's title on YITH WooCommerce Wishlist's wishlist page (`.wishlist-title-container`):
 * "Edit title" shows YITH's title form (its text field with a cancel and a save button), which
 * YITH's `yes-js` class keeps hidden; cancel hides it again; save (or Enter in the field) posts the
 * wishlist form the way YITH's own form handler takes it, with `save_title` (YITH checks the form's
 * own `yith_wcwl_edit_wishlist` nonce, renames and redirects back). What YITH's retired jQuery
 * script did here, as plain DOM: no request of its own, the browser submits the server's form.
 */

const INVALID_CLASS = 'woocommerce-invalid';
/** "Edit title" kept reachable by keyboard (style.css), where YITH hides it but on hover. */
const EDITABLE_CLASS = 'shop-islands-wishlist-title';

export function mount(container: HTMLElement): Unmount {
	const title = container.querySelector<HTMLElement>('.wishlist-title-with-form');
	const editor = container.querySelector<HTMLElement>('.hidden-title-form');
	const edit = title?.querySelector<HTMLElement>('.show-title-form');
	const field = editor?.querySelector<HTMLInputElement>('input[name="wishlist_name"]');
	const cancel = editor?.querySelector<HTMLElement>('.hide-title-form');
	const save = editor?.querySelector<HTMLElement>('.save-title-form');
	const form = container.closest('form');
	if (!title || !editor || !edit || !field || !cancel || !save || !form) {
		return () => undefined;
	}
	// YITH prints "Edit title" as an anchor without href: a button, reachable by keyboard.
	const hadTabIndex = edit.hasAttribute('tabindex');
	edit.setAttribute('role', 'button');
	if (!hadTabIndex) {
		edit.tabIndex = 0;
	}
	title.classList.add(EDITABLE_CLASS);

	const open = (event: Event): void => {
		event.preventDefault();
		title.style.display = 'none';
		editor.style.display = 'inline-block';
		field.focus();
	};
	const close = (event: Event): void => {
		event.preventDefault();
		editor.style.display = '';
		editor.classList.remove(INVALID_CLASS);
		title.style.display = '';
		edit.focus();
	};
	const submit = (event: Event): void => {
		event.preventDefault();
		if (field.value.trim() === '') {
			editor.classList.add(INVALID_CLASS);
			field.focus();
			return;
		}
		const flag = builtIn('createElement')('input');
		flag.type = 'hidden';
		flag.name = 'save_title';
		flag.value = '1';
		form.append(flag);
		form.submit();
	};
	const onEditKey = (event: KeyboardEvent): void => {
		if (event.key === 'Enter' || event.key === ' ') {
			open(event);
		}
	};
	const onFieldKey = (event: KeyboardEvent): void => {
		if (event.key === 'Enter') {
			submit(event);
		} else if (event.key === 'Escape') {
			close(event);
		}
	};

	const events = listeners();
	events.on(edit, 'click', open);
	events.on(edit, 'keydown', onEditKey);
	events.on(title.querySelector('h2'), 'click', open);
	events.on(cancel, 'click', close);
	events.on(save, 'click', submit);
	events.on(field, 'keydown', onFieldKey);
	return () => {
		events.removeAll();
		edit.removeAttribute('role');
		title.classList.remove(EDITABLE_CLASS);
		if (!hadTabIndex) {
			edit.removeAttribute('tabindex');
		}
	};
}
