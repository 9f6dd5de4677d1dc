import { ISLAND_VISIBLE_ROOT_MARGIN } from '../../shared/constants';
import { pageGlobal, scriptFunction } from '../../shared/page-globals';
import type { LoadStrategy } from '../types';
import { whenIdle } from './idle';

/**
 * When an island's chunk loads. Each strategy calls `start` at most once and returns a
 * cancel function (the host left the page, or a click made the load urgent).
 */
export type Strategy = (host: HTMLElement, start: () => void) => () => void;

const onLoad: Strategy = (_host, start) => {
	start();
	return () => undefined;
};

const onIdle: Strategy = (_host, start) => whenIdle(start);

const onVisible: Strategy = (host, start) => {
	// Not `in window`: an element with that id would pass where the API is missing.
	if (!scriptFunction(pageGlobal('IntersectionObserver'))) {
		start();
		return () => undefined;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (entries.some((entry) => entry.isIntersecting)) {
				observer.disconnect();
				start();
			}
		},
		{ rootMargin: ISLAND_VISIBLE_ROOT_MARGIN },
	);
	observer.observe(host);
	return () => observer.disconnect();
};

/** The first signs of intent: a pointer over or down, focus, a key, a touch. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

const onInteraction: Strategy = (host, start) => {
	const trigger = (): void => {
		cancel();
		start();
	};
	const cancel = (): void => {
		for (const type of INTERACTION_EVENTS) {
			host.removeEventListener(type, trigger, true);
		}
	};
	for (const type of INTERACTION_EVENTS) {
		host.addEventListener(type, trigger, { capture: true, passive: true });
	}
	return cancel;
};

export const STRATEGIES: Readonly<Record<LoadStrategy, Strategy>> = {
	load: onLoad,
	idle: onIdle,
	visible: onVisible,
	interaction: onInteraction,
};
