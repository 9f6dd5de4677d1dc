import type { GalleryItem } from './items';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * The thumbnail strip: buttons named by the image's alt, the shown one `aria-current`. One tab
 * stop; arrow keys (up/down when the strip is vertical, left/right mirrored right-to-left), Home
 * and End move between them, without looping, and show the image. Above four, the strip
 * scrolls, four at a time. The plugin prints the strip with the gallery, so it shows before the
 * island starts (#24); the island takes it over. Plain DOM: a list of buttons does not need
 * React's bytes, nor its first run on the shopper's first touch.
 */

export interface Thumbnails {
	/** Marks `index` current and scrolls the strip to it; `focus` moves focus there too. */
	show(index: number, focus: boolean): void;
	/** Writes each thumbnail's image and name again (a variation changed the first). */
	update(items: readonly GalleryItem[]): void;
	/** Stops listening; the server's strip is left with its first thumbnail current. */
	destroy(): void;
}

export interface ThumbnailsOptions {
	readonly vertical: boolean;
	readonly reducedMotion: boolean;
	/** The shopper picked `index` (a click, or a key with focus on the strip). */
	readonly onPick: (index: number, byKey: boolean) => void;
}

const LIST_CLASS = 'shop-islands-gallery__thumbs-list';
const ITEM_CLASS = 'shop-islands-gallery__thumb';
const SLIDER_CLASS = 'is-slider';

/**
 * The strip in `host`: the list the plugin printed there (php-enqueue's
 * gallery-thumbnails.php) when it has a button per image; otherwise a list made here, in the
 * printed one's place or added to `host`, until `destroy()`.
 */
export function createThumbnails(host: HTMLElement, items: readonly GalleryItem[], { vertical, reducedMotion, onPick }: ThumbnailsOptions): Thumbnails {
	const printed = host.querySelector<HTMLOListElement>(`:scope > ol.${LIST_CLASS}`);
	const printedButtons = printed ? [...printed.querySelectorAll<HTMLButtonElement>(`:scope > .${ITEM_CLASS} > button`)] : [];
	const adopted = printed !== null && printedButtons.length === items.length;
	const list = adopted ? printed : createList(items.length);
	const buttons = adopted ? printedButtons : [...list.querySelectorAll<HTMLButtonElement>('button')];
	// What the server printed stays when the island cannot vouch for an address of its own.
	const printedSources = buttons.map((button) => (adopted ? (button.querySelector('img')?.getAttribute('src') ?? null) : null));
	list.classList.toggle(SLIDER_CLASS, items.length > defaultOptions.thumbnailSliderThreshold);
	if (printed && !adopted) {
		printed.replaceWith(list);
	} else if (!printed) {
		host.append(list);
	}
	let current = 0;

	const update = (next: readonly GalleryItem[]): void => {
		next.forEach((item, position) => {
			const image = buttons[position]?.querySelector('img');
			if (!image) {
				return;
			}
			// Addresses checked by readItem(). One it cannot vouch for leaves the server's thumbnail
			// as printed (an image CDN's the settings do not list is still the shop's own); a
			// thumbnail of the island's own then has no `src` at all, not the page's own URL.
			if (item.thumbSrc) {
				// Left alone when it is already that address: writing it again restarts the image's load.
				if (image.src !== item.thumbSrc) {
					image.src = item.thumbSrc;
				}
			} else {
				setSource(image, printedSources[position] ?? null);
			}
			image.alt = item.thumbAlt || item.title;
		});
	};

	/** Marks `index` current and the only one in the tab order; reads no layout. */
	const mark = (index: number): void => {
		current = index;
		buttons.forEach((button, position) => {
			const shown = position === index;
			if (shown) {
				button.setAttribute('aria-current', 'true');
			} else {
				button.removeAttribute('aria-current');
			}
			button.tabIndex = shown ? 0 : -1;
		});
	};

	const show = (index: number, focus: boolean): void => {
		mark(index);
		const thumb = buttons[index]?.parentElement;
		if (thumb && list.isConnected) {
			scrollIntoStrip(list, thumb, vertical, reducedMotion);
		}
		if (focus) {
			buttons[index]?.focus();
		}
	};

	const onClick = (event: MouseEvent): void => {
		const button = event.target instanceof Element ? event.target.closest('button') : null;
		const position = button ? buttons.indexOf(button) : -1;
		if (position !== -1) {
			onPick(position, false);
		}
	};

	const onKey = (event: KeyboardEvent): void => {
		const rtl = !vertical && getComputedStyle(list).direction === 'rtl';
		const back = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
		const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
		const last = buttons.length - 1;
		const next =
			event.key === back ? Math.max(current - 1, 0)
			: event.key === forward ? Math.min(current + 1, last)
			: event.key === 'Home' ? 0
			: event.key === 'End' ? last
			: null;
		if (next === null) {
			return;
		}
		event.preventDefault();
		onPick(next, true);
	};

	const events = listeners();
	events.on(list, 'click', onClick);
	events.on(list, 'keydown', onKey);
	update(items);
	// The strip starts at its first thumbnail, where it is scrolled already: no layout to read.
	mark(0);
	const destroy = (): void => {
		events.removeAll();
		if (!adopted) {
			if (printed) {
				list.replaceWith(printed);
			} else {
				list.remove();
			}
			return;
		}
		list.classList.remove(SLIDER_CLASS);
		mark(0);
	};
	return { show, update, destroy };
}

/** Sets `src` to `source` (null removes it), leaving it alone when it already is. */
function setSource(image: HTMLImageElement, source: string | null): void {
	if (source === null) {
		image.removeAttribute('src');
	} else if (image.getAttribute('src') !== source) {
		image.setAttribute('src', source);
	}
}

/** A list of `count` buttons, each with an image. */
function createList(count: number): HTMLOListElement {
	const list = builtIn('createElement')('ol');
	list.className = LIST_CLASS;
	for (let position = 0; position < count; position++) {
		const item = builtIn('createElement')('li');
		item.className = ITEM_CLASS;
		const button = builtIn('createElement')('button');
		button.type = 'button';
		const image = builtIn('createElement')('img');
		image.decoding = 'async';
		button.append(image);
		item.append(button);
		list.append(item);
	}
	return list;
}

/** Scrolls the strip (and only the strip, not the page) so the thumbnail shown is in it, in either direction. */
function scrollIntoStrip(strip: HTMLElement, thumb: HTMLElement, vertical: boolean, reducedMotion: boolean): void {
	const view = strip.getBoundingClientRect();
	const box = thumb.getBoundingClientRect();
	const before = vertical ? box.top - view.top : box.left - view.left;
	const after = vertical ? box.bottom - view.bottom : box.right - view.right;
	const by = before < 0 ? before : after > 0 ? after : 0;
	if (by !== 0) {
		strip.scrollBy({ [vertical ? 'top' : 'left']: by, behavior: reducedMotion ? 'auto' : 'smooth' });
	}
}
