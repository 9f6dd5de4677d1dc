import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { createPortal } from '@wordpress/element';
import type { FormView } from './store';

/**
 * What a form shows, each where CF7 prints it: a tip under each field in error, the
 * screen-reader status and list of errors, and the response in the output area. Text only:
 * the server's messages are never read as HTML.
 */

export interface ViewSlots {
	readonly form: HTMLFormElement;
	/** The `.screen-reader-response` live region's `<p>` and `<ul>`. */
	readonly srStatus: HTMLElement | null;
	readonly srList: HTMLElement | null;
	readonly output: HTMLElement | null;
}

export function ContactFormView({ view, slots }: { readonly view: ReadableAtom<FormView>; readonly slots: ViewSlots }) {
	const { errors, message } = useStore(view);
	const entries = [...errors];
	return (
		<>
			{slots.srStatus && createPortal(message, slots.srStatus)}
			{slots.srList &&
				createPortal(
					entries.map(([field, error]) => (
						<li key={field} id={error.id}>
							{error.message}
						</li>
					)),
					slots.srList,
				)}
			{slots.output && createPortal(message, slots.output)}
			{entries.map(([field, error]) => {
				const wrap = slots.form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
				return (
					wrap &&
					createPortal(
						<span className="wpcf7-not-valid-tip" aria-hidden="true">
							{error.message}
						</span>,
						wrap,
						field,
					)
				);
			})}
		</>
	);
}
