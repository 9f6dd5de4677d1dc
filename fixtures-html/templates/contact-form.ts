import { type SafeHtml, html } from '../server/html';
import { type ContactForm, type ContactForms, type FieldDefinition, containerPost, unitTag } from '../server/model/cf7/forms';
import { CLIENT_STATUS, type SubmissionResult, quizRefill } from '../server/model/cf7/submit';
import type { PostedFields } from '../server/model/cf7/validate';

/**
 * A Contact Form 7 block as CF7 prints it: hidden `_wpcf7*` fields, one
 * `.wpcf7-form-control-wrap[data-name]` per field. After a submission without JavaScript
 * it is printed again with the result, the posted values and the field errors, as CF7 does.
 * CF7 6.1 labels every form "Contact form", whatever its title (`CF7_FORM_LABEL`), and the page
 * gives the label its form carries (`label`); radio and checkbox items are wrapped in a
 * `<label>`, as CF7's `use_label_element` option prints them.
 */

/** CF7 6.1's label for every form. */
export const CF7_FORM_LABEL = 'Contact form';

export interface SubmittedState {
	readonly result: SubmissionResult;
	readonly posted: PostedFields;
}

export function contactFormBlock(
	forms: ContactForms,
	form: ContactForm,
	instance: number,
	action: string,
	submitted: SubmittedState | null,
	label: string,
): SafeHtml {
	const tag = unitTag(forms, form, instance);
	const status = submitted ? CLIENT_STATUS[submitted.result.status] : 'init';
	const errors = new Map(submitted?.result.invalidFields.map((invalid) => [invalid.field, invalid.message]));
	// A sent form is emptied, as CF7 resets it; any other result keeps what was typed.
	const values = submitted && submitted.result.status !== 'mail_sent' ? submitted.posted : null;
	const context: FieldContext = { form, tag, errors, values };
	// CF7 posts a form holding a file field as multipart.
	const enctype = form.fields.some((field) => field.type === 'file') ? html` enctype="multipart/form-data"` : '';
	return html`<div class="wpcf7 no-js" id="${tag}" lang="en-US" dir="ltr" data-wpcf7-id="${form.id}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">${submitted?.result.message ?? ''}</p> <ul>${[...errors].map(([name, message]) => html`<li id="${tag}-ve-${name}">${message}</li>`)}</ul></div>
<form action="${action}#${tag}" method="post" class="wpcf7-form ${status}" aria-label="${label}"${enctype} novalidate="novalidate" data-status="${status}">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${form.id}" /><input type="hidden" name="_wpcf7_version" value="${forms.pluginVersion}" /><input type="hidden" name="_wpcf7_locale" value="${forms.locale}" /><input type="hidden" name="_wpcf7_unit_tag" value="${tag}" /><input type="hidden" name="_wpcf7_container_post" value="${containerPost(forms, form)}" /><input type="hidden" name="_wpcf7_posted_data_hash" value="${submitted?.result.postedDataHash ?? ''}" />
</fieldset>
${form.fields.map((definition) => fieldRow(definition, context))}<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="${form.submitLabel}" />
</p><div class="wpcf7-response-output" aria-hidden="true">${submitted?.result.message ?? ''}</div>
</form>
</div>
`;
}

interface FieldContext {
	readonly form: ContactForm;
	readonly tag: string;
	readonly errors: ReadonlyMap<string, string>;
	/** Posted values to print back, or null for the form's defaults. */
	readonly values: PostedFields | null;
}

function fieldRow(definition: FieldDefinition, context: FieldContext): SafeHtml {
	const error = context.errors.get(definition.name);
	const tip = error ? html`<span class="wpcf7-not-valid-tip" aria-hidden="true">${error}</span>` : '';
	const wrap = html`<span class="wpcf7-form-control-wrap" data-name="${definition.name}">${control(definition, context)}${tip}</span>`;
	switch (definition.type) {
		case 'radio':
		case 'checkbox':
			return html`<p>${definition.label} ${wrap}
</p>
`;
		case 'acceptance':
		case 'quiz':
			return html`<p>${wrap}
</p>
`;
		default:
			return html`<p><label> ${definition.label}<br />
${wrap} </label>
</p>
`;
	}
}

