import { speak } from '../../shared/a11y';
import { __ } from '../../shared/i18n';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { wooCommerceSingleProductPresent } from '../../shared/classic-scripts';
import { listeners } from '../../shared/listeners';

/**
 * The review form's rating (`.comment-form-rating` around `select#rating`, docs/product-form.md) as
 * a row of 1 to 5 stars that is a native radio group: arrow keys choose, screen readers hear
 * each star by the select's own option text ("Perfect" … "Very poor", translated by the
 * server). The select stays in the form, disabled while the stars stand in for it, so the
 * posted field is the radios' `rating`. The rating is required when WooCommerce marks its
 * label required (the `*` it prints when review_rating_required is "yes"); a submit without
 * one is blocked with "Please select a rating". Plain DOM over the server's form.
 */

const ERROR_CLASS = 'shop-islands-rating__error';

let nextId = 0;

export function mount(host: HTMLElement): Unmount {
	const select = host.querySelector<HTMLSelectElement>('select[name="rating"]');
	const form = select?.form ?? null;
	// Where WooCommerce's own script still runs, it draws the stars.
	if (!select || !form || wooCommerceSingleProductPresent()) {
		return () => undefined;
	}
	nextId += 1;
	const id = `shop-islands-rating-${nextId}`;
	const label = host.querySelector<HTMLElement>(`label[for="${CSS.escape(select.id)}"]`);
	const required = label !== null && label.querySelector('.required') !== null;
	const message = __('Please select a rating', 'shop-islands');

	const group = builtIn('createElement')('div');
	group.className = 'shop-islands-rating';
	group.setAttribute('role', 'radiogroup');
	if (label) {
		label.id ||= `${id}-label`;
		group.setAttribute('aria-labelledby', label.id);
	}
	if (required) {
		group.setAttribute('aria-required', 'true');
	}
	const radios = starOptions(select).map(({ value, text }) => {
		const item = builtIn('createElement')('label');
		item.className = 'shop-islands-rating__star';
		const radio = builtIn('createElement')('input');
		radio.type = 'radio';
		radio.name = select.name;
		radio.value = value;
		radio.checked = select.value === value;
		radio.className = 'shop-islands-rating__input';
		const name = builtIn('createElement')('span');
		name.className = 'screen-reader-text';
		name.textContent = text;
		item.append(radio, name);
		group.append(item);
		return radio;
	});
	const error = builtIn('createElement')('p');
	error.className = ERROR_CLASS;
	error.id = `${id}-error`;
	error.hidden = true;

	const checked = (): HTMLInputElement | undefined => radios.find((radio) => radio.checked);
	// The browser's own check on submit shows the rating's message (docs/product-form.md) and focuses the first star.
	const updateValidity = (): void => {
		const missing = required && checked() === undefined;
		radios[0]?.setCustomValidity(missing ? message : '');
		const rating = Number(checked()?.value ?? 0);
		for (const radio of radios) {
			radio.parentElement?.classList.toggle('is-lit', Number(radio.value) <= rating);
		}
	};
	const onChange = (): void => {
		error.hidden = true;
		group.removeAttribute('aria-describedby');
		select.value = checked()?.value ?? '';
		updateValidity();
	};
	// Forms with novalidate (or a script's requestSubmit) skip the browser's check: this one still blocks.
	const onSubmit = (event: SubmitEvent): void => {
		if (required && checked() === undefined) {
			event.preventDefault();
			event.stopImmediatePropagation();
			error.textContent = message;
			error.hidden = false;
			group.setAttribute('aria-describedby', error.id);
			radios[0]?.focus();
			speak(message, 'assertive');
		}
	};

	// WooCommerce's single-product script (kept for the gallery) answers a submit click without a
	// rating on `body` with an alert and cancels the post before the browser's check could run:
	// that click stops at the form, so the shopper gets our message, at the stars.
	const onClick = (event: MouseEvent): void => {
		if (required && checked() === undefined && isSubmitButton(event.target)) {
			event.stopPropagation();
		}
	};

	select.disabled = true;
	select.hidden = true;
	const events = listeners();
	events.on(group, 'change', onChange);
	events.on(form, 'click', onClick);
	events.on(form, 'submit', onSubmit, { capture: true });
	select.after(group, error);
	updateValidity();
	return () => {
		events.removeAll();
		group.remove();
		error.remove();
		select.disabled = false;
		select.hidden = false;
	};
}

/** The select's rated options (1 to 5), lowest first so the stars read left to right. */
function starOptions(select: HTMLSelectElement): Array<{ value: string; text: string }> {
	return [...select.options]
		.filter((option) => {
			const rating = Number(option.value);
			return option.value !== '' && Number.isInteger(rating) && rating >= defaultOptions.min && rating <= defaultOptions.max;
		})
		.map((option) => ({ value: option.value, text: (option.textContent ?? '').trim() || option.value }))
		.sort((a, b) => Number(a.value) - Number(b.value));
}

function isSubmitButton(target: EventTarget | null): boolean {
	const control = target instanceof Element ? target.closest('button, input') : null;
	return (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit';
}

