/**
 * The one way fixture templates build markup: `html` escapes every interpolated value
 * unless it is already `SafeHtml` (the result of another `html` call, or `raw()` for
 * trusted markup such as price HTML built by our own helpers).
 */

export class SafeHtml {
	constructor(readonly markup: string) {}

	toString(): string {
		return this.markup;
	}
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Marks markup as trusted. Only for strings built by fixture code, never for data. */
export function raw(markup: string): SafeHtml {
	return new SafeHtml(markup);
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
	let markup = strings[0] ?? '';
	values.forEach((value, index) => {
		markup += render(value) + (strings[index + 1] ?? '');
	});
	return new SafeHtml(markup);
}

/** Joins a list of fragments (each escaped unless safe) without separators. */
export function join(values: readonly HtmlValue[], separator = ''): SafeHtml {
	return new SafeHtml(values.map(render).join(separator));
}

function render(value: HtmlValue): string {
	if (value instanceof SafeHtml) {
		return value.markup;
	}
	if (Array.isArray(value)) {
		return value.map(render).join('');
	}
	if (value === null || value === undefined || value === false) {
		return '';
	}
	return escapeHtml(String(value));
}

/** `class="…"` value from optional parts, the way WordPress joins class lists. */
export function classNames(...parts: ReadonlyArray<string | false | null | undefined>): string {
	return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}
