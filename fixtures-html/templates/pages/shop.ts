import { type SafeHtml, html } from '../../server/html';
import type { Category } from '../../server/model/catalogue';
import { type ListingPage, ORDER_OPTIONS, type OrderBy } from '../../server/model/listing';
import { noticesWrapper } from '../notices';
import type { Crumb, Page, PageContext } from '../page';
import { productLoop } from '../product-card';

/** archive-product.php: the shop, a category archive or search results. */

export interface ShopListing {
	readonly page: ListingPage;
	/** Where the listing's pages hang: `/shop/`, `/product-category/<slug>/`, or `/` for a search. */
	readonly basePath: string;
	readonly orderBy: OrderBy;
	readonly category: Category | null;
	readonly search: string | null;
}

/**
 * The real store's test switch of the same name: `?post_gadgets=cookie,querySelectorAll,…` prints,
 * where WooCommerce prints the Shop page's content, an `<object id>` (a PDF, as kses allows one) for
 * each: markup a post may hold that names the document's built-ins.
 */
function postGadgets(search: string): SafeHtml | '' {
	const asked = new URLSearchParams(search).get('post_gadgets');
	if (asked === null) {
		return '';
	}
	const gadgets = asked
		.split(',')
		.filter((name) => /^[A-Za-z]+$/.test(name))
		.map((name) => html`<object id="${name}" data="/wp-content/uploads/menu.pdf" type="application/pdf"></object>`);
	return html`<div class="page-description">${gadgets}</div>`;
}

/** Storefront shows the shop and category archives in three columns (storefront_loop_columns). */
const COLUMNS = 3;

export function shopPage(ctx: PageContext, listing: ShopListing): Page {
	const { title, breadcrumb, templateClasses } = describe(listing);
	const description = listing.category ? html`<div class="term-description"><p>${listing.category.description}</p></div>` : '';
	const [above, below] = paginationNames(ctx);
	const loop =
		listing.page.total === 0
			? html`<div class="woocommerce-no-products-found">
	<div class="woocommerce-info" role="status">
		No products were found matching your selection.	</div>
</div>`
			: html`<div class="storefront-sorting">${noticesWrapper(ctx.notices)}${orderingForm(ctx, listing)}${resultCount(listing.page)}${above === null ? '' : pagination(ctx, listing, above)}</div>${productLoop(ctx.catalogue, listing.page.products, { columns: COLUMNS, search: ctx.search, wishlistNonce: ctx.nonces.addToWishlist })}<div class="storefront-sorting">${orderingForm(ctx, listing)}${resultCount(listing.page)}${pagination(ctx, listing, below)}</div>`;
	return {
		kind: 'shop',
		title,
		templateClasses,
		woocommerceClasses: listing.category || listing.search !== null ? ['woocommerce', 'woocommerce-page'] : ['woocommerce-shop', 'woocommerce', 'woocommerce-page'],
		breadcrumb,
		content: html`		<header class="woocommerce-products-header">
			<h1 class="woocommerce-products-header__title page-title">${title}</h1>
	${description}${postGadgets(ctx.search)}
	</header>
${listing.page.total === 0 ? noticesWrapper(ctx.notices) : ''}${loop}`,
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

/** woocommerce_result_count(): "Showing all 7 results", or "Showing 1–12 of 28 results" when paged. */
function resultCount(page: ListingPage): SafeHtml {
	const text =
		page.total === 1
			? html`Showing the single result`
			: page.pages === 1
				? html`Showing all ${page.total} results`
				: html`Showing ${page.first}&ndash;${page.last} of ${page.total} results`;
	return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" >
	${text}</p>
`;
}

/** WooCommerce's name for its pagination landmark (loop/pagination.php). */
const PAGINATION_NAME = 'Product Pagination';

/**
 * The names of the paginations above and below the products (null: none above). Storefront
 * prints WooCommerce's pagination in both places under one name, and Shop Islands' plugin names
 * the two apart on the server (php-enqueue's pagination-names.php). `?pagination_above=no`
 * leaves out the one above, as a theme that keeps only WooCommerce's below the products does:
 * the one left keeps WooCommerce's name.
 */
function paginationNames(ctx: PageContext): [string | null, string] {
	if (new URLSearchParams(ctx.search).get('pagination_above') === 'no') {
		return [null, PAGINATION_NAME];
	}
	return [`${PAGINATION_NAME} (top)`, `${PAGINATION_NAME} (bottom)`];
}

/**
 * woocommerce_pagination() through paginate_links(): every page (WooCommerce's end and mid
 * sizes of 3 list them all up to seven pages), the current one a span, arrows either side;
 * the query string rides along without `add-to-cart`.
 */
function pagination(ctx: PageContext, listing: ShopListing, name: string): SafeHtml {
	const { current, pages } = listing.page;
	if (pages <= 1) {
		return html``;
	}
	const params = new URLSearchParams(ctx.search);
	params.delete('add-to-cart');
	const query = params.size > 0 ? `?${params.toString()}` : '';
	const url = (page: number): string => `${listing.basePath}page/${page}/${query}`;
	const numbers = Array.from({ length: pages }, (_, index) => index + 1).map((page) =>
		page === current
			? html`	<li><span aria-label="Page ${page}" aria-current="page" class="page-numbers current">${page}</span></li>
`
			: html`	<li><a aria-label="Page ${page}" class="page-numbers" href="${url(page)}">${page}</a></li>
`,
	);
	return html`<nav class="woocommerce-pagination" aria-label="${name}">
	<ul class='page-numbers'>
${current > 1 ? html`	<li><a class="prev page-numbers" href="${url(current - 1)}">&larr;</a></li>
` : ''}${numbers}${current < pages ? html`	<li><a class="next page-numbers" href="${url(current + 1)}">&rarr;</a></li>
` : ''}</ul>
</nav>
`;
}
