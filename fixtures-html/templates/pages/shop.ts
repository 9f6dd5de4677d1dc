import { type SafeHtml, html } from '../../server/html';
import type { Category, Product } from '../../server/model/catalogue';
import { ORDER_OPTIONS, type OrderBy } from '../../server/model/listing';
import { noticesWrapper } from '../notices';
import type { Crumb, Page, PageContext } from '../page';
import { productLoop } from '../product-card';

/** archive-product.php: the shop, a category archive or search results. */

export interface ShopListing {
	readonly products: readonly Product[];
	readonly orderBy: OrderBy;
	readonly category: Category | null;
	readonly search: string | null;
}

const COLUMNS = 4;

export function shopPage(ctx: PageContext, listing: ShopListing): Page {
	const { title, breadcrumb, templateClasses } = describe(listing);
	const description = listing.category ? html`<div class="term-description"><p>${listing.category.description}</p></div>` : '';
	const loop =
		listing.products.length === 0
			? html`<div class="woocommerce-no-products-found">
	<div class="woocommerce-info" role="status">
		No products were found matching your selection.	</div>
</div>`
			: html`<div class="storefront-sorting">${noticesWrapper(ctx.notices)}${orderingForm(ctx, listing)}${resultCount(listing.products.length)}</div>${productLoop(ctx.catalogue, listing.products, { columns: COLUMNS, search: ctx.search })}<div class="storefront-sorting">${orderingForm(ctx, listing)}${resultCount(listing.products.length)}</div>`;
	return {
		kind: 'shop',
		title,
		templateClasses,
		woocommerceClasses: listing.category || listing.search !== null ? ['woocommerce', 'woocommerce-page'] : ['woocommerce-shop', 'woocommerce', 'woocommerce-page'],
		breadcrumb,
		content: html`		<header class="woocommerce-products-header">
			<h1 class="woocommerce-products-header__title page-title">${title}</h1>
	${description}
	</header>
${listing.products.length === 0 ? noticesWrapper(ctx.notices) : ''}${loop}`,
		sidebar: true,
	};
}

function describe(listing: ShopListing): { title: string; breadcrumb: Crumb[]; templateClasses: string[] } {
	if (listing.search !== null) {
		return {
			title: `Search results: “${listing.search}”`,
			breadcrumb: [{ label: 'Home', url: '/' }, { label: `Search results for “${listing.search}”`, url: null }],
			templateClasses: ['search', 'search-results', 'post-type-archive', 'post-type-archive-product'],
		};
	}
	if (listing.category) {
		return {
			title: listing.category.name,
			breadcrumb: [{ label: 'Home', url: '/' }, { label: listing.category.name, url: null }],
			templateClasses: ['archive', 'tax-product_cat', `term-${listing.category.slug}`],
		};
	}
	return {
		title: 'Shop',
		breadcrumb: [{ label: 'Home', url: '/' }, { label: 'Shop', url: null }],
		templateClasses: ['archive', 'post-type-archive', 'post-type-archive-product'],
	};
}

/**
 * The sort form submits itself from script; `<noscript>` adds a button so the same GET
 * works without it. Every other query argument rides along as a hidden field.
 */
function orderingForm(ctx: PageContext, listing: ShopListing): SafeHtml {
	const kept = [...new URLSearchParams(ctx.search)].filter(([name]) => !['orderby', 'paged', 'add-to-cart'].includes(name));
	return html`<form class="woocommerce-ordering" method="get">
		<select
		name="orderby"
		class="orderby"
					aria-label="Shop order"
			>
${ORDER_OPTIONS.map(
	(option) => html`					<option value="${option.value}" ${option.value === listing.orderBy ? html` selected='selected'` : ''}>${option.label}</option>
`,
)}			</select>
	<input type="hidden" name="paged" value="1" />
	${kept.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}<noscript><button type="submit" class="button">Sort</button></noscript>
	</form>
`;
}

function resultCount(total: number): SafeHtml {
	const text = total === 1 ? 'Showing the single result' : `Showing all ${total} results`;
	return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" >
	${text}</p>
`;
}
