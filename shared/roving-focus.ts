/**
 * Where a key moves focus among `count` items in a row (WAI-ARIA's roving focus, as tabs and
 * accordions do): the row's two arrows, wrapping at the ends, Home and End; null for any other key.
 */
export function rovingIndex(key: string, index: number, count: number, arrows: { readonly next: string; readonly previous: string }): number | null {
	switch (key) {
		case arrows.next:
			return (index + 1) % count;
		case arrows.previous:
			return (index - 1 + count) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}
