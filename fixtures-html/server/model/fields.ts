/**
 * Reading posted fields the way PHP sees them. Bodies come from express.urlencoded (flat
 * keys, repeated keys as arrays) or from multer, flattened to the same keys.
 */

export type Body = Readonly<Record<string, unknown>>;

/** The body of a request, or an empty one when no parser ran (GET, unknown content type). */
export function bodyOf(body: unknown): Body {
	return typeof body === 'object' && body !== null ? (body as Body) : {};
}

/** One field as a string ('' when absent or not a plain value). */
export function field(body: Body, name: string): string {
	const value = body[name];
	if (Array.isArray(value)) {
		return typeof value[0] === 'string' ? value[0] : '';
	}
	return typeof value === 'string' ? value : '';
}

/**
 * multer nests bracketed names (`quantity[103]`, `cart[k][qty]`, `extras[]`) into objects and
 * arrays; this flattens them back to the flat keys express.urlencoded gives, list items as
 * `name[0]`, `name[1]`, so every handler reads one shape.
 */
export function flattenFields(value: unknown, prefix = ''): Record<string, string> {
	if (typeof value === 'string') {
		return { [prefix]: value };
	}
	if (typeof value !== 'object' || value === null) {
		return {};
	}
	const flat: Record<string, string> = {};
	for (const [key, inner] of Object.entries(value)) {
		Object.assign(flat, flattenFields(inner, prefix === '' ? key : `${prefix}[${key}]`));
	}
	return flat;
}

/** Every field as a list of values, `name[]` and `name[<n>]` folded into `name`, as CF7 reads $_POST. */
export function allFields(body: Body): Map<string, string[]> {
	const fields = new Map<string, string[]>();
	for (const [key, value] of Object.entries(body)) {
		const name = key.replace(/\[\d*\]$/, '');
		const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
		fields.set(name, [...(fields.get(name) ?? []), ...values]);
	}
	return fields;
}

/** `attribute_*` fields, as the variation forms post them. */
export function attributeFields(body: Body): Record<string, string> {
	return Object.fromEntries(
		Object.keys(body)
			.filter((name) => name.startsWith('attribute_'))
			.map((name) => [name, field(body, name)]),
	);
}

/** `prefix[<key>]` fields (`quantity[103]`, `cart[<key>][qty]`) as key → value. */
export function bracketFields(body: Body, prefix: string, suffix = ''): Map<string, string> {
	const pattern = new RegExp(`^${prefix}\\[([^\\]]+)\\]${suffix.replace(/[[\]]/g, '\\$&')}$`);
	const found = new Map<string, string>();
	for (const name of Object.keys(body)) {
		const match = pattern.exec(name);
		if (match?.[1]) {
			found.set(match[1], field(body, name));
		}
	}
	return found;
}

/** A whole, non-negative number field (quantities); NaN when it is not one. */
export function quantityField(body: Body, name: string, fallback: number): number {
	const value = field(body, name).trim();
	if (value === '') {
		return fallback;
	}
	return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The files multer kept (`upload.any()`), by field name, as name and size. */
export function postedFiles(files: unknown): Map<string, { name: string; size: number }[]> {
	const byField = new Map<string, { name: string; size: number }[]>();
	for (const file of Array.isArray(files) ? (files as Express.Multer.File[]) : []) {
		const name = file.fieldname.replace(/\[\d*\]$/, '');
		byField.set(name, [...(byField.get(name) ?? []), { name: file.originalname, size: file.size }]);
	}
	return byField;
}
