import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../shared/api/errors';
import { getSettings } from '../../shared/config';
import { type Refill, cf7Request, formUrl, readFeedback, readRefill } from './api';
import { formValues, validate } from './rules';
import { type Schema, parseSchema } from './schema';

/**
 * One Contact Form 7 form's life (docs/contact-forms.md): its status (the form's `data-status` and
 * class, as themes style them), live validation against the server's schema, the submit, the
 * reset and the events CF7 dispatches for analytics snippets. What is shown (tips, the
 * screen-reader list, the response) is in `view`, which the React island renders.
 */

export interface FieldError {
	readonly message: string;
	/** The id of its screen-reader list item, which the field's `aria-describedby` names. */
	readonly id: string;
}

export interface FormView {
	readonly errors: ReadonlyMap<string, FieldError>;
	readonly message: string;
}

export interface ContactFormController {
	readonly view: ReadableAtom<FormView>;
	/** Loads the schema, wires the form's listeners; returns their removal. */
	start(): () => void;
}

/**
 * The server's codes whose client status differs from the code (docs/contact-forms.md); any
 * other code becomes `custom-{slug}`.
 */
const CLIENT_STATUS: Readonly<Record<string, string>> = {
	init: 'init',
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	submitting: 'submitting',
	resetting: 'resetting',
	validating: 'validating',
	payment_required: 'payment-required',
};
/** The event each result fires besides `wpcf7submit`. */
const RESULT_EVENTS: Readonly<Record<string, string>> = {
	invalid: 'invalid',
	unaccepted: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	sent: 'mailsent',
	failed: 'mailfailed',
};
const KNOWN_STATUSES = new Set(Object.values(CLIENT_STATUS));
const SUBMIT_CONTROL = '[type="submit"], button:not([type])';

export function clientStatus(code: string): string {
	return CLIENT_STATUS[code] ?? `custom-${slug(code)}`;
}

/**
 * `initial`: what the server printed after a submission without JavaScript. `commit` applies a
 * change of the view at once (React's `flushSync`), so tips and messages are on the page when
 * CF7's events fire, as listeners written for CF7 expect.
 */
