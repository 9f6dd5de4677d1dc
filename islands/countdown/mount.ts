import { STORE_TIMEZONE } from '../../shared/constants';
import type { Unmount } from '../types';
import { type TimeLeft, ZERO, parseFinalDate, secondsLeft, splitSeconds, untilNextStep } from './time';

/**
 * WooLentor's countdown (`.ht-product-countdown`, spec §2.1, §3.6): the block prints an empty
 * box with the final date in `data-countdown` and the four labels in `data-customlavel`
 * (`daytxt`, `hourtxt`, `minutestxt`, `secondstxt`); the island fills it with days, hours,
 * minutes and seconds and counts down each second, stopping at zero. A past date shows zeros
 * and starts no timer; a date that names no day shows zeros and warns. Plain DOM: it only
 * writes text into the server's box, which React would cost ~45 KB for.
 *
 * The box is a `timer` (not read aloud as it changes, by the role's definition): a screen
 * reader finds "02 Days 05 Hours 17 Min 09 Sec" when it reads the block, and is not
 * interrupted every second. Labels are text, never markup (jQuery Countdown's template
 * put them into the page as HTML).
 */

type LabelKey = 'daytxt' | 'hourtxt' | 'minutestxt' | 'secondstxt';
type Labels = Readonly<Record<LabelKey, string>>;

const UNITS: ReadonlyArray<{ readonly key: LabelKey; readonly unit: keyof TimeLeft }> = [
	{ key: 'daytxt', unit: 'days' },
	{ key: 'hourtxt', unit: 'hours' },
	{ key: 'minutestxt', unit: 'minutes' },
	{ key: 'secondstxt', unit: 'seconds' },
];
/** Figures show at least two digits, as jQuery Countdown's `%D %H %M %S` did. */
const FIGURE_DIGITS = 2;

export async function mount(host: HTMLElement): Promise<Unmount> {
	const finalValue = host.dataset.countdown ?? '';
	const finalAt = parseFinalDate(finalValue, STORE_TIMEZONE);
	if (finalAt === null) {
		console.warn(`Shop Islands: the countdown's final date "${finalValue}" is not a date; it shows zeros.`);
	}
	const labels = await readLabels(host.dataset.customlavel);
	const figures = new Map<keyof TimeLeft, HTMLElement>();
	const units = UNITS.map(({ key, unit }) => {
		const single = element('div', 'cd-single');
		const inner = element('div', 'cd-single-inner');
		const figure = element('span', 'cd-single-figure');
		const label = element('span', 'cd-single-label');
		label.textContent = labels[key];
		// The space keeps "02 Days" two words for a screen reader.
		inner.append(figure, ' ', label);
		single.append(inner);
		figures.set(unit, figure);
		return single;
	});
	const show = (left: TimeLeft): void => {
		for (const [unit, figure] of figures) {
			figure.textContent = String(left[unit]).padStart(FIGURE_DIGITS, '0');
		}
	};

	let timer: ReturnType<typeof setTimeout> | undefined;
	const tick = (): void => {
		if (finalAt === null) {
			show(ZERO);
			return;
		}
		const now = Date.now();
		const left = secondsLeft(finalAt, now);
		show(splitSeconds(left));
		timer = left > 0 ? setTimeout(tick, untilNextStep(finalAt, now)) : undefined;
	};

	// WooLentor prints the box empty; whatever a theme put in it comes back on unmount.
	const printed = [...host.childNodes];
	host.setAttribute('role', 'timer');
	host.setAttribute('aria-live', 'off');
	host.replaceChildren(...units);
	tick();

	return () => {
		clearTimeout(timer);
		host.replaceChildren(...printed);
		host.removeAttribute('role');
		host.removeAttribute('aria-live');
	};
}

/**
 * The block's labels; a missing, broken or non-string one falls back to the English default
 * (@wordpress/i18n loads only then: WooLentor always prints all four).
 */
async function readLabels(raw: string | undefined): Promise<Labels> {
	let given: Partial<Record<LabelKey, unknown>> = {};
	try {
		const parsed: unknown = raw === undefined ? {} : JSON.parse(raw);
		if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
			given = parsed;
		}
	} catch {
		console.warn('Shop Islands: the countdown\'s labels (data-customlavel) are not JSON; it shows the default labels.');
	}
	const text = (key: LabelKey): string | null => {
		const value = given[key];
		return typeof value === 'string' ? value : null;
	};
	if (UNITS.every(({ key }) => text(key) !== null)) {
		return Object.fromEntries(UNITS.map(({ key }) => [key, text(key)])) as Labels;
	}
	const { __ } = await import('../../shared/i18n');
	const defaults: Labels = {
		daytxt: __('Days', 'shop-islands'),
		hourtxt: __('Hours', 'shop-islands'),
		minutestxt: __('Minutes', 'shop-islands'),
		secondstxt: __('Seconds', 'shop-islands'),
	};
	return Object.fromEntries(UNITS.map(({ key }) => [key, text(key) ?? defaults[key]])) as Labels;
}

function element(tag: 'div' | 'span', className: string): HTMLElement {
	const node = document.createElement(tag);
	node.className = className;
	return node;
}
