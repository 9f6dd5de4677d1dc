import { getSettings } from '../../shared/config';
import type { Refill } from './api';
import type { ContactFormEffect, ContactFormStore, FieldError } from './store';
import { builtIn } from '../../shared/page-document';

/**
 * The contact-form store's DOM adapter (docs/contact-forms.md): the form's events go to the
 * store as actions (a change, a press on a submit control, the submit with its data, the
 * reset), and the store's effects come back onto CF7's markup: the form's `data-status` and
 * class (as themes style them) and `inert-on-*` parts, the fields' marks, the posted-data hash,
 * fresh quiz and captcha, and the `wpcf7*` events CF7 dispatches for analytics snippets.
 */

const SUBMIT_CONTROL = '[type="submit"], button:not([type])';

/** Connects the store to CF7's form and starts it; returns the disconnection. */
export function connectStockForm(store: ContactFormStore, container: HTMLElement, form: HTMLFormElement): () => void {
	const detail = (status: string, extra: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
		contactFormId: Number(hidden(form, '_wpcf7')),
		pluginVersion: hidden(form, '_wpcf7_version'),
		contactFormLocale: hidden(form, '_wpcf7_locale'),
		unitTag: hidden(form, '_wpcf7_unit_tag'),
		containerPostId: Number(hidden(form, '_wpcf7_container_post')),
		status,
		...extra,
	});

	const apply = (effect: ContactFormEffect): void => {
		switch (effect.kind) {
			case 'status':
				form.setAttribute('data-status', effect.next);
				form.classList.remove(effect.previous);
				form.classList.add(effect.next);
				for (const element of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) {
					element.inert = element.classList.contains(`inert-on-${effect.next}`);
				}
				break;
			case 'marks':
				for (const [name, error] of effect.fields) {
					markField(form, name, error);
				}
				break;
			case 'event':
				container.dispatchEvent(new CustomEvent(`wpcf7${effect.name}`, { bubbles: true, detail: detail(effect.status, effect.extra) }));
				break;
			case 'posted-hash': {
				const input = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
				if (input) {
					input.value = effect.hash;
				}
				break;
			}
			case 'refill':
				applyRefill(form, effect.refill);
				break;
			case 'clear-fields':
				form.reset();
				break;
		}
	};

	const onChange = (event: Event): void => {
		const target = event.target;
		if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) || !target.name) {
			return;
		}
		if (target instanceof HTMLInputElement && target.type === 'url') {
			prefixScheme(target);
		}
		store.changed(target.name.replace(/\[\]$/, ''));
	};
	const onSubmit = (event: SubmitEvent): void => {
		event.preventDefault();
		const data = new FormData(form);
		const submitter = event.submitter;
		if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
			data.append(submitter.name, submitter.value);
		}
		store.submit(data);
	};
	const onReset = (): void => {
		// After the browser has put the fields back.
		setTimeout(() => store.reset());
	};
	const onPress = (event: PointerEvent): void => {
		if (event.target instanceof Element && event.target.closest(SUBMIT_CONTROL)) {
			store.pressStarted();
		}
	};
	const onPressEnd = (): void => store.pressEnded();

	const wiring = new AbortController();
	const { signal } = wiring;
	const disconnect = store.onEffect(apply);
	form.addEventListener('submit', onSubmit, { signal });
	form.addEventListener('change', onChange, { signal });
	form.addEventListener('reset', onReset, { signal });
	form.addEventListener('pointerdown', onPress, { signal });
	// On the document: a press that ends off the button clicks an element around it.
	builtIn('addEventListener')('click', onPressEnd, { capture: true, signal });
	builtIn('addEventListener')('pointercancel', onPressEnd, { capture: true, signal });
	store.start(getSettings().features.contactFormCached === true);
	return () => {
		store.stop();
		disconnect();
		wiring.abort();
	};
}

function hidden(form: HTMLFormElement, name: string): string {
	return form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/** The field's `aria-invalid`, `aria-describedby`, `wpcf7-not-valid` class and custom validity. */
function markField(form: HTMLFormElement, name: string, error: FieldError | null): void {
	const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(name)}"]`);
	if (!wrap) {
		return;
	}
	for (const control of wrap.querySelectorAll('.wpcf7-form-control')) {
		control.classList.toggle('wpcf7-not-valid', error !== null);
	}
	const fields = wrap.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
	fields.forEach((field, index) => {
		if (field.type === 'hidden') {
			return;
		}
		field.setAttribute('aria-invalid', error ? 'true' : 'false');
		if (error) {
			field.setAttribute('aria-describedby', error.id);
		} else {
			field.removeAttribute('aria-describedby');
		}
		// One field of a group carries the message, so the browser shows it once.
		field.setCustomValidity(error && index === 0 ? error.message : '');
	});
}

/** Fresh captcha images and their challenges, and fresh quiz questions with their answer hashes. */
function applyRefill(form: HTMLFormElement, refill: Refill): void {
	for (const [field, url] of refill.captcha) {
		for (const image of form.querySelectorAll<HTMLImageElement>(`img.wpcf7-captcha-${CSS.escape(field)}`)) {
			image.src = url;
		}
		const challenge = /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1];
		const input = form.querySelector<HTMLInputElement>(`input[name="_wpcf7_captcha_challenge_${CSS.escape(field)}"]`);
		if (input && challenge) {
			input.value = challenge;
		}
	}
	for (const [field, [question, hash]] of refill.quiz) {
		const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
		const label = wrap?.querySelector('.wpcf7-quiz-label');
		if (label) {
			label.textContent = question;
		}
		const input = form.querySelector<HTMLInputElement>(`input[name="_wpcf7_quiz_answer_${CSS.escape(field)}"]`);
		if (input) {
			input.value = hash;
		}
	}
}

/** An address typed without a scheme (`example.com`) is taken as http (docs/contact-forms.md). */
function prefixScheme(input: HTMLInputElement): void {
	const value = input.value.trim();
	if (value !== '' && !/^[a-z][a-z0-9.+-]*:/i.test(value) && value.includes('.')) {
		input.value = `http://${value}`;
	}
}
