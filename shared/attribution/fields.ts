import type { SourceCookie } from './source-cookies';
import type { SourceData } from './track';

/**
 * The order-attribution fields (docs/attribution-and-consent.md), in WooCommerce's order, each read
 * from the source cookies as WooCommerce 10 reads it. The classic checkout posts them as
 * `wc_order_attribution_<field>`; the block checkout sends them as extension data.
 */
const FIELD_SOURCES = {
	source_type: ['current', 'typ'],
	referrer: ['currentExtra', 'rf'],
	utm_campaign: ['current', 'cmp'],
	utm_source: ['current', 'src'],
	utm_medium: ['current', 'mdm'],
	utm_content: ['current', 'cnt'],
	utm_id: ['current', 'id'],
	utm_term: ['current', 'trm'],
	utm_source_platform: ['current', 'plt'],
	utm_creative_format: ['current', 'fmt'],
	utm_marketing_tactic: ['current', 'tct'],
	session_entry: ['currentExtra', 'ep'],
	session_start_time: ['currentExtra', 'fd'],
	session_pages: ['session', 'pgs'],
	session_count: ['user', 'vst'],
	user_agent: ['user', 'uag'],
} as const satisfies Record<string, readonly [SourceCookie, string]>;

export type AttributionField = keyof typeof FIELD_SOURCES;
/** Each field's value; null when tracking is off or the cookies lack it (an empty input). */
export type AttributionValues = Readonly<Record<AttributionField, string | null>>;

export const ATTRIBUTION_FIELDS = Object.keys(FIELD_SOURCES) as readonly AttributionField[];

export function attributionValues(data: SourceData | null): AttributionValues {
	const values = {} as Record<AttributionField, string | null>;
	for (const field of ATTRIBUTION_FIELDS) {
		const [cookie, key] = FIELD_SOURCES[field];
		const container = data?.[cookie];
		values[field] = container && Object.hasOwn(container, key) ? (container[key] ?? null) : null;
	}
	return values;
}
