import { readFileSync } from 'node:fs';
import { type Cents, type Dimensions, type PriceRange, type ProductPrice, parseCents } from './format';
import {
	type JsonRecord,
	asBoolean,
	asListOf,
	asNullable,
	asNumber,
	asOneOf,
	asPositiveInteger,
	asRecord,
	asString,
	asStringMap,
} from './json-check';

/**
 * The food menu the fixture store sells, read from `data/catalogue.json` and checked once
 * at startup. Prices become integer cents; everything else keeps WooCommerce's names.
 */

export type StockStatus = 'instock' | 'outofstock';
export type ProductType = 'simple' | 'variable' | 'grouped' | 'external';

export interface CatalogueImage {
	readonly id: number;
	readonly caption: string;
	/** The uploaded original's size, when it is not the usual full size (a small upload: no hover zoom). */
	readonly full: { readonly width: number; readonly height: number } | null;
	/** The original file is gone from the uploads folder: its URL answers 404. */
	readonly fullMissing: boolean;
}

/** The theme's gallery layouts: thumbnails below, thumbnails beside, or none (a narrower gallery). */
export type GalleryLayout = 'horizontal' | 'vertical' | 'without-thumbnails';
const GALLERY_LAYOUTS: readonly GalleryLayout[] = ['horizontal', 'vertical', 'without-thumbnails'];

export interface Review {
	readonly id: number;
	readonly author: string;
	readonly date: string;
	readonly rating: number;
	readonly text: string;
}

export interface Category {
	readonly slug: string;
	readonly name: string;
	readonly description: string;
	/** Hue of the generated plate images of this category's dishes. */
	readonly hue: number;
}

/** A brand of WooCommerce's `product_brand` taxonomy, with the products it is set on. */
export interface Brand {
	readonly slug: string;
	readonly name: string;
	readonly products: readonly number[];
}

export interface AttributeOption {
	readonly value: string;
	readonly label: string;
}

/** `name` is the taxonomy (`pa_size`) or the custom attribute's sanitized name (`crust`). */
export interface ProductAttribute {
	readonly name: string;
	readonly label: string;
	readonly options: readonly AttributeOption[];
}

export interface Variation {
	readonly id: number;
	/** `attribute_<name>` → value; an empty value means "any". */
	readonly attributes: Readonly<Record<string, string>>;
	readonly sku: string;
	readonly price: ProductPrice;
	readonly stockStatus: StockStatus;
	readonly active: boolean;
	readonly weight: string;
	readonly dimensions: Dimensions;
	readonly image: CatalogueImage | null;
	readonly description: string;
}

interface ProductBase {
	readonly id: number;
	readonly slug: string;
	readonly name: string;
	readonly sku: string;
	readonly category: string;
	readonly featured: boolean;
	readonly menuOrder: number;
	readonly dateCreated: string;
	readonly totalSales: number;
	readonly shortDescription: readonly string[];
	readonly description: readonly string[];
	readonly stockStatus: StockStatus;
	/** Managed stock: the most that can be bought. `null` when stock is not managed. */
	readonly stockQuantity: number | null;
	readonly soldIndividually: boolean;
	readonly weight: string;
	readonly dimensions: Dimensions;
	readonly images: readonly CatalogueImage[];
	readonly galleryLayout: GalleryLayout;
	readonly reviews: readonly Review[];
}

export interface SimpleProduct extends ProductBase {
	readonly type: 'simple';
	readonly price: ProductPrice;
}

export interface ExternalProduct extends ProductBase {
	readonly type: 'external';
	readonly price: ProductPrice;
	readonly externalUrl: string;
	readonly buttonText: string;
}

export interface VariableProduct extends ProductBase {
	readonly type: 'variable';
	readonly attributes: readonly ProductAttribute[];
	readonly variations: readonly Variation[];
}

export interface GroupedProduct extends ProductBase {
	readonly type: 'grouped';
	readonly children: readonly number[];
}

export type Product = SimpleProduct | ExternalProduct | VariableProduct | GroupedProduct;

export interface Catalogue {
	readonly categories: readonly Category[];
	readonly brands: readonly Brand[];
	readonly products: readonly Product[];
	readonly productsById: ReadonlyMap<number, Product>;
	readonly productsBySlug: ReadonlyMap<string, Product>;
	/** Every image id (gallery and variation images) with the product it belongs to. */
	readonly images: ReadonlyMap<number, { readonly product: Product; readonly image: CatalogueImage }>;
}

export function loadCatalogue(file: string): Catalogue {
	const root = asRecord(JSON.parse(readFileSync(file, 'utf8')), 'catalogue');
	const categories = asListOf(root.categories, 'categories', readCategory);
	const brands = asListOf(root.brands, 'brands', readBrand);
	const products = asListOf(root.products, 'products', readProduct);
	const catalogue = indexCatalogue(categories, brands, products);
	checkReferences(catalogue);
	return catalogue;
}

