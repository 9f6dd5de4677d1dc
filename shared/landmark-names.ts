import { __ } from './i18n';
import { builtIn } from './page-document';

/**
 * Distinct names for landmarks the server printed under one name: CF7 labels every form
 * "Contact form" unless its shortcode says otherwise. A screen reader's list of landmarks cannot
 * tell such twins apart (axe's `landmark-unique`). (The listing's two paginations are named apart
 * on the server: php-enqueue/includes/pagination-names.php.) Only `aria-label` is read and
 * written. The server's label is remembered, so naming again (a landmark added or gone) starts
 * from it, and a landmark leaving gets it back.
 */

/** A landmark's name among the `count` that share the server's `label`, by its place (`index`, from 0) in the page. */
export type LandmarkNamer = (label: string, index: number, count: number) => string;

const serverLabels = new WeakMap<Element, string>();

/**
 * Names apart the page's landmarks matching `selector`: each that shares its label with
 * another gets `namer`'s name, in document order; one whose label no other shares keeps (or
 * gets back) the server's. `leaving`, a landmark whose island unmounts as it leaves the page,
 * gets the server's label back and is left out.
 */
export function nameLandmarksApart(selector: string, namer: LandmarkNamer, leaving?: Element): void {
	if (leaving) {
		putBack(leaving);
	}
	const twins = new Map<string, Element[]>();
	for (const landmark of builtIn('querySelectorAll')(selector)) {
		const label = serverLabels.get(landmark) ?? landmark.getAttribute('aria-label')?.trim() ?? '';
		if (landmark !== leaving && label !== '') {
			twins.set(label, [...(twins.get(label) ?? []), landmark]);
		}
	}
	for (const [label, group] of twins) {
		group.forEach((landmark, index) => {
			if (group.length === 1) {
				putBack(landmark);
				return;
			}
			serverLabels.set(landmark, label);
			landmark.setAttribute('aria-label', namer(label, index, group.length));
		});
	}
}

/** "Contact form (2 of 3)". */
export function numbered(label: string, index: number, count: number): string {
	// translators: 1: the name the landmarks share, 2: this one's place among them, 3: how many share it.
	return fill(__('%1$s (%2$d of %3$d)', 'shop-islands'), [label, String(index + 1), String(count)]);
}

function putBack(landmark: Element): void {
	const label = serverLabels.get(landmark);
	if (label !== undefined) {
		landmark.setAttribute('aria-label', label);
		serverLabels.delete(landmark);
	}
}

/** Fills `%1$s`, `%2$d`… (and a lone `%s` / `%d`) in one pass, so a value holding `%` or `$` stays as it is. */
function fill(template: string, values: readonly string[]): string {
	let next = 0;
	return template.replace(/%(?:(\d)\$)?[sd]/g, (placeholder, position: string | undefined) => {
		const value = values[position === undefined ? next++ : Number(position) - 1];
		return value ?? placeholder;
	});
}
