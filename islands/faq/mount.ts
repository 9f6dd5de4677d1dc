import { REDUCED_MOTION_QUERY } from '../../shared/constants';
import { rovingIndex } from '../../shared/roving-focus';
import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * WooLentor's FAQ (`.htwoolentor-faq`, docs/listings-and-content.md#faq): cards of a question
 * (`.htwoolentor-faq-head`) and an answer (`.htwoolentor-faq-body`). Each question becomes a
 * button (`aria-expanded`, `aria-controls` its answer, a `region` named by it); a click,
 * Enter or Space opens its answer and closes the others, as WooLentor's accordion did, sliding
 * over 500 ms (at once under reduced motion); Up, Down, Home and End move between the
 * questions. `data-settings` `showitem` says which answer is open first: `true` (WooLentor's
 * "Show first item") the first, a number that item (counted from 0, as its accordion library
 * counted), `false` none; a number out of range, not whole or not a number opens none and
 * warns. Plain DOM: it only decorates the server's cards.
 *
 * Without JavaScript every answer shows, under its question.
 */

const CARD = '.htwoolentor-faq-card';
const HEAD = '.htwoolentor-faq-head';
const BODY = '.htwoolentor-faq-body';
/** WooLentor's stylesheet marks the open card with it (its icons, colours). */
const ACTIVE_CLASS = 'is-active';
/** Hands the answers over from the stylesheet's first-paint rule to `hidden`. */
const MOUNTED_CLASS = 'shop-islands-faq';
const BUTTON_CLASS = 'shop-islands-faq__button';
const SLIDING_CLASS = 'shop-islands-faq--sliding';

interface Item {
	readonly card: HTMLElement;
	readonly head: HTMLElement;
	readonly body: HTMLElement;
	readonly button: HTMLButtonElement;
	animation: Animation | null;
}

let lastId = 0;

export function mount(host: HTMLElement): Unmount {
	const cards = [...host.querySelectorAll<HTMLElement>(`:scope > ${CARD}`)];
	const items: Item[] = cards.flatMap((card) => {
		const head = card.querySelector<HTMLElement>(`:scope > ${HEAD}`);
		const body = card.querySelector<HTMLElement>(`:scope > ${BODY}`);
		return head && body ? [{ card, head, body, button: builtIn('createElement')('button'), animation: null }] : [];
	});
	if (items.length === 0) {
		return () => undefined;
	}
	const first = initialItem(host.dataset.settings, items.length);
	const createdIds: HTMLElement[] = [];
	const ensureId = (element: HTMLElement, prefix: string): string => {
		if (!element.id) {
			lastId += 1;
			element.id = `${prefix}-${lastId}`;
			createdIds.push(element);
		}
		return element.id;
	};

	const setOpen = (item: Item, open: boolean, animate: boolean): void => {
		item.button.setAttribute('aria-expanded', String(open));
		item.card.classList.toggle(ACTIVE_CLASS, open);
		item.animation?.cancel();
		item.animation = null;
		const wasHidden = item.body.hidden;
		if (!animate || wasHidden !== open || typeof item.body.animate !== 'function' || reducedMotion()) {
			item.body.classList.remove(SLIDING_CLASS);
			item.body.hidden = !open;
			return;
		}
		item.body.hidden = false;
		item.body.classList.add(SLIDING_CLASS);
		const height = `${item.body.scrollHeight}px`;
		const frames = open ? [{ height: '0px' }, { height }] : [{ height }, { height: '0px' }];
		const running = item.body.animate(frames, { duration: defaultOptions.accordionAnimationMs, easing: 'ease-in-out' });
		item.animation = running;
		// A toggle during the slide cancels it (a rejection nobody needs) and starts its own.
		running.finished.then(
			() => {
				item.animation = null;
				item.body.classList.remove(SLIDING_CLASS);
				item.body.hidden = !open;
			},
			() => undefined,
		);
	};

	const onClick = (event: MouseEvent): void => {
		const item = items.find((candidate) => candidate.button === event.currentTarget);
		if (!item) {
			return;
		}
		const open = item.button.getAttribute('aria-expanded') !== 'true';
		for (const other of items) {
			if (other !== item && open && other.button.getAttribute('aria-expanded') === 'true') {
				setOpen(other, false, true);
			}
		}
		setOpen(item, open, true);
	};
	const onKeyDown = (event: KeyboardEvent): void => {
		const index = items.findIndex((item) => item.button === event.target);
		const target = index === -1 ? null : rovingIndex(event.key, index, items.length, { next: 'ArrowDown', previous: 'ArrowUp' });
		if (target !== null) {
			event.preventDefault();
			items[target]?.button.focus();
		}
	};

	const events = listeners();
	host.classList.add(MOUNTED_CLASS);
	for (const [index, item] of items.entries()) {
		const { head, body, button } = item;
		button.type = 'button';
		button.className = BUTTON_CLASS;
		button.id = `shop-islands-faq-question-${(lastId += 1)}`;
		button.append(...head.childNodes);
		head.append(button);
		button.setAttribute('aria-controls', ensureId(body, 'shop-islands-faq-answer'));
		body.setAttribute('role', 'region');
		body.setAttribute('aria-labelledby', button.id);
		events.on(button, 'click', onClick);
		setOpen(item, index === first, false);
	}
	events.on(host, 'keydown', onKeyDown);

	return () => {
		events.removeAll();
		host.classList.remove(MOUNTED_CLASS);
		for (const item of items) {
			item.animation?.cancel();
			item.head.append(...item.button.childNodes);
			item.button.remove();
			item.body.hidden = false;
			item.body.classList.remove(SLIDING_CLASS);
			item.body.removeAttribute('role');
			item.body.removeAttribute('aria-labelledby');
			item.card.classList.remove(ACTIVE_CLASS);
		}
		for (const element of createdIds) {
			element.removeAttribute('id');
		}
	};
}

/** The item `showitem` opens first, or null for none. */
export function initialItem(settings: string | undefined, count: number): number | null {
	let showItem: unknown = false;
	try {
		const parsed: unknown = settings === undefined || settings === '' ? {} : JSON.parse(settings);
		if (parsed !== null && typeof parsed === 'object' && 'showitem' in parsed) {
			showItem = parsed.showitem;
		}
	} catch {
		console.warn('Shop Islands: the FAQ\'s settings (data-settings) are not JSON; no answer opens first.');
		return null;
	}
	if (showItem === true) {
		return 0;
	}
	if (showItem === false) {
		return null;
	}
	if (typeof showItem === 'number' && Number.isInteger(showItem) && showItem >= 0 && showItem < count) {
		return showItem;
	}
	console.warn(`Shop Islands: the FAQ's showitem ${JSON.stringify(showItem)} names none of its ${count} items; no answer opens first.`);
	return null;
}


function reducedMotion(): boolean {
	return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
