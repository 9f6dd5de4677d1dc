import { waitFor } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { clientStatus } from '../../../islands/contact-form/store';
import { mount } from '../../../islands/contact-form/mount';
import { installSettings } from '../../support/settings';

/** The contact-form island over CF7 6.1's markup, with CF7's REST routes answered by a fake fetch. */

const SCHEMA = {
	version: 'Contact Form 7 SWV Schema 2024-10',
	rules: [
		{ rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
		{ rule: 'url', field: 'your-site', error: 'Please enter a URL.' },
	],
};

function cf7Form(extra = ''): HTMLElement {
	document.body.innerHTML = `<div class="wpcf7 no-js" id="wpcf7-f11-p62-o1" data-wpcf7-id="11">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#wpcf7-f11-p62-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="11" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="en_US" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f11-p62-o1" /><input type="hidden" name="_wpcf7_container_post" value="62" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /><input type="hidden" name="_wpcf7_quiz_answer_quiz" value="old" /></fieldset>
<p><span class="wpcf7-form-control-wrap" data-name="your-name"><input class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="your-name" /></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="your-site"><input class="wpcf7-form-control wpcf7-url" aria-invalid="false" value="" type="url" name="your-site" /></span></p>
<p><span class="wpcf7-form-control-wrap" data-name="quiz"><label><span class="wpcf7-quiz-label">1+1?</span> <input class="wpcf7-form-control wpcf7-quiz" type="text" name="quiz" /></label></span></p>
${extra}
<p class="inert-on-submitting"><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" /><button type="submit" name="plan" value="premium" class="premium">Premium</button></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
	return document.querySelector('.wpcf7') as HTMLElement;
}

const form = (): HTMLFormElement => document.querySelector('form') as HTMLFormElement;
const input = (name: string): HTMLInputElement => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const submitButton = (): HTMLInputElement => document.querySelector('.wpcf7-submit') as HTMLInputElement;

interface FakeRoutes {
	feedback?: () => Response | Promise<Response>;
	refill?: () => Response;
}

function fakeCf7(routes: FakeRoutes = {}) {
	const fetchMock = vi.fn(async (url: string, _init?: RequestInit): Promise<Response> => {
		if (url.endsWith('/feedback/schema')) {
			return Response.json(SCHEMA);
		}
		if (url.endsWith('/refill')) {
			return routes.refill?.() ?? new Response(null, { status: 204 });
		}
		return (await routes.feedback?.()) ?? Response.json({ status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'abc', invalid_fields: [] });
	});
	vi.stubGlobal('fetch', fetchMock);
	installSettings({ cf7ApiRoot: 'http://localhost:3000/wp-json/' });
	return fetchMock;
}

function change(element: HTMLInputElement, value?: string): void {
	if (value !== undefined) {
		element.value = value;
	}
	element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('statuses', () => {
	it('maps the server\'s codes as CF7 does, any other code to custom-{slug}', () => {
		expect(clientStatus('validation_failed')).toBe('invalid');
		expect(clientStatus('acceptance_missing')).toBe('unaccepted');
		expect(clientStatus('mail_sent')).toBe('sent');
		expect(clientStatus('mail_failed')).toBe('failed');
		expect(clientStatus('payment_required')).toBe('payment-required');
		expect(clientStatus('held_for_review')).toBe('custom-held-for-review');
		expect(clientStatus('Needs Review!')).toBe('custom-needs-review-');
	});
});

describe('contact form island', () => {
	it('asks the schema with CF7\'s headers, without a nonce, and validates a changed field with its message', async () => {
		const fetchMock = fakeCf7();
		mount(cf7Form());
		expect(document.querySelector('.wpcf7')?.classList.contains('js')).toBe(true);
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		const [url, init] = fetchMock.mock.calls[0] ?? [];
		expect(url).toBe('http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/11/feedback/schema');
		expect(init?.headers).toEqual({ Accept: 'application/json' });
		await new Promise((resolve) => setTimeout(resolve));
		change(input('your-name'), '  ');
		await waitFor(() => expect(document.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')?.textContent).toBe('Please fill out this field.'));
		expect(input('your-name').getAttribute('aria-invalid')).toBe('true');
		expect(input('your-name').validationMessage).toBe('Please fill out this field.');
		expect(document.querySelector('.screen-reader-response li')?.id).toBe('wpcf7-f11-p62-o1-ve-your-name');
		expect(input('your-name').getAttribute('aria-describedby')).toBe('wpcf7-f11-p62-o1-ve-your-name');
	});

	it('prefixes http:// to an address with a dot and no scheme, and to nothing else', async () => {
		fakeCf7();
		mount(cf7Form());
		change(input('your-site'), 'example.com/menu');
		expect(input('your-site').value).toBe('http://example.com/menu');
		change(input('your-site'), 'localhost');
		expect(input('your-site').value).toBe('localhost');
		change(input('your-site'), 'https://example.com');
		expect(input('your-site').value).toBe('https://example.com');
	});

	it('posts every field and the submitter, is inert-on-submitting while it waits, and sends nothing on a second submit', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = fakeCf7({ feedback: () => new Promise<Response>((resolve) => (answer = resolve)) });
		mount(cf7Form());
		input('your-name').value = 'Ada';
		const premium = document.querySelector('button.premium') as HTMLButtonElement;
		form().requestSubmit(premium);
		form().requestSubmit(premium);
		expect(form().getAttribute('data-status')).toBe('submitting');
		expect(form().classList.contains('submitting')).toBe(true);
		expect((document.querySelector('.inert-on-submitting') as HTMLElement).inert).toBe(true);
		const posts = fetchMock.mock.calls.filter(([url]) => url.endsWith('/feedback'));
		expect(posts).toHaveLength(1);
		const body = posts[0]?.[1]?.body as FormData;
		expect(body.get('your-name')).toBe('Ada');
		expect(body.get('_wpcf7_unit_tag')).toBe('wpcf7-f11-p62-o1');
		expect(body.get('plan')).toBe('premium');
		answer(Response.json({ status: 'validation_failed', message: 'One or more fields have an error. Please check and try again.', invalid_fields: [{ field: 'your-name', message: 'Too short.', idref: null, error_id: 'wpcf7-f11-p62-o1-ve-your-name' }], posted_data_hash: '', quiz: { quiz: ['2+2?', 'hash4'] } }));
		await waitFor(() => expect(form().getAttribute('data-status')).toBe('invalid'));
		expect((document.querySelector('.inert-on-submitting') as HTMLElement).inert).toBe(false);
		// On the page in the same task as the status, before CF7's events fire.
		expect(document.querySelector('.wpcf7-response-output')?.textContent).toBe('One or more fields have an error. Please check and try again.');
		expect(document.querySelector('.wpcf7-quiz-label')?.textContent).toBe('2+2?');
		expect(input('_wpcf7_quiz_answer_quiz').value).toBe('hash4');
	});

	it('judges a field left by pressing a submit button after the click, so its tip cannot push the button from under the pointer', async () => {
		const fetchMock = fakeCf7({ feedback: () => new Promise<Response>(() => undefined) });
		mount(cf7Form());
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		await new Promise((resolve) => setTimeout(resolve));
		const tip = () => document.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip');

		// The press moves focus, the field's change comes, and no tip yet; the click sends the form.
		submitButton().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
		change(input('your-name'), ' ');
		expect(tip()).toBeNull();
		submitButton().click();
		expect(form().getAttribute('data-status')).toBe('submitting');
		await new Promise((resolve) => setTimeout(resolve));
		expect(tip()).toBeNull();
	});

	it('judges a field left by pressing a submit button once the press ends without a submit', async () => {
		const fetchMock = fakeCf7();
		mount(cf7Form());
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		await new Promise((resolve) => setTimeout(resolve));
		submitButton().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
		change(input('your-name'), ' ');
		// Released off the button: the click lands on what holds it.
		form().click();
		await waitFor(() => expect(document.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')?.textContent).toBe('Please fill out this field.'));
		expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/feedback'))).toHaveLength(0);
	});

	it('logs an answer that is not JSON, shows nothing, and lets the visitor send again', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		fakeCf7({ feedback: () => new Response('<html>Fatal error</html>', { status: 200 }) });
		mount(cf7Form());
		input('your-name').value = 'Ada';
		form().requestSubmit();
		await waitFor(() => expect(error).toHaveBeenCalledWith('The response is not a valid JSON response.'));
		expect(form().getAttribute('data-status')).toBe('init');
		expect(document.querySelector('.wpcf7-response-output')?.textContent).toBe('');
		expect(input('your-name').value).toBe('Ada');
	});

	it('reads a 204 refill as no body and ends the reset in init', async () => {
		const fetchMock = fakeCf7();
		mount(cf7Form());
		form().reset();
		await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/refill'))).toBe(true));
		await waitFor(() => expect(form().getAttribute('data-status')).toBe('init'));
		expect(form().classList.contains('resetting')).toBe(false);
	});

	it('keeps submit disabled until every required acceptance box is checked and every inverted one unchecked', () => {
		fakeCf7();
		mount(
			cf7Form(`<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="terms" value="1" /></label></span></span>
<span class="wpcf7-form-control wpcf7-acceptance optional"><span class="wpcf7-list-item"><label><input type="checkbox" name="news" value="1" /></label></span></span>
<span class="wpcf7-form-control wpcf7-acceptance invert"><span class="wpcf7-list-item"><label><input type="checkbox" name="no-contact" value="1" /></label></span></span>`),
		);
		expect(submitButton().disabled).toBe(true);
		input('terms').checked = true;
		change(input('terms'));
		expect(submitButton().disabled).toBe(false);
		input('no-contact').checked = true;
		change(input('no-contact'));
		expect(submitButton().disabled).toBe(true);
	});

	it('lets an exclusive group hold one box, enables free text only with its option, and counts characters', () => {
		fakeCf7();
		mount(
			cf7Form(`<span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox"><span class="wpcf7-list-item"><input type="checkbox" name="size[]" value="S" /></span><span class="wpcf7-list-item"><input type="checkbox" name="size[]" value="L" /></span></span>
<span class="wpcf7-form-control wpcf7-radio"><span class="wpcf7-list-item"><input type="radio" name="how" value="Friend" /></span><span class="wpcf7-list-item last has-free-text"><input type="radio" name="how" value="Other" /><input type="text" name="_wpcf7_free_text_how" class="wpcf7-free-text" /></span></span>
<textarea name="note"></textarea><span class="wpcf7-character-count down" data-target-name="note" data-starting-value="5" data-current-value="5" data-maximum-value="5" data-minimum-value="2">5</span>`),
		);
		const [small, large] = Array.from(document.querySelectorAll<HTMLInputElement>('[name="size[]"]'));
		small!.checked = true;
		change(small!);
		large!.checked = true;
		change(large!);
		expect([small!.checked, large!.checked]).toEqual([false, true]);

		const freeText = input('_wpcf7_free_text_how');
		expect(freeText.disabled).toBe(true);
		const other = document.querySelector<HTMLInputElement>('[name="how"][value="Other"]')!;
		other.checked = true;
		change(other);
		expect(freeText.disabled).toBe(false);

		const note = document.querySelector('textarea') as HTMLTextAreaElement;
		const counter = document.querySelector('.wpcf7-character-count') as HTMLElement;
		note.value = 'a';
		note.dispatchEvent(new Event('input', { bubbles: true }));
		expect([counter.textContent, counter.classList.contains('too-short'), counter.classList.contains('too-long')]).toEqual(['4', true, false]);
		note.value = 'abcdefg';
		note.dispatchEvent(new Event('input', { bubbles: true }));
		expect([counter.textContent, counter.classList.contains('too-short'), counter.classList.contains('too-long')]).toEqual(['-2', false, true]);
	});

	it('keeps the errors CF7 printed after a post without JavaScript as its own, and clears them when fixed', async () => {
		fakeCf7();
		const container = cf7Form();
		const name = input('your-name');
		name.setAttribute('aria-invalid', 'true');
		name.setAttribute('aria-describedby', 'wpcf7-f11-p62-o1-ve-your-name');
		name.insertAdjacentHTML('afterend', '<span class="wpcf7-not-valid-tip" aria-hidden="true">Please fill out this field.</span>');
		(container.querySelector('.wpcf7-response-output') as HTMLElement).textContent = 'One or more fields have an error. Please check and try again.';
		mount(container);
		expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(1);
		expect(document.querySelector('.screen-reader-response li')?.textContent).toBe('Please fill out this field.');
		expect(document.querySelector('.wpcf7-response-output')?.textContent).toBe('One or more fields have an error. Please check and try again.');
		await new Promise((resolve) => setTimeout(resolve));
		change(name, 'Ada');
		await waitFor(() => expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0));
		expect(name.getAttribute('aria-invalid')).toBe('false');
	});

	it.each([
		['on the site', '/wp-content/uploads/wpcf7_captcha/2345.png', 'http://localhost:3000/wp-content/uploads/wpcf7_captcha/2345.png', '2345'],
		['javascript:', 'javascript:alert(1)//2345.png', '/old/1111.png', '1111'],
		['on another origin', 'https://elsewhere.example/2345.png', '/old/1111.png', '1111'],
	])('takes a fresh captcha image %s only when it is on the site', async (_case, url, src, challenge) => {
		fakeCf7({ feedback: () => Response.json({ status: 'validation_failed', message: 'Wrong.', invalid_fields: [], posted_data_hash: '', captcha: { cap: url } }) });
		mount(cf7Form('<p><img class="wpcf7-captcha-cap" src="/old/1111.png" alt="" /><input type="hidden" name="_wpcf7_captcha_challenge_cap" value="1111" /></p>'));
		form().requestSubmit();
		await waitFor(() => expect(form().getAttribute('data-status')).toBe('invalid'));
		expect(document.querySelector('img.wpcf7-captcha-cap')?.getAttribute('src')).toBe(src);
		expect(input('_wpcf7_captcha_challenge_cap').value).toBe(challenge);
	});

	it('replaces a form placed inside another form with CF7\'s error', () => {
		fakeCf7();
		document.body.innerHTML = '<form class="builder"><div class="wpcf7 no-js"><input name="your-name" /></div></form>';
		mount(document.querySelector('.wpcf7') as HTMLElement);
		expect(document.querySelector('.wpcf7')?.textContent).toBe('Error: This contact form is placed in the wrong place.');
	});

	it('leaves the form to post by itself when the page has no REST root for CF7, and says why', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		installSettings({ cf7ApiRoot: '' });
		mount(cf7Form());
		expect(error).toHaveBeenCalledWith('Contact form: its REST API is not defined.');
		expect(document.querySelector('.wpcf7')?.classList.contains('no-js')).toBe(true);
	});
});

describe('several forms on a page', () => {
	/** CF7 6.1's blocks, each form labelled as the page is served: CF7's "Contact form" (named apart by the plugin where several share it), or the shortcode's `html_title`. */
	function cf7Blocks(labels: readonly string[]): HTMLElement[] {
		document.body.innerHTML = labels
			.map(
				(label, index) => `<div class="wpcf7 no-js" id="wpcf7-f1${index}-p62-o${index + 1}" data-wpcf7-id="1${index}">
<form action="/contact/#wpcf7-f1${index}-p62-o${index + 1}" method="post" class="wpcf7-form init" aria-label="${label}" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="1${index}" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f1${index}-p62-o${index + 1}" /></fieldset>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" /></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`,
			)
			.join('\n<h2>Next</h2>\n');
		return [...document.querySelectorAll<HTMLElement>('.wpcf7')];
	}

	const formLabels = (): Array<string | null> => [...document.querySelectorAll('form')].map((element) => element.getAttribute('aria-label'));

	it('leaves every form the name the server printed, mounted or unmounted, sent to post by itself or not', () => {
		fakeCf7();
		const printed = ['Contact form (1 of 3)', 'Table booking', 'Contact form (2 of 3)', 'Contact form (3 of 3)'];
		const blocks = cf7Blocks(printed);
		const unmounts = blocks.map((block) => mount(block));
		expect(formLabels()).toEqual(printed);
		unmounts[1]?.();
		blocks[1]?.remove();
		expect(formLabels()).toEqual(['Contact form (1 of 3)', 'Contact form (2 of 3)', 'Contact form (3 of 3)']);
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		installSettings({ cf7ApiRoot: '' });
		const [lone] = cf7Blocks(['Contact form', 'Contact form']);
		mount(lone as HTMLElement);
		expect(formLabels()).toEqual(['Contact form', 'Contact form']);
	});
});
