import { parse, serialize, type SerializeOptions } from 'cookie';

/**
 * Cookies through the `cookie` package. A malformed cookie header, or a value that cannot
 * be decoded, reads as absent rather than throwing.
 */

export function readCookie(name: string): string | undefined {
	try {
		return parse(document.cookie)[name];
	} catch {
		return undefined;
	}
}

export function writeCookie(name: string, value: string, options: SerializeOptions = {}): void {
	document.cookie = serialize(name, value, { path: '/', sameSite: 'lax', ...options });
}

export function deleteCookie(name: string, options: SerializeOptions = {}): void {
	writeCookie(name, '', { ...options, expires: new Date(0) });
}

/** A cookie read as a non-negative integer; absent or garbage reads as 0. */
export function readCountCookie(name: string): number {
	const count = Number.parseInt(readCookie(name) ?? '', 10);
	return Number.isFinite(count) && count > 0 ? count : 0;
}
