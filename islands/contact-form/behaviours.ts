import { listeners } from '../../shared/listeners';

/**
 * The form's small behaviours (docs/contact-forms.md), plain DOM over CF7's markup: the submit
 * button waits for the acceptance boxes, character counters, exclusive checkbox groups and
 * free-text options. Each returns its cleanup.
 */

type Cleanup = () => void;

export function wireBehaviours(form: HTMLFormElement): Cleanup {
	const update = (event?: Event): void => {
		if (event) {
			exclusive(event.target);
		}
		acceptance(form);
		freeText(form);
		counters(form);
	};
	update();
	const events = listeners();
	events.on(form, 'change', update);
	events.on(form, 'input', update);
	// After the browser has put the fields back.
	events.on(form, 'reset', () => void setTimeout(() => update()));
	return () => events.removeAll();
}

/** Submit stays disabled until every non-optional box is checked (an inverted one: unchecked). */
function acceptance(form: HTMLFormElement): void {
	const boxes = form.querySelectorAll<HTMLElement>('.wpcf7-acceptance');
	if (boxes.length === 0) {
		return;
	}
	const accepted = Array.from(boxes).every((box) => {
		if (box.classList.contains('optional')) {
			return true;
		}
		const checked = Array.from(box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).some((input) => input.checked);
		return box.classList.contains('invert') ? !checked : checked;
	});
	for (const button of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit')) {
		button.disabled = !accepted;
	}
}

/** In an exclusive group, checking one box unchecks the others. */
function exclusive(target: EventTarget | null): void {
	if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox' || !target.checked) {
		return;
	}
	const group = target.closest('.wpcf7-exclusive-checkbox');
	for (const other of group?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) {
		if (other !== target) {
			other.checked = false;
		}
	}
}

/** A free-text input is enabled only while its option is checked. */
function freeText(form: HTMLFormElement): void {
	for (const item of form.querySelectorAll('.wpcf7-list-item.has-free-text')) {
		const option = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
		const text = item.querySelector<HTMLInputElement>('.wpcf7-free-text');
		if (option && text) {
			text.disabled = !option.checked;
		}
	}
}

/** `[count]` tags: the count (down from the maximum, or up), marked too long or too short. */
function counters(form: HTMLFormElement): void {
	for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count')) {
		const name = counter.getAttribute('data-target-name') ?? '';
		const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
		if (!field) {
			continue;
		}
		const length = field.value.length;
		const maximum = Number.parseInt(counter.getAttribute('data-maximum-value') ?? '', 10);
		const minimum = Number.parseInt(counter.getAttribute('data-minimum-value') ?? '', 10);
		const shown = counter.classList.contains('down') ? maximum - length : length;
		counter.setAttribute('data-current-value', String(shown));
		counter.textContent = String(shown);
		counter.classList.toggle('too-long', Number.isFinite(maximum) && length > maximum);
		counter.classList.toggle('too-short', Number.isFinite(minimum) && length < minimum);
	}
}
