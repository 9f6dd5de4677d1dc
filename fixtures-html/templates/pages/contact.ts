import { type SafeHtml, html } from '../../server/html';
import { type ContactForm, type ContactForms, unitTag } from '../../server/model/cf7/forms';
import { CONTACT_URL } from '../../server/model/urls';
import { CF7_FORM_LABEL, type SubmittedState, contactFormBlock } from '../contact-form';
import type { Page } from '../page';
import { pageArticle } from './cart';

/**
 * The contact page: the site's CF7 forms. With `?nested=1` one more sits inside a page
 * builder's own `<form>`, where CF7's script must replace it with its "placed in the wrong
 * place" error. A form with a `page` of its own is printed alone there. The forms, which CF7
 * labels alike, come named apart by their place, as Shop Islands' plugin names them on the
 * server (php-enqueue's contact-form-names.php): the nested one, which the browser's parser
 * drops, is not counted and keeps CF7's label.
 */

export interface ContactSubmission {
	readonly unitTag: string;
	readonly state: SubmittedState;
}

export function contactPage(forms: ContactForms, pageUrl: string, nested: boolean, submission: ContactSubmission | null): Page {
	const own = forms.forms.find((form) => form.page?.url === pageUrl);
	if (own?.page) {
		return formPage(forms, own, own.page.postId, pageUrl, submission);
	}
	const action = nested ? `${CONTACT_URL}?nested=1` : CONTACT_URL;
	const block = (form: ContactForm, instance: number, label: string): SafeHtml => {
		const tag = unitTag(forms, form, instance);
		const state = submission && submission.unitTag === tag ? submission.state : null;
		return contactFormBlock(forms, form, instance, action, state, label);
	};
	const onPage = forms.forms.filter((form) => form.page === null);
	const sections = onPage.map(
		(form, index) => html`${form.heading ? html`

<h2 class="wp-block-heading">${form.heading}</h2>

` : ''}${block(form, index + 1, placeName(index, onPage.length))}`,
	);
	const first = onPage[0];
	const nestedSection =
		nested && first
			? html`
<h2 class="wp-block-heading">Newsletter</h2>

<form class="page-builder-form" action="${CONTACT_URL}" method="get" aria-label="Newsletter">
	<p><label for="page-builder-email">Your email</label> <input id="page-builder-email" type="email" name="newsletter_email" /></p>
	${block(first, onPage.length + 1, CF7_FORM_LABEL)}
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

/** A page printing one form alone (the full contact form at /contact/full/). */
function formPage(forms: ContactForms, form: ContactForm, postId: number, url: string, submission: ContactSubmission | null): Page {
	const tag = unitTag(forms, form, 1);
	const state = submission && submission.unitTag === tag ? submission.state : null;
	return {
		kind: 'page',
		title: form.title,
		templateClasses: ['wp-singular', 'page-template-default', 'page', `page-id-${postId}`],
		woocommerceClasses: [],
		breadcrumb: null,
		content: pageArticle(postId, form.title, contactFormBlock(forms, form, 1, url, state, CF7_FORM_LABEL)),
		sidebar: true,
	};
}

/** The label of the form at `index` (from 0) among `count` that CF7 labels alike: "Contact form (2 of 3)", or CF7's for a lone one. */
function placeName(index: number, count: number): string {
	return count > 1 ? `${CF7_FORM_LABEL} (${index + 1} of ${count})` : CF7_FORM_LABEL;
}
