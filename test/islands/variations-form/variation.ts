import type { AttributeValues, Variation } from '../../../islands/variations-form/data';

/** A variation as the store reads it: active, visible, in stock, for sale; `extra` changes any of that. */
export function variation(id: number, attributes: AttributeValues, extra: Partial<Variation> = {}): Variation {
	return {
		id,
		attributes,
		active: true,
		visible: true,
		purchasable: true,
		inStock: true,
		soldIndividually: false,
		minQty: 1,
		maxQty: null,
		priceHtml: '',
		availabilityHtml: '',
		descriptionHtml: '',
		sku: '',
		weightHtml: '',
		dimensionsHtml: '',
		image: null,
		source: { variation_id: id },
		...extra,
	};
}
