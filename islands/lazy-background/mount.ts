import type { Unmount } from '../types';
import { defaultOptions } from './options';

/**
 * Elementor's lazy-loaded backgrounds (docs/listings-and-content.md#lazy-backgrounds): a top-level
 * container (`.e-con.e-parent`) keeps its background image off until it comes within 200 px of the
 * viewport, then gets `e-lazyloaded`, the class Elementor's own stylesheet and script use, so a
 * theme's or Elementor's rules for it keep working. The rule that keeps backgrounds off is the
 * islands' stylesheet's, and only with scripting: without JavaScript every background shows at
 * once. The class stays when the island unmounts: a background once shown is not taken away.
 */

export const LOADED_CLASS = 'e-lazyloaded';

export function mount(host: HTMLElement): Unmount {
	if (host.classList.contains(LOADED_CLASS)) {
		return () => undefined;
	}
	if (typeof IntersectionObserver !== 'function') {
		host.classList.add(LOADED_CLASS);
		return () => undefined;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (entries.some((entry) => entry.isIntersecting)) {
				observer.disconnect();
				host.classList.add(LOADED_CLASS);
			}
		},
		// Above and below only, as Elementor does: a container beside the viewport is not "near".
		{ rootMargin: `${defaultOptions.rootMarginPx}px 0px` },
	);
	observer.observe(host);
	return () => observer.disconnect();
}
