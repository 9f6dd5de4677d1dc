// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeWithPhp, runPhpJson } from '../support/php';

/**
 * What php-enqueue prints for order attribution's consent (includes/order-attribution-consent.php), run on
 * WordPress's own hooks and, with the WP Consent API on, WooCommerce 10's own integration,
 * both read at test time from their release archives (never copied here). WooCommerce's
 * integration answers `wc_order_attribution_allow_tracking` with the consent of whoever the
 * page is rendered for, dropping what the filter held: the plugin leaves that consent to the
 * visitor's browser, and prints the site's own word, a false included, for every visitor.
 */

const RUNNER = path.join(import.meta.dirname, 'allow-tracking.php');
const ARCHIVES = path.resolve(import.meta.dirname, '..', '..', process.env.SHOP_ISLANDS_WP_ARCHIVES ?? path.join('..', 'shared', 'wordpress-org'));
/** The files the runner loads, by the name it loads them under: archive and path inside it. */
const SOURCES: Readonly<Record<string, readonly [string, string]>> = {
	'plugin.php': ['wordpress-6.8.8.zip', 'wordpress/wp-includes/plugin.php'],
	'class-wp-hook.php': ['wordpress-6.8.8.zip', 'wordpress/wp-includes/class-wp-hook.php'],
	'WPConsentAPI.php': ['woocommerce-10.0.2.zip', 'woocommerce/src/Internal/Integrations/WPConsentAPI.php'],
	'ScriptDebug.php': ['woocommerce-10.0.2.zip', 'woocommerce/src/Internal/Traits/ScriptDebug.php'],
};

interface Case {
	readonly consentApi: boolean;
	readonly marketing?: 'allow' | 'deny';
	readonly siteFilter?: 'false' | 'false-late' | 'statistics-consent';
	readonly category?: unknown;
	readonly saved?: unknown;
}

interface Printed {
	readonly allowTracking: boolean;
	readonly woocommerceAllowTracking: boolean;
	readonly consentCategory: string;
}

const folder = mkdtempSync(path.join(tmpdir(), 'shop-islands-allow-tracking-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function extractSources(): string {
	for (const [name, [archive, inside]] of Object.entries(SOURCES)) {
		const zip = path.join(ARCHIVES, archive);
		if (!existsSync(zip)) {
			return `${archive} is not at ${ARCHIVES}`;
		}
		writeFileSync(path.join(folder, name), execFileSync('unzip', ['-p', zip, inside]));
	}
	return '';
}

describeWithPhp("php-enqueue's order attribution consent", (php) => {
	const missing = extractSources();

	function printed(testCase: Case): Printed {
		return runPhpJson(php, [RUNNER, folder, JSON.stringify({ marketing: null, siteFilter: null, ...testCase })]) as Printed;
	}

	it('reads WordPress and WooCommerce from their archives', () => {
		expect(missing).toBe('');
	});

	it.each<[string, Case]>([
		['without a consent plugin', { consentApi: false }],
		['with a consent plugin, for a visitor who refused marketing', { consentApi: true, marketing: 'deny' }],
		['with a consent plugin, for a visitor who has not chosen', { consentApi: true }],
		['with a consent plugin, for a visitor who allowed marketing', { consentApi: true, marketing: 'allow' }],
	])('leaves tracking to the visitor %s, whom WooCommerce would answer for the next one', (_case, testCase) => {
		const result = printed(testCase);
		expect(result.allowTracking).toBe(true);
		// WooCommerce's own answer, its callback still in place: the consent of this request.
		expect(result.woocommerceAllowTracking).toBe(!testCase.consentApi || testCase.marketing === 'allow');
	});

	it.each<[string, Case]>([
		['without a consent plugin', { consentApi: false, siteFilter: 'false' }],
		['with a consent plugin, added before WooCommerce (which drops it for a visitor who allowed marketing)', { consentApi: true, marketing: 'allow', siteFilter: 'false' }],
		['with a consent plugin, added after WooCommerce', { consentApi: true, marketing: 'allow', siteFilter: 'false-late' }],
	])("honours a site's explicit false %s", (_case, testCase) => {
		expect(printed(testCase).allowTracking).toBe(false);
	});

	it("shows WooCommerce's integration dropping a site's false added before it", () => {
		expect(printed({ consentApi: true, marketing: 'allow', siteFilter: 'false' }).woocommerceAllowTracking).toBe(true);
	});

	it("takes another plugin's consent callback as a visitor's consent to come, not as the site's false", () => {
		expect(printed({ consentApi: true, marketing: 'deny', siteFilter: 'statistics-consent' }).allowTracking).toBe(true);
	});

	it("prints WooCommerce's consent category, marketing, unless the site's filter names another of the WP Consent API", () => {
		expect(printed({ consentApi: true }).consentCategory).toBe('marketing');
		expect(printed({ consentApi: false }).consentCategory).toBe('marketing');
		expect(printed({ consentApi: true, category: 'statistics' }).consentCategory).toBe('statistics');
		expect(printed({ consentApi: true, category: 'statistics-anonymous' }).consentCategory).toBe('statistics-anonymous');
		for (const category of ['analytics', 'Marketing', '', null, ['statistics'], 7]) {
			expect(printed({ consentApi: true, category }).consentCategory).toBe('marketing');
		}
	});

	it("takes the settings screen's category over WooCommerce's, and the filter's over the screen's", () => {
		expect(printed({ consentApi: true, saved: 'statistics' }).consentCategory).toBe('statistics');
		expect(printed({ consentApi: true, saved: 'statistics', category: 'preferences' }).consentCategory).toBe('preferences');
		// A stored value that is no category counts as no choice.
		expect(printed({ consentApi: true, saved: 'analytics' }).consentCategory).toBe('marketing');
	});
});
