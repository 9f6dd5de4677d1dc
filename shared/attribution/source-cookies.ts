import { ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH } from '../constants';
import { builtIn, setBuiltIn } from '../page-document';

/**
 * The source cookies in the format of WooCommerce's attribution library (sourcebuster), so a
 * visit recorded by either reads the same in the other: `sbjs_*` cookies holding
 * `key=value` pairs joined by `|||`, percent-encoded (plus `!~*'()`), set for the shop's
 * domain and its subdomains. Reading decodes as that library does: the whole value, then
 * each pair's value again, falling back to `unescape` on malformed escapes; a value made
 * only of Base64 characters is Base64-decoded first (its base64 option, which we leave off).
 */

export const SOURCE_COOKIES = {
	current: 'sbjs_current',
	currentExtra: 'sbjs_current_add',
	first: 'sbjs_first',
	firstExtra: 'sbjs_first_add',
	session: 'sbjs_session',
	user: 'sbjs_udata',
	migrations: 'sbjs_migrations',
	promo: 'sbjs_promo',
} as const;

export type SourceCookie = keyof typeof SOURCE_COOKIES;
/** A cookie's pairs, in order. */
export type Pairs = ReadonlyArray<readonly [key: string, value: string]>;
/** A cookie read into its pairs by key; an absent cookie is an empty record. */
export type Container = Readonly<Record<string, string>>;

export const PAIR_DELIMITER = '|||';

/** Where the cookies live: the shop's host without a leading `www.`, and its subdomains. */
export interface CookieScope {
	readonly domain: string;
}

export function encodeData(value: string): string {
	// A lone surrogate would make encodeURIComponent throw.
	return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeData(value: string): string {
	try {
		return decodeURIComponent(value).replace(/%(21|7E|2A|27|28|29)/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
	} catch {
		return unescape(value);
	}
}

/** The raw content of a cookie, decoded once; null when absent. */
export function readRawCookie(name: string): string | null {
	const prefix = `${encodeData(name)}=`;
	for (const part of builtIn('cookie').split(';')) {
		const cookie = part.replace(/^ +/, '');
		if (cookie.startsWith(prefix)) {
			return decodeData(maybeBase64(cookie.slice(prefix.length)));
		}
	}
	return null;
}

/** A cookie's pairs by key; each value decoded again. */
export function readContainer(name: string): Container {
	const raw = readRawCookie(name);
	const container: Record<string, string> = {};
	for (const entry of raw ? raw.split(PAIR_DELIMITER) : []) {
		const [key = '', ...rest] = entry.split('=');
		// Own keys only: a tampered cookie may name `__proto__`.
		Object.defineProperty(container, key, { value: decodeData(rest.join('=')), enumerable: true, writable: true, configurable: true });
	}
	return container;
}

export function packPairs(pairs: Pairs): string {
	return pairs.map(([key, value]) => `${key}=${value}`).join(PAIR_DELIMITER);
}

/**
 * Sets a cookie to packed pairs; `minutes` 0 is a browser-session cookie. Values are cut, the
 * longest first, only when the cookie would be too long for the browser to keep.
 */
export function writePairs(name: string, pairs: Pairs, minutes: number, scope: CookieScope, now: Date): void {
	writeRawCookie(name, packPairs(fitPairs(name, pairs)), minutes, scope, now);
}

export function writeRawCookie(name: string, content: string, minutes: number, scope: CookieScope, now: Date): void {
	const expires = minutes ? `; expires=${new Date(now.getTime() + minutes * 60_000).toUTCString()}` : '';
	setBuiltIn('cookie', `${encodeData(name)}=${encodeData(content)}${expires};domain=.${scope.domain}; path=/`);
}

/** Deletes every source cookie, for the shop's domain, the exact host and host-only alike. */
export function deleteSourceCookies(scope: CookieScope, hostname: string): void {
	const domains = new Set([`;domain=.${scope.domain}`, `;domain=.${hostname}`, '']);
	for (const name of Object.values(SOURCE_COOKIES)) {
		for (const domain of domains) {
			setBuiltIn('cookie', `${name}=; path=/; max-age=-999${domain}`);
		}
	}
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function maybeBase64(content: string): string {
	if (!/^[A-Za-z0-9+/]+$/.test(content)) {
		return content;
	}
	try {
		return atob(content.padEnd(Math.ceil(content.length / 4) * 4, '='));
	} catch {
		return content;
	}
}

function fitPairs(name: string, pairs: Pairs): Pairs {
	const length = (candidate: Pairs): number => encodeData(name).length + 1 + encodeData(packPairs(candidate)).length;
	if (length(pairs) <= ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH) {
		return pairs;
	}
	// Each pair gets an equal share of the room; shorter ones keep theirs whole.
	const share = Math.floor((ORDER_ATTRIBUTION_COOKIE_MAX_LENGTH - encodeData(name).length - 1) / pairs.length) - encodeData(PAIR_DELIMITER).length;
	return pairs.map(([key, value]) => [key, cutToEncodedLength(value, share - encodeData(`${key}=`).length)] as const);
}

function cutToEncodedLength(value: string, room: number): string {
	if (encodeData(value).length <= room) {
		return value;
	}
	let kept = '';
	let used = 0;
	for (const char of value) {
		const size = encodeData(char).length;
		if (used + size > room) {
			break;
		}
		kept += char;
		used += size;
	}
	// Values keep the URL's escapes until read: never cut one, or a character's bytes, in half.
	while (decodes(value) && !decodes(kept)) {
		kept = kept.slice(0, -1);
	}
	return kept;
}

function decodes(value: string): boolean {
	try {
		decodeURIComponent(value);
		return true;
	} catch {
		return false;
	}
}
