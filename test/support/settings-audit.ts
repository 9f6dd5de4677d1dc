import { NOT_AN_OBJECT, SETTINGS_CHECKS, type Settings } from '../../shared/config';
import { isRecord } from '../../shared/is-record';

/**
 * The settings held strictly to the contract, for the tests of the tag's writers (php-enqueue,
 * the fixture store). The bundle itself stays lenient (`parseSettings()`), so a site whose filter
 * adds or breaks a field still works; this strictness is the tests', and stays out of every page.
 */

/** What a writer of the tag got wrong, each list empty when it printed the contract. */
export interface SettingsAudit {
	/** Fields of the contract present with a value it refuses (the bundle uses its default). */
	readonly rejected: readonly string[];
	/** Fields of the contract left out. */
	readonly missing: readonly string[];
	/** Fields the contract does not know, as `name` or, inside a fixed-shape field, `field.name`. */
	readonly unknown: readonly string[];
}

/** Every field of the contract, in the order of the `Settings` interface. */
export const SETTINGS_FIELDS = Object.keys(SETTINGS_CHECKS) as ReadonlyArray<keyof Settings>;

/** The fields of the fixed-shape settings objects; typed so that each lists its interface exactly. */
const SHAPES: { readonly [K in 'orderAttribution' | 'consent']: Readonly<Record<keyof NonNullable<Settings[K]>, true>> } = {
	orderAttribution: { lifetime: true, session: true, base64: true, prefix: true, allowTracking: true, consentCategory: true },
	consent: { hasMechanism: true, statistics: true },
};

/** Every field present, each one valid, no other. Leaves `raw` as it is. */
export function auditSettings(raw: unknown): SettingsAudit {
	if (!isRecord(raw)) {
		return { rejected: [NOT_AN_OBJECT], missing: [...SETTINGS_FIELDS], unknown: [] };
	}
	const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(SETTINGS_CHECKS, key));
	for (const [field, shape] of Object.entries(SHAPES)) {
		const value = raw[field];
		if (isRecord(value)) {
			unknown.push(...Object.keys(value).filter((key) => !Object.hasOwn(shape, key)).map((key) => `${field}.${key}`));
		}
	}
	return {
		rejected: SETTINGS_FIELDS.filter((key) => Object.hasOwn(raw, key) && !SETTINGS_CHECKS[key](raw[key])),
		missing: SETTINGS_FIELDS.filter((key) => !Object.hasOwn(raw, key)),
		unknown,
	};
}