function indexCatalogue(categories: readonly Category[], brands: readonly Brand[], products: readonly Product[]): Catalogue {
	const images = new Map<number, { product: Product; image: CatalogueImage }>();
	for (const product of products) {
		const own = product.type === 'variable' ? product.variations.map((variation) => variation.image) : [];
		for (const image of [...product.images, ...own]) {
			if (image) {
				images.set(image.id, { product, image });
			}
		}
	}
	return {
		categories,
		brands,
		products,
		productsById: new Map(products.map((product) => [product.id, product])),
		productsBySlug: new Map(products.map((product) => [product.slug, product])),
		images,
	};
}

function checkReferences(catalogue: Catalogue): void {
	const categorySlugs = new Set(catalogue.categories.map((category) => category.slug));
	for (const product of catalogue.products) {
		if (!categorySlugs.has(product.category)) {
			throw new Error(`Fixture data: ${product.slug} is in the unknown category "${product.category}"`);
		}
		if (product.type === 'grouped') {
			for (const child of product.children) {
				if (catalogue.productsById.get(child)?.type !== 'simple') {
					throw new Error(`Fixture data: ${product.slug} groups ${child}, which is not a simple product`);
				}
			}
		}
	}
	for (const brand of catalogue.brands) {
		const unknown = brand.products.find((id) => !catalogue.productsById.has(id));
		if (unknown !== undefined) {
			throw new Error(`Fixture data: the brand ${brand.slug} is set on the unknown product ${unknown}`);
		}
	}
	if (catalogue.productsById.size !== catalogue.products.length) {
		throw new Error('Fixture data: two products share an id');
	}
}

export function findProduct(catalogue: Catalogue, id: number): Product | undefined {
	return catalogue.productsById.get(id);
}

/** A variation and its parent, looked up by the variation's own id. */
export function findVariation(
	catalogue: Catalogue,
	variationId: number,
): { product: VariableProduct; variation: Variation } | undefined {
	for (const product of catalogue.products) {
		if (product.type === 'variable') {
			const variation = product.variations.find((candidate) => candidate.id === variationId);
			if (variation) {
				return { product, variation };
			}
		}
	}
	return undefined;
}

export function categoryOf(catalogue: Catalogue, product: Product): Category {
	const category = catalogue.categories.find((candidate) => candidate.slug === product.category);
	if (!category) {
		throw new Error(`Unknown category ${product.category}`);
	}
	return category;
}

/** The product's brands, by name, as WordPress lists a post's terms. */
export function brandsOf(catalogue: Catalogue, product: Product): Brand[] {
	return catalogue.brands.filter((brand) => brand.products.includes(product.id)).sort((a, b) => a.name.localeCompare(b.name));
}

export function activePrice(price: ProductPrice): Cents {
	return price.sale ?? price.regular;
}

