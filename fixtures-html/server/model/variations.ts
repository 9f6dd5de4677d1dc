import { escapeHtml } from '../html';
import {
	type CatalogueImage,
	type Product,
	type VariableProduct,
	type Variation,
	activePrice,
} from './catalogue';
import { type Dimensions, centsToNumber, formatDimensionsHtml, formatWeight, priceInner } from './format';
import {
	IMAGE_SIZES,
	galleryAlt,
	imageSizes,
	imageSrcset,
	imageTitle,
	imageUrl,
	mainImage,
} from './images';

/**
 * Variations as WooCommerce hands them to its scripts: the objects of
 * `data-product_variations` and of `?wc-ajax=get_variation`, with the same keys in the same
 * order, and the matching rules behind the lookup and the add to cart.
 */

/** woocommerce_ajax_variation_threshold: above this, the form looks variations up by AJAX. */
export const AJAX_VARIATION_THRESHOLD = 30;

/** The size fields are absent when there is no image at all, as in WooCommerce. */
export interface VariationImageProps {
	readonly title: string;
	readonly caption: string;
	readonly url: string;
	readonly alt: string;
	readonly src: string;
	readonly srcset: string | false;
	readonly sizes: string | false;
	readonly full_src?: string;
	readonly full_src_w?: number;
	readonly full_src_h?: number;
	readonly gallery_thumbnail_src?: string;
	readonly gallery_thumbnail_src_w?: number;
	readonly gallery_thumbnail_src_h?: number;
	readonly thumb_src?: string;
	readonly thumb_src_w?: number;
	readonly thumb_src_h?: number;
	readonly src_w?: number;
	readonly src_h?: number;
}

export interface VariationData {
	readonly attributes: Readonly<Record<string, string>>;
	readonly availability_html: string;
	readonly backorders_allowed: boolean;
	readonly dimensions: Dimensions;
	readonly dimensions_html: string;
	readonly display_price: number;
	readonly display_regular_price: number;
	readonly image: VariationImageProps;
	readonly image_id: number;
	readonly is_downloadable: boolean;
	readonly is_in_stock: boolean;
	readonly is_purchasable: boolean;
	readonly is_sold_individually: 'yes' | 'no';
	readonly is_virtual: boolean;
	readonly max_qty: number | '';
	readonly min_qty: number;
	readonly price_html: string;
	readonly sku: string;
	readonly variation_description: string;
	readonly variation_id: number;
	readonly variation_is_active: boolean;
	readonly variation_is_visible: boolean;
	readonly weight: string;
	readonly weight_html: string;
}

export function attributeField(attributeName: string): string {
	return `attribute_${attributeName}`;
}

/** The value of `data-product_variations`: the variations, or `false` above the threshold. */
export function productVariationsAttribute(product: VariableProduct): string {
	if (product.variations.length > AJAX_VARIATION_THRESHOLD) {
		return 'false';
	}
	return JSON.stringify(product.variations.map((variation) => variationData(product, variation)));
}

/**
 * What Shop Islands' plugin prints beside `data-product_variations="false"`: every variation's
 * values as indexes into each attribute's options (-1 = "any"), and the rows of inactive
 * ones, so the form can filter its options without asking. Null at or below the threshold,
 * where the page carries the variations themselves.
 */
export interface VariationCombinations {
	readonly attributes: readonly string[];
	readonly values: ReadonlyArray<readonly string[]>;
	readonly variations: ReadonlyArray<readonly number[]>;
	readonly inactive: readonly number[];
}

export function variationCombinations(product: VariableProduct): VariationCombinations | null {
	if (product.variations.length <= AJAX_VARIATION_THRESHOLD) {
		return null;
	}
	const values = product.attributes.map((attribute) => attribute.options.map((option) => option.value));
	return {
		attributes: product.attributes.map((attribute) => attributeField(attribute.name)),
		values,
		variations: product.variations.map((variation) =>
			product.attributes.map((attribute, position) => {
				const value = variation.attributes[attributeField(attribute.name)] ?? '';
				return value === '' ? -1 : (values[position] ?? []).indexOf(value);
			}),
		),
		inactive: product.variations.flatMap((variation, row) => (variation.active ? [] : [row])),
	};
}

/** WC_Product_Variable::get_available_variation(). */
export function variationData(product: VariableProduct, variation: Variation): VariationData {
	const inStock = variation.stockStatus === 'instock';
	const ownImage = variation.image;
	const image = ownImage ?? mainImage(product);
	const weight = variation.weight || product.weight;
	const dimensions = hasDimensions(variation.dimensions) ? variation.dimensions : product.dimensions;
	return {
		attributes: variation.attributes,
		availability_html: inStock ? '' : '<p class="stock out-of-stock">Out of stock</p>\n',
		backorders_allowed: false,
		dimensions,
		dimensions_html: formatDimensionsHtml(dimensions),
		display_price: centsToNumber(activePrice(variation.price)),
		display_regular_price: centsToNumber(variation.price.regular),
		image: image ? imageProps(product, image) : EMPTY_IMAGE_PROPS,
		image_id: image?.id ?? 0,
		is_downloadable: false,
		is_in_stock: inStock,
		is_purchasable: true,
		is_sold_individually: product.soldIndividually ? 'yes' : 'no',
		is_virtual: false,
		max_qty: product.soldIndividually ? 1 : '',
		min_qty: 1,
		price_html: showsVariationPrice(product) ? `<span class="price">${priceInner(variation.price)}</span>` : '',
		sku: variation.sku || product.sku,
		variation_description: variation.description ? `<p>${escapeHtml(variation.description)}</p>\n` : '',
		variation_id: variation.id,
		variation_is_active: variation.active,
		variation_is_visible: true,
		weight,
		weight_html: formatWeight(weight),
	};
}

