import { type SafeHtml, html } from '../../server/html';
import type { Brand, Catalogue } from '../../server/model/catalogue';
import type { Site } from '../../server/model/site';
import { brandUrl } from '../../server/model/urls';
import type { Page } from '../page';
import { pageArticle } from './cart';

/**
 * A page holding WooCommerce's A–Z brand listing (`[product_brand_list]`, its
 * brands/shortcodes/brands-a-z.php): the index of every letter, a link for each letter with
 * brands and the letter alone for the others, then each letter's brands with a link back up.
 * Brands whose name starts with no letter come last, under "0-9".
 */

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const OTHERS = '0-9';

export function brandsPage(catalogue: Catalogue, page: Site['brandsPage']): Page {
	return {
		kind: 'page',
		title: page.title,
		templateClasses: ['wp-singular', 'page-template-default', 'page', `page-id-${page.postId}`],
		woocommerceClasses: [],
		breadcrumb: null,
		content: pageArticle(page.postId, page.title, brandList(catalogue.brands)),
		sidebar: true,
	};
}

function brandList(brands: readonly Brand[]): SafeHtml {
	const byIndex = new Map<string, Brand[]>();
	for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name))) {
		const first = brand.name.normalize('NFD').charAt(0).toLowerCase();
		const key = LETTERS.includes(first) ? first : OTHERS;
		byIndex.set(key, [...(byIndex.get(key) ?? []), brand]);
	}
	const index = [...LETTERS, OTHERS];
	return html`<div id="brands_a_z">

	<ul class="brands_index">
		${index.map((key) => (byIndex.has(key) ? html`<li><a href="#brands-${key}">${key}</a></li>` : html`<li><span>${key}</span></li>`))}	</ul>

	${index.map((key) => {
		const listed = byIndex.get(key);
		return listed
			? html`
			<h3 id="brands-${key}">${key}</h3>

			<ul class="brands">
				${listed.map((brand) => html`<li><a href="${brandUrl(brand)}">${brand.name}</a></li>`)}			</ul>

							<a class="top" href="#brands_a_z">&uarr; Top</a>
			`
			: '';
	})}
</div>`;
}
