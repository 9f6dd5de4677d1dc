import { builtIn, setBuiltIn } from './page-document';
/**
 * The page's cookies, read on nearly every page at load (the cart hash and count, the store
 * notice's dismissal), so read here in a few lines rather than with the `cookie` package
 * (1.3 KB gzip on every page): the same reading as its `parse`, which the tests hold it to. A
 * name's first occurrence wins; names and values lose the spaces and tabs around them; a value
 * with an escape is percent-decoded, and one that cannot be decoded reads as written rather than
 * throwing.
 */

const EDGE_BLANKS = /^[ \t]+|[ \t]+$/g;

export function readCookie(name: string): string | undefined {
	for (const part of builtIn('cookie').split(';')) {
		const equals = part.indexOf('=');
		if (equals === -1 || part.slice(0, equals).replace(EDGE_BLANKS, '') !== name) {
			continue;
		}
		const value = part.slice(equals + 1).replace(EDGE_BLANKS, '');
		if (!value.includes('%')) {
			return value;
		}
		try {
			return decodeURIComponent(value);
		} catch {
			return value;
		}
	}
	return undefined;
}

/**
 * A cookie of the browser session for the whole site, as WooCommerce's own scripts set them. The
 * name goes as given, a token: a caller that builds one from data encodes it (the store notice).
 */
export function writeCookie(name: string, value: string): void {
	setBuiltIn('cookie', `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`);
}

/** A cookie read as a non-negative integer; absent or garbage reads as 0. */
export function readCountCookie(name: string): number {
	const count = Number.parseInt(readCookie(name) ?? '', 10);
	return Number.isFinite(count) && count > 0 ? count : 0;
}
