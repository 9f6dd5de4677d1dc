/**
 * Links that WooCommerce or a theme marks `role="button"`: since 10.5 WooCommerce's loop
 * add-to-cart link, where it adds in the background, and its script presses one on Space, as a
 * button is pressed (a plain link only answers Enter, and Space scrolls the page). The loader
 * holds such a press like a click while the link's island loads; the island then presses it
 * itself.
 */

/** A link that is a button to assistive technology. */
export const LINK_BUTTON = 'a[href][role="button"]';

/** Whether the key event is a press of Space, as WooCommerce's script reads it (not a key held down). */
function isSpacePress(event: KeyboardEvent): boolean {
	return event.key === ' ' && !event.repeat;
}

/** Presses `link` (a click) on Space while it is a LINK_BUTTON; returns what stops that. */
export function pressOnSpace(link: HTMLElement): () => void {
	const onKeydown = (event: KeyboardEvent): void => {
		if (!event.defaultPrevented && isSpacePress(event) && link.matches(LINK_BUTTON)) {
			event.preventDefault();
			link.click();
		}
	};
	link.addEventListener('keydown', onKeydown);
	return () => link.removeEventListener('keydown', onKeydown);
}
