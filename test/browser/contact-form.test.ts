import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, storeUrl } from './chromium';
import { reachFor, settle } from './support/islands';
import { landmarkNames } from './support/landmarks';
import { store } from './support/store';

/**
 * Contact Form 7's forms on the contact page (docs/contact-forms.md) against the fixture store
 * (project `browser`) and against CF7 6.1 itself (project `real-store`): live validation with the
 * schema's messages, every status of a submit with CF7's events, the acceptance gate, a double
 * click and a submit without network; and the forms' names, which the plugin prints
 * (php-enqueue/includes/contact-form-names.php).
 */

const browser = sharedBrowser();
const { skip, name: storeName } = store();
const onFixture = storeName === 'fixture store';

const CONTACT = '#wpcf7-f11-p62-o1';
const CATERING = '#wpcf7-f61-p62-o2';
/** The fixture's alone. */
const RESERVATION = '#wpcf7-f63-p62-o3';
/** On /contact/full/, a page of its own: url, number, date, file, acceptance and quiz. */
const FULL = '#wpcf7-f64-p65-o1';
const QUIZ_ANSWERS: Readonly<Record<string, string>> = { 'What is 1 + 1?': '2', 'What colour is a ripe tomato?': 'red' };
const EVENTS = ['statuschanged', 'submit', 'invalid', 'unaccepted', 'spam', 'aborted', 'mailsent', 'mailfailed', 'reset'];

interface RecordedEvent {
	readonly type: string;
	readonly status: string;
	readonly prevStatus?: string;
	/** `detail.apiResponse.status` and `detail.inputs` of a result event. */
	readonly apiStatus?: string;
	readonly inputs?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
	readonly target: string;
}

/** The contact page with CF7's events recorded as analytics snippets hear them (on the document). */
async function contactPage(page: Page, path = '/contact/', forms = [CONTACT, CATERING]): Promise<void> {
	await page.addInitScript((names: string[]) => {
		const recorded: unknown[] = [];
		Object.assign(window, { cf7Events: recorded });
		for (const name of names) {
			document.addEventListener(`wpcf7${name}`, (event) => {
				const { status, prevStatus, apiResponse, inputs } = (event as CustomEvent<{ status: string; prevStatus?: string; apiResponse?: { status?: string }; inputs?: unknown }>).detail;
				recorded.push({ type: event.type, status, prevStatus, apiStatus: apiResponse?.status, inputs, target: (event.target as HTMLElement).id });
			});
		}
	}, EVENTS);
	await page.goto(storeUrl(path));
	for (const form of forms) {
		await page.locator(form).scrollIntoViewIfNeeded();
		// Each form waits for the shopper's intent, posting natively meanwhile.
		await reachFor(page, form);
		await page.waitForSelector(`${form}.js`);
	}
}

const events = (page: Page): Promise<RecordedEvent[]> => page.evaluate(() => (window as unknown as { cf7Events: RecordedEvent[] }).cf7Events);
const resultEvents = async (page: Page): Promise<string[]> =>
	(await events(page)).filter((event) => event.type !== 'wpcf7statuschanged').map((event) => event.type);
/** The statuses the form went through from its first submit on. */
async function statusesSinceSubmit(page: Page): Promise<string[]> {
	const statuses = (await events(page)).filter((event) => event.type === 'wpcf7statuschanged').map((event) => event.status);
	return statuses.slice(statuses.indexOf('submitting'));
}

const status = (page: Page, form: string): Promise<string | null> => page.getAttribute(`${form} form`, 'data-status');

async function waitForStatus(page: Page, form: string, wanted: string): Promise<void> {
	await page.waitForSelector(`${form} form[data-status="${wanted}"].${wanted}`);
}

async function fillContact(page: Page, message: string): Promise<void> {
	await page.fill(`${CONTACT} [name="your-name"]`, 'Ada Lovelace');
	await page.fill(`${CONTACT} [name="your-email"]`, 'ada@example.com');
	await page.fill(`${CONTACT} [name="your-subject"]`, 'A table for four');
	await page.fill(`${CONTACT} [name="your-message"]`, message);
}

