import type { Unmount } from '../types';
import { defaultOptions } from './options';
import { type TimeLeft, pageRenderedAt, parseFinalDate, parseSecondsLeft, secondsLeft, splitSeconds, untilNextStep } from './time';
import { builtIn } from '../../shared/page-document';

/**
 * WooLentor's countdowns (docs/listings-and-content.md#countdowns), two markups of an empty box
 * with the end in `data-countdown` and the four labels in `data-customlavel` (`daytxt`, `hourtxt`,
 * `minutestxt`, `secondstxt`):
 * - its flash-sale module's (`.woolentor-countdown.woolentor-countdown-default|-flip`, in the
 *   "Product Flash Sale" block's cards and on a deal's product page): the **seconds left** when
 *   the server rendered the page, counted from the page's response (`pageRenderedAt`);
 * - its Elementor "Universal Product" widget's (`.ht-product-countdown`): a **final date**
 *   (`2030/01/01`), the store's wall-clock time unless it names an offset.
 * The island fills the box with days, hours, minutes and seconds in WooLentor's own elements (so
 * its stylesheet styles them) and counts down each second, computing from the clock at each step
 * (a throttled tab shows the right time when it wakes). At zero, or for an end already past, it
 * shows zeros, starts no timer and marks the box ended (`EXPIRED_CLASS`). An end it cannot read
 * leaves the box as the server printed it (empty, as without JavaScript) and warns once: zeros
 * would tell the shopper an offer has ended that may still run. Plain DOM: it only writes text
 * into the server's box, which React would cost ~45 KB for.
 *
 * The box is a `timer` (not read aloud as it changes, by the role's definition): a screen
 * reader finds "02 Days 05 Hours 17 Min 09 Sec" when it reads the block, and is not
 * interrupted every second. Labels are text, never markup (jQuery Countdown's templates
 * put them into the page as HTML).
 */

type LabelKey = 'daytxt' | 'hourtxt' | 'minutestxt' | 'secondstxt';
type Labels = Readonly<Record<LabelKey, string>>;

interface Unit {
	readonly key: LabelKey;
	readonly unit: keyof TimeLeft;
	/** The unit's class in the flash-sale module's markup (`woolentor-days` …). */
	readonly flashSaleClass: string;
}

const UNITS: readonly Unit[] = [
	{ key: 'daytxt', unit: 'days', flashSaleClass: 'woolentor-days' },
	{ key: 'hourtxt', unit: 'hours', flashSaleClass: 'woolentor-hours' },
	{ key: 'minutestxt', unit: 'minutes', flashSaleClass: 'woolentor-mins' },
	{ key: 'secondstxt', unit: 'seconds', flashSaleClass: 'woolentor-secs' },
];
/** The flash-sale module's box: `data-countdown` holds seconds left, not a date. */
const FLASH_SALE_CLASS = 'woolentor-countdown';
/** Its "flip" style, whose stylesheet sizes each figure's tile through an inner wrapper. */
const FLIP_CLASS = 'woolentor-countdown-flip';
/** A countdown that reached zero, or was printed past its end: styled as ended. */
const EXPIRED_CLASS = 'shop-islands-countdown-expired';
/** Figures show at least two digits, as jQuery Countdown's `%D %H %M %S` did. */
const FIGURE_DIGITS = 2;

export async function mount(host: HTMLElement): Promise<Unmount> {
	const flashSale = host.classList.contains(FLASH_SALE_CLASS);
	const endValue = host.dataset.countdown ?? '';
	const endsAt = flashSale ? secondsLeftEnd(endValue) : parseFinalDate(endValue, defaultOptions.storeTimezone);
	if (endsAt === null) {
		console.warn(
			flashSale
				? `Shop Islands: the countdown's seconds left "${endValue}" are not a whole number; the box stays as printed.`
				: `Shop Islands: the countdown's final date "${endValue}" is not a date; the box stays as printed.`,
		);
		return () => undefined;
	}
	const labels = await readLabels(host.dataset.customlavel);
	const figures = new Map<keyof TimeLeft, HTMLElement>();
	const units = UNITS.map((unit) => {
		const { element, figure } = flashSale ? flashSaleUnit(unit, labels[unit.key], host.classList.contains(FLIP_CLASS)) : widgetUnit(labels[unit.key]);
		figures.set(unit.unit, figure);
		return element;
	});
	const show = (left: TimeLeft): void => {
		for (const [unit, figure] of figures) {
			figure.textContent = String(left[unit]).padStart(FIGURE_DIGITS, '0');
		}
	};

	let timer: ReturnType<typeof setTimeout> | undefined;
	const tick = (): void => {
		const now = Date.now();
		const left = secondsLeft(endsAt, now);
		show(splitSeconds(left));
		host.classList.toggle(EXPIRED_CLASS, left === 0);
		timer = left > 0 ? setTimeout(tick, untilNextStep(endsAt, now)) : undefined;
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
		host.classList.remove(EXPIRED_CLASS);
	};
}

/** The instant a flash-sale box's seconds left run out, or null when they are not a number. */
function secondsLeftEnd(value: string): number | null {
	const seconds = parseSecondsLeft(value);
	return seconds === null ? null : pageRenderedAt() + seconds * defaultOptions.stepMs;
}

/**
 * One unit as the flash-sale module's script printed it, `div.woolentor-time.woolentor-days >
 * span.woolentor-count + span.woolentor-label`; in the flip style the figure sits in
 * `.woolentor-time-inner`, the tile its stylesheet sizes (one figure, read once: the flip
 * animation's four copies of each figure are left out).
 */
function flashSaleUnit({ flashSaleClass }: Unit, label: string, flip: boolean): { element: HTMLElement; figure: HTMLElement } {
	const element = node('div', `woolentor-time ${flashSaleClass}`);
	const figure = node('span', 'woolentor-count');
	const name = node('span', 'woolentor-label');
	name.textContent = label;
	if (flip) {
		const inner = node('div', 'woolentor-time-inner');
		inner.append(figure);
		// The space keeps "02 Days" two words for a screen reader.
		element.append(inner, ' ', name);
	} else {
		element.append(figure, ' ', name);
	}
	return { element, figure };
}

/** One unit as the Elementor widget's countdown printed it: `.cd-single > .cd-single-inner`. */
function widgetUnit(label: string): { element: HTMLElement; figure: HTMLElement } {
	const element = node('div', 'cd-single');
	const inner = node('div', 'cd-single-inner');
	const figure = node('span', 'cd-single-figure');
	const name = node('span', 'cd-single-label');
	name.textContent = label;
	inner.append(figure, ' ', name);
	element.append(inner);
	return { element, figure };
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

function node(tag: 'div' | 'span', className: string): HTMLElement {
	const element = builtIn('createElement')(tag);
	element.className = className;
	return element;
}
