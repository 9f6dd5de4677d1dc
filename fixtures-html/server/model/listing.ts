import { type Catalogue, type Product, averageRating, nameMatchesSearch, priceRangeOf } from './catalogue';

/**
 * Which products a listing shows, in which order: WooCommerce's catalogue orderings with
 * their tie-breaks, category and search filters, and the benchmark's repeated cards.
 */

export const ORDER_OPTIONS = [
	{ value: 'menu_order', label: 'Default sorting' },
	{ value: 'popularity', label: 'Sort by popularity' },
	{ value: 'rating', label: 'Sort by average rating' },
	{ value: 'date', label: 'Sort by latest' },
	{ value: 'price', label: 'Sort by price: low to high' },
	{ value: 'price-desc', label: 'Sort by price: high to low' },
] as const;

export type OrderBy = (typeof ORDER_OPTIONS)[number]['value'];

/** The most cards `?cards=` renders: enough for a benchmark, not enough to exhaust memory. */
export const MAX_CARDS = 1000;

export function parseOrderBy(value: unknown): OrderBy {
	return ORDER_OPTIONS.find((option) => option.value === value)?.value ?? 'menu_order';
}

export interface ListingFilter {
	readonly category?: string;
	readonly search?: string;
}

export function listProducts(catalogue: Catalogue, filter: ListingFilter, orderBy: OrderBy): Product[] {
	const search = filter.search?.trim() ?? '';
	const matches = catalogue.products.filter(
		(product) =>
			(filter.category === undefined || product.category === filter.category) &&
			(search === '' || nameMatchesSearch(product, search)),
	);
	return sortProducts(catalogue, matches, orderBy);
}

function sortProducts(catalogue: Catalogue, products: readonly Product[], orderBy: OrderBy): Product[] {
	const byIdDescending = (a: Product, b: Product): number => b.id - a.id;
	const compare: Record<OrderBy, (a: Product, b: Product) => number> = {
		menu_order: (a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name),
		popularity: (a, b) => b.totalSales - a.totalSales || byIdDescending(a, b),
		rating: (a, b) =>
			averageRating(b) - averageRating(a) || b.reviews.length - a.reviews.length || byIdDescending(a, b),
		date: (a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated) || byIdDescending(a, b),
		price: (a, b) => priceRangeOf(catalogue, a).min - priceRangeOf(catalogue, b).min || a.id - b.id,
		'price-desc': (a, b) => priceRangeOf(catalogue, b).max - priceRangeOf(catalogue, a).max || byIdDescending(a, b),
	};
	return [...products].sort(compare[orderBy]);
}

/** The listing repeated (or cut) to exactly `count` cards. */
export function repeatToCount(products: readonly Product[], count: number): Product[] {
	if (products.length === 0) {
		return [];
	}
	return Array.from({ length: count }, (_, index) => products[index % products.length] as Product);
}

/** One page of a listing: which products it shows, and where it sits among the pages. */
export interface ListingPage {
	readonly products: readonly Product[];
	readonly current: number;
	readonly pages: number;
	/** 1-based positions of the first and last product shown, and how many there are in all. */
	readonly first: number;
	readonly last: number;
	readonly total: number;
}

/**
 * The page asked for, `perPage` products a page (the site's setting, `loop_shop_per_page`), or
 * null beyond the last page (WordPress answers 404 there).
 */
export function pageOf(products: readonly Product[], current: number, perPage: number): ListingPage | null {
	const pages = Math.max(1, Math.ceil(products.length / perPage));
	if (!Number.isInteger(current) || current < 1 || current > pages) {
		return null;
	}
	const start = (current - 1) * perPage;
	const shown = products.slice(start, start + perPage);
	return { products: shown, current, pages, first: start + 1, last: start + shown.length, total: products.length };
}
