import type { AttributeValues, Combination } from './data';

/**
 * Which options each select offers, and which variation a full choice is: pure functions of
 * the combinations and the current choice. An empty value in a variation means "any".
 */

export type OptionState = 'enabled' | 'disabled';

/** Per attribute field, the options that can still lead to a variation; values missing here are removed. */
export type OptionsAvailability = Readonly<Record<string, ReadonlyMap<string, OptionState>>>;

/**
 * For each attribute, the values some variation allows given the other attributes' choices:
 * enabled when an active variation allows it, disabled when only inactive ones do, absent
 * (to be removed) otherwise. An attribute's own choice never narrows its own options.
 */
export function availableOptions(
	combinations: readonly Combination[],
	fields: readonly string[],
	optionsOf: (field: string) => readonly string[],
	chosen: AttributeValues,
): OptionsAvailability {
	const result: Record<string, Map<string, OptionState>> = {};
	for (const field of fields) {
		const states = new Map<string, OptionState>();
		const candidates = combinations.filter((combination) =>
			fields.every((other) => other === field || allows(combination, other, chosen[other] ?? '')),
		);
		for (const value of optionsOf(field)) {
			const allowing = candidates.filter((combination) => allows(combination, field, value));
			if (allowing.length > 0) {
				states.set(value, allowing.some((combination) => combination.active) ? 'enabled' : 'disabled');
			}
		}
		result[field] = states;
	}
	return result;
}

/** The first variation (in the server's order, as WooCommerce picks) matching a full choice. */
export function findMatch<Item extends Combination>(items: readonly Item[], fields: readonly string[], chosen: AttributeValues): Item | null {
	return items.find((item) => fields.every((field) => (item.attributes[field] ?? '') === '' || item.attributes[field] === chosen[field])) ?? null;
}

/** True when every attribute has a value. */
export function isComplete(fields: readonly string[], chosen: AttributeValues): boolean {
	return fields.every((field) => (chosen[field] ?? '') !== '');
}

/** A choice left empty, or a variation's "any", allows every value. */
function allows(combination: Combination, field: string, value: string): boolean {
	const own = combination.attributes[field] ?? '';
	return value === '' || own === '' || own === value;
}
