/**
 * What other scripts put on `window` (WooCommerce's and YITH's settings objects, jQuery, the
 * WP Consent API's functions, `wp.data`), read so that markup never passes for it. Every
 * element with an `id`, and every form, image, embed, object or frame with a `name`, is also
 * a property of `window` (DOM clobbering): a post's `<div id="woocommerce_params">` makes
 * `'woocommerce_params' in window` true; two elements with one id give an `HTMLCollection`,
 * a frame its window. A value counts only when it has the type a script gives it and is none
 * of these.
 */

/** `window[name]`, whatever it is: pass it to `scriptObject()` or `scriptFunction()`. */
export function pageGlobal(name: string): unknown {
	return (window as unknown as Readonly<Record<string, unknown>>)[name];
}

/** `value` when it is an object a script made; null for markup, a frame's window or anything else. */
export function scriptObject(value: unknown): Readonly<Record<string, unknown>> | null {
	return typeof value === 'object' && value !== null && !isMarkup(value) ? (value as Readonly<Record<string, unknown>>) : null;
}

/** `value` when it is a function, typed as the caller expects it; null otherwise. */
export function scriptFunction<F extends (...args: never[]) => unknown>(value: unknown): F | null {
	// Some engines made <object> and <embed> elements callable.
	return typeof value === 'function' && !isMarkup(value) ? (value as F) : null;
}

function isMarkup(value: object): boolean {
	// A frame's window answers `window` with itself, even across origins.
	return value instanceof Node || value instanceof HTMLCollection || (value as { window?: unknown }).window === value;
}
