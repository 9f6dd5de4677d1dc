// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Product, type VariableProduct, findProduct, loadCatalogue } from '../../fixtures-html/server/model/catalogue';
import { IMAGE_SIZES } from '../../fixtures-html/server/model/images';
import { AJAX_VARIATION_THRESHOLD, variationData } from '../../fixtures-html/server/model/variations';

const catalogue = loadCatalogue(path.resolve(import.meta.dirname, '../../fixtures-html/data/catalogue.json'));
const variableProducts = catalogue.products.filter((product): product is VariableProduct => product.type === 'variable');

/** The keys of `?wc-ajax=get_variation` / `data-product_variations` objects in WooCommerce 10, in order. */
const VARIATION_KEYS = [
	'attributes',
	'availability_html',
	'backorders_allowed',
	'dimensions',
	'dimensions_html',
	'display_price',
	'display_regular_price',
	'image',
	'image_id',
	'is_downloadable',
	'is_in_stock',
	'is_purchasable',
	'is_sold_individually',
	'is_virtual',
	'max_qty',
	'min_qty',
	'price_html',
	'sku',
	'variation_description',
	'variation_id',
	'variation_is_active',
	'variation_is_visible',
	'weight',
	'weight_html',
];

describe('the fixture menu', () => {
	it('has at least 24 dishes in at least 4 categories, each dish in a known category', () => {
		expect(catalogue.products.length).toBeGreaterThanOrEqual(24);
		expect(catalogue.categories.length).toBeGreaterThanOrEqual(4);
		const slugs = new Set(catalogue.categories.map((category) => category.slug));
		expect(catalogue.products.every((product) => slugs.has(product.category))).toBe(true);
	});

	it('has brands under several letters and a digit, each on dishes of the menu (the brands page lists them A–Z)', () => {
		const initials = new Set(catalogue.brands.map((brand) => brand.name.charAt(0).toLowerCase()));
		expect([...initials].filter((initial) => /[a-z]/.test(initial)).length).toBeGreaterThanOrEqual(8);
		expect([...initials].some((initial) => /\d/.test(initial))).toBe(true);
		expect(catalogue.brands.every((brand) => brand.products.length > 0 && brand.products.every((id) => findProduct(catalogue, id)))).toBe(true);
	});

	it('has unique product ids, slugs and skus', () => {
		const unique = (values: readonly unknown[]): boolean => new Set(values).size === values.length;
		expect(unique(catalogue.products.map((product) => product.id))).toBe(true);
		expect(unique(catalogue.products.map((product) => product.slug))).toBe(true);
		expect(unique(catalogue.products.map((product) => product.sku))).toBe(true);
	});

	it('has at least three variable dishes with two attributes and an "any", an inactive and an out-of-stock variation', () => {
		const complete = variableProducts.filter(
			(product) =>
				product.attributes.length === 2 &&
				product.variations.some((variation) => Object.values(variation.attributes).includes('')) &&
				product.variations.some((variation) => !variation.active) &&
				product.variations.some((variation) => variation.stockStatus === 'outofstock'),
		);
		expect(complete.length).toBeGreaterThanOrEqual(3);
		for (const product of complete) {
			const skus = new Set(product.variations.map((variation) => variation.sku));
			expect(skus.size).toBe(product.variations.length);
			expect(product.variations.every((variation) => variation.weight !== '')).toBe(true);
		}
		expect(variableProducts.some((product) => product.variations.some((variation) => variation.image !== null))).toBe(true);
	});

	it('has a variable dish with more variations than WooCommerce embeds in the form', () => {
		expect(variableProducts.some((product) => product.variations.length > AJAX_VARIATION_THRESHOLD)).toBe(true);
	});

	it('has a grouped dish of simple dishes and an external product with its own button', () => {
		const grouped = catalogue.products.find((product) => product.type === 'grouped');
		expect(grouped?.type === 'grouped' && grouped.children.every((id) => findProduct(catalogue, id)?.type === 'simple')).toBe(true);
		const external = catalogue.products.find((product) => product.type === 'external');
		expect(external?.type === 'external' && external.externalUrl.startsWith('https://') && external.buttonText !== '').toBe(true);
	});

	it('has a simple dish out of stock, one sold individually and one with a maximum quantity', () => {
		const simple = catalogue.products.filter((product) => product.type === 'simple');
		expect(simple.some((product) => product.stockStatus === 'outofstock')).toBe(true);
		expect(simple.some((product) => product.soldIndividually)).toBe(true);
		expect(simple.some((product) => product.stockQuantity !== null && product.stockQuantity > 0)).toBe(true);
	});

	it('gives every dish one to eight images with unique attachment ids', () => {
		expect(catalogue.products.every((product: Product) => product.images.length >= 1 && product.images.length <= 8)).toBe(true);
		const ids = catalogue.products.flatMap((product) => [
			...product.images.map((image) => image.id),
			...(product.type === 'variable' ? product.variations.flatMap((variation) => (variation.image ? [variation.image.id] : [])) : []),
		]);
		expect(new Set(ids).size).toBe(ids.length);
		expect(catalogue.images.size).toBe(ids.length);
	});

	it('makes full-size images wider than the gallery image, so hover zoom applies', () => {
		expect(IMAGE_SIZES.full.width).toBeGreaterThan(IMAGE_SIZES.single.width);
		expect(IMAGE_SIZES.galleryThumbnail).toEqual({ width: 100, height: 100 });
	});

	it('builds variation objects with exactly the keys WooCommerce sends', () => {
		for (const product of variableProducts) {
			for (const variation of product.variations) {
				expect(Object.keys(variationData(product, variation))).toEqual(VARIATION_KEYS);
			}
		}
	});

	it('marks inactive and out-of-stock variations the way the scripts read them', () => {
		const margherita = variableProducts.find((product) => product.slug === 'margherita');
		const data = margherita?.variations.map((variation) => variationData(margherita, variation)) ?? [];
		expect(data.some((variation) => variation.variation_is_active === false)).toBe(true);
		const soldOut = data.find((variation) => !variation.is_in_stock);
		expect(soldOut?.availability_html).toBe('<p class="stock out-of-stock">Out of stock</p>\n');
		const withImage = data.find((variation) => variation.image_id !== margherita?.images[0]?.id);
		expect(withImage?.image.full_src_w).toBe(IMAGE_SIZES.full.width);
		expect(withImage?.image.gallery_thumbnail_src).toMatch(/-100x100\.svg$/);
	});
});
