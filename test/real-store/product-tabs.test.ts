import { describe, expect, it } from 'vitest';
import { realStore } from './helpers';
import { storeCommand } from './store';

/**
 * The first tab the plugin marks selected in WooCommerce's product tabs
 * (php-enqueue/includes/product-tabs.php), run by WordPress's own HTML tag processor on the real
 * store: its item `active` and its link `aria-selected="true"`, only when the buffered output is
 * WooCommerce's tabs with none marked; anything else passes unchanged.
 */

const { skip, php, siteDir } = realStore();

const withFirstSelected = async (markup: string): Promise<string> =>
	(await storeCommand(php, siteDir, 'product-tabs', markup)).replace(/\nok\n$/, '');

/** A tab's item as single-product/tabs/tabs.php prints it. */
const tab = (key: string, title: string, classes = `${key}_tab`): string =>
	`\n\t\t\t\t\t\t\t<li role="presentation" class="${classes}" id="tab-title-${key}">\n\t\t\t\t\t<a href="#tab-${key}" role="tab" aria-controls="tab-${key}">\n\t\t\t\t\t\t${title}\t\t\t\t\t</a>\n\t\t\t\t</li>`;

const panel = (key: string): string =>
	`\n\t\t\t\t\t<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">\n\t\t\t\t<p>${key}</p>\n\t\t\t</div>`;

const tabs = (items: string): string =>
	`\n\t<div class="woocommerce-tabs wc-tabs-wrapper">\n\t\t<ul class="tabs wc-tabs" role="tablist">${items}\n\t\t\t\t\t</ul>${panel('description')}${panel('reviews')}\n\t\t\t</div>\n\n`;

describe.skipIf(skip !== '')("the product tabs' printed first state", () => {
	it('marks the first tab selected, its item active and its link aria-selected, and nothing else', async () => {
		const markup = tabs(tab('description', 'Description') + tab('reviews', 'Reviews (4)'));
		expect(await withFirstSelected(markup)).toBe(
			markup
				.replace('class="description_tab"', 'class="description_tab active"')
				.replace('<a href="#tab-description"', '<a aria-selected="true" href="#tab-description"'),
		);
	});

	it('leaves alone tabs a theme marked already, a list without tab links, and output that is not the tabs', async () => {
		const unchanged = [
			tabs(tab('description', 'Description') + tab('reviews', 'Reviews (4)', 'reviews_tab active')),
			tabs('\n<li class="description_tab"><span>Description</span></li>'),
			tabs(''),
			`<p>Before</p>${tabs(tab('description', 'Description'))}`,
			'<div class="woocommerce-tabs"><ol class="tabs"><li><a href="#tab-description" role="tab">Description</a></li></ol></div>',
			'',
		];
		for (const markup of unchanged) {
			expect(await withFirstSelected(markup)).toBe(markup);
		}
	});
});
