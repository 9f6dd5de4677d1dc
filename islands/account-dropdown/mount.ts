import { postAdminAjax } from '../../shared/api/ajax';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';

/**
 * The header account dropdown's login form (`.site-header-account`,
 * docs/site-chrome.md#notices-account-and-listing). The serialized form goes to `admin-ajax.php` in
 * the background, its fields disabled meanwhile. `status: true` reloads the page; `status: false`
 * shows the server's `msg` above the form as an error notice (one, replaced on each failure, never
 * stacked), announced as an alert, with focus moved to it. Any other answer (an HTML page, a 5xx,
 * no network) posts the form as it would without JavaScript, to WooCommerce's own login handler.
 * Plain DOM: the form is the server's; the island adds one notice.
 */

interface LoginAnswer {
	readonly status: boolean;
	readonly msg: string;
}

const NOTICE_CLASS = 'woocommerce-error shop-islands-login-notice';

export function mount(host: HTMLElement): Unmount {
	const form = host.querySelector<HTMLFormElement>('form');
	if (!form) {
		return () => undefined;
	}
	let busy = false;
	let postPlainly = false;
	let notice: HTMLElement | null = null;

	const onSubmit = (event: SubmitEvent): void => {
		if (postPlainly) {
			return;
		}
		event.preventDefault();
		if (busy) {
			return;
		}
		busy = true;
		const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
		// Serialized before the fields are disabled: disabled fields are not sent.
		const fields = new URLSearchParams();
		for (const [name, value] of new FormData(form)) {
			if (typeof value === 'string') {
				fields.append(name, value);
			}
		}
		const enable = disableFields(form);
		form.setAttribute('aria-busy', 'true');
		// The form names its own action (a hidden field); without one, admin-ajax.php refuses and the form posts plainly.
		void postAdminAjax(fields.get('action') ?? '', fields)
			.then(
				(answer) => loginAnswer(answer),
				() => null,
			)
			.then((answer) => {
				if (answer?.status === true) {
					window.location.reload();
					return;
				}
				busy = false;
				enable();
				form.removeAttribute('aria-busy');
				if (answer) {
					notice = showNotice(form, notice, answer.msg);
				} else {
					postPlainly = true;
					form.requestSubmit(isSubmitButton(submitter) ? submitter : undefined);
				}
			});
	};

	form.addEventListener('submit', onSubmit);
	return () => {
		form.removeEventListener('submit', onSubmit);
		notice?.remove();
	};
}

/** Disables every enabled field and button of the form; returns how to enable them again. */
function disableFields(form: HTMLFormElement): () => void {
	const disabled: Array<HTMLInputElement | HTMLButtonElement | HTMLSelectElement | HTMLTextAreaElement> = [];
	for (const element of form.elements) {
		if (
			(element instanceof HTMLInputElement ||
				element instanceof HTMLButtonElement ||
				element instanceof HTMLSelectElement ||
				element instanceof HTMLTextAreaElement) &&
			!element.disabled
		) {
			element.disabled = true;
			disabled.push(element);
		}
	}
	return () => disabled.forEach((element) => (element.disabled = false));
}

/** The one notice above the form: a new alert element each time, so the same message is announced again. */
function showNotice(form: HTMLFormElement, previous: HTMLElement | null, message: string): HTMLElement {
	const notice = builtIn('createElement')('div');
	notice.className = NOTICE_CLASS;
	notice.setAttribute('role', 'alert');
	notice.tabIndex = -1;
	// The server's text, never its markup.
	notice.textContent = message;
	if (previous) {
		previous.replaceWith(notice);
	} else {
		form.before(notice);
	}
	notice.focus();
	return notice;
}

/** `{status: true}`, or `{status: false, msg}` with a message to show; anything else is null. */
function loginAnswer(value: unknown): LoginAnswer | null {
	if (typeof value !== 'object' || value === null) {
		return null;
	}
	const { status, msg } = value as { status?: unknown; msg?: unknown };
	if (status === true) {
		return { status, msg: typeof msg === 'string' ? msg : '' };
	}
	return status === false && typeof msg === 'string' && msg.trim() !== '' ? { status, msg } : null;
}

function isSubmitButton(element: HTMLElement | null): element is HTMLButtonElement | HTMLInputElement {
	return element instanceof HTMLButtonElement || (element instanceof HTMLInputElement && element.type === 'submit');
}
