// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRule } from '../../fixtures-html/server/model/cf7/forms';
import { quizAnswerHash } from '../../fixtures-html/server/model/cf7/submit';
import { isEmail, isTel, isUrl } from '../../fixtures-html/server/model/cf7/validate';
import { fixtureVerdict } from '../support/cf7-swv';
import { CF7_VERDICTS } from '../support/cf7-verdicts';
import { type Form, type TestStore, shopper, startTestStore } from './store';

/** Contact Form 7's REST routes and its no-JavaScript submission, with the shapes CF7 6.1 answers. */

let store: TestStore;

beforeAll(async () => {
	store = await startTestStore();
});

afterAll(async () => {
	await store.close();
});

const API = '/wp-json/contact-form-7/v1/contact-forms';

function hiddenFields(id: number, instance: number): Form {
	return {
		_wpcf7: String(id),
		_wpcf7_version: '6.1.6',
		_wpcf7_locale: 'en_US',
		_wpcf7_unit_tag: `wpcf7-f${id}-p62-o${instance}`,
		_wpcf7_container_post: '62',
		_wpcf7_posted_data_hash: '',
	};
}

describe('the schema and refill routes', () => {
	it('serves each form\'s SWV schema', async () => {
		const schema = (await (await shopper(store.url).get(`${API}/11/feedback/schema`)).json()) as { version: string; rules: Array<{ rule: string; field: string }> };
		expect(schema.version).toBe('Contact Form 7 SWV Schema 2024-10');
		expect(schema.rules[0]).toEqual({ rule: 'required', field: 'your-name', error: 'Please fill out this field.' });
		const catering = (await (await shopper(store.url).get(`${API}/61/feedback/schema`)).json()) as { rules: Array<{ rule: string }> };
		expect(new Set(catering.rules.map((rule) => rule.rule))).toEqual(
			new Set(['required', 'maxitems', 'number', 'minnumber', 'maxnumber', 'maxlength', 'email', 'tel', 'enum']),
		);
	});

	it('refills with an empty list, and answers 404 for an unknown form', async () => {
		expect(await (await shopper(store.url).get(`${API}/61/refill`)).json()).toEqual([]);
		const missing = await shopper(store.url).get(`${API}/999/feedback/schema`);
		expect(missing.status).toBe(404);
		expect(await missing.json()).toEqual({ code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } });
	});
});