const EMPTY_IMAGE_PROPS: VariationImageProps = {
	title: '',
	caption: '',
	url: '',
	alt: '',
	src: '',
	srcset: false,
	sizes: false,
};

/** wc_get_product_attachment_props(), key order included. */
export function imageProps(product: Product, image: CatalogueImage): VariationImageProps {
	const { full, galleryThumbnail, thumbnail, single } = IMAGE_SIZES;
	return {
		title: imageTitle(product, image),
		caption: image.caption,
		url: imageUrl(product, image, full),
		alt: galleryAlt(product, 0),
		src: imageUrl(product, image, single),
		srcset: imageSrcset(product, image, single),
		sizes: imageSizes(single),
		full_src: imageUrl(product, image, full),
		full_src_w: full.width,
		full_src_h: full.height,
		gallery_thumbnail_src: imageUrl(product, image, galleryThumbnail),
		gallery_thumbnail_src_w: galleryThumbnail.width,
		gallery_thumbnail_src_h: galleryThumbnail.height,
		thumb_src: imageUrl(product, image, thumbnail),
		thumb_src_w: thumbnail.width,
		thumb_src_h: thumbnail.height,
		src_w: single.width,
		src_h: single.height,
	};
}

function hasDimensions(dimensions: Dimensions): boolean {
	return dimensions.length !== '' || dimensions.width !== '' || dimensions.height !== '';
}

/** WooCommerce prints a variation's own price only when the variations' prices differ. */
function showsVariationPrice(product: VariableProduct): boolean {
	const active = new Set(product.variations.map((variation) => activePrice(variation.price)));
	const regular = new Set(product.variations.map((variation) => variation.price.regular));
	return active.size > 1 || regular.size > 1;
}

/**
 * find_matching_product_variation(): every attribute of the product must be posted; the
 * first variation (in menu order) whose values equal the posted ones, or are "any", wins.
 */
export function findMatchingVariation(
	product: VariableProduct,
	posted: Readonly<Record<string, string>>,
): Variation | undefined {
	const fields = product.attributes.map((attribute) => attributeField(attribute.name));
	if (fields.some((field) => posted[field] === undefined)) {
		return undefined;
	}
	return product.variations.find((variation) =>
		fields.every((field) => {
			const value = variation.attributes[field] ?? '';
			return value === '' || value === posted[field];
		}),
	);
}

export type ChosenAttributes =
	| { readonly ok: true; readonly attributes: Readonly<Record<string, string>> }
	| { readonly ok: false; readonly message: string };

/**
 * The attributes a cart item records for a variation: the variation's own values, plus the
 * shopper's choice for every "any" attribute, which must be one of the attribute's options.
 */
export function chooseAttributes(
	product: VariableProduct,
	variation: Variation,
	posted: Readonly<Record<string, string>>,
): ChosenAttributes {
	const attributes: Record<string, string> = {};
	for (const attribute of product.attributes) {
		const field = attributeField(attribute.name);
		const fixed = variation.attributes[field] ?? '';
		const chosen = posted[field] ?? '';
		if (fixed !== '' && chosen !== '' && chosen !== fixed) {
			return { ok: false, message: `Invalid value posted for ${attribute.label}` };
		}
		const value = fixed || chosen;
		if (value === '') {
			return { ok: false, message: `${attribute.label} is a required field` };
		}
		if (!attribute.options.some((option) => option.value === value)) {
			return { ok: false, message: `Invalid value posted for ${attribute.label}` };
		}
		attributes[field] = value;
	}
	return { ok: true, attributes };
}

/**
 * The variation's title: "Margherita - Small, Thin" from its own (not "any") values, unless
 * the product has three or more attributes or a multi-word attribute name, as WooCommerce does.
 */
export function variationTitle(product: VariableProduct, variation: Variation): string {
	const includeAttributes =
		product.attributes.length < 3 &&
		(product.attributes.length < 2 || product.attributes.every((attribute) => !attribute.name.includes('-')));
	const labels = product.attributes
		.map((attribute) => {
			const value = variation.attributes[attributeField(attribute.name)] ?? '';
			return attribute.options.find((option) => option.value === value)?.label ?? '';
		})
		.filter((label) => label !== '');
	return includeAttributes && labels.length > 0 ? `${product.name} - ${labels.join(', ')}` : product.name;
}

/** The option label of an attribute value ("small" → "Small (6 oz)"). */
export function attributeValueLabel(product: VariableProduct, field: string, value: string): string {
	const attribute = product.attributes.find((candidate) => attributeField(candidate.name) === field);
	return attribute?.options.find((option) => option.value === value)?.label ?? value;
}