async function submitContact(page: Page): Promise<void> {
	const sent = page.waitForResponse((response) => response.url().includes('/contact-forms/11/feedback') && response.request().method() === 'POST');
	await page.click(`${CONTACT} .wpcf7-submit`);
	await sent;
}

/** The real store's PHP answers the schema (and a refill) in its own time: a change made before it is judged when it comes. */
const SCHEMA_WAIT = { timeout: 15_000 };

const tip = (page: Page, form: string, field: string) => page.locator(`${form} .wpcf7-form-control-wrap[data-name="${field}"] .wpcf7-not-valid-tip`);

describe.skipIf(skip !== '')('contact forms', () => {
	it('validates a field on change with the schema\'s message, then clears it once fixed', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		const email = page.locator(`${CONTACT} [name="your-email"]`);
		await email.fill('ada@example');
		await email.blur();
		await expect.poll(() => tip(page, CONTACT, 'your-email').textContent(), SCHEMA_WAIT).toBe('Please enter an email address.');
		expect(await email.getAttribute('aria-invalid')).toBe('true');
		expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Please enter an email address.');
		const describedBy = await email.getAttribute('aria-describedby');
		expect(await page.textContent(`${CONTACT} .screen-reader-response li#${describedBy}`)).toBe('Please enter an email address.');
		// Live validation: validating, then back to where it was.
		expect((await events(page)).filter((event) => event.target === CONTACT.slice(1)).map((event) => event.status)).toEqual(['validating', 'init']);
		expect(await status(page, CONTACT)).toBe('init');

		await page.fill(`${CATERING} [name="your-phone"]`, '00 1234');
		await page.locator(`${CATERING} [name="your-phone"]`).blur();
		await expect.poll(() => tip(page, CATERING, 'your-phone').textContent(), SCHEMA_WAIT).toBe('Please enter a telephone number.');
		await page.fill(`${CATERING} [name="your-phone"]`, '0044 20 7946 0958 #12');
		await page.locator(`${CATERING} [name="your-phone"]`).blur();
		await expect.poll(() => tip(page, CATERING, 'your-phone').count(), SCHEMA_WAIT).toBe(0);

		await email.fill(' ada@example.com ');
		await email.blur();
		await expect.poll(() => tip(page, CONTACT, 'your-email').count(), SCHEMA_WAIT).toBe(0);
		expect(await email.getAttribute('aria-invalid')).toBe('false');
		expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('answers an invalid submission with the server\'s errors, its message and CF7\'s events', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		const email = page.locator(`${CONTACT} [name="your-email"]`);
		await email.fill('not-an-email');
		await email.blur();
		await expect.poll(() => tip(page, CONTACT, 'your-email').textContent(), SCHEMA_WAIT).toBe('Please enter an email address.');
		// Left for the submit button with the schema in: a tip shown on the press would push the
		// button from under the pointer, and the click would be lost.
		await page.fill(`${CONTACT} [name="your-name"]`, ' ');
		await submitContact(page);
		await waitForStatus(page, CONTACT, 'invalid');
		expect(await tip(page, CONTACT, 'your-name').textContent()).toBe('Please fill out this field.');
		expect(await tip(page, CONTACT, 'your-email').textContent()).toBe('Please enter an email address.');
		expect(await page.textContent(`${CONTACT} .wpcf7-response-output`)).toBe('One or more fields have an error. Please check and try again.');
		expect(await page.textContent(`${CONTACT} .screen-reader-response [role="status"]`)).toBe('One or more fields have an error. Please check and try again.');
		expect(await page.locator(`${CONTACT} .screen-reader-response li`).allTextContents()).toEqual([
			'Please fill out this field.',
			'Please enter an email address.',
			'Please fill out this field.',
		]);
		expect(await resultEvents(page)).toEqual(['wpcf7invalid', 'wpcf7submit']);
		expect(await statusesSinceSubmit(page)).toEqual(['submitting', 'invalid']);
		// Snippets written for CF7 read the server's answer and the posted inputs from the event.
		const submitted = (await events(page)).find((event) => event.type === 'wpcf7submit');
		expect(submitted?.apiStatus).toBe('validation_failed');
		expect(submitted?.inputs).toContainEqual({ name: 'your-email', value: 'not-an-email' });
		expect(submitted?.inputs?.some((input) => input.name.startsWith('_'))).toBe(false);
		// What was typed stays.
		expect(await page.inputValue(`${CONTACT} [name="your-email"]`)).toBe('not-an-email');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('sends a valid form once however often it is clicked, then resets it and says so', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		const marker = `Sent from the browser test ${Date.now()}`;
		await fillContact(page, marker);
		let posts = 0;
		page.on('request', (request) => {
			if (request.url().includes('/contact-forms/11/feedback') && request.method() === 'POST') {
				posts += 1;
				expect(request.headers().accept).toBe('application/json');
				expect(request.headers()['x-wp-nonce']).toBeUndefined();
				expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
			}
		});
		const answered = page.waitForResponse((response) => response.url().includes('/contact-forms/11/feedback'));
		// Two clicks before the first answer, as an impatient double click makes them.
		await page.locator(`${CONTACT} .wpcf7-submit`).evaluate((button: HTMLElement) => {
			button.click();
			button.click();
		});
		expect((await answered).status()).toBe(200);
		await waitForStatus(page, CONTACT, 'sent');
		expect(posts).toBe(1);
		expect(await page.textContent(`${CONTACT} .wpcf7-response-output`)).toBe('Thank you for your message. It has been sent.');
		expect(await page.inputValue(`${CONTACT} [name="your-name"]`)).toBe('');
		expect(await page.inputValue(`${CONTACT} [name="your-message"]`)).toBe('');
		expect(await page.inputValue(`${CONTACT} [name="_wpcf7_posted_data_hash"]`)).toMatch(/^[0-9a-f]{32}$/);
		// The reset's refill is a request of its own: done when wpcf7reset fires.
		await expect.poll(() => resultEvents(page), SCHEMA_WAIT).toEqual(['wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
		expect(await statusesSinceSubmit(page)).toEqual(['submitting', 'sent', 'resetting', 'sent']);
		if (onFixture) {
			const accepted = (await (await fetch(storeUrl('/__fixture__/contact-form-7/submissions'))).json()) as Array<{ fields: Record<string, string[]> }>;
			expect(accepted.filter((submission) => submission.fields['your-message']?.[0] === marker)).toHaveLength(1);
		}
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps the submit disabled until the terms are accepted, and answers unaccepted when a script submits anyway', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		const submit = page.locator(`${CATERING} .wpcf7-submit`);
		expect(await submit.isDisabled()).toBe(true);
		await page.check(`${CATERING} [name="terms"]`);
		expect(await submit.isDisabled()).toBe(false);
		await page.uncheck(`${CATERING} [name="terms"]`);
		expect(await submit.isDisabled()).toBe(true);
		await page.fill(`${CATERING} [name="your-name"]`, 'Ada');
		await page.fill(`${CATERING} [name="your-email"]`, 'ada@example.com');
		await page.fill(`${CATERING} [name="quantity"]`, '12');
		await page.locator(`${CATERING} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
		await waitForStatus(page, CATERING, 'unaccepted');
		expect(await page.textContent(`${CATERING} .wpcf7-response-output`)).toBe('You must accept the terms and conditions before sending your message.');
		expect(await resultEvents(page)).toEqual(['wpcf7unaccepted', 'wpcf7submit']);
		expect(errors).toEqual([]);
		await context.close();
	});

	it('sends what was typed and clicked while the island was still loading, once it is ready', async () => {
		const { page, context, errors } = await openPage(browser());
		// The islands' chunks wait until the shopper has typed and clicked.
		const held: Array<() => Promise<void>> = [];
		let released = false;
		await page.route('**/chunks-*/mount-*.js', (route) => (released ? route.continue() : void held.push(() => route.continue())));
		await page.goto(storeUrl('/contact/'));
		await fillContact(page, 'Typed before the island loaded');
		await expect.poll(() => held.length).toBeGreaterThan(0);
		await page.click(`${CONTACT} .wpcf7-submit`);
		expect(await status(page, CONTACT)).toBe('init');
		const answered = page.waitForResponse((response) => response.url().includes('/contact-forms/11/feedback'));
		released = true;
		await Promise.all(held.map((release) => release()));
		await answered;
		await waitForStatus(page, CONTACT, 'sent');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('answers spam when the message holds one of the site\'s disallowed words', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		await fillContact(page, 'Cheap casino chips for your party');
		await submitContact(page);
		await waitForStatus(page, CONTACT, 'spam');
		expect(await page.textContent(`${CONTACT} .wpcf7-response-output`)).toBe('There was an error trying to send your message. Please try again later.');
		expect(await resultEvents(page)).toEqual(['wpcf7spam', 'wpcf7submit']);
		expect(await page.inputValue(`${CONTACT} [name="your-name"]`)).toBe('Ada Lovelace');
		expect(errors).toEqual([]);
		await context.close();
	});

	// The real store cannot be made to abort, fail a mail, ask for payment or answer an add-on's code without a plugin of our own.
	it.skipIf(!onFixture).each([
		['aborted', 'aborted', 'Sending mail has been aborted.', ['wpcf7aborted', 'wpcf7submit']],
		['mail_failed', 'failed', 'There was an error trying to send your message. Please try again later.', ['wpcf7mailfailed', 'wpcf7submit']],
		['payment_required', 'payment-required', 'Payment is required to complete this submission.', ['wpcf7submit']],
		['held_for_review', 'custom-held-for-review', 'Your message is held for review.', ['wpcf7submit']],
	])('maps the server\'s %s to the status %s', async (code, wanted, message, fired) => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		await fillContact(page, `Hello\nfixture-status: ${code}`);
		await submitContact(page);
		await waitForStatus(page, CONTACT, wanted);
		expect(await page.textContent(`${CONTACT} .wpcf7-response-output`)).toBe(message);
		expect(await resultEvents(page)).toEqual(fired);
		expect(await page.inputValue(`${CONTACT} [name="your-subject"]`)).toBe('A table for four');
		expect(errors).toEqual([]);
		await context.close();
	});

	it('keeps everything typed when the network is down, logs the failure only, and sends once it is back', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		await fillContact(page, 'Written on a train');
		await context.setOffline(true);
		await page.click(`${CONTACT} .wpcf7-submit`);
		// Logged only: the browser's own line for the failed request, and CF7's message.
		await expect.poll(() => errors.filter((error) => error.includes('You are probably offline.'))).toHaveLength(1);
		expect(errors.filter((error) => !error.includes('You are probably offline.') && !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
		await waitForStatus(page, CONTACT, 'init');
		expect(await page.inputValue(`${CONTACT} [name="your-message"]`)).toBe('Written on a train');
		expect(await page.textContent(`${CONTACT} .wpcf7-response-output`)).toBe('');
		await context.setOffline(false);
		await submitContact(page);
		await waitForStatus(page, CONTACT, 'sent');
		await context.close();
	});

	// CF7 6.1 has no time tag, nor day-of-week or step options (add-ons bring them): the reservation form is the fixture's alone.
	it.skipIf(!onFixture)('judges the reservation form\'s day of week, time and step live, and books a valid table', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page);
		const form = RESERVATION;
		await page.locator(form).scrollIntoViewIfNeeded();
		await reachFor(page, form);
		await page.waitForSelector(`${form}.js`);
		await page.fill(`${form} [name="res-date"]`, '2026-11-23');
		await page.fill(`${form} [name="party-size"]`, '5');
		await page.locator(`${form} [name="your-email"]`).focus();
		await expect.poll(() => tip(page, form, 'res-date').textContent(), SCHEMA_WAIT).toBe('We are closed on Mondays.');
		await expect.poll(() => tip(page, form, 'party-size').textContent(), SCHEMA_WAIT).toBe('This field has a number that does not match the step.');
		await page.fill(`${form} [name="res-date"]`, '2026-11-24');
		await page.fill(`${form} [name="res-time"]`, '19:30');
		await page.fill(`${form} [name="party-size"]`, '6');
		await page.fill(`${form} [name="your-email"]`, 'ada@example.com');
		await page.click(`${form} .wpcf7-submit`);
		await waitForStatus(page, form, 'sent');
		expect(await tip(page, form, 'res-date').count()).toBe(0);
		expect(await page.inputValue(`${form} [name="party-size"]`)).toBe('2');
		expect(errors).toEqual([]);
		await context.close();
	});

	// Only the fixture store can print its page as a site behind a page cache does (`?page_cache=1`).
	it.skipIf(!onFixture)('resets every form on load when the page came from a page cache', async () => {
		const { page, context, errors } = await openPage(browser());
		const refills: string[] = [];
		page.on('request', (request) => {
			if (request.url().endsWith('/refill')) {
				refills.push(new URL(request.url()).pathname);
			}
		});
		await contactPage(page, '/contact/?page_cache=1');
		await page.locator(RESERVATION).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${RESERVATION}.js`);
		const mounted = [CONTACT, CATERING, RESERVATION].map((form) => form.slice(1)).sort();
		await expect.poll(async () => (await events(page)).filter((event) => event.type === 'wpcf7reset').map((event) => event.target).sort()).toEqual(mounted);
		expect(refills.sort()).toEqual(mounted.map((id) => `/wp-json/contact-form-7/v1/contact-forms/${/^wpcf7-f(\d+)-/.exec(id)?.[1]}/refill`));
		expect(await status(page, CONTACT)).toBe('init');
		expect(errors).toEqual([]);
		await context.close();
	});

	// Only the fixture's contact page has a page builder's form around a CF7 form (`?nested=1`).
	it.skipIf(!onFixture)('replaces a form placed inside another form with CF7\'s error', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/contact/?nested=1'));
		await page.locator('#wpcf7-f11-p62-o4').scrollIntoViewIfNeeded();
		await expect.poll(() => page.textContent('#wpcf7-f11-p62-o4')).toBe('Error: This contact form is placed in the wrong place.');
		expect(errors).toEqual([]);
		await context.close();
	});
	it('judges the full form\'s url, number, date, file and quiz, sends it with a file, and refills the quiz on reset', async () => {
		const { page, context, errors } = await openPage(browser());
		await contactPage(page, '/contact/full/', [FULL]);
		const feedback = () => page.waitForResponse((response) => response.url().includes('/contact-forms/64/feedback') && response.request().method() === 'POST');

		await page.fill(`${FULL} [name="your-email"]`, 'ada@example.com');
		// A scheme-less address gets `http://` from the island, as from CF7's script: a scheme WordPress refuses stays wrong.
		await page.fill(`${FULL} [name="your-website"]`, 'javascript:alert(1)');
		await page.fill(`${FULL} [name="guests"]`, '21');
		await page.fill(`${FULL} [name="visit-date"]`, '2025-12-31');
		await page.setInputFiles(`${FULL} [name="your-file"]`, { name: 'menu.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
		await page.fill(`${FULL} [name="your-quiz"]`, 'wrong');
		await page.check(`${FULL} [name="terms"]`);
		const invalid = feedback();
		await page.click(`${FULL} .wpcf7-submit`);
		await invalid;
		await waitForStatus(page, FULL, 'invalid');
		const tips = async () =>
			Object.fromEntries(
				await Promise.all(
					['your-name', 'your-email', 'your-website', 'guests', 'visit-date', 'your-file', 'your-quiz'].map(async (field) => [field, (await tip(page, FULL, field).allTextContents()).join('|')] as const),
				),
			);
		// The tips come with the status's render; read them as they settle.
		await expect.poll(tips).toEqual({
			'your-name': 'Please fill out this field.',
			'your-email': '',
			'your-website': 'Please enter a URL.',
			guests: 'This field has a too large number.',
			'visit-date': 'This field has a too early date.',
			// CF7 takes the files in only once every other field has passed.
			'your-file': '',
			'your-quiz': 'The answer to the quiz is incorrect.',
		});
		// Each answer carried a fresh question: answer the one shown now.
		const answerQuiz = async (): Promise<void> => {
			const question = (await page.textContent(`${FULL} .wpcf7-quiz-label`)) ?? '';
			await page.fill(`${FULL} [name="your-quiz"]`, QUIZ_ANSWERS[question] ?? '');
		};

		const marker = `Full form ${Date.now()}`;
		await page.fill(`${FULL} [name="your-name"]`, marker);
		await page.fill(`${FULL} [name="your-website"]`, 'https://example.com/');
		await page.fill(`${FULL} [name="guests"]`, '4');
		await page.fill(`${FULL} [name="visit-date"]`, '2026-02-28');
		await answerQuiz();
		const fileRefused = feedback();
		await page.click(`${FULL} .wpcf7-submit`);
		await fileRefused;
		await waitForStatus(page, FULL, 'invalid');
		expect(await tip(page, FULL, 'your-file').allTextContents()).toEqual(['You are not allowed to upload files of this type.']);
		expect(await page.locator(`${FULL} .wpcf7-not-valid-tip`).count()).toBe(1);

		await page.setInputFiles(`${FULL} [name="your-file"]`, { name: 'wishes.txt', mimeType: 'text/plain', buffer: Buffer.from('No onions, please.') });
		await answerQuiz();
		const refilled = page.waitForResponse((response) => response.url().endsWith('/contact-forms/64/refill'));
		const sent = feedback();
		await page.click(`${FULL} .wpcf7-submit`);
		expect(((await (await sent).json()) as { status: string }).status).toBe('mail_sent');
		await waitForStatus(page, FULL, 'sent');
		// What the fixture's CF7 accepted (the real store drops its mail: its mail_sent is the proof).
		if (onFixture) {
			const accepted = (await (await fetch(storeUrl('/__fixture__/contact-form-7/submissions'))).json()) as Array<{ fields: Record<string, string[]>; files: Record<string, unknown> }>;
			expect(accepted.filter((submission) => submission.fields['your-name']?.[0] === marker)).toEqual([
				expect.objectContaining({ formId: 64, files: { 'your-file': [{ name: 'wishes.txt', size: 18 }] } }),
			]);
		}

		// The reset asks for a refill: the page shows its question and keeps its answer hash.
		const refill = (await (await refilled).json()) as { quiz: Record<string, [string, string]> };
		const [nextQuestion, nextHash] = refill.quiz['your-quiz'] ?? ['', ''];
		await expect.poll(() => resultEvents(page), SCHEMA_WAIT).toEqual(['wpcf7invalid', 'wpcf7submit', 'wpcf7invalid', 'wpcf7submit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
		expect(await page.textContent(`${FULL} .wpcf7-quiz-label`)).toBe(nextQuestion);
		expect(await page.inputValue(`${FULL} [name="_wpcf7_quiz_answer_your-quiz"]`)).toBe(nextHash);
		expect(nextQuestion in QUIZ_ANSWERS).toBe(true);
		expect(await page.inputValue(`${FULL} [name="your-quiz"]`)).toBe('');
		expect(errors).toEqual([]);
		await context.close();
	});
});

describe.skipIf(skip !== '')("the contact forms' names", () => {
	/** The forms' names in a screen reader's list of landmarks. */
	const formNames = (page: Page): Promise<string[]> => landmarkNames(page, '.wpcf7 > form.wpcf7-form', 'form');

	/** The contact page's forms (three on the fixture, two on the real store), named by their place. */
	const byPlace = (count: number): string[] => Array.from({ length: count }, (_, index) => `Contact form (${index + 1} of ${count})`);
	const CONTACT_NAMES = byPlace(onFixture ? 3 : 2);

	it.each([false, true])('come named apart by their place in the served HTML, before any input, JavaScript enabled: %s', async (javaScriptEnabled) => {
		const { page, context } = await openPage(browser(), { javaScriptEnabled });
		await page.goto(storeUrl('/contact/'));
		if (javaScriptEnabled) {
			await settle(page);
			expect(await page.locator('.wpcf7.js').count()).toBe(0);
		}
		expect(await formNames(page)).toEqual(CONTACT_NAMES);
		await page.goto(storeUrl('/contact/full/'));
		expect(await formNames(page)).toEqual(['Contact form']);
		await context.close();
	});

	it('keep the names they came with once their island has mounted', async () => {
		const { page, context, errors } = await openPage(browser());
		await page.goto(storeUrl('/contact/'));
		await reachFor(page, CONTACT);
		await reachFor(page, CATERING);
		await expect.poll(() => page.locator(`${CONTACT}.js, ${CATERING}.js`).count()).toBe(2);
		expect(await formNames(page)).toEqual(CONTACT_NAMES);
		expect(errors).toEqual([]);
		await context.close();
	});
});