function control(definition: FieldDefinition, context: FieldContext): SafeHtml {
	const { name } = definition;
	const invalid = context.errors.has(name);
	const validity = invalid
		? html`aria-invalid="true" aria-describedby="${context.tag}-ve-${name}"`
		: html`aria-invalid="false"`;
	const notValid = invalid ? ' wpcf7-not-valid' : '';
	const posted = context.values?.get(name);
	const first = posted?.[0];
	switch (definition.type) {
		case 'text':
		case 'email':
		case 'tel':
		case 'url': {
			const required = definition.required ? html` aria-required="true"` : '';
			const autocomplete = definition.autocomplete ? html` autocomplete="${definition.autocomplete}"` : '';
			return html`<input size="40" maxlength="${definition.maxlength}" class="${textClasses(definition.type, definition.required)}${notValid}"${autocomplete}${required} ${validity} value="${first ?? ''}" type="${definition.type}" name="${name}" />`;
		}
		case 'number':
			return html`<input class="wpcf7-form-control wpcf7-number${definition.required ? ' wpcf7-validates-as-required' : ''} wpcf7-validates-as-number${notValid}" min="${definition.min}" max="${definition.max}"${definition.step === null ? '' : html` step="${definition.step}"`}${definition.required ? html` aria-required="true"` : ''} ${validity} value="${first ?? definition.value}" type="number" name="${name}" />`;
		case 'date':
		case 'time': {
			const bounds = html`${definition.min ? html` min="${definition.min}"` : ''}${definition.max ? html` max="${definition.max}"` : ''}`;
			const required = definition.required ? ' wpcf7-validates-as-required' : '';
			return html`<input class="wpcf7-form-control wpcf7-${definition.type}${required} wpcf7-validates-as-${definition.type}${notValid}"${bounds}${definition.required ? html` aria-required="true"` : ''} ${validity} value="${first ?? ''}" type="${definition.type}" name="${name}" />`;
		}
		case 'textarea':
			return html`<textarea cols="40" rows="10" maxlength="${definition.maxlength}" class="wpcf7-form-control wpcf7-textarea${definition.required ? ' wpcf7-validates-as-required' : ''}${notValid}" ${validity} name="${name}">${first ?? ''}</textarea>`;
		case 'select':
			return html`<select class="wpcf7-form-control wpcf7-select${notValid}" ${validity} name="${name}">${definition.options.map(
				(option) => html`<option value="${option}"${option === first ? html` selected="selected"` : ''}>${option}</option>`,
			)}</select>`;
		case 'radio':
		case 'checkbox': {
			const chosen = context.values ? (posted ?? []) : definition.default ? [definition.default] : [];
			const inputName = definition.type === 'checkbox' ? `${name}[]` : name;
			const items = definition.options.map((option, index) => {
				const position = index === 0 ? ' first' : index === definition.options.length - 1 ? ' last' : '';
				const checked = chosen.includes(option) ? html` checked="checked"` : '';
				return html`<span class="wpcf7-list-item${position}"><label><input type="${definition.type}" name="${inputName}" value="${option}"${checked} /><span class="wpcf7-list-item-label">${option}</span></label></span>`;
			});
			return html`<span class="wpcf7-form-control wpcf7-${definition.type}${notValid}">${items}</span>`;
		}
		case 'acceptance': {
			const checked = first ? html` checked="checked"` : '';
			return html`<span class="wpcf7-form-control wpcf7-acceptance${notValid}"><span class="wpcf7-list-item"><label><input type="checkbox" name="${name}" value="1"${checked} ${validity} /><span class="wpcf7-list-item-label">${definition.label}</span></label></span></span>`;
		}
		case 'file':
			return html`<input size="40" class="wpcf7-form-control wpcf7-file${notValid}" accept="${definition.accept.join(',')}" ${validity} type="file" name="${name}" />`;
		case 'quiz': {
			const [question, hash] = quizRefill(context.form, 0)[name] ?? ['', ''];
			return html`<label><span class="wpcf7-quiz-label">${question}</span> <input size="40" class="wpcf7-form-control wpcf7-quiz${notValid}" autocomplete="off" aria-required="true" ${validity} type="text" name="${name}" /></label><input type="hidden" name="_wpcf7_quiz_answer_${name}" value="${hash}" />`;
		}
	}
}

function textClasses(type: 'text' | 'email' | 'tel' | 'url', required: boolean): string {
	const requiredClass = required ? ' wpcf7-validates-as-required' : '';
	switch (type) {
		case 'text':
			return `wpcf7-form-control wpcf7-text${requiredClass}`;
		case 'email':
			return `wpcf7-form-control wpcf7-email${requiredClass} wpcf7-text wpcf7-validates-as-email`;
		case 'tel':
			return `wpcf7-form-control wpcf7-tel${requiredClass} wpcf7-text wpcf7-validates-as-tel`;
		case 'url':
			return `wpcf7-form-control wpcf7-url${requiredClass} wpcf7-text wpcf7-validates-as-url`;
	}
}