describe('the feedback route (multipart, as CF7\'s script posts)', () => {
	it('answers validation_failed with each field\'s first error, in schema order', async () => {
		const response = await shopper(store.url).postMultipart(`${API}/61/feedback`, { ...hiddenFields(61, 2), quantity: '', 'your-email': 'not-an-email', 'your-phone': '12', 'extras[]': ['Cutlery', 'Champagne'] });
		const answer = (await response.json()) as Record<string, unknown>;
		expect(Object.keys(answer)).toEqual(['contact_form_id', 'status', 'message', 'invalid_fields', 'posted_data_hash', 'into']);
		expect(answer.status).toBe('validation_failed');
		expect(answer.message).toBe('One or more fields have an error. Please check and try again.');
		expect(answer.into).toBe('#wpcf7-f61-p62-o2');
		expect(answer.invalid_fields).toEqual([
			{ field: 'delivery', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-delivery' },
			{ field: 'quantity', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-quantity' },
			{ field: 'your-name', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-your-name' },
			{ field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-your-email' },
			{ field: 'your-phone', message: 'Please enter a telephone number.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-your-phone' },
			{ field: 'extras', message: 'Undefined value was submitted through this field.', idref: null, error_id: 'wpcf7-f61-p62-o2-ve-extras' },
		]);
	});

	it('checks number bounds and the maximum length', async () => {
		const answer = (await (await shopper(store.url).postMultipart(`${API}/61/feedback`, { ...hiddenFields(61, 2), delivery: 'Pickup', quantity: '101', 'your-name': 'x'.repeat(401), 'your-email': 'ada@example.com' })).json()) as { invalid_fields: Array<{ field: string; message: string }> };
		expect(answer.invalid_fields.map(({ field, message }) => [field, message])).toEqual([
			['quantity', 'This field has a too large number.'],
			['your-name', 'This field has a too long input.'],
		]);
	});

	it('answers acceptance_missing when the terms box is not ticked', async () => {
		const answer = (await (await shopper(store.url).postMultipart(`${API}/61/feedback`, { ...hiddenFields(61, 2), delivery: 'Delivery', quantity: '12', 'your-name': 'Ada', 'your-email': 'ada@example.com' })).json()) as Record<string, unknown>;
		expect(answer).toEqual({
			contact_form_id: 61,
			status: 'acceptance_missing',
			message: 'You must accept the terms and conditions before sending your message.',
			posted_data_hash: '',
			into: '#wpcf7-f61-p62-o2',
			invalid_fields: [],
		});
	});

	it('answers mail_sent with a posted-data hash when everything is valid', async () => {
		const answer = (await (await shopper(store.url).postMultipart(`${API}/11/feedback`, { ...hiddenFields(11, 1), 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-subject': 'Table for 4', 'your-message': '' })).json()) as Record<string, unknown>;
		expect(Object.keys(answer)).toEqual(['contact_form_id', 'status', 'message', 'posted_data_hash', 'into', 'invalid_fields']);
		expect(answer.status).toBe('mail_sent');
		expect(answer.message).toBe('Thank you for your message. It has been sent.');
		expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
		expect(answer.invalid_fields).toEqual([]);
	});
});

describe('every other status, and what was accepted', () => {
	const valid = (message: string) => ({ ...hiddenFields(11, 1), 'your-name': 'Ada', 'your-email': 'ada@example.com', 'your-subject': 'Table for 4', 'your-message': message });
	const post = async (message: string) => (await (await shopper(store.url).postMultipart(`${API}/11/feedback`, valid(message))).json()) as Record<string, unknown>;

	it('answers spam when a value holds a disallowed word, in any case', async () => {
		expect(await post('Win big at the CASINO')).toMatchObject({ status: 'spam', message: 'There was an error trying to send your message. Please try again later.', posted_data_hash: '' });
	});

	it.each([
		['aborted', 'Sending mail has been aborted.'],
		['mail_failed', 'There was an error trying to send your message. Please try again later.'],
		['payment_required', 'Payment is required to complete this submission.'],
		['held_for_review', 'Your message is held for review.'],
	])('answers %s for a fixture-status line', async (status, message) => {
		expect(await post(`Hello\nfixture-status: ${status}`)).toMatchObject({ status, message, invalid_fields: [] });
	});

	it('keeps each accepted submission, and only those, for a test to read back', async () => {
		const marker = `marker-${Date.now()}`;
		await post(`fixture-status: aborted\n${marker}`);
		await post(marker);
		const accepted = (await (await shopper(store.url).get('/__fixture__/contact-form-7/submissions')).json()) as Array<{ formId: number; unitTag: string; fields: Record<string, string[]> }>;
		const mine = accepted.filter((submission) => submission.fields['your-message']?.[0] === marker);
		expect(mine).toEqual([{ formId: 11, unitTag: 'wpcf7-f11-p62-o1', fields: expect.objectContaining({ 'your-name': ['Ada'], 'your-message': [marker] }), files: {} }]);
	});
});

describe('the reservation form (fixture only: date, time, day of week, step)', () => {
	const post = async (fields: Form) => (await (await shopper(store.url).postMultipart(`${API}/63/feedback`, { ...hiddenFields(63, 3), 'your-email': 'ada@example.com', ...fields })).json()) as { status: string; invalid_fields: Array<{ field: string; message: string }> };

	it('refuses a Monday, 24:00 and an odd party, each with the schema\'s message', async () => {
		const answer = await post({ 'res-date': '2026-11-23', 'res-time': '24:00', 'party-size': '5' });
		expect(answer.status).toBe('validation_failed');
		expect(answer.invalid_fields.map(({ field, message }) => [field, message])).toEqual([
			['res-date', 'We are closed on Mondays.'],
			['res-time', 'Please enter a time in HH:MM format.'],
			['party-size', 'This field has a number that does not match the step.'],
		]);
	});

	it('refuses 29 February of a common year and dates out of bounds, takes a leap day', async () => {
		expect((await post({ 'res-date': '2027-02-29', 'res-time': '19:30', 'party-size': '4' })).invalid_fields[0]?.message).toBe('Please enter a date in YYYY-MM-DD format.');
		expect((await post({ 'res-date': '2028-02-29', 'res-time': '19:30', 'party-size': '4' })).invalid_fields[0]?.message).toBe('This field has a too late date.');
		expect((await post({ 'res-date': '2025-12-30', 'res-time': '19:30', 'party-size': '4' })).invalid_fields[0]?.message).toBe('This field has a too early date.');
		expect((await post({ 'res-date': '2027-12-31', 'res-time': '23:59:59', 'party-size': '1.2e1' })).status).toBe('mail_sent');
	});
});

describe('CF7 without JavaScript', () => {
	it('prints the submitted form again with its status, errors and the values typed', async () => {
		const page = await (await shopper(store.url).post('/contact/', { ...hiddenFields(11, 1), 'your-name': 'Ada <3', 'your-email': 'nope' })).text();
		expect(page).toContain('class="wpcf7-form invalid" aria-label="Contact form (1 of 3)" novalidate="novalidate" data-status="invalid"');
		expect(page).toContain('<div class="wpcf7-response-output" aria-hidden="true">One or more fields have an error. Please check and try again.</div>');
		expect(page).toContain('<span class="wpcf7-not-valid-tip" aria-hidden="true">Please enter an email address.</span>');
		expect(page).toContain('aria-invalid="true" aria-describedby="wpcf7-f11-p62-o1-ve-your-email"');
		expect(page).toContain('value="Ada &lt;3"');
		expect(page).toContain('class="wpcf7-form init"');
	});

	it("prints the page's forms named apart by their place, as the plugin serves them, and the one nested in another form with CF7's label", async () => {
		const labels = (page: string): string[] => [...page.matchAll(/<form [^>]*class="wpcf7-form[^"]*" aria-label="([^"]*)"/g)].map((match) => match[1] ?? '');
		const named = ['Contact form (1 of 3)', 'Contact form (2 of 3)', 'Contact form (3 of 3)'];
		expect(labels(await (await shopper(store.url).get('/contact/')).text())).toEqual(named);
		expect(labels(await (await shopper(store.url).get('/contact/?nested=1')).text())).toEqual([...named, 'Contact form']);
		expect(labels(await (await shopper(store.url).get('/contact/full/')).text())).toEqual(['Contact form']);
	});

	it('nests a third form inside another form only with ?nested=1', async () => {
		const plain = await (await shopper(store.url).get('/contact/')).text();
		expect(plain).not.toContain('page-builder-form');
		const nested = await (await shopper(store.url).get('/contact/?nested=1')).text();
		expect(nested).toMatch(/<form class="page-builder-form"[^>]*>[\s\S]*<div class="wpcf7 no-js" id="wpcf7-f11-p62-o4"[\s\S]*<\/form>\s*<\/div>\s*<\/form>/);
	});
});

describe('CF7 field rules', () => {
	it.each([
		['ada@example.com', true],
		['a@b.co', true],
		['a@b', false],
		['@example.com', false],
		['ada@@example.com', false],
		['ada@exa..mple.com', false],
		['ada@-example.com', false],
	])('email %s → %s', (value, valid) => {
		expect(isEmail(value)).toBe(valid);
	});

	it.each([
		['+1 (312) 555-0100', true],
		['0044 20 7946 0958', true],
		['312-555-0100 #22', true],
		['12345', false],
		['1234567890123456', false],
		['phone', false],
		// CF7 counts the + among the 6 to 15 characters, and reads 00 as +.
		['00 12345', true],
		['+12345', true],
		['00 1234', false],
		['+12345678901234', true],
		['+123456789012345', false],
	])('tel %s → %s', (value, valid) => {
		expect(isTel(value)).toBe(valid);
	});

	it.each(CF7_VERDICTS.filter((pin) => !pin.islandOnly).map((pin) => [JSON.stringify({ rules: pin.rules.map((rule) => (rule as { rule: string }).rule), post: pin.post, files: pin.files }), pin] as const))(
		'as CF7 6.1.6 judges it where the fixture once did not: %s',
		(_question, pin) => {
			expect(fixtureVerdict(pin)).toEqual(pin.verdict);
		},
	);

	it('refuses a file rule accepting a MIME type in its data: it judges by extension alone', () => {
		expect(() => readRule({ rule: 'file', field: 'f', accept: ['image/*'], error: 'x' }, 'rule')).toThrow(/MIME/);
	});
});

describe('the full contact form (url, number, date, file, acceptance, quiz) at /contact/full/', () => {
	const FULL = `${API}/64`;
	const hidden = { ...hiddenFields(64, 1), _wpcf7_unit_tag: 'wpcf7-f64-p65-o1', _wpcf7_container_post: '65' };
	const valid = {
		'your-name': 'Ada',
		'your-email': 'ada@example.com',
		'your-phone': '+44 20 7946 0000',
		'your-website': 'https://example.com/',
		guests: '4',
		'visit-date': '2026-02-28',
		terms: '1',
	};

	function multipart(fields: Record<string, string>, file?: { name: string; bytes: number }): FormData {
		const data = new FormData();
		for (const [name, value] of Object.entries(fields)) {
			data.append(name, value);
		}
		if (file) {
			data.append('your-file', new Blob(['x'.repeat(file.bytes)], { type: 'text/plain' }), file.name);
		}
		return data;
	}

	async function feedback(data: FormData): Promise<Record<string, unknown>> {
		return (await (await fetch(new URL(`${FULL}/feedback`, store.url), { method: 'POST', body: data })).json()) as Record<string, unknown>;
	}

	async function currentQuiz(): Promise<[string, string]> {
		const refill = (await (await shopper(store.url).get(`${FULL}/refill`)).json()) as { quiz: Record<string, [string, string]> };
		const pair = refill.quiz['your-quiz'];
		if (!pair) {
			throw new Error('no quiz in the refill');
		}
		return pair;
	}

	const ANSWERS: Record<string, string> = { 'What is 1 + 1?': '2', 'What colour is a ripe tomato?': 'red' };

	it('prints the form as CF7 6.1 does, on its own page, multipart, with turn 0 of the quiz', async () => {
		const page = await (await shopper(store.url).get('/contact/full/')).text();
		expect(page).toContain('<div class="wpcf7 no-js" id="wpcf7-f64-p65-o1"');
		expect(page).toContain('aria-label="Contact form" enctype="multipart/form-data" novalidate="novalidate"');
		expect(page).toContain('class="wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url"');
		expect(page).toContain('<input size="40" class="wpcf7-form-control wpcf7-file" accept=".txt,.pdf" aria-invalid="false" type="file" name="your-file" />');
		expect(page).toContain(
			`<span class="wpcf7-form-control-wrap" data-name="your-quiz"><label><span class="wpcf7-quiz-label">What is 1 + 1?</span> <input size="40" class="wpcf7-form-control wpcf7-quiz" autocomplete="off" aria-required="true" aria-invalid="false" type="text" name="your-quiz" /></label><input type="hidden" name="_wpcf7_quiz_answer_your-quiz" value="${quizAnswerHash('2')}" /></span>`,
		);
		const contact = await (await shopper(store.url).get('/contact/')).text();
		expect(contact).not.toContain('data-wpcf7-id="64"');
	});

	it('serves the url, number, date and file rules in its schema', async () => {
		const schema = (await (await shopper(store.url).get(`${FULL}/feedback/schema`)).json()) as { rules: Array<{ rule: string }> };
		expect(new Set(schema.rules.map((rule) => rule.rule))).toEqual(
			new Set(['required', 'maxlength', 'email', 'tel', 'url', 'number', 'minnumber', 'maxnumber', 'date', 'mindate', 'maxdate', 'file', 'maxfilesize']),
		);
	});

	it('refills with the next quiz question and its hash, turn after turn', async () => {
		const first = await currentQuiz();
		const second = await currentQuiz();
		expect(first[0]).not.toBe(second[0]);
		for (const [question, hash] of [first, second]) {
			expect(hash).toBe(quizAnswerHash(ANSWERS[question] ?? ''));
		}
	});

	it('rejects a bad url, number, date and quiz answer, each with CF7\'s tip, then a bad file type once the rest passes', async () => {
		const [, hash] = await currentQuiz();
		const answer = await feedback(
			multipart(
				{ ...hidden, ...valid, 'your-website': 'example.com', guests: '21', 'visit-date': '2025-12-31', 'your-quiz': 'wrong', '_wpcf7_quiz_answer_your-quiz': hash },
				{ name: 'menu.exe', bytes: 10 },
			),
		);
		expect(answer.status).toBe('validation_failed');
		expect(answer.invalid_fields).toEqual(
			[
				['your-website', 'Please enter a URL.'],
				['guests', 'This field has a too large number.'],
				['visit-date', 'This field has a too early date.'],
				['your-quiz', 'The answer to the quiz is incorrect.'],
			].map(([field, message]) => ({ field, message, idref: null, error_id: `wpcf7-f64-p65-o1-ve-${field}` })),
		);
		// Every feedback answer carries a fresh quiz question, as CF7's does.
		expect(answer.quiz).toEqual({ 'your-quiz': expect.any(Array) });

		// CF7 takes the files in only once every other field has passed.
		const [question, nextHash] = await currentQuiz();
		const fileAnswer = await feedback(
			multipart({ ...hidden, ...valid, 'your-quiz': ANSWERS[question] ?? '', '_wpcf7_quiz_answer_your-quiz': nextHash }, { name: 'menu.exe', bytes: 10 }),
		);
		expect(fileAnswer.invalid_fields).toEqual([
			{ field: 'your-file', message: 'You are not allowed to upload files of this type.', idref: null, error_id: 'wpcf7-f64-p65-o1-ve-your-file' },
		]);
	});

	it('rejects a file over the form\'s size limit, and a file posted to a route that takes none', async () => {
		const [question, hash] = await currentQuiz();
		const answer = await feedback(multipart({ ...hidden, ...valid, 'your-quiz': ANSWERS[question] ?? '', '_wpcf7_quiz_answer_your-quiz': hash }, { name: 'big.txt', bytes: 1025 }));
		expect(answer.invalid_fields).toEqual([{ field: 'your-file', message: 'The uploaded file is too large.', idref: null, error_id: 'wpcf7-f64-p65-o1-ve-your-file' }]);
		const elsewhere = await fetch(new URL(`${API}/11/feedback/schema`, store.url), { method: 'POST', body: multipart({}, { name: 'a.txt', bytes: 1 }) });
		expect(elsewhere.status).toBe(400);
		const contact = await fetch(new URL('/contact/', store.url), { method: 'POST', body: multipart({ _wpcf7: '11' }, { name: 'a.txt', bytes: 1 }) });
		expect(contact.status).toBe(400);
	});

	it('accepts a valid submission with a small file and keeps it, file included, for a test to read back', async () => {
		const [question, hash] = await currentQuiz();
		const marker = `full-${Date.now()}`;
		const answer = await feedback(
			multipart({ ...hidden, ...valid, 'your-name': marker, 'your-quiz': ` ${(ANSWERS[question] ?? '').toUpperCase()} `, '_wpcf7_quiz_answer_your-quiz': hash }, { name: 'wishes.TXT', bytes: 1024 }),
		);
		expect(answer.status).toBe('mail_sent');
		const accepted = (await (await shopper(store.url).get('/__fixture__/contact-form-7/submissions')).json()) as Array<{ fields: Record<string, string[]>; files: Record<string, unknown> }>;
		const mine = accepted.filter((submission) => submission.fields['your-name']?.[0] === marker);
		expect(mine).toEqual([expect.objectContaining({ formId: 64, unitTag: 'wpcf7-f64-p65-o1', files: { 'your-file': [{ name: 'wishes.TXT', size: 1024 }] } })]);
	});

	it('checks the quiz, then the file, without JavaScript too', async () => {
		const post = async (quiz: string): Promise<string> => {
			const data = multipart({ ...hidden, ...valid, 'your-quiz': quiz, '_wpcf7_quiz_answer_your-quiz': quizAnswerHash('2') }, { name: 'a.pdf', bytes: 2048 });
			return (await fetch(new URL('/contact/full/', store.url), { method: 'POST', body: data })).text();
		};
		const wrong = await post('3');
		expect(wrong).toContain('<li id="wpcf7-f64-p65-o1-ve-your-quiz">The answer to the quiz is incorrect.</li>');
		expect(wrong).not.toContain('wpcf7-f64-p65-o1-ve-your-file');
		expect(await post('2')).toContain('<li id="wpcf7-f64-p65-o1-ve-your-file">The uploaded file is too large.</li>');
	});

	it('takes absolute URLs with a link scheme only', () => {
		expect(['https://example.com/', 'mailto:ada@example.com', 'tel:+4420'].every(isUrl)).toBe(true);
		expect(['example.com', 'javascript:alert(1)', 'https://', '', 'http//x'].some(isUrl)).toBe(false);
	});
});
