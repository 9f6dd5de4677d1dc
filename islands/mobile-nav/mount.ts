import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { pageGlobal, scriptFunction } from '../../shared/page-globals';
import { $openPanel, closePanel, togglePanel } from '../../shared/stores/ui';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { listeners, type Listeners } from '../../shared/listeners';

/**
 * Storefront's navigation (`#site-navigation`, docs/site-chrome.md#navigation-and-popups), in place
 * of its `storefront-navigation` script. Plain DOM: it decorates the theme's menus.
 *
 * - The menu button toggles the handheld menu (`toggled` on the nav, `aria-expanded`); Escape,
 *   a click outside the navigation (Storefront prints no overlay: the rest of the page is it)
 *   or another panel opening closes it, focus going back to the button when it was inside.
 * - Each submenu item of `.handheld-navigation` gets a dropdown toggle (named by its link,
 *   `aria-expanded`) sliding its children over 400 ms (at once under reduced motion); the
 *   current page's ancestors start open, as Storefront's do.
 * - Header menus: keyboard focus opens a dropdown (`focus` on its item, Storefront's class; the
 *   focus that started the island counts), and on a touch screen from 768 px the first tap on an
 *   item with a dropdown (or on the header cart, when its mini-cart has items) opens it and the
 *   second follows the link. The island loads on the first interaction with the navigation, so
 *   a tap made before it is ready follows its link (Storefront's script ran at load).
 */

const TOGGLED = 'toggled';
const OPEN = 'toggled-on';
const FOCUS = 'focus';
const BLOCKED = 'blocked';
const TOUCH_DROPDOWN = 'sub-menu--is-touch-device';
const SUBMENU_PARENT_LINKS = '.menu-item-has-children > a, .page_item_has_children > a';
const HEADER_LINKS = '.menu-item > a, .page_item > a, .site-header-cart a';
/** Storefront's touch handling starts where its dropdown menus do. */
const TOUCH_DROPDOWNS_MIN_WIDTH_PX = 768;

export function mount(host: HTMLElement): Unmount {
	const button = host.querySelector<HTMLButtonElement>('button.menu-toggle') ?? host.querySelector('button');
	const menu = host.querySelector('ul');
	if (!button) {
		return () => undefined;
	}
	if (!menu) {
		// Nothing to toggle: Storefront hides the button.
		button.hidden = true;
		return () => {
			button.hidden = false;
		};
	}
	const header = host.closest<HTMLElement>('.site-header') ?? host;
	const events = listeners();
	const cleanups: Array<() => void> = [() => events.removeAll()];

	const addedNavMenu = !menu.classList.contains('nav-menu');
	menu.classList.add('nav-menu');
	button.setAttribute('aria-expanded', 'false');

	const show = (open: boolean): void => {
		if (host.classList.contains(TOGGLED) === open) {
			return;
		}
		host.classList.toggle(TOGGLED, open);
		button.setAttribute('aria-expanded', String(open));
		const focused = builtIn('activeElement');
		if (!open && (host.contains(focused) || focused === builtIn('body'))) {
			button.focus({ preventScroll: true });
		}
	};
	cleanups.push($openPanel.subscribe((panel) => show(panel === 'mobile-nav')));
	events.on(button, 'click', (event) => {
		event.preventDefault();
		togglePanel('mobile-nav');
	});
	events.on(document, 'keydown', (event) => {
		if (event.key === 'Escape' && $openPanel.get() === 'mobile-nav') {
			closePanel('mobile-nav');
		}
	});
	events.on(document, 'click', (event) => {
		const target = event.target instanceof Node ? event.target : null;
		if (target && !host.contains(target)) {
			closePanel('mobile-nav');
		}
		// Storefront closes the header's dropdowns on a tap outside the header.
		if (target && !header.contains(target)) {
			clearHeaderDropdowns(header, null);
		}
	});

	const handheld = host.querySelector<HTMLElement>('.handheld-navigation');
	const toggles = handheld
		? [...handheld.querySelectorAll<HTMLAnchorElement>(SUBMENU_PARENT_LINKS)].map((anchor) => addDropdownToggle(anchor, events))
		: [];
	cleanups.push(...toggles);

	events.on(document, 'focusin', (event) => {
		const target = event.target instanceof Element ? event.target : null;
		clearHeaderDropdowns(header, target);
		if (target && header.contains(target) && target.matches(HEADER_LINKS) && !target.closest('.handheld-navigation')) {
			target.parentElement?.classList.add(FOCUS);
		}
	});
	const focused = builtIn('activeElement');
	if (focused instanceof HTMLElement && header.contains(focused) && focused.matches(HEADER_LINKS)) {
		focused.parentElement?.classList.add(FOCUS);
	}
	cleanups.push(touchDropdowns(header, events));

	return () => {
		cleanups.forEach((cleanup) => cleanup());
		closePanel('mobile-nav');
		host.classList.remove(TOGGLED);
		button.removeAttribute('aria-expanded');
		if (addedNavMenu) {
			menu.classList.remove('nav-menu');
		}
		clearHeaderDropdowns(header, null);
	};
}