/** What the shopper pays: one price, or the range over variations or grouped children. */
export function priceRangeOf(catalogue: Catalogue, product: Product): PriceRange {
	const prices = pricesOf(catalogue, product).map(activePrice);
	return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function pricesOf(catalogue: Catalogue, product: Product): ProductPrice[] {
	switch (product.type) {
		case 'simple':
		case 'external':
			return [product.price];
		case 'variable':
			return product.variations.map((variation) => variation.price);
		case 'grouped':
			return product.children.flatMap((id) => {
				const child = findProduct(catalogue, id);
				return child ? pricesOf(catalogue, child) : [];
			});
	}
}

export function isOnSale(catalogue: Catalogue, product: Product): boolean {
	return pricesOf(catalogue, product).some((price) => price.sale !== null);
}

export function averageRating(product: Product): number {
	if (product.reviews.length === 0) {
		return 0;
	}
	return product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.reviews.length;
}

function readCategory(value: unknown, where: string): Category {
	const raw = asRecord(value, where);
	return {
		slug: asString(raw.slug, `${where}.slug`),
		name: asString(raw.name, `${where}.name`),
		description: asString(raw.description, `${where}.description`),
		hue: asNumber(raw.hue, `${where}.hue`),
	};
}

function readBrand(value: unknown, where: string): Brand {
	const raw = asRecord(value, where);
	return {
		slug: asString(raw.slug, `${where}.slug`),
		name: asString(raw.name, `${where}.name`),
		products: asListOf(raw.products, `${where}.products`, asPositiveInteger),
	};
}

function readImage(value: unknown, where: string): CatalogueImage {
	const raw = asRecord(value, where);
	return {
		id: asNumber(raw.id, `${where}.id`),
		caption: asString(raw.caption, `${where}.caption`),
		full: raw.full === undefined ? null : readSize(raw.full, `${where}.full`),
		fullMissing: raw.fullMissing === undefined ? false : asBoolean(raw.fullMissing, `${where}.fullMissing`),
	};
}

function readSize(value: unknown, where: string): { width: number; height: number } {
	const raw = asRecord(value, where);
	return { width: asNumber(raw.width, `${where}.width`), height: asNumber(raw.height, `${where}.height`) };
}

function readReview(value: unknown, where: string): Review {
	const raw = asRecord(value, where);
	return {
		id: asNumber(raw.id, `${where}.id`),
		author: asString(raw.author, `${where}.author`),
		date: asString(raw.date, `${where}.date`),
		rating: asNumber(raw.rating, `${where}.rating`),
		text: asString(raw.text, `${where}.text`),
	};
}

function readDimensions(value: unknown, where: string): Dimensions {
	const raw = asRecord(value, where);
	return {
		length: asString(raw.length, `${where}.length`),
		width: asString(raw.width, `${where}.width`),
		height: asString(raw.height, `${where}.height`),
	};
}

function readPrice(raw: JsonRecord, where: string): ProductPrice {
	const sale = asNullable(raw.salePrice, `${where}.salePrice`, asString);
	return {
		regular: parseCents(asString(raw.regularPrice, `${where}.regularPrice`)),
		sale: sale === null ? null : parseCents(sale),
	};
}

function readAttribute(value: unknown, where: string): ProductAttribute {
	const raw = asRecord(value, where);
	return {
		name: asString(raw.name, `${where}.name`),
		label: asString(raw.label, `${where}.label`),
		options: asListOf(raw.options, `${where}.options`, (option, at) => {
			const pair = asRecord(option, at);
			return { value: asString(pair.value, `${at}.value`), label: asString(pair.label, `${at}.label`) };
		}),
	};
}

const STOCK_STATUSES: readonly StockStatus[] = ['instock', 'outofstock'];
const PRODUCT_TYPES: readonly ProductType[] = ['simple', 'variable', 'grouped', 'external'];

function readVariation(value: unknown, where: string): Variation {
	const raw = asRecord(value, where);
	return {
		id: asNumber(raw.id, `${where}.id`),
		attributes: asStringMap(raw.attributes, `${where}.attributes`),
		sku: asString(raw.sku, `${where}.sku`),
		price: readPrice(raw, where),
		stockStatus: asOneOf(raw.stockStatus, STOCK_STATUSES, `${where}.stockStatus`),
		active: asBoolean(raw.active, `${where}.active`),
		weight: asString(raw.weight, `${where}.weight`),
		dimensions: readDimensions(raw.dimensions, `${where}.dimensions`),
		image: asNullable(raw.image, `${where}.image`, readImage),
		description: asString(raw.description, `${where}.description`),
	};
}

function readProduct(value: unknown, where: string): Product {
	const raw = asRecord(value, where);
	const base: ProductBase = {
		id: asNumber(raw.id, `${where}.id`),
		slug: asString(raw.slug, `${where}.slug`),
		name: asString(raw.name, `${where}.name`),
		sku: asString(raw.sku, `${where}.sku`),
		category: asString(raw.category, `${where}.category`),
		featured: asBoolean(raw.featured, `${where}.featured`),
		menuOrder: asNumber(raw.menuOrder, `${where}.menuOrder`),
		dateCreated: asString(raw.dateCreated, `${where}.dateCreated`),
		totalSales: asNumber(raw.totalSales, `${where}.totalSales`),
		shortDescription: asListOf(raw.shortDescription, `${where}.shortDescription`, asString),
		description: asListOf(raw.description, `${where}.description`, asString),
		stockStatus: asOneOf(raw.stockStatus, STOCK_STATUSES, `${where}.stockStatus`),
		stockQuantity: asNullable(raw.stockQuantity, `${where}.stockQuantity`, asNumber),
		soldIndividually: asBoolean(raw.soldIndividually, `${where}.soldIndividually`),
		weight: asString(raw.weight, `${where}.weight`),
		dimensions: readDimensions(raw.dimensions, `${where}.dimensions`),
		images: asListOf(raw.images, `${where}.images`, readImage),
		galleryLayout:
			raw.galleryLayout === undefined ? 'horizontal' : asOneOf(raw.galleryLayout, GALLERY_LAYOUTS, `${where}.galleryLayout`),
		reviews: asListOf(raw.reviews, `${where}.reviews`, readReview),
	};
	const type = asOneOf(raw.type, PRODUCT_TYPES, `${where}.type`);
	switch (type) {
		case 'simple':
			return { ...base, type, price: readPrice(raw, where) };
		case 'external':
			return {
				...base,
				type,
				price: readPrice(raw, where),
				externalUrl: asString(raw.externalUrl, `${where}.externalUrl`),
				buttonText: asString(raw.buttonText, `${where}.buttonText`),
			};
		case 'variable':
			return {
				...base,
				type,
				attributes: asListOf(raw.attributes, `${where}.attributes`, readAttribute),
				variations: asListOf(raw.variations, `${where}.variations`, readVariation),
			};
		case 'grouped':
			return { ...base, type, children: asListOf(raw.children, `${where}.children`, asNumber) };
	}
}

/**
 * Whether a product's name matches a search, as WordPress's search does on a MySQL
 * `utf8mb4_unicode_ci` table: every word of the search somewhere in it, any case, accents
 * folded ("tiramisu" finds "Tiramisù"). Titles only: the fixture's descriptions stay out.
 */
export function nameMatchesSearch(product: Product, search: string): boolean {
	const words = foldForSearch(search).split(/\s+/).filter(Boolean);
	const name = foldForSearch(product.name);
	return words.length > 0 && words.every((word) => name.includes(word));
}

function foldForSearch(text: string): string {
	return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}
