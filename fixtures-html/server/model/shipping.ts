import type { Cents } from './format';

/** The two shipping methods of the store's only zone, as the cart and checkout list them. */

export interface ShippingMethod {
	readonly id: string;
	readonly instanceId: number;
	readonly label: string;
	readonly cost: Cents;
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
	{ id: 'flat_rate', instanceId: 1, label: 'Flat rate', cost: 500 },
	{ id: 'free_shipping', instanceId: 2, label: 'Free shipping', cost: 0 },
];

export function shippingMethodValue(method: ShippingMethod): string {
	return `${method.id}:${method.instanceId}`;
}

/** The method a `shipping_method[0]` value names; the first method when it names none. */
export function chosenShippingMethod(value: string): ShippingMethod {
	const chosen = SHIPPING_METHODS.find((method) => shippingMethodValue(method) === value);
	return chosen ?? (SHIPPING_METHODS[0] as ShippingMethod);
}
