import { type SafeHtml, html } from '../../server/html';
import { type ContactForm, type ContactForms, unitTag } from '../../server/model/cf7/forms';
import { CONTACT_URL } from '../../server/model/urls';
import { type SubmittedState, contactFormBlock } from '../contact-form';
import type { Page } from '../page';
import { pageArticle } from './cart';

/**
 * The contact page: the site's two CF7 forms. With `?nested=1` a third one sits inside a
 * page builder's own `<form>`, where CF7's script must replace it with its
 * "placed in the wrong place" error.
 */

export interface ContactSubmission {
	readonly unitTag: string;
	readonly state: SubmittedState;
}

export function contactPage(forms: ContactForms, nested: boolean, submission: ContactSubmission | null): Page {
	const action = nested ? `${CONTACT_URL}?nested=1` : CONTACT_URL;
	const block = (form: ContactForm, instance: number): SafeHtml => {
		const tag = unitTag(forms, form, instance);
		const state = submission && submission.unitTag === tag ? submission.state : null;
		return contactFormBlock(forms, form, instance, action, state);
	};
	const sections = forms.forms.map(
		(form, index) => html`${form.heading ? html`

<h2 class="wp-block-heading">${form.heading}</h2>

` : ''}${block(form, index + 1)}`,
	);
	const first = forms.forms[0];
	const nestedSection =
		nested && first
			? html`
<h2 class="wp-block-heading">Newsletter</h2>

<form class="page-builder-form" action="${CONTACT_URL}" method="get" aria-label="Newsletter">
	<p><label for="page-builder-email">Your email</label> <input id="page-builder-email" type="email" name="newsletter_email" /></p>
	${block(first, forms.forms.length + 1)}
</form>
`
			: '';
	return {
		kind: 'page',
		title: 'Contact',
		templateClasses: ['wp-singular', 'page-template-default', 'page', `page-id-${forms.containerPostId}`],
		woocommerceClasses: [],
		breadcrumb: null,
		content: pageArticle(forms.containerPostId, 'Contact', html`<p>Questions, allergies, big parties: write to us.</p>

${sections}${nestedSection}`),
		sidebar: true,
	};
}
