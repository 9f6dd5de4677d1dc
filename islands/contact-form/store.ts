import type { ReadableAtom } from 'nanostores';
import { apiErrorMessage } from '../../shared/api/error-message';
import { ApiError } from '../../shared/api/errors';
import { effectStore } from '../../shared/effect-store';
import { type Refill, readFeedback, readRefill } from './api';
import { type FormValues, validate } from './rules';
import { type Schema, parseSchema } from './schema';

/**
 * One Contact Form 7 form's store (docs/contact-forms.md): its status, its errors and message,
 * live validation against the server's schema, the submit and the reset, changed only through
 * the named actions below. It touches no element: what is shown (tips, the screen-reader list,
 * the response) is `view`, which React renders; what the form itself must do (its `data-status`
 * and class, the fields' marks, the refilled quiz and captcha, CF7's DOM events) goes out as
 * effects, in order, to the DOM adapter (stock-form.ts). The field values stay the form's: the
 * store reads them when it judges, through `values`.
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

/** What the form does, in the order the store emits it. */
export type ContactFormEffect =
	| { readonly kind: 'status'; readonly previous: string; readonly next: string }
	/** Fields whose error changed: marked, or (null) unmarked. */
	| { readonly kind: 'marks'; readonly fields: ReadonlyMap<string, FieldError | null> }
	/** CF7's `wpcf7<name>` event, with the status at that moment. */
	| { readonly kind: 'event'; readonly name: string; readonly status: string; readonly extra: Readonly<Record<string, unknown>> }
	| { readonly kind: 'posted-hash'; readonly hash: string }
	| { readonly kind: 'refill'; readonly refill: Refill }
	/** The mail went: the form's fields go back to their defaults (the form's own reset). */
	| { readonly kind: 'clear-fields' };

export interface ContactFormModel {
	/** The form's `data-status` as the server printed it. */
	readonly status: string;
	/** What the server printed after a submission without JavaScript. */
	readonly view: FormView;
	readonly unitTag: string;
}

export interface ContactFormPorts {
	/** A CF7 REST route of this form, as `cf7Request` answers it. */
	request(route: 'feedback' | 'feedback/schema' | 'refill', body?: FormData): Promise<unknown>;
	/** The fields' values now. */
	values(): FormValues;
	/**
	 * Applies a change of the view at once (React's `flushSync`), so tips and messages are on
	 * the page when CF7's events fire, as listeners written for CF7 expect.
	 */
	commit(update: () => void): void;
}

export interface ContactFormStore {
	readonly view: ReadableAtom<FormView>;
	/** Receives every effect from now on; returns its removal. */
	onEffect(listener: (effect: ContactFormEffect) => void): () => void;
	/** Loads the schema; `refill`: the page may come from a full-page cache, with another visitor's quiz and captcha. */
	start(refill: boolean): void;
	/** A field changed (its name without `[]`). */
	changed(field: string): void;
	/** A pointer went down on a submit control. */
	pressStarted(): void;
	/** That press ended (a click anywhere, or cancelled). */
	pressEnded(): void;
	/** Sends the form's data, unless a submit is on its way. */
	submit(data: FormData): void;
	/** The form was reset (its fields are back to their defaults). */
	reset(): void;
	stop(): void;
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

export function clientStatus(code: string): string {
	return CLIENT_STATUS[code] ?? `custom-${slug(code)}`;
}

export function createContactFormStore(model: ContactFormModel, ports: ContactFormPorts): ContactFormStore {
	const { $view, view, patch, emit, onEffect, stop: stopEffects } = effectStore<FormView, ContactFormEffect>(model.view);
	let status = model.status || 'init';
	let schema: Schema = { rules: [] };
	let resetAfterSent = false;
	let stopped = false;
	/** Fields changed before the schema arrived: judged once it does. */
	let changedEarly: Set<string> | null = new Set();
	/**
	 * Fields changed while a pointer is down on a submit button. The change comes as focus leaves
	 * the field, on the press; a tip shown then pushes the button down from under the pointer,
	 * the press ends off it and the click is lost. They are judged after the click instead,
	 * unless it sent the form: the server judges them then.
	 */
	let changedOnPress: Set<string> | null = null;

	const dispatch = (name: string, extra: Record<string, unknown> = {}): void => {
		emit({ kind: 'event', name, status, extra });
	};

	const setStatus = (next: string): void => {
		const previous = status;
		if (previous === next) {
			return;
		}
		status = next;
		emit({ kind: 'status', previous, next });
		dispatch('statuschanged', { prevStatus: previous });
	};

	const showErrors = (errors: ReadonlyMap<string, FieldError>, message: string): void => {
		const names = new Set([...view().errors.keys(), ...errors.keys()]);
		emit({ kind: 'marks', fields: new Map([...names].map((name) => [name, errors.get(name) ?? null])) });
		ports.commit(() => patch({ errors, message }));
	};

	const errorId = (field: string): string => `${model.unitTag}-ve-${field}`;

	const validateFields = (fields: ReadonlySet<string>): void => {
		const previous = status;
		const busy = previous === 'submitting' || previous === 'resetting';
		if (!busy) {
			setStatus('validating');
		}
		const found = validate(schema, ports.values(), fields);
		const errors = new Map(view().errors);
		for (const field of fields) {
			errors.delete(field);
		}
		for (const [name, message] of found) {
			errors.set(name, { message, id: errorId(name) });
		}
		showErrors(errors, view().message);
		if (!busy) {
			setStatus(previous);
		}
	};

	const submit = async (data: FormData): Promise<void> => {
		const before = status;
		showErrors(new Map(), '');
		setStatus('submitting');
		dispatch('beforesubmit', { formData: data });
		let answer: unknown;
		try {
			answer = await ports.request('feedback', data);
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
		if (feedback.postedDataHash !== null) {
			emit({ kind: 'posted-hash', hash: feedback.postedDataHash });
		}
		emit({ kind: 'refill', refill: feedback.refill });
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
			emit({ kind: 'clear-fields' });
		}
	};

	const reset = async (): Promise<void> => {
		const afterSent = resetAfterSent;
		resetAfterSent = false;
		showErrors(new Map(), afterSent ? view().message : '');
		setStatus('resetting');
		try {
			emit({ kind: 'refill', refill: readRefill(await ports.request('refill')) });
		} catch (error) {
			logFailure(error);
		}
		setStatus(afterSent ? 'sent' : 'init');
		dispatch('reset');
	};

	return {
		view: $view,
		onEffect,
		start(refill) {
			void ports.request('feedback/schema').then(
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
			if (!KNOWN_STATUSES.has(status) && !status.startsWith('custom-')) {
				setStatus('init');
			}
			if (refill) {
				void reset();
			}
		},
		changed(field) {
			if (changedEarly) {
				changedEarly.add(field);
			} else if (changedOnPress) {
				changedOnPress.add(field);
			} else {
				validateFields(new Set([field]));
			}
		},
		pressStarted() {
			changedOnPress ??= new Set();
		},
		pressEnded() {
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
		},
		submit(data) {
			// A second click while the first is on its way sends nothing.
			if (status !== 'submitting') {
				void submit(data);
			}
		},
		reset() {
			void reset();
		},
		stop() {
			stopped = true;
			stopEffects();
		},
	};
}

function logFailure(error: unknown): void {
	console.error(apiErrorMessage(error));
}

function slug(code: string): string {
	return code
		.toLowerCase()
		.replace(/[^a-z0-9_-]+/g, '-')
		.replace(/_/g, '-');
}
