import { defaultOptions } from './options';

/**
 * The countdown's arithmetic: the end read as the block prints it (a final date, or seconds
 * left when the page was rendered), and the time left split into the four figures. No DOM here.
 */

export interface TimeLeft {
	readonly days: number;
	readonly hours: number;
	readonly minutes: number;
	readonly seconds: number;
}

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;
const MINUTES_PER_HOUR = 60;

/**
 * `2026/12/31`, `2026/12/31 23:59:59`, `2026-12-31T23:59` (jQuery Countdown's forms, which
 * WooLentor prints), optionally with `Z` or an offset such as `+02:00`.
 */
/** A PHP integer, at most twelve digits (some 31,000 years): no float, exponent or unit. */
const SECONDS_PATTERN = /^\s*(-?\d{1,12})\s*$/;

const DATE_PATTERN = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant (ms since the epoch) a block's final date names, or null when it names none.
 * A date without an offset is the store's wall-clock time (US Central,
 * docs/listings-and-content.md#countdowns), not the shopper's: jQuery Countdown read it in the
 * browser's zone, so a shopper elsewhere saw the offer end hours early or late.
 */
export function parseFinalDate(value: string, timeZone: string): number | null {
	const match = DATE_PATTERN.exec(value.trim());
	if (!match) {
		return null;
	}
	const field = (index: number): number => Number(match[index] ?? 0);
	const [year, month, day, hour, minute, second] = [field(1), field(2), field(3), field(4), field(5), field(6)];
	const wall = Date.UTC(year, month - 1, day, hour, minute, second);
	const check = new Date(wall);
	// 2026/02/30 or 25:00 roll over in Date.UTC: a date that does not exist is no date.
	if (
		check.getUTCFullYear() !== year ||
		check.getUTCMonth() !== month - 1 ||
		check.getUTCDate() !== day ||
		check.getUTCHours() !== hour ||
		check.getUTCMinutes() !== minute ||
		check.getUTCSeconds() !== second
	) {
		return null;
	}
	const offset = match[7];
	if (offset !== undefined) {
		return wall - offsetMs(offset);
	}
	return zonedWallToInstant(wall, timeZone);
}

/**
 * The seconds left WooLentor's flash-sale module prints (`data-countdown="295595"`, PHP's
 * integer: the deal's end minus the server's clock when it rendered the page), or null when
 * the value is not a whole number. Zero or less: the deal has ended.
 */
export function parseSecondsLeft(value: string): number | null {
	const match = SECONDS_PATTERN.exec(value);
	return match ? Number(match[1]) : null;
}

/**
 * The moment the server counted those seconds from: when the page's response began to arrive
 * (the navigation's `responseStart`), or its navigation start where the browser keeps no
 * timing entry. The time since (the page loading, the shopper scrolling to the block before
 * the island mounts) is already gone from the deal, whenever the island counts.
 */
export function pageRenderedAt(): number {
	const origin = performance.timeOrigin;
	if (!Number.isFinite(origin) || origin <= 0) {
		return Date.now();
	}
	const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
	const responseStart = navigation !== undefined && 'responseStart' in navigation ? Number(navigation.responseStart) : 0;
	return origin + (Number.isFinite(responseStart) && responseStart > 0 ? responseStart : 0);
}

/** Whole seconds left until `finalAt`, rounded up (the last second shows 00:00:01), never below 0. */
export function secondsLeft(finalAt: number, now: number): number {
	return Math.max(0, Math.ceil((finalAt - now) / defaultOptions.stepMs));
}

/** Milliseconds until the figures next change (at most one step). */
export function untilNextStep(finalAt: number, now: number): number {
	const left = finalAt - now;
	return left - (Math.ceil(left / defaultOptions.stepMs) - 1) * defaultOptions.stepMs;
}

export function splitSeconds(total: number): TimeLeft {
	return {
		days: Math.floor(total / SECONDS_PER_DAY),
		hours: Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
		minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
		seconds: total % SECONDS_PER_MINUTE,
	};
}

/** `+02:00`, `-0530` or `Z` as milliseconds east of UTC. */
function offsetMs(offset: string): number {
	if (offset.toUpperCase() === 'Z') {
		return 0;
	}
	const sign = offset.startsWith('-') ? -1 : 1;
	const digits = offset.slice(1).replace(':', '');
	const minutes = Number(digits.slice(0, 2)) * MINUTES_PER_HOUR + Number(digits.slice(2));
	return sign * minutes * SECONDS_PER_MINUTE * 1000;
}

/** The instant whose wall-clock time in `timeZone` is `wall` (read as if UTC). */
function zonedWallToInstant(wall: number, timeZone: string): number {
	// The zone's offset at a guess, then at the corrected guess: right across DST changes.
	const first = wall - zoneOffsetMs(wall, timeZone);
	return wall - zoneOffsetMs(first, timeZone);
}

function zoneOffsetMs(instant: number, timeZone: string): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	}).formatToParts(new Date(instant));
	const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((candidate) => candidate.type === type)?.value);
	const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
	return asUtc - Math.floor(instant / 1000) * 1000;
}
