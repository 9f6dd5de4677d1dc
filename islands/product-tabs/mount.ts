import { rovingIndex } from '../../shared/roving-focus';
import { decodeUrlPart } from '../../shared/url-parts';
import type { Unmount } from '../types';
import { panelAskedFor, REVIEWS_TAB } from './start';
import { builtIn } from '../../shared/page-document';
import { wooCommerceSingleProductPresent } from '../../shared/classic-scripts';
import { listeners } from '../../shared/listeners';

/**
 * WooCommerce's product tabs (`.wc-tabs-wrapper`, docs/product-form.md) as WAI-ARIA tabs over the
 * server's markup: `ul.wc-tabs` of `a[role=tab]` pointing at `.wc-tab` panels. Plain DOM, no
 * React. Description opens first; reviews open for a review hash or a comment-page URL;
 * `#tab-<name>` opens that tab; `.woocommerce-review-link` opens reviews. Arrow keys follow
 * the layout (left/right when the tabs sit in a row, mirrored on right-to-left pages;
 * up/down when they are stacked), Home and End go to the ends; selection follows focus.
 * Without JavaScript every panel stays shown and the tab links jump to them.
 */

const ACTIVE_CLASS = 'active';
const REVIEW_LINK = '.woocommerce-review-link';
/** Hands the panels over from the stylesheet's first-paint rule to `hidden`. */
const MOUNTED_CLASS = 'shop-islands-tabs';
/** Turns transitions off within the tab list while the island sets its first state. */
const SETTLING_CLASS = 'shop-islands-tabs-settling';

interface Tab {
	readonly link: HTMLAnchorElement;
	readonly item: HTMLElement;
	readonly panel: HTMLElement;
}

export function mount(host: HTMLElement): Unmount {
	const list = host.querySelector<HTMLElement>('ul.wc-tabs, ul.tabs');
	const tabs = list ? readTabs(host, list) : [];
	// Where WooCommerce's own script still runs, it runs the tabs.
	if (!list || tabs.length === 0 || wooCommerceSingleProductPresent()) {
		return () => undefined;
	}
	const select = (tab: Tab, focus: boolean): void => {
		for (const other of tabs) {
			const selected = other === tab;
			other.link.setAttribute('aria-selected', String(selected));
			other.link.tabIndex = selected ? 0 : -1;
			other.item.classList.toggle(ACTIVE_CLASS, selected);
			other.panel.hidden = !selected;
			// WooCommerce's single-product script (kept for the gallery) shows panels by inline style.
			other.panel.style.removeProperty('display');
		}
		if (focus) {
			tab.link.focus();
		}
	};
	const byPanelId = (id: string): Tab | undefined => tabs.find((tab) => tab.panel.id === id);
	const tabAskedFor = (): Tab | undefined => {
		const asked = panelAskedFor(window.location);
		return asked === null ? undefined : byPanelId(asked);
	};

	const onClick = (event: MouseEvent): void => {
		const tab = tabs.find((candidate) => candidate.link === event.currentTarget);
		if (tab) {
			event.preventDefault();
			select(tab, false);
		}
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		const index = tabs.findIndex((tab) => tab.link === event.target);
		const target = index === -1 ? null : keyTarget(event.key, index, tabs.length, orientation(list), isRtl(list));
		if (target !== null) {
			event.preventDefault();
			select(tabs[target] as Tab, true);
		}
	};
	// A review link anywhere on the page (the rating summary) opens reviews before the browser jumps to them.
	const onDocumentClick = (event: MouseEvent): void => {
		const reviews = byPanelId(REVIEWS_TAB);
		if (reviews && event.target instanceof Element && event.target.closest(REVIEW_LINK)) {
			select(reviews, false);
		}
	};
	const onHashChange = (): void => {
		const tab = tabAskedFor();
		if (tab) {
			select(tab, false);
		}
	};

	list.setAttribute('role', 'tablist');
	host.classList.add(MOUNTED_CLASS);
	const events = listeners();
	for (const tab of tabs) {
		tab.link.setAttribute('role', 'tab');
		tab.link.setAttribute('aria-controls', tab.panel.id);
		tab.panel.setAttribute('role', 'tabpanel');
		tab.panel.tabIndex = 0;
		events.on(tab.link, 'click', onClick);
	}
	events.on(list, 'keydown', onKeyDown);
	events.on(document, 'click', onDocumentClick);
	events.on(window, 'hashchange', onHashChange);
	// The first selection is the page's state, not a change: the theme's transitions do not play
	// it (Storefront slides the active tab's arrow in by its `right`, which moves layout).
	list.classList.add(SETTLING_CLASS);
	select(tabAskedFor() ?? (tabs[0] as Tab), false);
	// Nothing is measured at mount (#24: a forced layout of the page costs tens of ms on a slow
	// phone). In the next frame, which lays the tabs out anyway, the orientation is read, and the
	// styles computed for it, without transitions, are what later changes start from.
	const settling = requestAnimationFrame(() => {
		orientation(list);
		list.classList.remove(SETTLING_CLASS);
	});

	return () => {
		cancelAnimationFrame(settling);
		events.removeAll();
		list.classList.remove(SETTLING_CLASS);
		for (const tab of tabs) {
			tab.link.removeAttribute('aria-selected');
			tab.link.removeAttribute('tabindex');
			tab.item.classList.remove(ACTIVE_CLASS);
			tab.panel.hidden = false;
			tab.panel.removeAttribute('tabindex');
		}
		list.removeAttribute('aria-orientation');
		host.classList.remove(MOUNTED_CLASS);
	};
}

function readTabs(host: HTMLElement, list: HTMLElement): Tab[] {
	return [...list.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]')].flatMap((link) => {
		const id = decodeUrlPart(link.hash.slice(1));
		const panel = id === '' ? null : host.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
		const item = link.parentElement;
		return panel && item ? [{ link, item, panel }] : [];
	});
}

type Orientation = 'horizontal' | 'vertical';

/**
 * Stacked tabs (a theme's vertical layout) are vertical. Read from the layout in the first frame
 * and at each key, as a media query may stack them on narrow screens, and told to assistive tech.
 */
function orientation(list: HTMLElement): Orientation {
	const [first, second] = [...list.children].map((item) => item.getBoundingClientRect());
	const stacked =
		first !== undefined &&
		second !== undefined &&
		first.bottom > first.top &&
		second.top >= first.bottom - 1 &&
		Math.abs(second.left - first.left) < 1;
	const layout: Orientation = stacked ? 'vertical' : 'horizontal';
	list.setAttribute('aria-orientation', layout);
	return layout;
}

function isRtl(list: HTMLElement): boolean {
	return getComputedStyle(list).direction === 'rtl';
}

/** The index a key moves to, or null for keys the tabs leave alone. Moves wrap around. */
function keyTarget(key: string, index: number, count: number, layout: Orientation, rtl: boolean): number | null {
	const next = layout === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
	const previous = layout === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
	return rovingIndex(key, index, count, { next, previous });
}

