import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { builtIn } from '../../shared/page-document';
import { listeners } from '../../shared/listeners';

/**
 * A card action button's tooltip (docs/listings-and-content.md#tooltips): the button's text above
 * it, shown with no delay on pointer over and on keyboard focus, growing in (not under reduced
 * motion, in the stylesheet). It is the button's accessible description (`aria-describedby`), never
 * a second name, so it lives outside the button, right after it (in the same landmark).
 * WCAG 1.4.13: Escape hides it, the pointer may move onto it, and it stays until the pointer
 * and focus leave. Plain DOM, loaded on the first pointer or focus on such a button.
 */

const TOOLTIP_CLASS = 'shop-islands-tooltip';
const SHOWN_CLASS = 'is-shown';

let nextId = 0;

export function mount(button: HTMLElement): Unmount {
	nextId += 1;
	const tooltip = builtIn('createElement')('span');
	tooltip.id = `shop-islands-tooltip-${nextId}`;
	tooltip.className = TOOLTIP_CLASS;
	tooltip.setAttribute('role', 'tooltip');
	tooltip.hidden = true;
	tooltip.style.animationDuration = `${defaultOptions.growMs}ms`;
	tooltip.style.animationDelay = `${defaultOptions.delayMs}ms`;
	button.after(tooltip);
	const describedBy = button.getAttribute('aria-describedby');
	button.setAttribute('aria-describedby', describedBy ? `${describedBy} ${tooltip.id}` : tooltip.id);

	let hovered = false;
	let focused = false;
	let dismissed = false;

	const update = (): void => {
		const text = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
		tooltip.textContent = text;
		const show = (hovered || focused) && !dismissed && text !== '' && button.isConnected;
		if (show && tooltip.hidden) {
			tooltip.hidden = false;
			place(button, tooltip);
			tooltip.classList.add(SHOWN_CLASS);
		} else if (!show) {
			tooltip.hidden = true;
			tooltip.classList.remove(SHOWN_CLASS);
		}
	};
	const pointerIn = (): void => {
		hovered = true;
		update();
	};
	const pointerOut = (event: PointerEvent): void => {
		// Moving from the button onto its tooltip (or back) keeps it (WCAG 1.4.13, hoverable).
		const to = event.relatedTarget;
		if (to instanceof Node && (button.contains(to) || tooltip.contains(to))) {
			return;
		}
		hovered = false;
		dismissed = focused && dismissed;
		update();
	};
	const focusIn = (): void => {
		// Keyboard focus: a click that focuses the link leaves it to the pointer.
		focused = focusVisible(button);
		update();
	};
	const focusOut = (): void => {
		focused = false;
		dismissed = hovered && dismissed;
		update();
	};
	const onKey = (event: KeyboardEvent): void => {
		if (event.key === 'Escape' && !tooltip.hidden) {
			dismissed = true;
			update();
		}
	};

	const events = listeners();
	events.on(button, 'pointerenter', pointerIn);
	events.on(button, 'pointerleave', pointerOut);
	events.on(tooltip, 'pointerleave', pointerOut);
	events.on(button, 'focusin', focusIn);
	events.on(button, 'focusout', focusOut);
	events.on(document, 'keydown', onKey);
	// The island loads on the pointer's or focus's arrival: show for it at once.
	hovered = button.matches(':hover');
	focused = button.contains(builtIn('activeElement')) && focusVisible(button);
	update();

	return () => {
		events.removeAll();
		tooltip.remove();
		const tokens = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== tooltip.id);
		if (tokens.length > 0) {
			button.setAttribute('aria-describedby', tokens.join(' '));
		} else {
			button.removeAttribute('aria-describedby');
		}
	};
}

function focusVisible(element: HTMLElement): boolean {
	try {
		return element.matches(':focus-visible');
	} catch {
		// A browser without :focus-visible: every focus counts.
		return true;
	}
}

/** Centred above the button (its bottom edge on the button's top), in its positioned ancestor's coordinates. */
function place(button: HTMLElement, tooltip: HTMLElement): void {
	const rect = button.getBoundingClientRect();
	const parent = tooltip.offsetParent instanceof HTMLElement ? tooltip.offsetParent : builtIn('documentElement');
	const origin = parent.getBoundingClientRect();
	tooltip.style.left = `${rect.left - origin.left - parent.clientLeft + parent.scrollLeft + rect.width / 2}px`;
	tooltip.style.top = `${rect.top - origin.top - parent.clientTop + parent.scrollTop}px`;
}
