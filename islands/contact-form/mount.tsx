import { flushSync } from '@wordpress/element';
import { getSettings } from '../../shared/config';
import { __ } from '../../shared/i18n';
import { renderIsland } from '../runtime/react-island';
import type { Unmount } from '../types';
import { wireBehaviours } from './behaviours';
import { ContactFormView } from './ContactFormView';
import { cf7Request, formUrl } from './api';
import { formValues } from './rules';
import { connectStockForm } from './stock-form';
import { type FieldError, createContactFormStore } from './store';
import { builtIn } from '../../shared/page-document';

/**
 * A Contact Form 7 block (`.wpcf7`, docs/contact-forms.md): live validation against the form's
 * schema, the submit and reset through CF7's REST routes, statuses, errors and events, as a
 * React island over the server's form. Without it (JavaScript off, no REST root, a browser
 * lacking what it needs) the form posts and CF7 prints the result. The form's name is the
 * server's (php-enqueue/includes/contact-form-names.php names apart forms that share CF7's label).
 */

const ROOT_CLASS = 'shop-islands-contact-form__root';

export function mount(container: HTMLElement): Unmount {
	// The parser drops a <form> inside another: CF7's fields would post with the outer form.
	if (container.parentElement?.closest('form')) {
		const error = builtIn('createElement')('p');
		error.className = 'wpcf7-wrong-place';
		error.textContent = __('Error: This contact form is placed in the wrong place.', 'shop-islands');
		container.replaceChildren(error);
		return () => undefined;
	}
	const form = container.querySelector<HTMLFormElement>('form.wpcf7-form');
	const missing = missingFeature();
	if (!form || missing || getSettings().cf7ApiRoot === '') {
		console.error(missing ? `Contact form: this browser lacks ${missing}.` : 'Contact form: its REST API is not defined.');
		return () => undefined;
	}
	container.classList.replace('no-js', 'js');
	const formId = Number(form.querySelector<HTMLInputElement>('input[name="_wpcf7"]')?.value);
	const store = createContactFormStore(
		{
			status: form.getAttribute('data-status') ?? '',
			view: { errors: serverErrors(form), message: serverMessage(container) },
			unitTag: form.querySelector<HTMLInputElement>('input[name="_wpcf7_unit_tag"]')?.value ?? '',
		},
		{
			request: (route, body) => cf7Request(formUrl(formId, route), body),
			values: () => formValues(new FormData(form)),
			commit: flushSync,
		},
	);
	const srStatus = container.querySelector<HTMLElement>('.screen-reader-response p');
	const srList = container.querySelector<HTMLElement>('.screen-reader-response ul');
	const output = form.querySelector<HTMLElement>('.wpcf7-response-output');
	for (const element of [srStatus, srList, output]) {
		element?.replaceChildren();
	}
	for (const tip of form.querySelectorAll('.wpcf7-not-valid-tip')) {
		tip.remove();
	}
	const spinners = Array.from(form.querySelectorAll('.wpcf7-submit.has-spinner'), (button) => {
		const spinner = builtIn('createElement')('span');
		spinner.className = 'wpcf7-spinner';
		button.after(spinner);
		return spinner;
	});
	const root = builtIn('createElement')('span');
	root.className = ROOT_CLASS;
	root.hidden = true;
	container.append(root);
	// Behaviours first: an exclusive group has let go of its other box before the change is judged.
	const unwire = wireBehaviours(form);
	const disconnect = connectStockForm(store, container, form);
	// Rendered at once: the server's tips and messages, taken out above, are back in the same task.
	let unmount: Unmount = () => undefined;
	flushSync(() => {
		unmount = renderIsland('contact-form', root, <ContactFormView view={store.view} slots={{ form, srStatus, srList, output }} />);
	});
	return () => {
		unmount();
		unwire();
		disconnect();
		root.remove();
		for (const spinner of spinners) {
			spinner.remove();
		}
	};
}

/** What CF7's script needs of the browser (docs/contact-forms.md). */
function missingFeature(): string | null {
	const checks: ReadonlyArray<readonly [string, boolean]> = [
		['fetch', typeof window.fetch === 'function'],
		['FormData', typeof window.FormData === 'function'],
		['NodeList.forEach', typeof NodeList.prototype.forEach === 'function'],
		['String.replaceAll', typeof String.prototype.replaceAll === 'function'],
	];
	return checks.find(([, present]) => !present)?.[0] ?? null;
}

/** The tips CF7 printed after a submission without JavaScript, kept as the island's first errors. */
function serverErrors(form: HTMLFormElement): Map<string, FieldError> {
	const errors = new Map<string, FieldError>();
	for (const tip of form.querySelectorAll('.wpcf7-form-control-wrap[data-name] .wpcf7-not-valid-tip')) {
		const wrap = tip.closest('.wpcf7-form-control-wrap');
		const field = wrap?.getAttribute('data-name') ?? '';
		const id = wrap?.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? '';
		errors.set(field, { message: tip.textContent ?? '', id });
	}
	return errors;
}

function serverMessage(container: HTMLElement): string {
	return container.querySelector('.wpcf7-response-output')?.textContent?.trim() ?? '';
}
