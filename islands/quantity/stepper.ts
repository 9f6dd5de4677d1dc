/**
 * The quantity rules (docs/product-form.md), as pure functions of what the input says now. Nothing
 * is cached: the variation form rewrites min, max, step and value as the shopper chooses, so
 * every step reads the input again.
 */

export interface QuantityLimits {
	/** null when the input has no usable min. */
	readonly min: number | null;
	/** null when the input has no usable max, or one below min (contradictory limits). */
	readonly max: number | null;
	readonly step: number;
}

/** Where "-" stops when the input sets no min: 1 in a product form, 0 in a grouped list. */
export type NoMinFloor = 0 | 1;

const DEFAULT_STEP = 1;

function parseNumber(value: string | null): number | null {
	if (value === null || value.trim() === '') {
		return null;
	}
	const parsed = Number(value);
	return Number.isFinite(parsed) ? parsed : null;
}

export function readLimits(input: HTMLInputElement): QuantityLimits {
	const min = parseNumber(input.getAttribute('min'));
	const rawMax = parseNumber(input.getAttribute('max'));
	// WooCommerce prints max="-1" or "" for "no limit"; a max under min cannot be honoured with min.
	const max = rawMax === null || rawMax < 0 || (min !== null && rawMax < min) ? null : rawMax;
	const rawStep = parseNumber(input.getAttribute('step'));
	const step = rawStep === null || rawStep <= 0 ? DEFAULT_STEP : rawStep;
	return { min, max, step };
}

/** An empty or invalid value counts as 0. */
export function currentValue(input: HTMLInputElement): number {
	return parseNumber(input.value) ?? 0;
}

/** "+": adds step, never above max, and never lands below min. */
export function increased(value: number, limits: QuantityLimits): number {
	const { min, max, step } = limits;
	if (max !== null && value >= max) {
		return max;
	}
	let next = round(value + step, step, value);
	if (max !== null && next > max) {
		next = max;
	}
	return min !== null && next < min ? min : next;
}

/**
 * "-": subtracts step, never below min. Without a min it does nothing at 0 or less, and
 * stops at `floor` (1 for a product, 0 in a grouped list). Returns null when nothing changes.
 */
export function decreased(value: number, limits: QuantityLimits, floor: NoMinFloor): number | null {
	const { min, step } = limits;
	if (min !== null) {
		if (value <= min) {
			return value === min ? null : min;
		}
		const next = round(value - step, step, value);
		return next < min ? min : next;
	}
	if (value <= 0 || value <= floor) {
		return null;
	}
	const next = round(value - step, step, value);
	return next < floor ? floor : next;
}

/**
 * Raising to min on load: applies when min is 0 or more (the wider of the two readings
 * docs/product-form.md weighs, so a negative value never reaches the cart either). An empty box is left empty:
 * in a grouped list it means "none of this one".
 */
export function raisedToMin(input: HTMLInputElement): number | null {
	const { min } = readLimits(input);
	const value = parseNumber(input.value);
	return min !== null && min >= 0 && value !== null && value < min ? min : null;
}

/** Keeps decimal steps (0.5, 0.1) free of floating-point dust such as 1.2000000000000002. */
function round(result: number, step: number, value: number): number {
	const decimals = Math.max(decimalsOf(step), decimalsOf(value));
	const factor = 10 ** decimals;
	return Math.round(result * factor) / factor;
}

function decimalsOf(value: number): number {
	const text = String(value);
	const dot = text.indexOf('.');
	return dot === -1 ? 0 : text.length - dot - 1;
}
