/**
 * @vitest-environment node
 */
import { describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../../../islands/contact-form/rules';
import { type ContactFormEffect, type ContactFormPorts, createContactFormStore } from '../../../islands/contact-form/store';

/**
 * The contact-form store on its own, in Node (no DOM): actions in, the view and effects out, in
 * the order CF7's script acts on the form.
 */

const SCHEMA = { version: 'Contact Form 7 SWV Schema 2024-10', rules: [{ rule: 'required', field: 'your-name', error: 'Please fill out this field.' }] };
const SENT = { status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'abc', invalid_fields: [] };

function formStore(feedback: () => Promise<unknown> = async () => SENT) {
	let values: FormValues = new Map([['your-name', ['']]]);
	let schemaAnswer: (raw: unknown) => void = () => undefined;
	const request = vi.fn<ContactFormPorts['request']>((route) => {
		if (route === 'feedback/schema') {
			return new Promise((resolve) => {
				schemaAnswer = resolve;
			});
		}
		return route === 'feedback' ? feedback() : Promise.resolve(null);
	});
	const store = createContactFormStore(
		{ status: 'init', view: { errors: new Map(), message: '' }, unitTag: 'wpcf7-f11-p62-o1' },
		{ request, values: () => values, commit: (update) => update() },
	);
	const effects: ContactFormEffect[] = [];
	store.onEffect((effect) => effects.push(effect));
	return {
		store,
		effects,
		request,
		answerSchema: (raw: unknown) => schemaAnswer(raw),
		type: (next: FormValues) => {
			values = next;
		},
	};
}

const summary = (effects: readonly ContactFormEffect[]): string[] =>
	effects.map((effect) => {
		switch (effect.kind) {
			case 'status':
				return `status:${effect.next}`;
			case 'event':
				return `event:${effect.name}`;
			case 'marks':
				return `marks:${[...effect.fields].map(([name, error]) => `${name}=${error ? 'error' : 'ok'}`).join(',')}`;
			default:
				return effect.kind;
		}
	});

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

describe('contact-form store', () => {
	it('judges a field changed before the schema came once it comes, through the validating status', async () => {
		const { store, effects, answerSchema } = formStore();
		store.start(false);
		store.changed('your-name');
		expect(effects).toEqual([]);
		answerSchema(SCHEMA);
		await settle();
		expect(summary(effects)).toEqual([
			'status:validating',
			'event:statuschanged',
			'marks:your-name=error',
			'status:init',
			'event:statuschanged',
		]);
		expect(store.view.get().errors.get('your-name')).toEqual({ message: 'Please fill out this field.', id: 'wpcf7-f11-p62-o1-ve-your-name' });
	});

	it('submits as CF7 does: cleared errors, submitting, the answer, its status and events, and the fields cleared after a mail sent', async () => {
		const { store, effects, answerSchema, type } = formStore();
		store.start(false);
		answerSchema(SCHEMA);
		await settle();
		type(new Map([['your-name', ['Ada']]]));
		store.submit(new FormData());
		await settle();
		expect(summary(effects)).toEqual([
			'marks:',
			'status:submitting',
			'event:statuschanged',
			'event:beforesubmit',
			'posted-hash',
			'refill',
			'marks:',
			'status:sent',
			'event:statuschanged',
			'event:mailsent',
			'event:submit',
			'clear-fields',
		]);
		expect(store.view.get().message).toBe('Thank you for your message. It has been sent.');
		const submitted = effects.find((effect) => effect.kind === 'event' && effect.name === 'submit');
		expect(submitted?.kind === 'event' && submitted.status).toBe('sent');
	});

	it('sends nothing for a second submit while the first is on its way, and gives the form back as it was when the answer is no JSON', async () => {
		let answer: (raw: unknown) => void = () => undefined;
		const { store, request, effects } = formStore(() => new Promise((resolve) => (answer = resolve)));
		const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		store.start(false);
		store.submit(new FormData());
		store.submit(new FormData());
		expect(request.mock.calls.filter(([route]) => route === 'feedback')).toHaveLength(1);
		answer('<html>Error</html>');
		await settle();
		expect(summary(effects).slice(-2)).toEqual(['status:init', 'event:statuschanged']);
		expect(logged).toHaveBeenCalled();
		logged.mockRestore();
	});
});
