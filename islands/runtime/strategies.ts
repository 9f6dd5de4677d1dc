import { ISLAND_VISIBLE_ROOT_MARGIN } from '../../shared/constants';
import { pageGlobal, scriptFunction } from '../../shared/page-globals';
import type { LoadStrategy } from '../types';
import { whenIdle } from './idle';
import { builtIn } from '../../shared/page-document';

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

/**
 * The visitor's first input anywhere on the page: a pointer moved or pressed, a touch, a wheel, a
 * key, focus, or a click (a screen reader's activation comes as a click alone).
 */
const PAGE_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'click'] as const;

/**
 * For work that needs no input but no reader of the page needs before the visitor acts (order
 * attribution's page view): at the first idle moment after their first input, so it never
 * competes with that input's answer; at once when the page is hidden or left first, or when the
 * visitor's consent changes (the WP Consent API's event: a withdrawal clears what was recorded).
 */
/** The WP Consent API's event on the document as the visitor's consent changes. */
const CONSENT_CHANGE = 'wp_listen_for_consent_change';

const onFirstInput: Strategy = (_host, start) => {
	let cancelIdle: (() => void) | undefined;
	const options = { capture: true, passive: true } as const;
	const stopInputs = (): void => {
		for (const type of PAGE_INPUT_EVENTS) {
			window.removeEventListener(type, onInput, options);
		}
	};
	const stop = (): void => {
		stopInputs();
		cancelIdle?.();
		builtIn('removeEventListener')('visibilitychange', onVisibility);
		builtIn('removeEventListener')(CONSENT_CHANGE, onLeave);
		window.removeEventListener('pagehide', onLeave);
	};
	const onInput = (): void => {
		stopInputs();
		cancelIdle = whenIdle(() => {
			stop();
			start();
		});
	};
	const onLeave = (): void => {
		stop();
		start();
	};
	const onVisibility = (): void => {
		if (builtIn('visibilityState') === 'hidden') {
			onLeave();
		}
	};
	for (const type of PAGE_INPUT_EVENTS) {
		window.addEventListener(type, onInput, options);
	}
	builtIn('addEventListener')('visibilitychange', onVisibility);
	builtIn('addEventListener')(CONSENT_CHANGE, onLeave);
	window.addEventListener('pagehide', onLeave);
	return stop;
};

export const STRATEGIES: Readonly<Record<LoadStrategy, Strategy>> = {
	load: onLoad,
	idle: onIdle,
	visible: onVisible,
	interaction: onInteraction,
	'first-input': onFirstInput,
};