/** A dropdown toggle after a submenu item's link, listening through `events`; returns how to take it away. */
function addDropdownToggle(anchor: HTMLAnchorElement, events: Listeners): () => void {
	const item = anchor.parentElement;
	const submenu = item?.querySelector<HTMLElement>(':scope > ul');
	if (!item || !submenu) {
		return () => undefined;
	}
	const toggle = builtIn('createElement')('button');
	toggle.type = 'button';
	toggle.className = 'dropdown-toggle';
	const anchorId = ensureId(anchor, 'shop-islands-nav-link');
	toggle.setAttribute('aria-labelledby', anchorId.id);
	toggle.setAttribute('aria-controls', ensureId(submenu, 'shop-islands-nav-submenu').id);
	let animation: Animation | null = null;

	const setOpen = (open: boolean, animate: boolean): void => {
		toggle.setAttribute('aria-expanded', String(open));
		toggle.classList.toggle(OPEN, open);
		animation?.cancel();
		animation = null;
		submenu.classList.add(OPEN);
		if (!animate || typeof submenu.animate !== 'function' || window.matchMedia(REDUCED_MOTION_QUERY).matches) {
			submenu.classList.toggle(OPEN, open);
			return;
		}
		const height = `${submenu.scrollHeight}px`;
		const frames = open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }];
		const running = submenu.animate(frames, { duration: defaultOptions.submenuSlideMs, easing: 'ease-in-out' });
		animation = running;
		// A toggle during the slide cancels it (a rejection nobody needs) and starts its own.
		running.finished.then(
			() => {
				animation = null;
				submenu.classList.toggle(OPEN, open);
			},
			() => undefined,
		);
	};
	const onClick = (): void => setOpen(toggle.getAttribute('aria-expanded') !== 'true', true);

	setOpen(item.classList.contains('current-menu-ancestor'), false);
	events.on(toggle, 'click', onClick);
	anchor.after(toggle);
	return () => {
		animation?.cancel();
		toggle.remove();
		submenu.classList.remove(OPEN);
		anchorId.restore();
	};
}

/** Closes the header's dropdowns that do not hold `keep`. */
function clearHeaderDropdowns(header: HTMLElement, keep: Element | null): void {
	for (const element of header.querySelectorAll(`.${FOCUS}, .${BLOCKED}`)) {
		if (keep && element.contains(keep)) {
			continue;
		}
		// The header cart's own dropdown (`.site-header-cart.focus`) belongs to the mini-cart dropdown island.
		if (element.classList.contains('site-header-cart')) {
			continue;
		}
		element.classList.remove(FOCUS, BLOCKED);
	}
}

/**
 * On a touch screen from 768 px there is no hover: the first tap on a link that opens a
 * dropdown opens it (focus does, through `focus`), the second follows the link. Its listeners
 * go through `events`, removed with the island's.
 */
function touchDropdowns(header: HTMLElement, events: Listeners): () => void {
	// A touch browser's handler slot holds null or a function; an element with that id is neither.
	const handler = pageGlobal('ontouchstart');
	const touch = handler === null || scriptFunction(handler) !== null || navigator.maxTouchPoints > 0;
	if (!touch || window.innerWidth < TOUCH_DROPDOWNS_MIN_WIDTH_PX) {
		return () => undefined;
	}
	const dropdowns = [...header.querySelectorAll<HTMLElement>('ul ul, .site-header-cart .widget_shopping_cart')].filter(
		(element) => !element.closest('.handheld-navigation'),
	);
	dropdowns.forEach((element) => element.classList.add(TOUCH_DROPDOWN));
	let acceptClick = false;
	const onPointerUp = (event: PointerEvent): void => {
		const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(HEADER_LINKS) : null;
		if (!anchor || !header.contains(anchor) || anchor.closest('.handheld-navigation')) {
			return;
		}
		if (anchor.classList.contains(BLOCKED) || event.pointerType === 'mouse' || !opensDropdown(anchor)) {
			acceptClick = true;
		} else {
			anchor.classList.add(BLOCKED);
		}
	};
	const onClick = (event: MouseEvent): void => {
		const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(HEADER_LINKS) : null;
		if (anchor && header.contains(anchor) && anchor.classList.contains(BLOCKED) && !acceptClick) {
			event.preventDefault();
			anchor.parentElement?.classList.add(FOCUS);
		}
		acceptClick = false;
	};
	events.on(header, 'pointerup', onPointerUp);
	events.on(header, 'click', onClick);
	return () => {
		dropdowns.forEach((element) => element.classList.remove(TOUCH_DROPDOWN));
	};
}

/** A menu link with a dropdown after it, or the header cart link while its mini-cart has items. */
function opensDropdown(anchor: HTMLAnchorElement): boolean {
	if (anchor.classList.contains('cart-contents')) {
		return (anchor.parentElement?.nextElementSibling?.textContent ?? '').trim() !== '';
	}
	return anchor.nextElementSibling !== null;
}

/** Gives `element` an id when it has none; `restore` takes back only what was given. */
function ensureId(element: HTMLElement, prefix: string): { id: string; restore: () => void } {
	if (element.id) {
		return { id: element.id, restore: () => undefined };
	}
	element.id = `${prefix}-${++idCounter}`;
	return { id: element.id, restore: () => element.removeAttribute('id') };
}

let idCounter = 0;
