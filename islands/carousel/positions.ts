import type { Layout } from './settings';

/**
 * Where Previous, Next, the dots and autoplay take a carousel: `start` is the first slide in
 * view, in reading order (RTL included). Infinite carousels wrap from the last page to the
 * first and back, as slick does; others stop at the ends.
 */

export function lastStart(count: number, { show }: Layout): number {
	return Math.max(0, count - show);
}

export function nextStart(start: number, count: number, layout: Layout, infinite: boolean): number {
	const last = lastStart(count, layout);
	if (start >= last) {
		return infinite ? 0 : last;
	}
	return Math.min(start + layout.scroll, last);
}

export function previousStart(start: number, count: number, layout: Layout, infinite: boolean): number {
	if (start <= 0) {
		return infinite ? lastStart(count, layout) : 0;
	}
	return Math.max(start - layout.scroll, 0);
}

/** The first slide of each dot's page. */
export function pageStarts(count: number, layout: Layout): number[] {
	const last = lastStart(count, layout);
	const starts: number[] = [];
	for (let start = 0; start < last; start += layout.scroll) {
		starts.push(start);
	}
	starts.push(last);
	return starts;
}

/** The dot of the page in view: the last page whose first slide is not after `start`. */
export function pageOf(start: number, starts: readonly number[]): number {
	let page = 0;
	starts.forEach((first, index) => {
		if (first <= start) {
			page = index;
		}
	});
	return page;
}