export function createContactForm(
	container: HTMLElement,
	form: HTMLFormElement,
	initial: FormView,
	commit: (update: () => void) => void = (update) => update(),
): ContactFormController {
	const view = atom<FormView>(initial);
	const formId = Number(hidden(form, '_wpcf7'));
	const unitTag = hidden(form, '_wpcf7_unit_tag');
	let status = form.getAttribute('data-status') || 'init';
	let schema: Schema = { rules: [] };
	let resetAfterSent = false;

	const detail = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
		contactFormId: formId,
		pluginVersion: hidden(form, '_wpcf7_version'),
		contactFormLocale: hidden(form, '_wpcf7_locale'),
		unitTag,
		containerPostId: Number(hidden(form, '_wpcf7_container_post')),
		status,
		...extra,
	});
	const dispatch = (name: string, extra: Record<string, unknown> = {}): void => {
		container.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail: detail(extra) }));
	};

	const setStatus = (next: string): void => {
		const previous = status;
		if (previous === next) {
			return;
		}
		status = next;
		form.setAttribute('data-status', next);
		form.classList.remove(previous);
		form.classList.add(next);
		for (const element of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) {
			element.inert = element.classList.contains(`inert-on-${next}`);
		}
		dispatch('statuschanged', { prevStatus: previous });
	};

	const showErrors = (errors: ReadonlyMap<string, FieldError>, message: string): void => {
		for (const name of new Set([...view.get().errors.keys(), ...errors.keys()])) {
			markField(form, name, errors.get(name) ?? null);
		}
		commit(() => view.set({ errors, message }));
	};

	const errorId = (field: string): string => `${unitTag}-ve-${field}`;

	/** Fields changed before the schema arrived: judged once it does. */
	let changedEarly: Set<string> | null = new Set();

	const validateFields = (fields: ReadonlySet<string>): void => {
		const previous = status;
		const busy = previous === 'submitting' || previous === 'resetting';
		if (!busy) {
			setStatus('validating');
		}
		const found = validate(schema, formValues(new FormData(form)), fields);
		const errors = new Map(view.get().errors);
		for (const field of fields) {
			errors.delete(field);
		}
		for (const [name, message] of found) {
			errors.set(name, { message, id: errorId(name) });
		}
		showErrors(errors, view.get().message);
		if (!busy) {
			setStatus(previous);
		}
	};

	/**
	 * Fields changed while a pointer is down on a submit button. The change comes as focus leaves
	 * the field, on the press; a tip shown then pushes the button down from under the pointer,
	 * the press ends off it and the click is lost. They are judged after the click instead,
	 * unless it sent the form: the server judges them then.
	 */
	let changedOnPress: Set<string> | null = null;

	const liveValidate = (event: Event): void => {
		const target = event.target;
		if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) || !target.name) {
			return;
		}
		if (target instanceof HTMLInputElement && target.type === 'url') {
			prefixScheme(target);
		}
		const field = target.name.replace(/\[\]$/, '');
		if (changedEarly) {
			changedEarly.add(field);
		} else if (changedOnPress) {
			changedOnPress.add(field);
		} else {
			validateFields(new Set([field]));
		}
	};

	const submit = async (submitter: HTMLElement | null): Promise<void> => {
		const before = status;
		showErrors(new Map(), '');
		setStatus('submitting');
		const data = new FormData(form);
		if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
			data.append(submitter.name, submitter.value);
		}
		dispatch('beforesubmit', { formData: data });
		let answer: unknown;
		try {
			answer = await cf7Request(formUrl(formId, 'feedback'), data);
		} catch (error) {
			// Logged only (docs/contact-forms.md); what the visitor typed stays, and the form can be
			// sent again.
			logFailure(error);
			setStatus(before);
			return;
		}
		const feedback = readFeedback(answer);
		if (!feedback) {
			logFailure(new ApiError('invalid_json'));
			setStatus(before);
			return;
		}
		const postedHash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
		if (postedHash && feedback.postedDataHash !== null) {
			postedHash.value = feedback.postedDataHash;
		}
		applyRefill(form, feedback.refill);
		const errors = new Map(
			feedback.invalidFields.map((invalid) => [invalid.field, { message: invalid.message, id: invalid.errorId ?? errorId(invalid.field) }]),
		);
		showErrors(errors, feedback.message);
		const result = clientStatus(feedback.status);
		setStatus(result);
		const submission = {
			inputs: [...data.entries()].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value })),
			formData: data,
			// The answer as the server sent it, which snippets written for CF7 read (`status`, `invalid_fields`…).
			apiResponse: answer,
		};
		const resultEvent = RESULT_EVENTS[result];
		if (resultEvent) {
			dispatch(resultEvent, submission);
		}
		dispatch('submit', submission);
		if (feedback.status === 'mail_sent') {
			resetAfterSent = true;
			form.reset();
		}
	};

	const reset = async (): Promise<void> => {
		const afterSent = resetAfterSent;
		resetAfterSent = false;
		showErrors(new Map(), afterSent ? view.get().message : '');
		setStatus('resetting');
		try {
			applyRefill(form, readRefill(await cf7Request(formUrl(formId, 'refill'))));
		} catch (error) {
			logFailure(error);
		}
		setStatus(afterSent ? 'sent' : 'init');
		dispatch('reset');
	};

	return {
		view,
		start() {
			let stopped = false;
			void cf7Request(formUrl(formId, 'feedback/schema')).then(
				(raw) => {
					if (!stopped) {
						schema = parseSchema(raw);
						const early = changedEarly;
						changedEarly = null;
						if (early && early.size > 0) {
							validateFields(early);
						}
					}
				},
				(error: unknown) => {
					// Without a schema the server alone judges, on submit.
					changedEarly = null;
					logFailure(error);
				},
			);
			const onSubmit = (event: SubmitEvent): void => {
				event.preventDefault();
				// A second click while the first is on its way sends nothing.
				if (status !== 'submitting') {
					void submit(event.submitter);
				}
			};
			const onReset = (): void => {
				// After the browser has put the fields back.
				setTimeout(() => void reset());
			};
			const onPress = (event: PointerEvent): void => {
				if (event.target instanceof Element && event.target.closest(SUBMIT_CONTROL)) {
					changedOnPress ??= new Set();
				}
			};
			const onPressEnd = (): void => {
				const held = changedOnPress;
				if (!held) {
					return;
				}
				// After the click's own work: a submit it made has begun by then.
				setTimeout(() => {
					changedOnPress = null;
					if (!stopped && held.size > 0 && status !== 'submitting') {
						validateFields(held);
					}
				});
			};
			form.addEventListener('submit', onSubmit);
			form.addEventListener('change', liveValidate);
			form.addEventListener('reset', onReset);
			form.addEventListener('pointerdown', onPress);
			// On the document: a press that ends off the button clicks an element around it.
			document.addEventListener('click', onPressEnd, true);
			document.addEventListener('pointercancel', onPressEnd, true);
			if (!KNOWN_STATUSES.has(status) && !status.startsWith('custom-')) {
				setStatus('init');
			}
			// A page from a full-page cache may carry another visitor's quiz and captcha: refill them.
			if (getSettings().features.contactFormCached) {
				void reset();
			}
			return () => {
				stopped = true;
				form.removeEventListener('submit', onSubmit);
				form.removeEventListener('change', liveValidate);
				form.removeEventListener('reset', onReset);
				form.removeEventListener('pointerdown', onPress);
				document.removeEventListener('click', onPressEnd, true);
				document.removeEventListener('pointercancel', onPressEnd, true);
			};
		},
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

function logFailure(error: unknown): void {
	console.error(error instanceof Error ? error.message : error);
}

function slug(code: string): string {
	return code
		.toLowerCase()
		.replace(/[^a-z0-9_-]+/g, '-')
		.replace(/_/g, '-');
}
