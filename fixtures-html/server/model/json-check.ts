/**
 * Small readers for the fixture's JSON data files: each checks one value's type and names
 * the offending path when the data is wrong, so a typo in the catalogue fails at startup
 * with a useful message instead of rendering `undefined` somewhere.
 */

export type JsonRecord = Readonly<Record<string, unknown>>;

function fail(where: string, expected: string, value: unknown): never {
	throw new Error(`Fixture data: ${where} should be ${expected}, got ${JSON.stringify(value)}`);
}

export function asRecord(value: unknown, where: string): JsonRecord {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return fail(where, 'an object', value);
	}
	return value as JsonRecord;
}

export function asArray(value: unknown, where: string): readonly unknown[] {
	return Array.isArray(value) ? value : fail(where, 'an array', value);
}

export function asString(value: unknown, where: string): string {
	return typeof value === 'string' ? value : fail(where, 'a string', value);
}

export function asNumber(value: unknown, where: string): number {
	return typeof value === 'number' && Number.isFinite(value) ? value : fail(where, 'a number', value);
}

export function asPositiveInteger(value: unknown, where: string): number {
	return Number.isInteger(value) && (value as number) > 0 ? (value as number) : fail(where, 'a positive whole number', value);
}

export function asBoolean(value: unknown, where: string): boolean {
	return typeof value === 'boolean' ? value : fail(where, 'true or false', value);
}

export function asOneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
	return allowed.find((option) => option === value) ?? fail(where, `one of ${allowed.join(', ')}`, value);
}

export function asNullable<T>(value: unknown, where: string, read: (inner: unknown, where: string) => T): T | null {
	return value === null ? null : read(value, where);
}

export function asStringMap(value: unknown, where: string): Readonly<Record<string, string>> {
	const entries = Object.entries(asRecord(value, where));
	return Object.fromEntries(entries.map(([key, inner]) => [key, asString(inner, `${where}.${key}`)]));
}

/** Reads every element of an array with `read`, naming each by its index. */
export function asListOf<T>(value: unknown, where: string, read: (inner: unknown, where: string) => T): T[] {
	return asArray(value, where).map((inner, index) => read(inner, `${where}[${index}]`));
}
