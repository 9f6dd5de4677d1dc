import type { VariationImage } from '../../shared/stores/chosen-variation';
import { isRecord } from '../../shared/is-record';

/**
 * What a variable product's form carries, read and checked: the variations WooCommerce prints
 * in `data-product_variations` (or answers from `?wc-ajax=get_variation`), and the compact
 * combinations Shop Islands' plugin prints beside `data-product_variations="false"`.
 * Anything that does not have the expected shape is refused, never half-used.
 */

/** One attribute's chosen values, keyed by field name (`attribute_pa_size`); "" means "any". */
export type AttributeValues = Readonly<Record<string, string>>;

export interface Variation {
	readonly id: number;
	readonly attributes: AttributeValues;
	readonly active: boolean;
	readonly visible: boolean;
	readonly purchasable: boolean;
	readonly inStock: boolean;
	readonly soldIndividually: boolean;
	readonly minQty: number;
	/** null: no upper bound. */
	readonly maxQty: number | null;
	/** WooCommerce's markup for these three (price, stock line, description), sanitised before use. */
	readonly priceHtml: string;
	readonly availabilityHtml: string;
	readonly descriptionHtml: string;
	readonly sku: string;
	readonly weightHtml: string;
	readonly dimensionsHtml: string;
	/** null when the variation has no image of its own worth showing (empty src). */
	readonly image: VariationImage | null;
	/** The object as WooCommerce sent it, handed as-is to the jQuery listeners of found_variation. */
	readonly source: Readonly<Record<string, unknown>>;
}

/** The part of a variation option filtering needs: its values and whether it can be bought at all. */
export interface Combination {
	readonly attributes: AttributeValues;
	readonly active: boolean;
}

export type VariationsSource =
	| { readonly kind: 'inline'; readonly variations: readonly Variation[] }
	/** Looked up per full choice: `false` above WooCommerce's threshold, or unreadable data. */
	| { readonly kind: 'request' };

/** The class of the plugin's `<script type="application/json">` block inside the form. */
export const COMBINATIONS_SELECTOR = 'script.shop-islands-variation-combinations';

/**
 * `data-product_variations`: a JSON array of variations, or `false`. Not JSON, not an array,
 * or an entry of the wrong shape: the form falls back to asking the server, which knows.
 */
export function readVariationsAttribute(raw: string | null): VariationsSource {
	if (raw === null || raw.trim() === 'false') {
		return { kind: 'request' };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		return { kind: 'request' };
	}
	if (!Array.isArray(parsed) || parsed.length === 0) {
		return { kind: 'request' };
	}
	const variations = parsed.map(readVariation);
	if (variations.some((variation) => variation === null)) {
		return { kind: 'request' };
	}
	return { kind: 'inline', variations: variations as Variation[] };
}

/** One variation object (of the page's list or of a get_variation answer), or null if it is not one. */
export function readVariation(value: unknown): Variation | null {
	if (!isRecord(value)) {
		return null;
	}
	const id = Number(value.variation_id);
	const attributes = readAttributeValues(value.attributes);
	if (!Number.isInteger(id) || id <= 0 || !attributes) {
		return null;
	}
	const minQty = toNumber(value.min_qty) ?? 1;
	const maxQty = toNumber(value.max_qty);
	return {
		id,
		attributes,
		active: value.variation_is_active !== false,
		visible: value.variation_is_visible !== false,
		purchasable: value.is_purchasable === true,
		inStock: value.is_in_stock === true,
		soldIndividually: value.is_sold_individually === 'yes',
		minQty,
		maxQty: maxQty !== null && maxQty > 0 ? maxQty : null,
		priceHtml: text(value.price_html),
		availabilityHtml: text(value.availability_html),
		descriptionHtml: text(value.variation_description),
		sku: text(value.sku),
		weightHtml: text(value.weight_html),
		dimensionsHtml: text(value.dimensions_html),
		image: readImage(value.image),
		source: value,
	};
}

/**
 * The plugin's block: `{"attributes":[field…],"values":[[value…]…],"variations":[[index…]…],
 * "inactive":[row…]}`, each row holding one value index per attribute (-1 = "any").
 * Null when absent or malformed: the form then behaves as WooCommerce's does above the threshold.
 */
export function readCombinations(raw: string | null | undefined): Combination[] | null {
	if (!raw) {
		return null;
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		return null;
	}
	if (!isRecord(parsed) || !Array.isArray(parsed.attributes) || !Array.isArray(parsed.values) || !Array.isArray(parsed.variations)) {
		return null;
	}
	const fields = parsed.attributes;
	const values = parsed.values;
	if (
		fields.length === 0 ||
		values.length !== fields.length ||
		!fields.every((field) => typeof field === 'string') ||
		!values.every((list) => Array.isArray(list) && list.every((value) => typeof value === 'string'))
	) {
		return null;
	}
	const inactive = new Set(Array.isArray(parsed.inactive) ? parsed.inactive : []);
	const combinations: Combination[] = [];
	for (const [rowIndex, row] of parsed.variations.entries()) {
		if (!Array.isArray(row) || row.length !== fields.length) {
			return null;
		}
		const attributes: Record<string, string> = {};
		for (const [position, index] of row.entries()) {
			const options = values[position] as string[];
			if (index === -1) {
				attributes[fields[position] as string] = '';
			} else if (Number.isInteger(index) && index >= 0 && index < options.length) {
				attributes[fields[position] as string] = options[index as number] as string;
			} else {
				return null;
			}
		}
		combinations.push({ attributes, active: !inactive.has(rowIndex) });
	}
	return combinations;
}

function readAttributeValues(value: unknown): AttributeValues | null {
	if (!isRecord(value)) {
		return null;
	}
	const entries = Object.entries(value);
	if (!entries.every(([name, chosen]) => name.startsWith('attribute_') && typeof chosen === 'string')) {
		return null;
	}
	return Object.fromEntries(entries) as AttributeValues;
}

function readImage(value: unknown): VariationImage | null {
	if (!isRecord(value) || typeof value.src !== 'string' || value.src === '') {
		return null;
	}
	return {
		src: value.src,
		srcset: text(value.srcset),
		sizes: text(value.sizes),
		alt: text(value.alt),
		title: text(value.title),
		caption: text(value.caption),
		fullSrc: text(value.full_src) || value.src,
		fullWidth: text(value.full_src_w),
		fullHeight: text(value.full_src_h),
		width: text(value.src_w),
		height: text(value.src_h),
		thumbnailSrc: text(value.gallery_thumbnail_src),
	};
}

/** Strings as they are, numbers as text; `false` (WooCommerce's "none") and anything else as "". */
function text(value: unknown): string {
	return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function toNumber(value: unknown): number | null {
	if (value === '' || value === null || value === undefined || typeof value === 'boolean') {
		return null;
	}
	const number = Number(value);
	return Number.isFinite(number) ? number : null;
}
