import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../islands/account-dropdown/mount';
import { deferred } from '../../support/deferred';
import { installSettings } from '../../support/settings';

/** The theme's header account dropdown with its login form. */
function dropdown(): { host: HTMLElement; form: HTMLFormElement } {
	document.body.innerHTML = `<div class="site-header-account">
		<a class="site-header-account__toggle" href="/my-account/">Log in</a>
		<div class="site-header-account__panel">
			<form class="woocommerce-form woocommerce-form-login login" action="/my-account/" method="post">
				<label for="u">Username</label><input type="text" name="username" id="u" value="demo" />
				<label for="p">Password</label><input type="password" name="password" id="p" value="wrong" />
				<input type="hidden" name="action" value="shop_islands_login" />
				<input type="hidden" name="security" value="abc" />
				<button type="submit" name="login" value="Log in">Log in</button>
			</form>
		</div>
	</div>`;
	return { host: document.querySelector(".site-header-account") as HTMLElement, form: document.querySelector('form') as HTMLFormElement };
}

interface Sent {
	readonly url: string;
	readonly body: string;
}

function serve(...answers: Array<() => Response | Promise<Response>>): Sent[] {
	const sent: Sent[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit = {}) => {
			sent.push({ url: String(url), body: String(init.body) });
			const answer = answers[Math.min(sent.length, answers.length) - 1];
			return answer ? answer() : new Response('', { status: 500 });
		}),
	);
	return sent;
}

const json = (body: unknown): (() => Response) => () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function stubReload(): ReturnType<typeof vi.spyOn> {
	return vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
}

beforeEach(() => installSettings({ ajaxUrl: '/wp-admin/admin-ajax.php' }));

describe('header login', () => {
	it('posts the serialized form to admin-ajax.php with the fields disabled meanwhile, and reloads on status true', async () => {
		const { host, form } = dropdown();
		const reply = deferred<Response>();
		const sent = serve(() => reply.promise);
		const reload = stubReload();
		mount(host);
		form.requestSubmit();
		expect(sent[0]?.url).toBe('http://localhost:3000/wp-admin/admin-ajax.php');
		expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({ username: 'demo', password: 'wrong', action: 'shop_islands_login', security: 'abc' });
		expect([...form.elements].every((element) => (element as HTMLInputElement).disabled)).toBe(true);
		form.requestSubmit();
		expect(sent).toHaveLength(1);
		reply.resolve(json({ status: true, msg: 'Login successful, redirecting...' })());
		await waitFor(() => expect(reload).toHaveBeenCalledOnce());
	});

	it("shows the server's message above the form once, announced, with focus on it, and the fields back", async () => {
		const { host, form } = dropdown();
		serve(json({ status: false, msg: 'Wrong username or password.' }), json({ status: false, msg: '<b>Still</b> wrong.' }));
		mount(host);
		form.requestSubmit();
		const notice = await screen.findByRole('alert');
		expect(notice.textContent).toBe('Wrong username or password.');
		expect(notice.nextElementSibling).toBe(form);
		expect(document.activeElement).toBe(notice);
		expect([...form.elements].some((element) => (element as HTMLInputElement).disabled)).toBe(false);
		form.requestSubmit();
		await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('<b>Still</b> wrong.'));
		expect(screen.getAllByRole('alert')).toHaveLength(1);
		expect(document.querySelector('b')).toBeNull();
	});

	it.each([
		['an HTML page', () => new Response('<!doctype html><p>Error</p>', { headers: { 'Content-Type': 'text/html' } })],
		['a 500', () => new Response('{"status":false,"msg":"x"}', { status: 500 })],
		['a wrong shape', json({ status: 'no' })],
		['no message', json({ status: false })],
		['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
	])('posts the form as without JavaScript, its button included, when the answer is %s', async (_name, answer) => {
		const { host, form } = dropdown();
		serve(answer);
		const submitted = vi.fn((event: SubmitEvent) => {
			event.preventDefault();
			return event.submitter;
		});
		mount(host);
		form.requestSubmit(form.querySelector('button') as HTMLButtonElement);
		form.addEventListener('submit', submitted);
		await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
		expect(submitted.mock.results[0]?.value).toBe(form.querySelector('button'));
		expect([...form.elements].some((element) => (element as HTMLInputElement).disabled)).toBe(false);
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('does nothing for a logged-in shopper (no form)', () => {
		document.body.innerHTML = '<div class="site-header-account"><a href="/my-account/">My account</a></div>';
		expect(() => mount(document.querySelector('div') as HTMLElement)()).not.toThrow();
	});
});
