import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * WooCommerce 10's own attribution library, run as the oracle the classifier is held to: read
 * at test time from WooCommerce's release archive (never copied into the repository) and
 * evaluated in the test's window. Null, with the reason, when the archive is not there.
 */

const ARCHIVE = path.resolve(
	import.meta.dirname,
	'..',
	'..',
	process.env.SHOP_ISLANDS_WP_ARCHIVES ?? path.join('..', 'shared', 'wordpress-org'),
	'woocommerce-10.0.2.zip',
);
const LIBRARY = 'woocommerce/assets/js/sourcebuster/sourcebuster.js';

/** The accessors WooCommerce 10 reads each field with (`OrderAttributionMeta::$default_fields`). */
export const WOOCOMMERCE_FIELD_PATHS: Readonly<Record<string, string>> = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

interface Sbjs {
	init(prefs: Record<string, unknown>): void;
	get: Record<string, Record<string, string>>;
}

export type WooCommerceTracker = () => Record<string, string | null>;

/** A function that records one page view as WooCommerce does and returns its fields. */
export function loadWooCommerceTracker(): { tracker: WooCommerceTracker } | { missing: string } {
	if (!existsSync(ARCHIVE)) {
		return { missing: `WooCommerce's archive is not at ${ARCHIVE}` };
	}
	const source = execFileSync('unzip', ['-p', ARCHIVE, LIBRARY], { encoding: 'utf8' });
	const tracker: WooCommerceTracker = () => {
		// The library's UMD wrapper puts `sbjs` on the window.
		new Function(source)();
		const holder = window as unknown as { sbjs?: Sbjs };
		const sbjs = holder.sbjs as Sbjs;
		delete holder.sbjs;
		// WooCommerce's own call (order-attribution.js, setOrderTracking) with its default settings.
		sbjs.init({ lifetime: 0.00001, session_length: 30, base64: false, timezone_offset: '0' });
		const fields: Record<string, string | null> = {};
		for (const [field, accessor] of Object.entries(WOOCOMMERCE_FIELD_PATHS)) {
			const [container = '', key = ''] = accessor.split('.');
			fields[field] = sbjs.get[container]?.[key] ?? null;
		}
		return fields;
	};
	return { tracker };
}
