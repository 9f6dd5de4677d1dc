import { describe, expect, it } from 'vitest';
import { realStore, realUrl } from './helpers';
import { storeCommand } from './store';

/**
 * Contact Form 7's forms, named apart by the plugin in the HTML it serves
 * (php-enqueue/includes/contact-form-names.php): a template printing the HTML, included as
 * WordPress includes one on the real store (store-cli.php's `template-page`: the template
 * enhancement buffer of WordPress 6.9+, the plugin's own before), and the contact pages as the
 * store serves them.
 */

const { skip, php, siteDir } = realStore();

const served = async (html: string): Promise<string> => (await storeCommand(php, siteDir, 'template-page', html)).replace(/\nok\n$/, '');

/** A CF7 6.1 block as CF7 prints it, its form labelled `label` ("Contact form", or a shortcode's `html_title`). */
const cf7Block = (id: number, label: string): string => `<div class="wpcf7 no-js" id="wpcf7-f${id}-p62-o1" lang="en-US" dir="ltr" data-wpcf7-id="${id}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#wpcf7-f${id}-p62-o1" method="post" class="wpcf7-form init" aria-label="${label}" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${id}" /></fieldset>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>
`;

const page = (body: string): string => `<!doctype html>\n<html lang="en-US"><head><title>Contact</title></head><body>${body}</body></html>\n`;

/** The start tags of the page's forms. */
const formTags = (html: string): string[] => html.match(/<form\b[^>]*>/g) ?? [];

/** The forms' labels, in the page's order. */
const labels = (html: string): string[] => formTags(html).map((tag) => /aria-label="([^"]*)"/.exec(tag)?.[1] ?? '');

describe.skipIf(skip !== '')("Contact Form 7's forms, named on the server", () => {
	it('names each form that shares a label by its place among them, leaves a label of its own, and changes nothing else', async () => {
		const printed = page(`${cf7Block(11, 'Contact form')}<aside>${cf7Block(61, 'Table booking')}</aside>${cf7Block(63, 'Contact form')}<footer>${cf7Block(64, 'Contact form')}</footer>`);
		const named = await served(printed);
		expect(labels(named)).toEqual(['Contact form (1 of 3)', 'Table booking', 'Contact form (2 of 3)', 'Contact form (3 of 3)']);
		expect(named.replace(/ \(\d of 3\)"/g, '"')).toBe(printed);
	});

	it('leaves alone a lone form, forms of distinct labels, a page without a form, and forms that are not CF7’s', async () => {
		const unchanged = [
			page(cf7Block(11, 'Contact form')),
			page(`${cf7Block(11, 'Contact form')}${cf7Block(61, 'Table booking')}${cf7Block(63, '')}${cf7Block(64, '')}`),
			page('<p>No form here, only the words wpcf7-form.</p>'),
			page(`${cf7Block(11, 'Contact form')}<form class="search-form" aria-label="Contact form"></form>`),
		];
		for (const printed of unchanged) {
			expect(await served(printed)).toBe(printed);
		}
	});

	it('builds on the label as CF7 printed it, translated, quoted or holding %, and escapes it', async () => {
		const label = 'Formulario &quot;50%&quot; &amp; m&aacute;s';
		expect(formTags(await served(page(cf7Block(11, label) + cf7Block(61, label))))).toEqual([
			'<form action="/contact/#wpcf7-f11-p62-o1" method="post" class="wpcf7-form init" aria-label="Formulario &quot;50%&quot; &amp; más (1 of 2)" novalidate="novalidate" data-status="init">',
			'<form action="/contact/#wpcf7-f61-p62-o1" method="post" class="wpcf7-form init" aria-label="Formulario &quot;50%&quot; &amp; más (2 of 2)" novalidate="novalidate" data-status="init">',
		]);
	});

	it("does not count a form placed inside another form, which the browser's parser drops", async () => {
		const nested = `<form class="page-builder-form" aria-label="Newsletter">${cf7Block(11, 'Contact form')}</form>`;
		expect(labels(await served(page(`${cf7Block(11, 'Contact form')}${cf7Block(61, 'Contact form')}${nested}`)))).toEqual([
			'Contact form (1 of 2)',
			'Contact form (2 of 2)',
			'Newsletter',
			'Contact form',
		]);
	});

	it('serves the contact page with its two forms named apart, and the full form’s page with its lone form as CF7 names it', async () => {
		const contact = await (await fetch(realUrl('/contact/'))).text();
		expect(labels(contact).filter((label) => label.startsWith('Contact form'))).toEqual(['Contact form (1 of 2)', 'Contact form (2 of 2)']);
		const full = await (await fetch(realUrl('/contact/full/'))).text();
		expect(labels(full).filter((label) => label.startsWith('Contact form'))).toEqual(['Contact form']);
	});
});
