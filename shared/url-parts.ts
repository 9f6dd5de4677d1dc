/**
 * A URL part (a hash, a query value) percent-decoded, or as it is when its escapes are
 * malformed (`#tab-%E0`, a lone `%`), where `decodeURIComponent` throws: a browser, too, looks
 * a fragment up as written before decoding it, and never fails on one.
 */
export function decodeUrlPart(part: string): string {
	try {
		return decodeURIComponent(part);
	} catch {
		return part;
	}
}
