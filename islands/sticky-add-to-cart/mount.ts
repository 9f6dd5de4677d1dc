import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import type { Unmount } from '../types';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * Storefront's sticky add-to-cart bar (`section.storefront-sticky-add-to-cart`,
 * docs/product-form.md). It slides in (`--slideInDown`) once the product summary has scrolled above
 * the viewport, or when the page is scrolled to the bottom, and out (`--slideOutUp`) otherwise;
 * while out it is inert, so keyboard and screen-reader users never land in a bar nobody
 * sees. For products that are not simple or external its button scrolls to the product form
 * (whose first field takes focus) instead of following the link. Plain DOM over the theme's
 * markup; it loads on the first scroll, since before that the summary is on screen.
 */

const SLIDE_IN = 'storefront-sticky-add-to-cart--slideInDown';
const SLIDE_OUT = 'storefront-sticky-add-to-cart--slideOutUp';
const SUMMARY = '.summary.entry-summary, .summary';
const DIRECT_TYPES = ['product-type-simple', 'product-type-external'];
/** A pixel of rounding slack, so a page scrolled to its very end counts as at the bottom. */
const BOTTOM_SLACK_PX = 1;

export function mount(bar: HTMLElement): Unmount {
	const product = builtIn('querySelector')<HTMLElement>('div.product[id^="product-"], div.product');
	const summary = product?.querySelector<HTMLElement>(SUMMARY) ?? builtIn('querySelector')<HTMLElement>(SUMMARY);
	if (!summary) {
		return () => undefined;
	}
	const button = bar.querySelector<HTMLAnchorElement>('.storefront-sticky-add-to-cart__content-button');
	const scrollsToForm = product !== null && !DIRECT_TYPES.some((type) => product.classList.contains(type));

	let shown: boolean | null = null;
	let frame = 0;
	const update = (): void => {
		frame = 0;
		const root = builtIn('documentElement');
		const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - BOTTOM_SLACK_PX;
		const next = summary.getBoundingClientRect().bottom < 0 || (atBottom && window.scrollY > 0);
		if (next === shown) {
			return;
		}
		shown = next;
		bar.classList.toggle(SLIDE_IN, next);
		bar.classList.toggle(SLIDE_OUT, !next);
		bar.inert = !next;
	};
	const schedule = (): void => {
		frame ||= requestAnimationFrame(update);
	};
	const onButtonClick = (event: MouseEvent): void => {
		event.preventDefault();
		const form = summary.querySelector<HTMLElement>('form.cart') ?? summary;
		const reduce = window.matchMedia(REDUCED_MOTION_QUERY).matches;
		form.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
		const field = form.querySelector<HTMLElement>('select, input:not([type="hidden"]), button');
		field?.focus({ preventScroll: true });
	};

	const events = listeners();
	events.on(window, 'scroll', schedule, { passive: true });
	events.on(window, 'resize', schedule, { passive: true });
	if (scrollsToForm) {
		events.on(button, 'click', onButtonClick);
	}
	update();
	return () => {
		cancelAnimationFrame(frame);
		events.removeAll();
		bar.classList.remove(SLIDE_IN, SLIDE_OUT);
		bar.inert = false;
	};
}
